import type { StepProps } from "../step-props";

/**
 * The completed search: the beneficiary loaded and, where the sponsor allows, email and phone updated (000 §5, §7 plans; issue 20 §2).
 * SCAFFOLD written with the flow's frame: its owner replaces it.
 */
export function BeneficiaryDataStep({ flow }: StepProps) {
  return <p data-scaffold="BeneficiaryDataStep">{flow.step.id}</p>;
}
