/**
 * Biometric readings of the reference API (000 §3 "Biometric result", §4 "Biometrics", §7
 * biometric-reading; docs/api-contract.md "Identity verification"; issue 20 §4;
 * sandbox/routes/arc/biometric-readings.ts, a found service module): 201 `{ id,
 * verification_status, type }`, the simulated agent's matching sample verifies and its mismatch
 * sample fails, a face photo goes to v2, bad input is a 400 naming the field, another provider or
 * another kind of user is refused, a retried POST with its Idempotency-Key makes one reading, and
 * the sample itself is never kept.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MATCHING_SAMPLE, MISMATCHED_SAMPLE } from "../../../sandbox/device-agent/samples";
import { call, signIn, startSandbox, type TestSandbox } from "./helpers";

let sandbox: TestSandbox;
let token: string;
let beneficiary: number;
let otherSponsorsBeneficiary: number;

const V1 = "/arc/v1/providers/clinica-central-do/biometric-reading";
const V2 = "/arc/v2/providers/clinica-central-do/biometric-reading";
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]).toString("base64");

beforeAll(async () => {
  sandbox = await startSandbox();
  token = (await signIn(sandbox, "administrator")).access_token;
  const [mine] = await sandbox.handle.query<{ id: number }>(
    "SELECT id FROM beneficiaries WHERE sponsor_slug = 'do-universal' ORDER BY id LIMIT 1",
  );
  const [other] = await sandbox.handle.query<{ id: number }>(
    "SELECT id FROM beneficiaries WHERE sponsor_slug = 'do-humano' ORDER BY id LIMIT 1",
  );
  beneficiary = mine.id;
  otherSponsorsBeneficiary = other.id;
}, 60_000);
afterAll(() => sandbox?.close());

function fingerprint(sample: string, extra: Record<string, unknown> = {}) {
  return { beneficiary_id: beneficiary, sponsor_slug: "do-universal", type: "FINGERPRINT", sample, ...extra };
}

interface Reading {
  id: string;
  verification_status: string;
  type: string;
  error_code?: string;
  message?: string;
}

describe("POST arc/v1|v2/providers/{provider}/biometric-reading", () => {
  it("the simulated agent's matching fingerprint verifies: 201 with the reading's id", async () => {
    const answer = await call<Reading>(sandbox, "POST", V1, {
      token,
      json: fingerprint(MATCHING_SAMPLE, { device_serial: "SIM-FP-0001" }),
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      verification_status: "VERIFICATION_SUCCESS",
      type: "FINGERPRINT",
    });
    const [row] = await sandbox.handle.query<Record<string, unknown>>(
      "SELECT * FROM biometric_readings WHERE id = $1",
      [answer.body.id],
    );
    expect(row).toMatchObject({
      provider_slug: "clinica-central-do",
      beneficiary_id: beneficiary,
      sponsor_slug: "do-universal",
      verification_status: "VERIFICATION_SUCCESS",
      device_serial: "SIM-FP-0001",
    });
    // The sample (a patient's biometric) is not kept: its digest only.
    expect(Object.values(row)).not.toContain(MATCHING_SAMPLE);
    expect(row.sample_sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("the mismatch sample is a reading that failed (000 §4: not VERIFICATION_SUCCESS)", async () => {
    const answer = await call<Reading>(sandbox, "POST", V1, { token, json: fingerprint(MISMATCHED_SAMPLE) });
    expect(answer.status).toBe(201);
    expect(answer.body.verification_status).toBe("VERIFICATION_FAILED");
  });

  it("a face photo goes to v2: a JPEG verifies, bytes that are no photo are refused 415", async () => {
    const face = { beneficiary_id: beneficiary, sponsor_slug: "do-universal", type: "FACE" };
    const photo = await call<Reading>(sandbox, "POST", V2, { token, json: { ...face, sample: JPEG } });
    expect(photo.status).toBe(201);
    expect(photo.body).toMatchObject({ verification_status: "VERIFICATION_SUCCESS", type: "FACE" });
    const text = await call<Reading>(sandbox, "POST", V2, {
      token,
      json: { ...face, sample: Buffer.from("not a photo").toString("base64") },
    });
    expect(text.status).toBe(415);
    expect(text.body.error_code).toBe("UNSUPPORTED_FILE_TYPE");
  });

  it.each([
    ["beneficiary_id missing", { beneficiary_id: undefined }, /beneficiary_id/],
    ["a sample that is not base64", { sample: "no base64!" }, /sample/],
    ["an unknown type", { type: "IRIS" }, /type/],
    ["a field the contract does not have", { name: "Juan" }, /name is not an allowed field/],
    ["a face reading sent to v1", { type: "FACE" }, /^type must be one of FINGERPRINT$/],
    ["a beneficiary of another sponsor", { beneficiary_id: -1 }, /beneficiary_id/],
  ])("bad input → 400 naming the field: %s", async (_case, change, message) => {
    const json = JSON.parse(JSON.stringify(fingerprint(MATCHING_SAMPLE, change))) as Record<string, unknown>;
    const headers = { "accept-language": "en" };
    const answer = await call<Reading>(sandbox, "POST", V1, { token, json, headers });
    expect(answer.status).toBe(400);
    expect(answer.body.error_code).toBe("VALIDATION_ERROR");
    expect(answer.body.message).toMatch(message);
  });

  it("a beneficiary who is not the sponsor's is a 400 naming beneficiary_id; an unknown sponsor a 404", async () => {
    const wrong = await call<Reading>(sandbox, "POST", V1, {
      token,
      json: fingerprint(MATCHING_SAMPLE, { beneficiary_id: otherSponsorsBeneficiary }),
    });
    expect(wrong.status).toBe(400);
    // Server texts follow Accept-Language (es-DO by default): the field named as sent.
    expect(wrong.body.message).toBe(`beneficiary_id: valor desconocido ${otherSponsorsBeneficiary}`);
    const unknown = await call<Reading>(sandbox, "POST", V1, {
      token,
      json: fingerprint(MATCHING_SAMPLE, { sponsor_slug: "no-such-sponsor" }),
    });
    expect(unknown.status).toBe(404);
  });

  it("another provider, a user without claims or an RCM user → 403; no session → 401", async () => {
    const other = await call(sandbox, "POST", "/arc/v1/providers/clinica-andina-co/biometric-reading", {
      token,
      json: fingerprint(MATCHING_SAMPLE),
    });
    expect(other.status).toBe(403);
    const withoutClaims = (await signIn(sandbox, "without-claims")).access_token;
    expect(
      (await call(sandbox, "POST", V1, { token: withoutClaims, json: fingerprint(MATCHING_SAMPLE) })).status,
    ).toBe(403);
    const submitter = (await signIn(sandbox, "settlement-submitter")).access_token;
    expect(
      (await call(sandbox, "POST", V1, { token: submitter, json: fingerprint(MATCHING_SAMPLE) })).status,
    ).toBe(403);
    expect((await call(sandbox, "POST", V1, { json: fingerprint(MATCHING_SAMPLE) })).status).toBe(401);
    const authorizer = (await signIn(sandbox, "authorizer")).access_token;
    expect(
      (await call(sandbox, "POST", V1, { token: authorizer, json: fingerprint(MATCHING_SAMPLE) })).status,
    ).toBe(201);
  });

  it("the same Idempotency-Key twice makes one reading and answers the same id (a double click, a lost answer)", async () => {
    const [{ n: before }] = await sandbox.handle.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM biometric_readings",
    );
    const headers = { "idempotency-key": "0b5e8f7e-7a3c-4c1e-9d50-1f2a3b4c5d6e" };
    const first = await call<Reading>(sandbox, "POST", V1, {
      token,
      headers,
      json: fingerprint(MATCHING_SAMPLE),
    });
    const again = await call<Reading>(sandbox, "POST", V1, {
      token,
      headers,
      json: fingerprint(MATCHING_SAMPLE),
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    const [{ n: after }] = await sandbox.handle.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM biometric_readings",
    );
    expect(after).toBe(before + 1);
  });
});
