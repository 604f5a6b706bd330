import type { StepProps } from "../step-props";

/**
 * The claim: created, completed, its support documents, then /home with the result (000 §4, §7, §8; issue 20 §6).
 * SCAFFOLD written with the flow's frame: its owner replaces it.
 */
export function ClaimStep({ flow }: StepProps) {
  return <p data-scaffold="ClaimStep">{flow.step.id}</p>;
}
