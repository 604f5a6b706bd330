/**
 * The claims desk's authorization request and claim in the reference API (issue 20 §5, §6, §7;
 * 000 §4 "Authorization request creation", "Claim creation", product results, §5, §7, §8;
 * docs/api-contract.md "Authorizations of the claims desk", "Claims"): a claims-desk user's
 * request makes claims-desk authorizations with deterministic results and cost-sharing
 * (sandbox/lib/adjudication.ts); its files and completion; the claim (202 polled; ERROR when the
 * invoice is above the authorized amount or nothing is approved), its completion, support
 * documents, their download and the claim's read; the authorization shows in the home list.
 * Every POST replayed with the same Idempotency-Key does its work once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signIn, startSandbox, type Answer, type TestSandbox } from "./helpers";

let sandbox: TestSandbox;
let token: string;
let branchId: number;
let otherBranchId: number;
let universal: number;
const PROVIDER = "clinica-central-do";

beforeAll(async () => {
  sandbox = await startSandbox();
  token = (await signIn(sandbox, "authorizer")).access_token;
  const [branch] = await sandbox.handle.query<{ id: number }>(
    "SELECT id FROM provider_branches WHERE provider_slug = $1 ORDER BY id LIMIT 1",
    [PROVIDER],
  );
  const [other] = await sandbox.handle.query<{ id: number }>(
    "SELECT id FROM provider_branches WHERE provider_slug <> $1 ORDER BY id LIMIT 1",
    [PROVIDER],
  );
  const [person] = await sandbox.handle.query<{ id: number }>(
    "SELECT id FROM beneficiaries WHERE sponsor_slug = 'do-universal' ORDER BY id LIMIT 1",
  );
  branchId = branch.id;
  otherBranchId = other.id;
  universal = person.id;
}, 60_000);
afterAll(() => sandbox?.close());

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

const REQUEST = () => ({
  transaction_type: "DIAGNOSTIC_TESTS",
  provider_branch_id: branchId,
  beneficiary_id: universal,
  sponsor_slug: "do-universal",
  doctor_license_number: "EXQ-12345",
  doctor_specialty: "cardiologia",
  doctor_name: "Dra. Ana Pérez",
  doctor_country_code: "DO",
  illness_onset: "2026-11-01",
  diagnoses: [
    { coding_system: "ICD-10", code: "Z00.0", type: "PRINCIPAL" },
    { coding_system: "ICD-10", code: "J45", type: "SECONDARY" },
  ],
  products: [
    { product_type_slug: "laboratory", quantity: 1, provider_product_code: "LAB-100" },
    { product_type_slug: "laboratory", quantity: 1, provider_product_code: "LAB-109" },
    { product_type_slug: "laboratory", quantity: 1, provider_product_code: "LAB-107" },
    { product_type_slug: "laboratory", quantity: 11, provider_product_code: "LAB-102" },
  ],
  biometric_reading_id: "5d7c1f4e-9a1b-4c7e-8f00-123456789abc",
});

interface Product {
  provider_product_code: string;
  result: string;
  reason: string | null;
  amount: number;
}
interface Authorization {
  id: number;
  authorization_code: string;
  coverage: string;
  product_type: string;
  currency_code: string;
  amount: number;
  copayment: number;
  coinsurance_percent: number;
  total_to_pay: number;
  products: Product[];
  required_documents: { document_type_slug: string; required: boolean }[];
  files: { id: string; attached: boolean }[];
}
interface RequestAnswer {
  id: number;
  status: string;
  authorizations: Authorization[];
}

const post = <T>(path: string, json: unknown, key?: string) =>
  call<T>(sandbox, "POST", path, {
    token,
    json,
    headers: { "accept-language": "en", ...(key ? { "idempotency-key": key } : {}) },
  });
const get = <T>(path: string) =>
  call<T>(sandbox, "GET", path, { token, headers: { "accept-language": "en" } });

async function upload(path: string, key: string, name = "doc.pdf"): Promise<Answer<Record<string, unknown>>> {
  const form = new FormData();
  form.append("file", new Blob([PDF as Uint8Array<ArrayBuffer>]), name);
  const res = await sandbox.app.request(`/api${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "idempotency-key": key },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

/**
 * Sends a request and polls it once: the claims desk's request is processed by the first poll,
 * which its 202 invites at once (Retry-After: 0; docs/performance.md "msToClaim").
 */
