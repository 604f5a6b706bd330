/**
 * Helpers of tests/e2e/authorization-detail.spec.ts (issue 21 §1): authorizations picked through
 * the reference API's list (`GET /arc/v1/providers/{provider}/outpatient-care-claim`) and detail
 * (`GET …/authorizations/{id}`), as the authorizer, so each test works on rows it may change
 * without another test's help.
 */
import type { APIRequestContext } from "@playwright/test";
import { authOf, expect } from "./fixtures";

/** The claims desk's demo provider. */
export const PROVIDER = "clinica-central-do";

/** A small valid PDF. */
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

/** A row of the home list (snake_case as the API answers). */
export interface ListRow {
  authorization_id: number;
  authorization_code: string;
  coverage_type: string;
  claim_status: string;
  uploaded_files: number;
  total_files_to_upload: number;
}

/** The detail's fields a test reads (snake_case). */
export interface DetailAnswer {
  id: number;
  authorization_code: string;
  claim_id: number | null;
  transaction_type: string;
  provider_name: string;
  sponsor_name: string;
  beneficiary_name: string;
  beneficiary_member_code: string;
  doctor_name: string;
  products: { product_name: string; result: string }[];
  total_to_pay: number;
  required_documents: { document_type_slug: string; uploaded: boolean }[];
}

/** Rows of the home list for `query` (page 0, up to 100). */
export async function listRows(request: APIRequestContext, query: string): Promise<ListRow[]> {
  const answer = await request.get(
    `/api/arc/v1/providers/${PROVIDER}/outpatient-care-claim?size=100&page=0&${query}`,
    { headers: await authOf(request, "authorizer") },
  );
  expect(answer.ok()).toBeTruthy();
  return ((await answer.json()) as { content: ListRow[] }).content;
}

/** The detail of one authorization. */
export async function detailOf(request: APIRequestContext, id: number): Promise<DetailAnswer> {
  const answer = await request.get(`/api/arc/v1/providers/${PROVIDER}/authorizations/${id}`, {
    headers: await authOf(request, "authorizer"),
  });
  expect(answer.ok()).toBeTruthy();
  return (await answer.json()) as DetailAnswer;
}

/**
 * A seeded authorization whose documentation misses exactly one required document and whose claim
 * still takes files (only the upload test of the spec changes such a row; a retry takes the next).
 */
export async function oneDocumentMissing(request: APIRequestContext): Promise<ListRow> {
  const rows = await listRows(request, "satisfies_documents_policy=false&sort=createdAt,desc");
  const row = rows.find(
    (r) =>
      r.authorization_code.startsWith("AUT-") &&
      r.total_files_to_upload - r.uploaded_files === 1 &&
      !["VOIDED", "CANCELED", "EXPIRED"].includes(r.claim_status),
  );
  if (!row) throw new Error("no seeded authorization misses exactly one document");
  return row;
}

/** The first seeded authorization of a transaction type (never changed by these tests). */
export async function firstOfType(request: APIRequestContext, type: string): Promise<ListRow> {
  const rows = await listRows(request, "sort=createdAt,asc");
  const row = rows.find((r) => r.coverage_type === type && r.authorization_code.startsWith("AUT-"));
  if (!row) throw new Error(`no seeded ${type} authorization on the first page`);
  return row;
}
