/**
 * The authorization detail in the reference API (issue 21 §1, §4; 000 §3 "Authorization detail",
 * §5 files and the document policy; docs/api-contract.md "Authorization detail"): every field for
 * a recorded (seeded) authorization and for one the claims desk made; 400 naming the field, 404,
 * 403; and the home list's `satisfies_documents_policy` filter agreeing with the detail after an
 * upload to the claim (schemas/claims-desk/document-policy.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  documentPolicyState,
  recordedPolicyState,
  satisfiesDocumentPolicy,
} from "../../../schemas/claims-desk/document-policy";
import { deskRequestBody } from "./desk-request";
import { downloadBytes, expectDownloadSha256 } from "./download-check";
import { call, signIn, startSandbox, type TestSandbox } from "./helpers";

let sandbox: TestSandbox;
let token: string;
const PROVIDER = "clinica-central-do";
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

beforeAll(async () => {
  sandbox = await startSandbox();
  token = (await signIn(sandbox, "authorizer")).access_token;
}, 60_000);
afterAll(() => sandbox?.close());

const get = <T>(path: string, lang = "en") =>
  call<T>(sandbox, "GET", path, { token, headers: { "accept-language": lang } });
const detailPath = (id: number | string) => `/arc/v1/providers/${PROVIDER}/authorizations/${id}`;

interface Detail {
  id: number;
  authorization_code: string;
  claim_id: number | null;
  transaction_type: string;
  products: {
    result: string;
    claim_result: string | null;
    refill_number: number;
    number_of_refills: number;
    amount: number;
  }[];
  diagnoses: { code: string; name: string | null; type: string }[];
  treatments: { brand: string | null; compositions: string[]; indications: string[] }[];
  required_documents: { document_type_slug: string; uploaded: boolean }[];
  files: { id: string; source: string }[];
  uploaded_files: number;
  total_files_to_upload: number;
  satisfies_document_policy: boolean;
  [field: string]: unknown;
}

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await sandbox.handle.query<T>(sql, params);
  return row;
}

async function upload(claimId: number, type: string, key: string) {
  const form = new FormData();
  form.append("file", new Blob([PDF as Uint8Array<ArrayBuffer>]), "doc.pdf");
  const res = await sandbox.app.request(
    `/api/arc/v2/providers/${PROVIDER}/outpatient-care-claim/${claimId}/files?document_type_slug=${type}`,
    { method: "POST", headers: { authorization: `Bearer ${token}`, "idempotency-key": key }, body: form },
  );
  return res.status;
}

/** Whether the home list, filtered by documentation complete (`value`), lists the authorization. */
async function listed(code: string, value: boolean): Promise<boolean> {
  const list = await get<{ content: { authorization_code: string }[] }>(
    `/arc/v1/providers/${PROVIDER}/outpatient-care-claim?authorization_code=${code}&satisfies_documents_policy=${value}`,
  );
  return list.body.content.some((r) => r.authorization_code === code);
}

describe("the document policy rule (000 §5)", () => {
  it("is satisfied with nothing required or every required slot filled; a file fills one slot of its type", () => {
    expect(satisfiesDocumentPolicy(0, 0)).toBe(true);
    expect(satisfiesDocumentPolicy(1, 2)).toBe(false);
    expect(satisfiesDocumentPolicy(2, 2)).toBe(true);
    const state = documentPolicyState(
      ["PRESCRIPTION", "INVOICE"],
      ["ADDITIONAL_DOCUMENT", "PRESCRIPTION", "PRESCRIPTION"],
    );
    expect(state).toMatchObject({ required: 2, uploaded: 1, satisfies: false });
    expect(state.slots.map((s) => s.uploaded)).toEqual([true, false]);
  });

  it("a recorded authorization keeps its stored count and adds what is uploaded here", () => {
    expect(recordedPolicyState(3, 1, [])).toMatchObject({ required: 3, uploaded: 1 });
    expect(recordedPolicyState(3, 1, [], ["INVOICE"])).toMatchObject({ required: 3, uploaded: 2 });
    // The count written after that upload reads back the same.
    expect(recordedPolicyState(3, 2, ["INVOICE"])).toMatchObject({ required: 3, uploaded: 2 });
    expect(recordedPolicyState(2, 1, [], ["INVOICE"])).toMatchObject({
      required: 2,
      uploaded: 2,
      satisfies: true,
    });
  });
});

