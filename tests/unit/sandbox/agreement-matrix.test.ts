/**
 * The agreement matrix upload in the reference API (001 §3 "Uploaded agreement matrix"; §4 "Matrix
 * upload" five states; §5 "Matrix upload: invalid file type and format errors"; §7 `POST
 * /rcm/v1/provider-payer-configurations/upload-process-file`, `GET …/{id}/download-process-file/
 * {fileId}`; §8 "Matrix: invalid file type, format errors, download error"; 000 §6
 * UPLOAD_AGREEMENT_MATRIX / VIEW_AGREEMENTS; issue 8 §4): real XLSX files written with exceljs are
 * uploaded, followed through the states by polling, their rows checked against the seeded agreements
 * (exactly the bad rows reported), applied only when all are valid, and the processed file downloaded.
 */
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MatrixRowError } from "../../../schemas/requests/agreement-matrix";
import { matrixXlsx, type MatrixFileRow } from "../../agreement-matrix-files";
import { call, signIn, startSandbox, type TestSandbox } from "./helpers";

const PROVIDER = "clinica-andina-co";
const BASE = "/rcm/v1/provider-payer-configurations";

let sandbox: TestSandbox;
let admin: string;
let viewer: string;
let editor: string;
let agreements: { code: string; payer: string }[];

beforeAll(async () => {
  sandbox = await startSandbox({ accounts: 50 });
  admin = (await signIn(sandbox, "rcm-admin")).access_token;
  viewer = (await signIn(sandbox, "rcm-viewer")).access_token;
  editor = (await signIn(sandbox, "rcm-editor")).access_token;
  agreements = (
    await sandbox.handle.query<{ agreement_code: string; payer_slug: string }>(
      "SELECT agreement_code, payer_slug FROM rcm_agreements WHERE provider_slug = $1 ORDER BY agreement_code",
      [PROVIDER],
    )
  ).map((r) => ({ code: r.agreement_code, payer: r.payer_slug }));
}, 120_000);
afterAll(() => sandbox?.close());

interface Upload {
  id: string;
  process_type: string;
  original_file_name: string;
  status: string;
  created_at: string;
  updated_at: string;
  file_id: string | null;
  error_code: string | null;
  message: string | null;
  result: { rows: number; applied: number; failed: number } | null;
  error_count: number;
  errors?: MatrixRowError[];
}

/** Uploads a file as multipart (file, process_type, provider_slug). */
async function upload(
  token: string,
  bytes: Uint8Array,
  name: string,
  fields: { process_type?: string; provider_slug?: string } = {},
) {
  const form = new FormData();
  form.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  form.append("process_type", fields.process_type ?? "AGREEMENT_MATRIX");
  form.append("provider_slug", fields.provider_slug ?? PROVIDER);
  const res = await sandbox.app.request(`/api${BASE}/upload-process-file`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "accept-language": "en" },
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as Upload & { error_code?: string; message?: string },
  };
}

/** Polls one upload until it leaves the pending states, keeping every state seen. */
async function follow(token: string, id: string): Promise<{ seen: string[]; final: Upload }> {
  const seen: string[] = [];
  for (let i = 0; i < 6; i++) {
    const answer = await call<Upload>(sandbox, "GET", `${BASE}/process-files/${id}`, {
      token,
      headers: { "accept-language": "en" },
    });
    expect(answer.status).toBe(200);
    seen.push(answer.body.status);
    if (!["UPLOAD_PENDING", "VALIDATION_PENDING"].includes(answer.body.status))
      return { seen, final: answer.body };
  }
  throw new Error("still pending");
}

async function configurationOf(code: string) {
  const [row] = await sandbox.handle.query<{
    sponsor_type: string | null;
    tax_identification_number: string | null;
    hash: string;
  }>(
    "SELECT sponsor_type, tax_identification_number, hash FROM rcm_agreement_configurations WHERE provider_slug = $1 AND agreement_code = $2",
    [PROVIDER, code],
  );
  return row;
}

