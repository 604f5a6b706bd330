/**
 * Uploaded agreement matrices of the demo provider (001 §3 "Uploaded agreement matrix", §4 "Matrix
 * upload"; issue 8 §4), so that the screen and the contract test have a history: one matrix applied
 * (UPLOAD_COMPLETE; agreement codes only, so applying it changed nothing) and one refused
 * (VALIDATION_ERROR, an agreement the provider does not have). Both are real workbooks written with
 * exceljs and processed by the reference API's own reader and checks (sandbox/lib/agreement-matrix.ts),
 * stored with their processed files as the matrix job (sandbox/routes/rcm/agreement-matrix.ts) would.
 */
import ExcelJS from "exceljs";
import type { DbHandle } from "../db/client";
import { jobs } from "../db/schema";
import { checkMatrixRows, processedWorkbook, readMatrix, type KnownAgreement } from "../lib/agreement-matrix";
import { storeBytes } from "../lib/uploads";
import { MATRIX_JOB } from "../routes/rcm/agreement-matrix";
import { MATRIX_PROCESS_TYPE, type MatrixStatus } from "../../schemas/requests/agreement-matrix";

/** The provider whose matrices are seeded. */
const PROVIDER = "clinica-andina-co";
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Seeds two processed matrix uploads of {@link PROVIDER}, after the agreements. */
export async function seedAgreementMatrices(handle: DbHandle): Promise<void> {
  const agreements = await handle.query<{ agreement_code: string; payer_slug: string }>(
    "SELECT agreement_code, payer_slug FROM rcm_agreements WHERE provider_slug = $1 ORDER BY agreement_code LIMIT 3",
    [PROVIDER],
  );
  if (agreements.length === 0) return;
  const known = new Map<string, KnownAgreement>(
    agreements.map((a) => [
      a.agreement_code,
      {
        payerSlug: a.payer_slug,
        regulation2275Active: false,
        regulation2275StartDate: null,
        regulation2275CuvFormat: null,
      },
    ]),
  );
  const uploads: { id: string; name: string; at: string; codes: string[]; status: MatrixStatus }[] = [
    {
      id: "6d7a0f3e-2b1c-4e8a-9f00-000000000001",
      name: "matriz-convenios-enero.xlsx",
      at: "2026-01-15T14:05:00Z",
      codes: agreements.map((a) => a.agreement_code),
      status: "UPLOAD_COMPLETE",
    },
    {
      id: "6d7a0f3e-2b1c-4e8a-9f00-000000000002",
      name: "matriz-convenios-febrero.xlsx",
      at: "2026-02-10T09:30:00Z",
      codes: [agreements[0].agreement_code, "CONV-RETIRADO-01"],
      status: "VALIDATION_ERROR",
    },
  ];
  for (const upload of uploads) {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("matriz");
    sheet.addRow(["AGREEMENT_CODE"]);
    for (const code of upload.codes) sheet.addRow([code]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const read = await readMatrix(bytes);
    const { errors } = checkMatrixRows(read, known, "es");
    const at = new Date(upload.at);
    const sha256 = await storeBytes(handle.db, bytes, XLSX_TYPE, at);
    const processed = await storeBytes(handle.db, await processedWorkbook(read, errors), XLSX_TYPE, at);
    const failed = new Set(errors.map((e) => e.row)).size;
    await handle.db.insert(jobs).values({
      id: upload.id,
      kind: MATRIX_JOB,
      provider_slug: PROVIDER,
      user_id: null,
      subject: null,
      status: "COMPLETED",
      steps: 2,
      polls: 2,
      total: 0,
      processed: read.rows.length,
      failed,
      input: {
        process_type: MATRIX_PROCESS_TYPE,
        original_file_name: upload.name,
        sha256,
        size_bytes: bytes.length,
        lang: "es",
      },
      result: {
        matrix_status: errors.length > 0 ? "VALIDATION_ERROR" : "UPLOAD_COMPLETE",
        rows: read.rows.length,
        applied: errors.length > 0 ? 0 : read.rows.length,
        failed,
        errors,
        errors_truncated: false,
        processed_sha256: processed,
      },
      created_at: at,
      updated_at: new Date(at.getTime() + 4_000),
    });
    if ((errors.length > 0 ? "VALIDATION_ERROR" : "UPLOAD_COMPLETE") !== upload.status) {
      throw new Error(`seeded matrix ${upload.name} did not end ${upload.status}`);
    }
  }
}
