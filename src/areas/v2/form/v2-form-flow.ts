import type { AuthorizationFormPlan } from "../../../../schemas/authorization-form";
import { defineFlow, type FlowDefinition } from "../../../lib/flow";
import { stepErrors } from "./step-validator";

/**
 * The v2 sponsor form's state in its flow's layout (`FlowProvider` in `v2-form-screen.tsx`): the
 * answers of the steps left so far, by field slug (what is being typed on the current step is
 * `LiveDraftValues`, outside React state, typed-values.ts).
 */
export interface SponsorFormState {
  values: Record<string, unknown>;
}

/**
 * Whether the answers fill every step before step `counter` (1-based) as its validator asks (the
 * same `stepErrors` RJSF shows on Next).
 */
export function stepsBeforeComplete(
  plan: Pick<AuthorizationFormPlan, "steps">,
  counter: number,
  values: Readonly<Record<string, unknown>>,
): boolean {
  return plan.steps
    .slice(0, Math.max(0, counter - 1))
    .every((s) => stepErrors(s.schema, values).length === 0);
}

/**
 * A v2 sponsor form as a flow of the flow kit (issue 18 §1; DESIGN.md §12; 000 §4 "the step rises
 * by one until the last step … After submit the step returns to 1 and state resets"): one step per
 * step of the built form (`schemas/authorization-form`), ids `1`, `2`, … in the URL (`?step=2`),
 * step 1 the form's bare URL, the one the detail links to (`firstStepUnnamed`). Step `n` may be
 * entered when the answers fill steps 1 to `n − 1` (their validator finds nothing), so a URL
 * naming a later step, or a reload there without the answers, lands on the first step left to do.
 *
 * The kit's draft keeps nothing (`persist: {}`): the step is the URL's, and the answers are the
 * patient's; they are kept apart, in the form's own tab-scoped entry (typed-values.ts;
 * docs/decisions.md "The v2 sponsor form's typed answers"). Name `v2-form`.
 * @param plan the built form (`buildAuthorizationForm`, with `withNumberLimits`), at least one step.
 */
export function sponsorFormFlow(
  plan: Pick<AuthorizationFormPlan, "steps">,
): FlowDefinition<SponsorFormState> {
  return defineFlow<SponsorFormState>({
    name: "v2-form",
    steps: plan.steps.map((step, index) => ({
      id: String(index + 1),
      ...(index === 0
        ? {}
        : { canEnter: (state: SponsorFormState) => stepsBeforeComplete(plan, index + 1, state.values) }),
    })),
    persist: {},
    firstStepUnnamed: true,
  });
}

/** The flow's instance of one form (ids only): `{sponsor}:{code}:{form}`. */
export function sponsorFormInstance(
  sponsorSlug: string,
  authorizationCode: string,
  formSlug: string,
): string {
  return `${sponsorSlug}:${authorizationCode}:${formSlug}`;
}
