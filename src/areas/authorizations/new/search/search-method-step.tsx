import type { StepProps } from "../step-props";

/**
 * The search method step: which of the sponsor's search forms (000 §7 beneficiary-lookup forms; issue 20 §2).
 * SCAFFOLD written with the flow's frame: its owner replaces it.
 */
export function SearchMethodStep({ flow }: StepProps) {
  return <p data-scaffold="SearchMethodStep">{flow.step.id}</p>;
}
