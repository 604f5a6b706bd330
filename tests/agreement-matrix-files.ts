/**
 * Agreement matrices for the tests and the bench (001 §4 "Matrix upload", issue 8 §4): real XLSX
 * workbooks written with exceljs, with the columns of schemas/requests/agreement-matrix.ts
 * `MATRIX_COLUMNS` (header = row 1, data from row 2).
 */
import ExcelJS from "exceljs";
import { MATRIX_COLUMN_ORDER, type MatrixColumn } from "../schemas/requests/agreement-matrix";

/** One matrix row: any of the columns, as cell values (text, dates, booleans as written). */
export type MatrixFileRow = Partial<Record<MatrixColumn, string | number | Date>>;

/**
 * An XLSX workbook with one worksheet: the header (`columns`, default every column) and `rows`.
 * @returns the file's bytes.
 */
export async function matrixXlsx(
  rows: readonly MatrixFileRow[],
  columns: readonly string[] = MATRIX_COLUMN_ORDER,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("matrix");
  sheet.addRow([...columns]);
  for (const row of rows) sheet.addRow(columns.map((c) => row[c as MatrixColumn] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * `count` valid rows over the given agreements (cycled; an agreement appears once when
 * `count` ≤ agreements, else rows repeat codes — use for parsing figures, not for applying).
 */
export function validMatrixRows(
  agreements: readonly { code: string; payer: string }[],
  count: number,
): MatrixFileRow[] {
  const sponsorTypes = ["PUBLIC", "PRIVATE", "PREPAID_MEDICINE"];
  return Array.from({ length: count }, (_, i) => {
    const agreement = agreements[i % agreements.length];
    return {
      AGREEMENT_CODE: agreement.code,
      PAYER: agreement.payer,
      TAX_ID: `900${String(100000 + i).padStart(6, "0")}-${i % 10}`,
      SPONSOR_TYPE: sponsorTypes[i % sponsorTypes.length],
      CONCURRENCY: i % 2 === 0 ? "yes" : "no",
      REGULATION_2275: "yes",
      START_DATE: "2026-01-01",
      CUV_FORMAT: i % 2 === 0 ? "JSON" : "TXT",
    };
  });
}
