import { defineFlow, type FlowDraft } from "../../../lib/flow";
import { ANALYSIS_TYPES } from "../../../../schemas/requests/ai-rules";
import { EDITOR_STEPS, fieldDrafts, stepProblems, type FieldDraft, type RuleDraft } from "./ai-rules-logic";

/** What the editor's guards read besides the draft: the fields the chosen analysis type offers. */
export interface RuleFlowContext {
  /** `available-fields` of the draft's analysis type (001 §7); `undefined` until it answers. */
  offered: readonly string[] | undefined;
}

/**
 * The draft as the editor works on it: its field rows laid over the fields the analysis type
 * offers (`fieldDrafts`), so that fields of another type the draft remembers do not count.
 */
export function effectiveDraft(draft: RuleDraft, offered: readonly string[] | undefined): RuleDraft {
  return { ...draft, fields: offered ? fieldDrafts(offered, draft.fields) : [] };
}

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/**
 * The editor's state after a reload (issue 18 §1): the drafted choices over the rule as it was
 * (re-)fetched (`initial`). An analysis type no longer known is dropped; when editing, the support
 * file stays the edited rule's (it names the rule); agreement codes the server no longer lists
 * simply match no checkbox.
 */
export function restoreRuleDraft(draft: FlowDraft, initial: RuleDraft): RuleDraft {
  const type = ANALYSIS_TYPES.find((t) => t === draft.analysisType);
  const codes = Array.isArray(draft.agreementCodes)
    ? draft.agreementCodes.filter((c) => typeof c === "string")
    : [];
  const rows = Array.isArray(draft.fields) ? (draft.fields as readonly unknown[]) : [];
  const fields: FieldDraft[] = [];
  for (const row of rows) {
    if (typeof row !== "object" || row === null) continue;
    const { fieldSlug, selected, required, expectedValue } = row as Record<string, unknown>;
    if (typeof fieldSlug !== "string" || fields.some((f) => f.fieldSlug === fieldSlug)) continue;
    fields.push({
      fieldSlug,
      selected: selected === true,
      required: required === true,
      expectedValue: text(expectedValue) ?? "",
    });
  }
  return {
    analysisType: type ?? initial.analysisType,
    supportFileCode: initial.supportFileCode ?? text(draft.supportFileCode),
    agreementCodes: "agreementCodes" in draft ? (codes as string[]) : initial.agreementCodes,
    fields: "fields" in draft ? fields : initial.fields,
  };
}

/**
 * The AI rules editor as a flow (001 §5 "An AI rule needs three steps: scope, fields, summary";
 * issue 18 §1, the flow kit of DESIGN.md §12): the fields step needs a complete scope, the
 * summary complete fields (the same `stepProblems` the Next button shows).
 *
 * The draft keeps the analysis type, the support file code, the agreement codes and, per field,
 * its slug, whether it is chosen and required, and its expected value: a rule template such as
 * `G-${invoice_number}` that applies to every account of the support file (001 §5 "Dynamic-field
 * variables"), configuration rather than patient data, kept so that a reload on the summary never
 * saves a rule without what was typed. Names (support files, agreements, fields) are re-fetched.
 */
export const aiRuleFlow = defineFlow<RuleDraft, RuleFlowContext>({
  name: "ai-rule",
  steps: [
    { id: EDITOR_STEPS[0] },
    { id: EDITOR_STEPS[1], canEnter: (draft) => stepProblems("scope", draft).length === 0 },
    {
      id: EDITOR_STEPS[2],
      canEnter: (draft, { offered }) =>
        stepProblems("scope", draft).length === 0 &&
        stepProblems("fields", effectiveDraft(draft, offered)).length === 0,
    },
  ],
  persist: {
    analysisType: "choice",
    supportFileCode: "id",
    agreementCodes: "ids",
    fields: { each: { fieldSlug: "id", selected: "choice", required: "choice", expectedValue: "choice" } },
  },
  restore: restoreRuleDraft,
});
