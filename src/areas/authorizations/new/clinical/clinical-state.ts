import type { FlowDraft, FlowPersist } from "../../../../lib/flow";

/**
 * The doctor step's part of the new authorization's state (000 §3 "Authorization request
 * payload", §5 "Doctor step"; issue 20 §3). Placeholder written with the flow's frame; the doctor
 * step's owner completes it (its fields, what the draft keeps, its guard).
 */
export interface ClinicalState {
  /** The doctor step was completed (its checks passed on Next). */
  readonly clinicalComplete: boolean;
}

export const CLINICAL_INITIAL: ClinicalState = { clinicalComplete: false };

export const CLINICAL_PERSIST: FlowPersist<ClinicalState> = { clinicalComplete: "choice" };

export function restoreClinical(draft: FlowDraft, initial: ClinicalState): ClinicalState {
  return { ...initial, clinicalComplete: draft.clinicalComplete === true };
}

/** The doctor step is complete: identity verification may be entered. */
export function clinicalComplete(s: ClinicalState): boolean {
  return s.clinicalComplete;
}
