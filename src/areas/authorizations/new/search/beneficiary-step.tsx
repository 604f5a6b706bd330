import type { StepProps } from "../step-props";

/**
 * The beneficiary step: the search form, the polled search and its results (000 §2, §4, §7; issue 20 §2).
 * SCAFFOLD written with the flow's frame: its owner replaces it.
 */
export function BeneficiaryStep({ flow }: StepProps) {
  return <p data-scaffold="BeneficiaryStep">{flow.step.id}</p>;
}