describe("agreement matrix upload (001 §4, §7, §8; issue 8 §4)", () => {
  it("a valid matrix goes UPLOAD_PENDING → VALIDATION_PENDING → UPLOAD_COMPLETE and is applied", async () => {
    const [first, second] = agreements;
    const before = await configurationOf(first.code);
    const rows: MatrixFileRow[] = [
      {
        AGREEMENT_CODE: first.code,
        PAYER: first.payer,
        TAX_ID: "900555111-3",
        SPONSOR_TYPE: "OCCUPATIONAL_RISK",
      },
      { AGREEMENT_CODE: second.code, CONCURRENCY: "sí", REGULATION_2275: "no" },
    ];
    const sent = await upload(admin, await matrixXlsx(rows), "matrix-ok.xlsx");
    expect(sent.status).toBe(201);
    expect(sent.body.status).toBe("UPLOAD_PENDING");
    expect(sent.body.original_file_name).toBe("matrix-ok.xlsx");
    const { seen, final } = await follow(admin, sent.body.id);
    expect(seen).toEqual(["VALIDATION_PENDING", "UPLOAD_COMPLETE"]);
    expect(final.errors).toEqual([]);
    expect(final.result).toEqual({ rows: 2, applied: 2, failed: 0 });
    const after = await configurationOf(first.code);
    expect(after.sponsor_type).toBe("OCCUPATIONAL_RISK");
    expect(after.tax_identification_number).toBe("900555111-3");
    expect(after.hash).not.toBe(before.hash);
  });

  it("reports exactly the rows in error (row number, column, message) and applies nothing (001 §8)", async () => {
    const [first, second, third] = agreements;
    const before = await configurationOf(third.code);
    const rows: MatrixFileRow[] = [
      { AGREEMENT_CODE: first.code, SPONSOR_TYPE: "PRIVATE" },
      { AGREEMENT_CODE: "NO-SUCH-AGREEMENT", SPONSOR_TYPE: "PRIVATE" },
      { AGREEMENT_CODE: second.code, SPONSOR_TYPE: "PRIVATE" },
      { AGREEMENT_CODE: third.code, SPONSOR_TYPE: "MARTIAN", START_DATE: "31/02/2026" },
    ];
    const sent = await upload(admin, await matrixXlsx(rows), "matrix-bad.xlsx");
    const { final } = await follow(admin, sent.body.id);
    expect(final.status).toBe("VALIDATION_ERROR");
    expect(final.result).toEqual({ rows: 4, applied: 0, failed: 2 });
    expect(final.errors?.map((e) => [e.row, e.column, e.code])).toEqual([
      [3, "AGREEMENT_CODE", "MATRIX_ROW_UNKNOWN_AGREEMENT"],
      [5, "SPONSOR_TYPE", "MATRIX_ROW_INVALID_VALUE"],
      [5, "START_DATE", "MATRIX_ROW_INVALID_VALUE"],
    ]);
    expect(final.errors?.[0].message).toBe(
      "AGREEMENT_CODE: the agreement “NO-SUCH-AGREEMENT” does not exist for the provider",
    );
    expect((await configurationOf(third.code)).sponsor_type).toBe(before.sponsor_type);

    // The processed file: the same rows with a RESULT column (001 §7 download-process-file).
    expect(final.file_id).toMatch(/^[0-9a-f]{64}$/);
    const res = await sandbox.app.request(`/api${BASE}/${final.id}/download-process-file/${final.file_id}`, {
      headers: { authorization: `Bearer ${viewer}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("matrix-bad-processed.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0];
    const results = [2, 3, 4, 5].map((n) => String(sheet.getRow(n).getCell(9).value));
    expect(sheet.getRow(1).getCell(9).value).toBe("RESULT");
    expect(results[0]).toBe("OK");
    expect(results[1]).toContain("NO-SUCH-AGREEMENT");
    expect(results[2]).toBe("OK");
    expect(results[3]).toContain("MARTIAN");
  });

  it("a file without the agreement column ends in UPLOAD_ERRORS with the format message, and no processed file", async () => {
    const sent = await upload(
      admin,
      await matrixXlsx([{ PAYER: "x" }], ["PAYER", "SPONSOR_TYPE"]),
      "no-code.xlsx",
    );
    const { final } = await follow(admin, sent.body.id);
    expect(final.status).toBe("UPLOAD_ERRORS");
    expect(final.error_code).toBe("MATRIX_INVALID_FORMAT");
    expect(final.message).toContain("The matrix's format is not valid");
    const download = await call(
      sandbox,
      "GET",
      `${BASE}/${final.id}/download-process-file/${"0".repeat(64)}`,
      {
        token: admin,
        headers: { "accept-language": "en" },
      },
    );
    expect(download.status).toBe(409);
    expect(download.body).toMatchObject({ error_code: "MATRIX_DOWNLOAD_ERROR" });
  });

  it("refuses other file types, a wrong process_type or provider with 400 and a message (001 §5, §8)", async () => {
    const csv = await upload(admin, new TextEncoder().encode("AGREEMENT_CODE\nA1\n"), "matrix.xlsx");
    expect(csv.status).toBe(400);
    expect(csv.body).toMatchObject({
      error_code: "MATRIX_INVALID_FILE_TYPE",
      message: "Invalid file type: the matrix must be an Excel workbook (.xlsx)",
    });
    const bytes = await matrixXlsx([{ AGREEMENT_CODE: agreements[0].code }]);
    expect((await upload(admin, bytes, "m.xlsx", { process_type: "GLOSAS" })).status).toBe(400);
    const other = await upload(admin, bytes, "m.xlsx", { provider_slug: "hospital-sao-lucas-br" });
    expect(other.status).toBe(400);
    expect(other.body.message).toContain("provider_slug");
  });

  it("lists the provider's uploads newest first with originalFileName, status, createdAt, updatedAt (001 §3)", async () => {
    const answer = await call<{ content: Upload[]; total_elements: number }>(
      sandbox,
      "GET",
      `${BASE}/process-files?process_type=AGREEMENT_MATRIX&page=0&size=50`,
      { token: viewer },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.total_elements).toBeGreaterThanOrEqual(3);
    const names = answer.body.content.map((u) => u.original_file_name);
    expect(names.indexOf("no-code.xlsx")).toBeLessThan(names.indexOf("matrix-ok.xlsx"));
    // The seeded history (sandbox/seed/agreement-matrix.ts), oldest last.
    expect(answer.body.content.slice(-2).map((u) => [u.original_file_name, u.status, u.error_count])).toEqual(
      [
        ["matriz-convenios-febrero.xlsx", "VALIDATION_ERROR", 1],
        ["matriz-convenios-enero.xlsx", "UPLOAD_COMPLETE", 0],
      ],
    );
    for (const upload of answer.body.content) {
      expect(Object.keys(upload)).toEqual(
        expect.arrayContaining(["id", "original_file_name", "status", "created_at", "updated_at"]),
      );
      expect(upload).not.toHaveProperty("errors");
    }
  });

  it("only roles with UPLOAD_AGREEMENT_MATRIX upload; VIEW_AGREEMENTS reads (000 §6)", async () => {
    const bytes = await matrixXlsx([{ AGREEMENT_CODE: agreements[0].code }]);
    for (const token of [viewer, editor]) {
      const answer = await upload(token, bytes, "m.xlsx");
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ error_code: "INSUFFICIENT_PERMISSIONS" });
    }
    const external = (await signIn(sandbox, "rcm-external-auditor")).access_token;
    expect((await call(sandbox, "GET", `${BASE}/process-files`, { token: external })).status).toBe(403);
    // DENIALS_ADMIN's only RCM event is the matrix upload (000 §6): it uploads and reads its uploads.
    const denialsAdmin = (await signIn(sandbox, "denials-admin")).access_token;
    const sent = await upload(denialsAdmin, bytes, "denials-admin.xlsx");
    expect(sent.status).toBe(201);
    const listed = await call<{ content: { original_file_name: string }[] }>(
      sandbox,
      "GET",
      `${BASE}/process-files`,
      { token: denialsAdmin },
    );
    expect(listed.status).toBe(200);
    expect(listed.body.content.map((row) => row.original_file_name)).toContain("denials-admin.xlsx");
    // Another provider's user sees none of this provider's uploads.
    const consultant = (await signIn(sandbox, "rcm-consultant")).access_token;
    const theirs = await call<{ total_elements: number }>(sandbox, "GET", `${BASE}/process-files`, {
      token: consultant,
    });
    expect(theirs.status).toBe(200);
    expect(theirs.body.total_elements).toBe(0);
  });
});
