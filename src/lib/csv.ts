import Papa from "papaparse";

/** One CSV column: its header text and how a row becomes the cell's text. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string;
}

/**
 * Builds CSV text with papaparse `unparse`: a header row then one line per row, every value the
 * formatted text shown in the list (money "$ 1,234.50", dates DD/MM/YYYY…). Cells starting with
 * `=`, `+`, `-`, `@`, tab or carriage return are prefixed with `'` so that spreadsheets do not run
 * them as formulas (CSV injection). Lines are separated by CRLF (RFC 4180), with no line break after the last.
 */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const csv = Papa.unparse(
    {
      fields: columns.map((column) => neutralize(column.header)),
      data: rows.map((row) => columns.map((column) => neutralize(column.value(row)))),
    },
    { newline: "\r\n", quotes: false },
  );
  // With no rows papaparse ends the header with a line break; no line ends the file either way.
  return csv.endsWith("\r\n") ? csv.slice(0, -2) : csv;
}

function neutralize(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * A file name for an export: `<base>-YYYYMMDD-HHmm.csv` (local time), base reduced to
 * lowercase letters, digits and hyphens.
 */
export function exportFileName(base: string, now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}`;
  const safe =
    base
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "export";
  return `${safe}-${stamp}.csv`;
}
