import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { FlowSteps, useFlow } from "../../../components/flow";
import { PageHeading } from "../../../components/page-heading";
import type { AuthorizationKindDefinition } from "../../../../schemas/claims-desk/authorization-kinds";
import { AuthorizationStep } from "./billing/authorization-step";
import { ClaimStep } from "./billing/claim-step";
import { DoctorStep } from "./clinical/doctor-step";
import { IdentityStep } from "./identity/identity-step";
import {
  NEW_AUTHORIZATION_STEPS,
  newAuthorizationFlow,
  type NewAuthorizationStep,
} from "./new-authorization-flow";
import { BeneficiaryDataStep } from "./search/beneficiary-data-step";
import { BeneficiaryStep } from "./search/beneficiary-step";
import { SearchMethodStep } from "./search/search-method-step";
import { SponsorStep } from "./search/sponsor-step";
import { TypeStep } from "./search/type-step";
import type { StepProps } from "./step-props";
import { useSponsorTexts } from "./text-overrides";
import { useWarmUpSteps } from "./warm-up-steps";

/** The component of each step (each in the folder of its part). */
const STEP_COMPONENTS: Record<NewAuthorizationStep, ComponentType<StepProps>> = {
  type: TypeStep,
  sponsor: SponsorStep,
  "search-method": SearchMethodStep,
  beneficiary: BeneficiaryStep,
  "beneficiary-data": BeneficiaryDataStep,
  doctor: DoctorStep,
  identity: IdentityStep,
  authorization: AuthorizationStep,
  claim: ClaimStep,
};

/**
 * The frame of the new authorization's steps (000 §2; issue 20 §1): the page heading with the
 * kind, the flow kit's steps header (its heading takes the focus on each step change) and the
 * current step's component, which renders its own Back / Next / Cancel (`NewAuthorizationActions`).
 */
export function NewAuthorizationSteps({ kind }: { kind: AuthorizationKindDefinition | undefined }) {
  const { t } = useTranslation();
  const flow = useFlow(newAuthorizationFlow);
  // The chosen sponsor's own names of the steps, where its configuration overrides them (000 §3).
  const sponsorT = useSponsorTexts(flow.state.sponsorSlug);
  const titles = NEW_AUTHORIZATION_STEPS.map((id) => sponsorT(`newAuthorization.steps.${id}`));
  const Step = STEP_COMPONENTS[flow.step.id as NewAuthorizationStep];
  useWarmUpSteps(flow.step.id as NewAuthorizationStep);
  return (
    <div className="pp-new-authorization">
      <PageHeading>
        {kind
          ? t("newAuthorization.titleOfKind", { kind: t(`newAuthorization.kinds.${kind.kind}`) })
          : t("newAuthorization.title")}
      </PageHeading>
      <FlowSteps
        flow={flow}
        titles={titles}
        heading={t("newAuthorization.stepHeading", {
          number: flow.counter,
          total: flow.total,
          title: titles[flow.counter - 1],
        })}
      />
      <Step flow={flow} kind={kind} />
    </div>
  );
}
