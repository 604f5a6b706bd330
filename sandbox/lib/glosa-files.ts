/**
 * Reading uploaded glosa files into glosa rows (001 §5 "glosa upload 5 MB (PDF, XLSX or TXT)",
 * §8 "Glosa and AI errors"; docs/api-contract.md "Glosas", docs/decisions.md "Glosa files"):
 * the kind decided by the bytes (`file-type` for PDF and XLSX, strict UTF-8 for text), XLSX read
 * by the one XLSX reader (lib/xlsx.ts, first worksheet), text (CSV / TXT, delimiter detected) with papaparse, PDFs by the
 * text of their content streams (uncompressed or FlateDecode, inflated with fflate), whose lines are
 * then read like a text file. A header row names the columns (English field names or their Spanish
 * and Portuguese aliases, case and accents ignored). The size and the PDFs in flight are the glosa
 * upload policy's (schemas/upload-policies.ts `GLOSA_FILE_POLICY`).
 *
 * This module is the one entry: the readers are lib/glosa-file-readers.ts, the columns and rows
 * lib/glosa-rows.ts (both re-exported here); the preview is here.
 */
import type { Table } from "./glosa-file-readers";

export * from "./glosa-file-readers";
export * from "./glosa-rows";

/** Preview limits of spreadsheets and text files (001 §9 "values not shown"; docs/decisions.md). */
export const PREVIEW_MAX_ROWS = 50;
export const PREVIEW_MAX_COLUMNS = 20;
/** Largest PDF previewed inline, in bytes (2 MiB); larger answers GLOSA_PREVIEW_TOO_LARGE. */
export const PREVIEW_MAX_PDF_BYTES = 2 * 1024 * 1024;

/** A preview of a table: at most {@link PREVIEW_MAX_ROWS} rows and {@link PREVIEW_MAX_COLUMNS} columns. */
export interface TablePreview {
  kind: "table";
  header: string[];
  rows: string[][];
  total_rows: number;
  total_columns: number;
  truncated: boolean;
}

/** Cuts a table to the preview limits. */
export function previewOf(table: Table): TablePreview {
  const totalColumns = Math.max(table.header.length, ...table.rows.map((r) => r.length), 0);
  const cut = (cells: string[]) => cells.slice(0, PREVIEW_MAX_COLUMNS).map((c) => c.slice(0, 200));
  return {
    kind: "table",
    header: cut(table.header),
    rows: table.rows.slice(0, PREVIEW_MAX_ROWS).map(cut),
    total_rows: table.rows.length,
    total_columns: totalColumns,
    truncated: table.rows.length > PREVIEW_MAX_ROWS || totalColumns > PREVIEW_MAX_COLUMNS,
  };
}
