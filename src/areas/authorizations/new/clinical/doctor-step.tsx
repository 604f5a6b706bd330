import type { StepProps } from "../step-props";

/**
 * The doctor step: doctor, diagnoses, products, exams or treatments, prescription file (000 §3, §5, §7 medical catalogs; issue 20 §3).
 * SCAFFOLD written with the flow's frame: its owner replaces it.
 */
export function DoctorStep({ flow }: StepProps) {
  return <p data-scaffold="DoctorStep">{flow.step.id}</p>;
}
