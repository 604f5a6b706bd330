/**
 * The biometric reading's body (000 §3 "Biometric result", §7 "POST arc/v1/providers/{provider}/
 * biometric-reading and arc/v2/…, snake_case body"; docs/api-contract.md "Identity verification";
 * issue 20 §4), written once for the portal (`src/areas/authorizations/new/identity/`) and the
 * reference API (`sandbox/routes/arc/biometric-readings.ts`).
 */

/** How identity is verified: by the fingerprint reader (arc v1) or a photo of the face (arc v2). */
export const BIOMETRIC_TYPES = ["FINGERPRINT", "FACE"] as const;

/** One of {@link BIOMETRIC_TYPES}. */
export type BiometricType = (typeof BIOMETRIC_TYPES)[number];

/**
 * The longest sample, in base64 characters (about 675 KB of bytes), under the API's 1 MiB body
 * limit (docs/decisions.md "Request limits"); the portal shrinks a face photo well below it.
 */
export const MAX_BIOMETRIC_SAMPLE_CHARS = 900_000;

/** The API version each type is sent to (000 §7: v1 and v2 biometric-reading; the contract: v1 fingerprint, v2 face). */
export const BIOMETRIC_API_VERSION: Record<BiometricType, "v1" | "v2"> = { FINGERPRINT: "v1", FACE: "v2" };

/** JSON Schema of the body (a 400 names the first field that fails it). */
export const biometricReadingBody = {
  type: "object",
  required: ["beneficiary_id", "sponsor_slug", "type", "sample"],
  additionalProperties: false,
  properties: {
    beneficiary_id: { type: "integer", minimum: 1 },
    sponsor_slug: { type: "string", pattern: "^[a-z0-9][a-z0-9-]{0,62}$" },
    type: { enum: BIOMETRIC_TYPES },
    sample: {
      type: "string",
      minLength: 4,
      maxLength: MAX_BIOMETRIC_SAMPLE_CHARS,
      pattern: "^[A-Za-z0-9+/]+={0,2}$",
    },
    device_serial: { type: "string", minLength: 1, maxLength: 64 },
  },
} as const;

/** The body, snake_case on the wire. */
export interface BiometricReadingBody {
  beneficiary_id: number;
  sponsor_slug: string;
  type: BiometricType;
  /** The sample's bytes, base64 (a fingerprint template from the device agent, or a JPEG/PNG of the face). */
  sample: string;
  device_serial?: string;
}

/** The answer, 201 (000 §3 "Biometric result: verificationStatus, type, id"). */
export interface BiometricReadingAnswer {
  /** A UUID. */
  id: string;
  verification_status: "VERIFICATION_SUCCESS" | "VERIFICATION_FAILED";
  type: BiometricType;
}
