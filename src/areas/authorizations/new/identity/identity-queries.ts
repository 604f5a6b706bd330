/**
 * The identity step's call to the API (000 §7 "POST arc/v1/providers/{provider}/biometric-reading
 * and arc/v2/providers/{provider}/biometric-reading, snake_case body"; docs/api-contract.md
 * "Identity verification"). The sponsor's configuration is read with `sponsorConfigurationQuery`
 * (../search/sponsor-queries.ts), from the cache the sponsor step filled; the fingerprint itself
 * comes from the device agent (providers/fingerprint-device.ts), not from the API.
 */
import { fillEndpoint } from "../../../../../providers/data/endpoint";
import type { HttpClient } from "../../../../../providers/http";
import {
  BIOMETRIC_API_VERSION,
  type BiometricReadingBody,
  type BiometricType,
} from "../../../../../schemas/requests/biometric-reading";

/** A biometric reading as the portal reads it (000 §3 "Biometric result", camel-cased). */
export interface BiometricReading {
  /** A UUID. */
  readonly id: string;
  readonly verificationStatus: "VERIFICATION_SUCCESS" | "VERIFICATION_FAILED";
  readonly type: BiometricType;
}

/**
 * Sends a biometric reading: a fingerprint to arc v1, a face to arc v2. A change, so the portal's
 * client gives it one Idempotency-Key for all its retries (a lost answer makes one reading).
 * @param http the portal's client.
 * @param provider the session's provider slug.
 * @param body the reading (snake_case, `schemas/requests/biometric-reading.ts`).
 * @throws the client's errors (`selectErrorMessage` gives their text), an abort error on `signal`.
 */
export async function sendBiometricReading(
  http: HttpClient,
  provider: string,
  body: BiometricReadingBody,
  signal?: AbortSignal,
): Promise<BiometricReading> {
  const version = BIOMETRIC_API_VERSION[body.type];
  const url = fillEndpoint(`arc/${version}/providers/{provider}/biometric-reading`, { provider });
  return (await http.post<BiometricReading>(url, body, { signal })).data;
}
