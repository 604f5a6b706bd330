import type { StepProps } from "../step-props";

/**
 * Authorization and billing: the request, the sponsor's answer per product, cost-sharing, invoice data (000 §3, §4, §5, §7; issue 20 §5).
 * SCAFFOLD written with the flow's frame: its owner replaces it.
 */
export function AuthorizationStep({ flow }: StepProps) {
  return <p data-scaffold="AuthorizationStep">{flow.step.id}</p>;
}
