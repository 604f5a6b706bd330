import type { FlowDraft, FlowPersist } from "../../../../lib/flow";

/**
 * The identity verification part of the new authorization's state (000 §3 "Biometric result",
 * §4 "Biometrics"; issue 20 §4). Placeholder written with the flow's frame; the identity step's
 * owner completes it.
 */
export interface IdentityState {
  /** The biometric reading made (its id goes in the authorization request), or null. */
  readonly biometricReadingId: string | null;
  /** UNKNOWN until verified; VERIFICATION_SUCCESS (also without a call, 000 §4); ERROR. */
  readonly verificationStatus: "UNKNOWN" | "VERIFICATION_SUCCESS" | "ERROR";
}

export const IDENTITY_INITIAL: IdentityState = { biometricReadingId: null, verificationStatus: "UNKNOWN" };

export const IDENTITY_PERSIST: FlowPersist<IdentityState> = {
  biometricReadingId: "id",
  verificationStatus: "choice",
};

export function restoreIdentity(draft: FlowDraft, initial: IdentityState): IdentityState {
  const status = draft.verificationStatus;
  return {
    biometricReadingId:
      typeof draft.biometricReadingId === "string" || typeof draft.biometricReadingId === "number"
        ? String(draft.biometricReadingId)
        : initial.biometricReadingId,
    verificationStatus:
      status === "VERIFICATION_SUCCESS" || status === "ERROR" ? status : initial.verificationStatus,
  };
}

/** Identity verified (000 §4 "success when verificationStatus is VERIFICATION_SUCCESS"). */
export function identityVerified(s: IdentityState): boolean {
  return s.verificationStatus === "VERIFICATION_SUCCESS";
}
