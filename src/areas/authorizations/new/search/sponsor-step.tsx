import type { StepProps } from "../step-props";

/**
 * The sponsor step (000 §2, §7 providers/v1/providers/{id}/sponsors, arc/v1/sponsors/{sponsor}/configuration; issue 20 §2).
 * SCAFFOLD written with the flow's frame: its owner replaces it.
 */
export function SponsorStep({ flow }: StepProps) {
  return <p data-scaffold="SponsorStep">{flow.step.id}</p>;
}
