import type { FlowDraft, FlowPersist } from "../../../../lib/flow";

/**
 * The identity verification part of the new authorization's state (000 §3 "Biometric result",
 * §4 "Biometrics"; issue 20 §4): the reading's id (it goes in the authorization request) and the
 * verification status. The draft keeps both (an id and a choice); never the sample, the photo nor
 * the device's answer.
 */
export interface IdentityState {
  /** The biometric reading made (a UUID; its id goes in the authorization request), or null. */
  readonly biometricReadingId: string | null;
  /** UNKNOWN until verified; VERIFICATION_SUCCESS (also without a call, 000 §4); ERROR. */
  readonly verificationStatus: "UNKNOWN" | "VERIFICATION_SUCCESS" | "ERROR";
}

/** Nothing verified yet. */
export const IDENTITY_INITIAL: IdentityState = { biometricReadingId: null, verificationStatus: "UNKNOWN" };

/** What the draft keeps of the identity part (an id and a choice). */
export const IDENTITY_PERSIST: FlowPersist<IdentityState> = {
  biometricReadingId: "id",
  verificationStatus: "choice",
};

/** The identity part after a reload: the drafted fields that still make sense. */
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

/** How the identity is verified for a sponsor: by fingerprint, by a photo of the face, or not at all. */
export type VerificationMethod = "NONE" | "FINGERPRINT" | "FACE";

/** What {@link verificationMethod} reads of a sponsor's configuration (000 §3 "Sponsor"). */
export interface SponsorBiometrics {
  readonly biometricVerificationRequired: boolean;
  readonly biometricVerificationMethod: "FINGERPRINT" | "FACE" | null;
}

/**
 * The method of verification (000 §4 "When the biometric setting is not 'true', the result is
 * VERIFICATION_SUCCESS without any call"; §5 "Biometric verification is required or not per
 * sponsor"): NONE when the runtime setting `biometricValidation` is not the string `"true"` or the
 * sponsor requires nothing; FACE when the sponsor asks for the face; else FINGERPRINT (a sponsor
 * that requires verification without naming a method gets the fingerprint, the default device).
 * @param setting the runtime configuration's `biometricValidation` (a string, 000 §4).
 * @param sponsor the sponsor's configuration, or undefined while it is not needed.
 */
export function verificationMethod(
  setting: unknown,
  sponsor: SponsorBiometrics | undefined,
): VerificationMethod {
  if (setting !== "true" || !sponsor?.biometricVerificationRequired) return "NONE";
  return sponsor.biometricVerificationMethod === "FACE" ? "FACE" : "FINGERPRINT";
}

/** Verified without a reading (000 §4: the setting is off or the sponsor requires nothing). */
export const VERIFIED_WITHOUT_READING: IdentityState = {
  biometricReadingId: null,
  verificationStatus: "VERIFICATION_SUCCESS",
};

/**
 * The state after a biometric reading answered (000 §3 "Biometric result"): its id and
 * VERIFICATION_SUCCESS when it verified; ERROR otherwise (000 §8 "Biometric error stores ERROR").
 */
export function afterReading(reading: { id: string; verificationStatus: string }): IdentityState {
  return reading.verificationStatus === "VERIFICATION_SUCCESS"
    ? { biometricReadingId: reading.id, verificationStatus: "VERIFICATION_SUCCESS" }
    : { biometricReadingId: null, verificationStatus: "ERROR" };
}

/** A capture or reading that failed (000 §4 "An error stores ERROR"). */
export const VERIFICATION_ERROR: IdentityState = { biometricReadingId: null, verificationStatus: "ERROR" };

/** "Try again" (000 §4 "the value can be reset to unknown"): as before any attempt. */
export const VERIFICATION_RESET: IdentityState = IDENTITY_INITIAL;