describe("GET /arc/v1/providers/{provider}/authorizations/{id} (issue 21 §4)", () => {
  it("answers every field of 000 §3 for a recorded prescription-drugs authorization, deterministically", async () => {
    const { id } = await one<{ id: number }>(
      "SELECT id FROM authorizations WHERE provider_slug = $1 AND coverage_type = 'PRESCRIPTION_DRUGS' ORDER BY id LIMIT 1",
      [PROVIDER],
    );
    const answer = await get<Detail>(detailPath(id));
    expect(answer.status).toBe(200);
    const d = answer.body;
    for (const field of [
      "id",
      "beneficiary_id",
      "beneficiary_name",
      "beneficiary_member_code",
      "sponsor_slug",
      "sponsor_name",
      "provider_name",
      "provider_branch_name",
      "sponsor_transaction_id",
      "provider_transaction_id",
      "doctor_medical_license_number",
      "doctor_country_code",
      "doctor_specialty_name",
      "doctor_name",
      "status",
      "transaction_type",
      "product_type",
      "currency_code",
      "amount",
      "copayment",
      "discount",
      "taxes",
      "advance",
      "total_to_pay",
      "claim_id",
      "authorization_id",
    ])
      expect(d[field], field).not.toBeUndefined();
    for (const field of ["settlement_id", "authorization_request_id", "biometric_reading_id"])
      expect(field in d, field).toBe(true);
    expect(d.transaction_type).toBe("PRESCRIPTION_DRUGS");
    expect(d.products.length).toBeGreaterThan(0);
    expect(d.products[0]).toMatchObject({ result: "APPROVED" });
    expect(d.products[0].number_of_refills).toBeGreaterThanOrEqual(d.products[0].refill_number);
    expect(d.treatments[0].brand).toBeTruthy();
    expect(d.treatments[0].indications.length).toBeGreaterThan(0);
    expect(d.diagnoses[0]).toMatchObject({ type: "PRINCIPAL" });
    expect(d.diagnoses[0].name).toBeTruthy();
    const approved = d.products.filter((p) => p.result === "APPROVED").reduce((s, p) => s + p.amount, 0);
    expect(Math.round(approved * 100)).toBe(Math.round((d.amount as number) * 100));
    expect((await get<Detail>(detailPath(id))).body).toEqual(d);
  });

  it("claims products of a filed claim; an outpatient consultation carries its one consultation", async () => {
    const filed = await one<{ id: number }>(
      `SELECT a.id FROM authorizations a JOIN claims c ON c.authorization_id = a.id
        WHERE a.coverage_type = 'DIAGNOSTIC_TESTS' AND c.claim_status = 'PAID' ORDER BY a.id LIMIT 1`,
    );
    const d = (await get<Detail>(detailPath(filed.id))).body;
    expect(d.products.filter((p) => p.result === "APPROVED").every((p) => p.claim_result === "CLAIMED")).toBe(
      true,
    );
    const outpatient = await one<{ id: number }>(
      "SELECT id FROM authorizations WHERE coverage_type = 'OUTPATIENT_CARE' ORDER BY id LIMIT 1",
    );
    expect((await get<Detail>(detailPath(outpatient.id))).body.products).toHaveLength(1);
  });

  it("400 names authorization_id; unknown 404; another provider's 403", async () => {
    const bad = await get<{ message: string }>(detailPath("abc"));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/authorization_id/);
    expect((await get(detailPath(999_999_999))).status).toBe(404);
    const { id } = await one<{ id: number }>("SELECT id FROM authorizations ORDER BY id LIMIT 1");
    expect((await get(`/arc/v1/providers/clinica-andina-co/authorizations/${id}`)).status).toBe(403);
    const branch = await one<{ id: number; provider_slug: string }>(
      "SELECT id, provider_slug FROM provider_branches WHERE provider_slug <> $1 ORDER BY id LIMIT 1",
      [PROVIDER],
    );
    await sandbox.handle.query(
      `INSERT INTO authorizations (id, authorization_code, provider_slug, provider_branch_id, sponsor_slug,
        beneficiary_id, coverage_type, status, sponsor_transaction_id, amount, currency_code, created_at)
       SELECT 899001, 'OTHER-1', $1, $2, sponsor_slug, id, 'OUTPATIENT_CARE', 'COMPLETED', 'TX-O', 100, 'DOP', now()
         FROM beneficiaries ORDER BY id LIMIT 1`,
      [branch.provider_slug, branch.id],
    );
    expect((await get(detailPath(899001))).status).toBe(403);
    const settlementSubmitter = (await signIn(sandbox, "settlement-submitter")).access_token;
    const refused = await call(sandbox, "GET", detailPath(id), { token: settlementSubmitter });
    expect(refused.status).toBe(403);
  });

  it("an upload of the document the policy asks moves the authorization to complete in the detail and in the list's filter", async () => {
    const row = await one<{ id: number; code: string; claim_id: number }>(
      `SELECT a.id, a.authorization_code AS code, c.id AS claim_id FROM authorizations a
         JOIN claims c ON c.authorization_id = a.id
        WHERE a.provider_slug = $1 AND c.total_files_to_upload = 2 AND c.uploaded_files = 1
          AND c.claim_status NOT IN ('VOIDED', 'CANCELED', 'EXPIRED') ORDER BY a.id LIMIT 1`,
      [PROVIDER],
    );
    const before = (await get<Detail>(detailPath(row.id))).body;
    expect(before).toMatchObject({
      total_files_to_upload: 2,
      uploaded_files: 1,
      satisfies_document_policy: false,
    });
    expect(before.required_documents).toEqual([
      { document_type_slug: "PRESCRIPTION", uploaded: true },
      { document_type_slug: "INVOICE", uploaded: false },
    ]);
    expect(await listed(row.code, false)).toBe(true);
    // A document nobody asks for changes nothing.
    expect(await upload(row.claim_id, "ADDITIONAL_DOCUMENT", "ad-extra")).toBe(201);
    expect((await get<Detail>(detailPath(row.id))).body.satisfies_document_policy).toBe(false);
    expect(await listed(row.code, false)).toBe(true);
    expect(await upload(row.claim_id, "INVOICE", "ad-invoice")).toBe(201);
    const after = (await get<Detail>(detailPath(row.id))).body;
    expect(after).toMatchObject({
      total_files_to_upload: 2,
      uploaded_files: 2,
      satisfies_document_policy: true,
    });
    expect(after.files.map((f) => f.source)).toEqual(["claim", "claim"]);
    // The bytes are in the file store (the row keeps their SHA-256), and download byte-identical.
    await expectDownloadSha256(
      sandbox,
      {
        table: "claim_files",
        id: after.files[1].id,
        path: `/arc/v2/providers/${PROVIDER}/outpatient-care-claim/files/support-claim-document/${after.files[1].id}`,
        token,
      },
      PDF,
    );
    expect(await listed(row.code, true)).toBe(true);
    expect(await listed(row.code, false)).toBe(false);
  });

  it("answers an authorization the claims desk made: its request, products with results, documents attached to the request", async () => {
    const [branch] = await sandbox.handle.query<{ id: number }>(
      "SELECT id FROM provider_branches WHERE provider_slug = $1 ORDER BY id LIMIT 1",
      [PROVIDER],
    );
    const person = await one<{ id: number }>(
      "SELECT id FROM beneficiaries WHERE sponsor_slug = 'do-universal' ORDER BY id LIMIT 1",
    );
    const post = <T>(path: string, json: unknown, key: string) =>
      call<T>(sandbox, "POST", path, { token, json, headers: { "idempotency-key": key } });
    const sent = await post<{ id: number }>(
      "/arc/v1/authorization-requests",
      deskRequestBody({ provider_branch_id: branch.id, beneficiary_id: person.id }),
      "ad-request",
    );
    const request = await get<{
      authorizations: {
        id: number;
        required_documents: { document_type_slug: string; required: boolean }[];
      }[];
    }>(`/arc/v1/authorization-requests/${sent.body.id}`);
    const [a] = request.body.authorizations;
    const base = `/arc/v1/authorization-requests/${sent.body.id}`;
    for (const doc of a.required_documents.filter((d) => d.required)) {
      const form = new FormData();
      form.append("file", new Blob([PDF as Uint8Array<ArrayBuffer>]), "doc.pdf");
      const q = `authorization_id=${a.id}&document_type_slug=${doc.document_type_slug}`;
      const res = await sandbox.app.request(`/api${base}/files?${q}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "idempotency-key": `ad-up-${doc.document_type_slug}` },
        body: form,
      });
      const file = (await res.json()) as { file_id: string };
      await post(
        `${base}/upload/files?${q}&file_id=${file.file_id}`,
        undefined,
        `ad-at-${doc.document_type_slug}`,
      );
    }
    expect((await post(`${base}/complete`, undefined, "ad-complete")).status).toBe(200);
    const claim = await post<{ id: string }>(
      `/arc/v1/providers/${PROVIDER}/outpatient-care-claim`,
      { authorization_id: a.id },
      "ad-claim",
    );
    await get((claim.headers.get("location") ?? "").replace(/^\/api/, ""));
    const d = (await get<Detail>(detailPath(a.id))).body;
    expect(d).toMatchObject({
      authorization_request_id: sent.body.id,
      transaction_type: "DIAGNOSTIC_TESTS",
      product_type: "laboratory",
      doctor_name: "Dra. Ana Pérez",
      doctor_country_code: "DO",
      satisfies_document_policy: true,
    });
    expect(d.claim_id).toBeGreaterThan(0);
    expect(d.products.map((p) => p.result)).toEqual(["APPROVED", "REJECTED"]);
    expect(d.diagnoses[0]).toMatchObject({ code: "Z00.0", name: "Examen médico general" });
    const required = a.required_documents.filter((r) => r.required).length;
    expect(d.files.filter((f) => f.source === "request")).toHaveLength(required);
    // Each file of the authorization downloads from its detail, byte-identical; another's is unknown here.
    const fileOf = (authorization: number, file: string) =>
      sandbox.app.request(`/api${detailPath(authorization)}/files/${file}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    expect(await downloadBytes(sandbox, `${detailPath(a.id)}/files/${d.files[0].id}`, token)).toEqual(PDF);
    expect((await fileOf(a.id, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    const { id: other } = await one<{ id: number }>("SELECT id FROM authorizations ORDER BY id LIMIT 1");
    expect((await fileOf(other, d.files[0].id)).status).toBe(404);
    expect(d.total_files_to_upload).toBe(required);
    expect(await listed(d.authorization_code, true)).toBe(true);
  });
});
