/**
 * The identity part of the new authorization's state (src/areas/authorizations/new/identity/
 * identity-state.ts; 000 §3 "Biometric result", §4 "Biometrics", §5 "Biometric verification is
 * required or not per sponsor"; issue 20 §4): which method a sponsor needs, the verdicts, the reset,
 * and what the draft keeps (an id and a choice) and gives back after a reload.
 */
import { describe, expect, it } from "vitest";
import {
  afterReading,
  IDENTITY_INITIAL,
  IDENTITY_PERSIST,
  identityVerified,
  restoreIdentity,
  VERIFICATION_ERROR,
  VERIFICATION_RESET,
  verificationMethod,
  VERIFIED_WITHOUT_READING,
} from "../../../src/areas/authorizations/new/identity/identity-state";

const fingerprintSponsor = {
  biometricVerificationRequired: true,
  biometricVerificationMethod: "FINGERPRINT",
} as const;
const faceSponsor = { biometricVerificationRequired: true, biometricVerificationMethod: "FACE" } as const;
const nothing = { biometricVerificationRequired: false, biometricVerificationMethod: null } as const;

describe("verificationMethod (000 §4, §5)", () => {
  it("the setting not the string 'true' → NONE, whatever the sponsor asks", () => {
    for (const setting of ["false", "", undefined, true, "TRUE", "yes"])
      expect(verificationMethod(setting, fingerprintSponsor), String(setting)).toBe("NONE");
  });

  it("by the sponsor: fingerprint, face, or nothing required", () => {
    expect(verificationMethod("true", fingerprintSponsor)).toBe("FINGERPRINT");
    expect(verificationMethod("true", faceSponsor)).toBe("FACE");
    expect(verificationMethod("true", nothing)).toBe("NONE");
    expect(verificationMethod("true", { ...faceSponsor, biometricVerificationRequired: false })).toBe("NONE");
    // Required without a method: the fingerprint (the default device).
    expect(
      verificationMethod("true", { biometricVerificationRequired: true, biometricVerificationMethod: null }),
    ).toBe("FINGERPRINT");
  });
});

describe("the verdicts (000 §3 'Biometric result', §4, §8 'Biometric error stores ERROR')", () => {
  it("a reading that verifies stores its id and VERIFICATION_SUCCESS", () => {
    const state = afterReading({ id: "7f9c", verificationStatus: "VERIFICATION_SUCCESS" });
    expect(state).toEqual({ biometricReadingId: "7f9c", verificationStatus: "VERIFICATION_SUCCESS" });
    expect(identityVerified(state)).toBe(true);
  });

  it("a reading that fails stores ERROR and no id; an error stores ERROR; Try again is UNKNOWN", () => {
    const failed = afterReading({ id: "7f9d", verificationStatus: "VERIFICATION_FAILED" });
    expect(failed).toEqual({ biometricReadingId: null, verificationStatus: "ERROR" });
    expect(identityVerified(failed)).toBe(false);
    expect(VERIFICATION_ERROR.verificationStatus).toBe("ERROR");
    expect(VERIFICATION_RESET).toEqual({ biometricReadingId: null, verificationStatus: "UNKNOWN" });
    expect(identityVerified(VERIFICATION_RESET)).toBe(false);
  });

  it("nothing required is VERIFICATION_SUCCESS without a reading", () => {
    expect(VERIFIED_WITHOUT_READING).toEqual({
      biometricReadingId: null,
      verificationStatus: "VERIFICATION_SUCCESS",
    });
    expect(identityVerified(VERIFIED_WITHOUT_READING)).toBe(true);
  });
});

describe("the draft (ids and choices only)", () => {
  it("keeps the reading's id and the status, nothing else", () => {
    expect(IDENTITY_PERSIST).toEqual({ biometricReadingId: "id", verificationStatus: "choice" });
  });

  it("gives back what makes sense after a reload, else the initial state", () => {
    expect(
      restoreIdentity(
        { biometricReadingId: "7f9c", verificationStatus: "VERIFICATION_SUCCESS" },
        IDENTITY_INITIAL,
      ),
    ).toEqual({ biometricReadingId: "7f9c", verificationStatus: "VERIFICATION_SUCCESS" });
    expect(restoreIdentity({ verificationStatus: "ERROR" }, IDENTITY_INITIAL).verificationStatus).toBe(
      "ERROR",
    );
    expect(restoreIdentity({ verificationStatus: "VERIFIED!" }, IDENTITY_INITIAL)).toEqual(IDENTITY_INITIAL);
    expect(restoreIdentity({}, IDENTITY_INITIAL)).toEqual(IDENTITY_INITIAL);
  });
});