async function created(json: unknown, key: string): Promise<RequestAnswer> {
  const sent = await post<{ id: number }>("/arc/v1/authorization-requests", json, key);
  expect(sent.status).toBe(202);
  expect(sent.headers.get("retry-after")).toBe("0");
  const answer = await get<RequestAnswer>(`/arc/v1/authorization-requests/${sent.body.id}`);
  expect(answer.body.status).not.toBe("IN_PROGRESS");
  return answer.body;
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [{ n }] = await sandbox.handle.query<{ n: number }>(sql, params);
  return n;
}

describe("the claims desk's authorization request (000 §4, §5; issue 20 §5)", () => {
  it("refuses a bad body naming the field (the doctor by the doctor form's rules), and callers who are not of the claims desk", async () => {
    const path = "/arc/v1/authorization-requests";
    const cases: [unknown, RegExp][] = [
      [{ ...REQUEST(), provider_branch_id: otherBranchId }, /provider_branch_id/],
      [{ ...REQUEST(), provider_branch_id: undefined }, /provider_branch_id/],
      [{ ...REQUEST(), transaction_type: "NOPE" }, /transaction_type/],
      [
        { ...REQUEST(), products: [{ ...REQUEST().products[0], product_type_slug: "LABORATORY" }] },
        /product_type_slug/,
      ],
      // The doctor by the desk's rules (schemas/claims-desk/doctor-rules.ts, the doctor form's own).
      [{ ...REQUEST(), doctor_license_number: "E" }, /doctor_license_number/],
      [{ ...REQUEST(), doctor_license_number: "EXQ 12345" }, /doctor_license_number/],
      [{ ...REQUEST(), doctor_country_code: "ZZ" }, /doctor_country_code/],
      [{ ...REQUEST(), illness_onset: "2099-01-01" }, /illness_onset/],
    ];
    for (const [json, message] of cases) {
      const answer = await post<{ message: string }>(path, json);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    const rcm = (await signIn(sandbox, "rcm-admin")).access_token;
    expect((await call(sandbox, "POST", path, { token: rcm, json: REQUEST() })).status).toBe(403);
    const v2 = (await signIn(sandbox, "without-claims")).access_token;
    expect((await call(sandbox, "POST", path, { token: v2, json: REQUEST() })).status).toBe(400);
  });

  it("makes one authorization with each product's deterministic result, reason, amounts and cost-sharing; a replay makes nothing twice", async () => {
    const before = await count("SELECT count(*)::int AS n FROM v2_authorization_requests");
    const first = await post<{ id: number }>("/arc/v1/authorization-requests", REQUEST(), "cd-request-1");
    const replay = await post<{ id: number }>("/arc/v1/authorization-requests", REQUEST(), "cd-request-1");
    expect(replay.status).toBe(202);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body.id).toBe(first.body.id);
    expect(await count("SELECT count(*)::int AS n FROM v2_authorization_requests")).toBe(before + 1);

    const answer = await created(REQUEST(), "cd-request-2");
    const again = await created(REQUEST(), "cd-request-3");
    expect(answer.status).toBe("CREATED");
    expect(answer.authorizations).toHaveLength(1);
    const [a] = answer.authorizations;
    expect(a).toMatchObject({
      coverage: "DIAGNOSTIC_TESTS",
      product_type: "laboratory",
      currency_code: "DOP",
    });
    expect(a.products.map((p) => [p.provider_product_code, p.result])).toEqual([
      ["LAB-100", "APPROVED"],
      ["LAB-109", "REJECTED"],
      ["LAB-107", "MANUAL_APPROVAL_REQUIRED"],
      ["LAB-102", "REJECTED"],
    ]);
    expect(a.products[1].reason).toBe("The product is not covered by the plan");
    expect(a.products[3].reason).toMatch(/quantity/);
    expect(a.products[0].reason).toBeNull();
    // Only the approved product counts; the total to pay is the copayment plus the coinsurance.
    expect(a.amount).toBe(a.products[0].amount);
    expect(a.total_to_pay).toBeCloseTo(a.copayment + (a.amount * a.coinsurance_percent) / 100, 2);
    // Deterministic: the same request, the same answer.
    expect(again.authorizations[0].products).toEqual(a.products);
    expect(again.authorizations[0].amount).toBe(a.amount);
    // do-universal requires the invoice (docs/api-contract.md sponsors).
    expect(a.required_documents.map((d) => [d.document_type_slug, d.required])).toEqual([
      ["PRESCRIPTION", true],
      ["INVOICE", true],
      ["ADDITIONAL_DOCUMENT", false],
    ]);
  });

  it("an outpatient consultation without products gets the sponsor's consultation product (000 §5 890202)", async () => {
    const { products: _p, ...body } = REQUEST();
    const answer = await created({ ...body, transaction_type: "OUTPATIENT_CARE" }, "cd-outpatient");
    expect(answer.authorizations).toHaveLength(1);
    expect(answer.authorizations[0].products).toMatchObject([
      { provider_product_code: "890202", result: "APPROVED", product_type_slug: "outpatient-consultation" },
    ]);
  });

  it("files are uploaded and attached once per key; the request completes only with its required documents", async () => {
    const answer = await created(REQUEST(), "cd-files");
    const [a] = answer.authorizations;
    const base = `/arc/v1/authorization-requests/${answer.id}`;
    const query = (doc: string) => `authorization_id=${a.id}&document_type_slug=${doc}`;
    const missing = await post<{ message: string }>(`${base}/complete`, undefined, "cd-complete-early");
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain(`${a.id}:PRESCRIPTION`);
    const bad = await upload(`${base}/files?authorization_id=${a.id}&document_type_slug=NOPE`, "cd-bad-doc");
    expect(bad.status).toBe(400);
    for (const doc of ["PRESCRIPTION", "INVOICE"]) {
      const one = await upload(`${base}/files?${query(doc)}`, `cd-up-${doc}`);
      const replay = await upload(`${base}/files?${query(doc)}`, `cd-up-${doc}`);
      expect(one.status).toBe(201);
      expect(replay.body.file_id).toBe(one.body.file_id);
      const attached = await post(
        `${base}/upload/files?${query(doc)}&file_id=${String(one.body.file_id)}`,
        undefined,
      );
      expect(attached.body).toMatchObject({ attached: true });
    }
    expect(
      await count(
        "SELECT count(*)::int AS n FROM claims_desk_authorization_files WHERE authorization_id = $1",
        [a.id],
      ),
    ).toBe(2);
    const done = await post<RequestAnswer>(`${base}/complete`, undefined, "cd-complete");
    expect(done.status).toBe(200);
    expect(done.body.status).toBe("COMPLETED");
    expect((await upload(`${base}/files?${query("PRESCRIPTION")}`, "cd-up-late")).status).toBe(409);
  });
});

