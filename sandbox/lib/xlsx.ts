/**
 * The one XLSX reader of the reference API (issue 18 §9): the first worksheet of a workbook, read
 * with exceljs, as rows of trimmed cell texts. The agreement matrix (lib/agreement-matrix.ts) and
 * the glosa files (lib/glosa-files.ts) read through it and keep their own refusals; workbooks are
 * written with exceljs where they are made.
 */
import ExcelJS from "exceljs";

/** Bytes that are no readable workbook, or a workbook without a worksheet. */
export class SheetReadError extends Error {
  constructor(
    readonly reason: "unreadable" | "no-worksheet",
    detail: string,
  ) {
    super(detail);
    this.name = "SheetReadError";
  }
}

/** A non-empty row of a worksheet: its spreadsheet number (1-based) and its cells from column A. */
export interface SheetRow {
  number: number;
  cells: string[];
}

/**
 * The text of a cell value as exceljs gives it, trimmed: dates as YYYY-MM-DD, rich text joined,
 * formulas by their result, hyperlinks by their text, errors and empty cells as "".
 */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    if ("richText" in value)
      return value.richText
        .map((part) => part.text)
        .join("")
        .trim();
    if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
    if ("text" in value)
      return typeof value.text === "string" ? value.text.trim() : cellText(value.text as ExcelJS.CellValue);
    return "";
  }
  return String(value).trim();
}

/**
 * Reads the first worksheet of an XLSX workbook: every row with a value, in order (rows exceljs
 * holds no value for are left out; a row may still be all blank texts).
 * @throws SheetReadError when the bytes are no workbook or it has no worksheet.
 */
export async function readFirstSheet(bytes: Uint8Array): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch (error) {
    throw new SheetReadError("unreadable", (error as Error).message);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new SheetReadError("no-worksheet", "no worksheet");
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const values = row.values as ExcelJS.CellValue[];
    const cells: string[] = [];
    for (let i = 1; i < values.length; i += 1) cells.push(cellText(values[i]));
    rows.push({ number, cells });
  });
  return rows;
}
