/**
 * `matrixUpload` of `npm run bench` (issue 8 §6 "matrixUpload.{rows: 5000, parseMs}"): how long the
 * reference API takes to parse and check a 5,000-row agreement matrix (001 §4 "Matrix upload";
 * sandbox/lib/agreement-matrix.ts `readMatrix` with exceljs, then `checkMatrixRows` against 5,000
 * known agreements), in-process, the median of 3 runs after one warm-up. Only the parse and the row
 * checks are timed (the work a matrix job does before writing the processed file), not HTTP nor the
 * database. Measures, never asserts; throws when a run does not read every row or finds errors in a
 * matrix built valid.
 */
import { checkMatrixRows, readMatrix, type KnownAgreement } from "../../sandbox/lib/agreement-matrix";
import { matrixXlsx, validMatrixRows } from "../agreement-matrix-files";

/** Rows of the measured matrix. */
export const MATRIX_BENCH_ROWS = 5_000;

/** What {@link measureMatrixUpload} answers. */
export interface MatrixUploadResult {
  /** Data rows parsed and checked (5,000). */
  rows: typeof MATRIX_BENCH_ROWS;
  /** Median wall time of one parse and check of the workbook, in ms. */
  parseMs: number;
  /** Every run, in ms. */
  runs: number[];
  /** Size of the workbook, in bytes. */
  fileBytes: number;
}

/**
 * Builds a valid 5,000-row XLSX matrix (one row per agreement) and times its parse and row checks.
 * @throws Error when a run reads another number of rows or reports errors.
 */
export async function measureMatrixUpload(): Promise<MatrixUploadResult> {
  const agreements = Array.from({ length: MATRIX_BENCH_ROWS }, (_, i) => ({
    code: `BENCH-${String(i).padStart(5, "0")}`,
    payer: `payer-${i % 40}`,
  }));
  const known = new Map<string, KnownAgreement>(
    agreements.map((a) => [
      a.code,
      {
        payerSlug: a.payer,
        regulation2275Active: false,
        regulation2275StartDate: null,
        regulation2275CuvFormat: null,
      },
    ]),
  );
  const bytes = await matrixXlsx(validMatrixRows(agreements, MATRIX_BENCH_ROWS));
  const once = async () => {
    const started = performance.now();
    const sheet = await readMatrix(bytes);
    const { errors, changes } = checkMatrixRows(sheet, known, "en");
    const ms = performance.now() - started;
    if (
      sheet.rows.length !== MATRIX_BENCH_ROWS ||
      errors.length > 0 ||
      changes.length !== MATRIX_BENCH_ROWS
    ) {
      throw new Error(`matrix read ${sheet.rows.length} rows with ${errors.length} errors`);
    }
    return ms;
  };
  await once();
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) runs.push(Math.round(await once()));
  const sorted = [...runs].sort((a, b) => a - b);
  return { rows: MATRIX_BENCH_ROWS, parseMs: sorted[1], runs, fileBytes: bytes.length };
}
