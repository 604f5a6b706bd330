/**
 * The fingerprint samples of the simulated device agent and the reference API's verdict on them
 * (docs/api-contract.md "Identity verification"; issue 20 §4): the agent's `success` mode sends
 * {@link MATCHING_SAMPLE}, which verifies; its `mismatch` mode sends {@link MISMATCHED_SAMPLE}, which
 * the reference API refuses (VERIFICATION_FAILED). Deterministic: no randomness, no clock.
 */

/** What every sample the simulated agent makes begins with. */
const HEADER = "PPFP1:";
const MATCH = `${HEADER}MATCH:`;
const MISMATCH = `${HEADER}MISMATCH:`;

/** 64 fixed bytes standing for a template's minutiae (a linear congruential sequence). */
function templateBytes(seed: number): Buffer {
  const bytes = Buffer.alloc(64);
  let x = seed;
  for (let i = 0; i < bytes.length; i += 1) {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    bytes[i] = x & 0xff;
  }
  return bytes;
}

/** The sample (base64) of a finger the sponsor recognises. */
export const MATCHING_SAMPLE = Buffer.concat([Buffer.from(MATCH), templateBytes(20)]).toString("base64");

/** The sample (base64) of a finger that is not the beneficiary's. */
export const MISMATCHED_SAMPLE = Buffer.concat([Buffer.from(MISMATCH), templateBytes(4)]).toString("base64");

/** The serial number the simulated reader reports. */
export const SIMULATED_DEVICE_SERIAL = "SIM-FP-0001";

/**
 * The verdict on a fingerprint sample (000 §3 "Biometric result"): VERIFICATION_SUCCESS for the
 * simulated agent's matching sample (any bytes that begin as it does), VERIFICATION_FAILED for
 * anything else (the mismatch sample, bytes from another device).
 * @param sample the decoded sample bytes.
 */
export function fingerprintVerdict(sample: Uint8Array): "VERIFICATION_SUCCESS" | "VERIFICATION_FAILED" {
  return Buffer.from(sample).subarray(0, MATCH.length).toString("latin1") === MATCH
    ? "VERIFICATION_SUCCESS"
    : "VERIFICATION_FAILED";
}