interface ClaimPoll {
  status: string;
  claim_id: number | null;
  message: string | null;
}

async function claimOf(authorizationId: number, key: string, extra: Record<string, unknown> = {}) {
  const path = `/arc/v1/providers/${PROVIDER}/outpatient-care-claim`;
  const sent = await post<{ id: string }>(path, { authorization_id: authorizationId, ...extra }, key);
  expect(sent.status).toBe(202);
  const location = sent.headers.get("location") ?? "";
  expect(location).toContain(`/outpatient-care-claim/jobs/${sent.body.id}`);
  // Made by the first poll, which the 202 invites at once (Retry-After: 0).
  expect(sent.headers.get("retry-after")).toBe("0");
  const poll = await get<ClaimPoll>(location.replace(/^\/api/, ""));
  expect(poll.body.status).not.toBe("IN_PROGRESS");
  return { sent, poll: poll.body };
}

describe("the claim (000 §4 claim creation, §8; issue 20 §6)", () => {
  it("ERROR when the invoice is above the authorized amount or nothing is approved; nothing is created", async () => {
    const [a] = (await created(REQUEST(), "cd-claim-error")).authorizations;
    const above = await claimOf(a.id, "cd-claim-above", { invoice_amount: String(a.amount + 1) });
    expect(above.poll.status).toBe("ERROR");
    expect(above.poll.message).toMatch(/greater than the authorized amount/);
    const rejected = await created(
      {
        ...REQUEST(),
        products: [{ product_type_slug: "laboratory", quantity: 1, provider_product_code: "X-9" }],
      },
      "cd-claim-rejected",
    );
    const none = await claimOf(rejected.authorizations[0].id, "cd-claim-none");
    expect(none.poll.status).toBe("ERROR");
    expect(await count("SELECT count(*)::int AS n FROM claims WHERE authorization_id = $1", [a.id])).toBe(0);
    const bad = await post<{ message: string }>(`/arc/v1/providers/${PROVIDER}/outpatient-care-claim`, {
      authorization_id: a.id,
      invoice_amount: "1,000.00",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/invoice_amount/);
    const other = await post(`/arc/v1/providers/clinica-andina-co/outpatient-care-claim`, {
      authorization_id: a.id,
    });
    expect(other.status).toBe(403);
  });

  it("creates one claim per key, completes it, takes its documents once per key, reads it back; the home list shows it", async () => {
    const [a] = (await created(REQUEST(), "cd-claim-ok")).authorizations;
    const invoice = {
      invoice_number: "F-0001",
      invoice_date: "2026-11-20",
      invoice_amount: a.amount.toFixed(2),
    };
    const { sent, poll } = await claimOf(a.id, "cd-claim-create", invoice);
    expect(poll.status).toBe("COMPLETED");
    const replay = await post<{ id: string }>(
      `/arc/v1/providers/${PROVIDER}/outpatient-care-claim`,
      { authorization_id: a.id, ...invoice },
      "cd-claim-create",
    );
    expect(replay.body.id).toBe(sent.body.id);
    expect(await count("SELECT count(*)::int AS n FROM claims WHERE authorization_id = $1", [a.id])).toBe(1);
    const second = await post(`/arc/v1/providers/${PROVIDER}/outpatient-care-claim`, {
      authorization_id: a.id,
    });
    expect(second.status).toBe(409);

    const claimId = poll.claim_id ?? 0;
    const completion = {
      doctor_license_number: "EXQ-12345",
      doctor_name: "Dra. Ana Pérez",
      doctor_specialty: "cardiologia",
      biometric_reading_id: "5d7c1f4e-9a1b-4c7e-8f00-123456789abc",
    };
    const done = await post<{ claim_status: string }>(
      `/arc/v1/providers/${PROVIDER}/outpatient-care-claim/${claimId}/complete`,
      completion,
      "cd-claim-complete",
    );
    expect(done.status).toBe(200);
    expect(done.body.claim_status).toBe("COMPLETED");
    const again = await post<{ claim_status: string }>(
      `/arc/v1/providers/${PROVIDER}/outpatient-care-claim/${claimId}/complete`,
      completion,
    );
    expect(again.body.claim_status).toBe("COMPLETED");
    const noDoctor = await post<{ message: string }>(
      `/arc/v1/providers/${PROVIDER}/outpatient-care-claim/${claimId}/complete`,
      { doctor_name: "x" },
    );
    expect(noDoctor.status).toBe(400);
    expect(noDoctor.body.message).toMatch(/doctor_license_number/);

    const filePath = `/arc/v2/providers/${PROVIDER}/outpatient-care-claim/${claimId}/files?document_type_slug=ADDITIONAL_DOCUMENT`;
    const file = await upload(filePath, "cd-claim-file", "support.pdf");
    const fileReplay = await upload(filePath, "cd-claim-file", "support.pdf");
    expect(file.status).toBe(201);
    expect(fileReplay.body.id).toBe(file.body.id);
    expect(await count("SELECT count(*)::int AS n FROM claim_files WHERE claim_id = $1", [claimId])).toBe(1);
    const bytes = await sandbox.app.request(
      `/api/arc/v2/providers/${PROVIDER}/outpatient-care-claim/files/support-claim-document/${String(file.body.id)}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(bytes.status).toBe(200);
    expect(new Uint8Array(await bytes.arrayBuffer())).toEqual(PDF);

    const read = await get<{
      claim_status: string;
      invoice_number: string;
      authorization: Authorization;
      files: unknown[];
    }>(`/arc/v2/providers/${PROVIDER}/claims/${claimId}`);
    expect(read.body).toMatchObject({ claim_status: "COMPLETED", invoice_number: "F-0001" });
    expect(read.body.authorization.id).toBe(a.id);
    expect(read.body.files).toHaveLength(1);

    const list = await get<{ content: { authorization_code: string; claim_status: string }[] }>(
      `/arc/v1/providers/${PROVIDER}/outpatient-care-claim?authorization_code=${a.authorization_code}`,
    );
    expect(list.body.content).toMatchObject([
      { authorization_code: a.authorization_code, claim_status: "COMPLETED" },
    ]);
    // A support document over the 1 MiB body limit of other calls goes through (an upload route).
    const big = new Uint8Array(2 * 1024 * 1024);
    big.set(PDF);
    const form = new FormData();
    form.append("file", new Blob([big as Uint8Array<ArrayBuffer>]), "big.pdf");
    const bigAnswer = await sandbox.app.request(`/api${filePath}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "idempotency-key": "cd-claim-big" },
      body: form,
    });
    expect(bigAnswer.status).toBe(201);
  });
});
