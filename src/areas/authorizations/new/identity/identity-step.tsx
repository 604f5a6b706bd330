import type { StepProps } from "../step-props";

/**
 * Identity verification: fingerprint, face or none (000 §2, §4, §8, §9; issue 20 §4).
 * SCAFFOLD written with the flow's frame: its owner replaces it.
 */
export function IdentityStep({ flow }: StepProps) {
  return <p data-scaffold="IdentityStep">{flow.step.id}</p>;
}
