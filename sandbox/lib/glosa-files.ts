/**
 * Reading uploaded glosa files into glosa rows (001 §5 "glosa upload 5 MB (PDF, XLSX or TXT)",
 * §8 "Glosa and AI errors"; docs/api-contract.md "Glosas", docs/decisions.md "Glosa files"):
 * the kind decided by the bytes (`file-type` for PDF and XLSX, strict UTF-8 for text), XLSX read
 * by the one XLSX reader (lib/xlsx.ts, first worksheet), text (CSV / TXT, delimiter detected) with papaparse, PDFs by the
 * text of their content streams (uncompressed or FlateDecode, inflated with fflate), whose lines are
 * then read like a text file. A header row names the columns (English field names or their Spanish
 * and Portuguese aliases, case and accents ignored). The size and the PDFs in flight are the glosa
 * upload policy's (schemas/upload-policies.ts `GLOSA_FILE_POLICY`).
 */
import { fileTypeFromBuffer } from "file-type";
import { unzlibSync } from "fflate";
import Papa from "papaparse";
import type { GlosaErrorCode } from "./glosa-messages";
import { readFirstSheet, SheetReadError } from "./xlsx";

/** Days to respond when the file gives none (docs/decisions.md "Glosa deadline"). */
export const DEFAULT_DAYS_RESPONSE = 15;

/** Preview limits of spreadsheets and text files (001 §9 "values not shown"; docs/decisions.md). */
export const PREVIEW_MAX_ROWS = 50;
export const PREVIEW_MAX_COLUMNS = 20;
/** Largest PDF previewed inline, in bytes (2 MiB); larger answers GLOSA_PREVIEW_TOO_LARGE. */
export const PREVIEW_MAX_PDF_BYTES = 2 * 1024 * 1024;

/** Most rows one file may hold (beyond it the file is refused as invalid). */
export const GLOSA_MAX_ROWS = 50_000;

/** The kinds of glosa file the API reads. */
export type GlosaFileKind = "pdf" | "xlsx" | "text";

/** Content type stored for each kind. */
export const CONTENT_TYPE_OF: Record<GlosaFileKind, string> = {
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  text: "text/plain",
};

/** A refusal with one of the glosa codes of 001 §8, and the 1-based data row when one is at fault. */
export class GlosaFileError extends Error {
  constructor(
    readonly code: GlosaErrorCode,
    readonly row?: number,
    detail?: string,
  ) {
    super(detail ?? code);
  }
}

/** The glosa columns a file may carry, and the header names read as each (normalised). */
export const GLOSA_COLUMNS = {
  invoiceNumber: [
    "invoicenumber",
    "invoice",
    "factura",
    "numerofactura",
    "nofactura",
    "fatura",
    "numerofatura",
  ],
  payer: ["payer", "pagador", "eps", "aseguradora", "operadora", "convenio"],
  filingDate: ["filingdate", "fecharadicacion", "radicacion", "dataprotocolo"],
  glossNotificationDate: [
    "glossnotificationdate",
    "notificationdate",
    "fechanotificacion",
    "fechaglosa",
    "datanotificacao",
  ],
  notificationQuantity: [
    "notificationquantity",
    "cantidadnotificaciones",
    "notificaciones",
    "quantidadenotificacoes",
  ],
  daysResponse: ["daysresponse", "diasrespuesta", "diaspararesponder", "prazo", "diasresposta"],
  objectionCategory: ["objectioncategory", "category", "categoria", "tipoglosa"],
  invoicedAmount: ["invoicedamount", "valorfacturado", "valorfaturado"],
  glossedAmount: ["glossedamount", "valorglosado", "valorglosa", "valorglosado"],
  chargeAmount: ["chargeamount", "valorcargo", "valorcobro", "valorcobranca"],
  reason: ["reason", "motivo", "observacion", "observacao"],
  glosaCode: ["glosacode", "codigoglosa", "codigo"],
  glosaDescription: ["glosadescription", "descripcionglosa", "descripcion", "descricao"],
  cupsCode: ["cupscode", "cups", "codigocups"],
  mainCause: ["maincause", "causaprincipal"],
  secondaryCause: ["secondarycause", "causasecundaria"],
  creditNote: ["creditnote", "notacredito", "notacredito"],
  rips: ["rips"],
  cuv: ["cuv"],
} as const;
export type GlosaColumn = keyof typeof GLOSA_COLUMNS;

/** Columns without which a file is not a glosa file (GLOSA_INVALID_FORMAT). */
export const REQUIRED_COLUMNS: readonly GlosaColumn[] = [
  "invoiceNumber",
  "payer",
  "glossNotificationDate",
  "glossedAmount",
];

/** A table read from a file: header cells and data rows, every cell as text. */
export interface Table {
  header: string[];
  rows: string[][];
}

/** One glosa read from a file (amounts decimal, dates YYYY-MM-DD). */
export interface ParsedGlosa {
  /** 1-based data row in the file. */
  row: number;
  invoiceNumber: string;
  payer: string;
  filingDate: string | null;
  glossNotificationDate: string;
  notificationQuantity: number;
  daysResponse: number;
  objectionCategory: string | null;
  invoicedAmount: number;
  glossedAmount: number;
  chargeAmount: number;
  reason: string | null;
  glosaCode: string | null;
  glosaDescription: string | null;
  cupsCode: string | null;
  mainCause: string | null;
  secondaryCause: string | null;
  creditNote: boolean;
  rips: boolean;
  cuv: boolean;
}

/** Lower case, accents and everything but letters and digits removed. */
export function normaliseHeader(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/**
 * The kind of a glosa file, by its bytes only (never its name or declared type).
 * @throws GlosaFileError GLOSA_FILE_READ_ERROR (empty), GLOSA_INVALID_FORMAT (another type).
 */
export async function detectGlosaKind(bytes: Uint8Array): Promise<GlosaFileKind> {
  if (bytes.length === 0) throw new GlosaFileError("GLOSA_FILE_READ_ERROR", undefined, "empty file");
  const found = await fileTypeFromBuffer(bytes);
  if (found) {
    if (found.mime === "application/pdf") return "pdf";
    if (found.ext === "xlsx") return "xlsx";
    // A ZIP that is not a workbook (or a damaged one): a spreadsheet that cannot be read.
    if (found.mime === "application/zip") throw new GlosaFileError("GLOSA_FILE_READ_ERROR");
    throw new GlosaFileError("GLOSA_INVALID_FORMAT", undefined, `content is ${found.mime}`);
  }
  // A ZIP that file-type cannot name is a damaged XLSX at best.
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) throw new GlosaFileError("GLOSA_FILE_READ_ERROR");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new GlosaFileError("GLOSA_FILE_READ_ERROR", undefined, "not UTF-8 text");
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) {
    throw new GlosaFileError("GLOSA_INVALID_FORMAT", undefined, "binary content");
  }
  return "text";
}

/** Reads the first worksheet of an XLSX. @throws GlosaFileError GLOSA_FILE_READ_ERROR. */
export async function readXlsx(bytes: Uint8Array): Promise<Table> {
  try {
    return toTable((await readFirstSheet(bytes)).map((row) => row.cells));
  } catch (error) {
    if (error instanceof SheetReadError)
      throw new GlosaFileError("GLOSA_FILE_READ_ERROR", undefined, error.message);
    throw error;
  }
}

/** Reads delimited text (comma, semicolon, tab or pipe, detected by papaparse). */
export function readText(bytes: Uint8Array): Table {
  const text = new TextDecoder("utf-8").decode(bytes).replace(/^\uFEFF/, "");
  const parsed = Papa.parse<string[]>(text, {
    skipEmptyLines: "greedy",
    delimitersToGuess: [",", ";", "\t", "|"],
  });
  if (parsed.errors.some((e) => e.type === "Quotes")) {
    throw new GlosaFileError("GLOSA_FILE_READ_ERROR", parsed.errors[0].row, parsed.errors[0].message);
  }
  return toTable(parsed.data.map((cells) => cells.map((cell) => cell.trim())));
}

function toTable(lines: string[][]): Table {
  const nonEmpty = lines.filter((cells) => cells.some((cell) => cell !== ""));
  if (nonEmpty.length === 0) return { header: [], rows: [] };
  const [header, ...rows] = nonEmpty;
  return { header, rows };
}

/** Unescapes a PDF literal string body. */
function pdfLiteral(body: string): string {
  return body.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_all, esc: string) => {
    const map: Record<string, string> = {
      n: "\n",
      r: "\r",
      t: "\t",
      b: "\b",
      f: "\f",
      "(": "(",
      ")": ")",
      "\\": "\\",
    };
    return map[esc] ?? String.fromCharCode(parseInt(esc, 8));
  });
}

/**
 * The text lines of a PDF: the strings shown by Tj, TJ, ' and " in every content stream
 * (uncompressed or FlateDecode), a new line at each line move (Td, TD, T*, ', ") and text-object end.
 * Scanned pages (images) give no text: that is what OCR is for.
 * @throws GlosaFileError GLOSA_FILE_READ_ERROR when the file is not a readable PDF.
 */
export function pdfTextLines(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString("latin1");
  if (!raw.startsWith("%PDF-")) throw new GlosaFileError("GLOSA_FILE_READ_ERROR", undefined, "not a PDF");
  const lines: string[] = [];
  let current = "";
  const flush = () => {
    if (current.trim() !== "") lines.push(current.trim());
    current = "";
  };
  const streamPattern = /<<([\s\S]*?)>>\s*stream\r?\n([\s\S]*?)\r?\n?endstream/g;
  for (const match of raw.matchAll(streamPattern)) {
    const dictionary = match[1];
    let content = match[2];
    if (/\/FlateDecode/.test(dictionary)) {
      try {
        content = Buffer.from(unzlibSync(Buffer.from(content, "latin1"))).toString("latin1");
      } catch {
        continue; // not a content stream we can read (fonts, images)
      }
    } else if (/\/Filter/.test(dictionary)) {
      continue;
    }
    if (!/\b(Tj|TJ|BT)\b/.test(content)) continue;
    const tokens = /\((?:\\[\s\S]|[^\\)])*\)|\[[^\]]*\]\s*TJ|\b(?:Td|TD|ET|Tj)\b|\bT\*|'|"/g;
    let pending: string | null = null;
    for (const token of content.match(tokens) ?? []) {
      if (token.startsWith("[")) {
        const parts = token.match(/\((?:\\[\s\S]|[^\\)])*\)/g) ?? [];
        current += parts.map((p) => pdfLiteral(p.slice(1, -1))).join("");
        pending = null;
      } else if (token.startsWith("(")) {
        pending = pdfLiteral(token.slice(1, -1));
      } else if (token === "Tj") {
        if (pending !== null) current += pending;
        pending = null;
      } else if (token === "'" || token === '"') {
        flush();
        if (pending !== null) current += pending;
        pending = null;
      } else {
        flush();
      }
    }
    flush();
  }
  return lines;
}

/** Reads a PDF's text lines as delimited text. @throws GlosaFileError GLOSA_FILE_READ_ERROR. */
export function readPdf(bytes: Uint8Array): Table {
  const lines = pdfTextLines(bytes);
  if (lines.length === 0) throw new GlosaFileError("GLOSA_FILE_READ_ERROR", undefined, "no text in the PDF");
  return readText(new TextEncoder().encode(lines.join("\n")));
}

/** Reads a file of a known kind into a table. @throws GlosaFileError. */
export async function readTable(kind: GlosaFileKind, bytes: Uint8Array): Promise<Table> {
  if (kind === "xlsx") return readXlsx(bytes);
  if (kind === "pdf") return readPdf(bytes);
  return readText(bytes);
}

/** Which column index holds each glosa column. @throws GlosaFileError GLOSA_INVALID_FORMAT. */
export function mapColumns(header: readonly string[]): Partial<Record<GlosaColumn, number>> {
  const map: Partial<Record<GlosaColumn, number>> = {};
  header.forEach((cell, index) => {
    const name = normaliseHeader(cell);
    for (const [column, aliases] of Object.entries(GLOSA_COLUMNS) as [GlosaColumn, readonly string[]][]) {
      if (map[column] === undefined && aliases.includes(name)) {
        map[column] = index;
        return;
      }
    }
  });
  const missing = REQUIRED_COLUMNS.filter((column) => map[column] === undefined);
  if (missing.length > 0) {
    throw new GlosaFileError("GLOSA_INVALID_FORMAT", undefined, `missing columns: ${missing.join(", ")}`);
  }
  return map;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;
const DMY_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** A date cell (YYYY-MM-DD, DD/MM/YYYY, or a date-time) as YYYY-MM-DD, or null when not a date. */
export function parseDate(text: string): string | null {
  let y: number, m: number, d: number;
  const iso = ISO_DATE.exec(text);
  const dmy = DMY_DATE.exec(text);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dmy) [y, m, d] = [Number(dmy[3]), Number(dmy[2]), Number(dmy[1])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * An amount cell as a decimal: currency symbols and spaces dropped; with both `.` and `,` the last
 * one is the decimal separator; a lone `,` followed by 1–2 digits is decimal. Null when not an amount.
 */
export function parseAmount(text: string): number | null {
  let t = text.replace(/[\s$R€]/g, "");
  if (t === "") return 0;
  const lastDot = t.lastIndexOf(".");
  const lastComma = t.lastIndexOf(",");
  if (lastDot >= 0 && lastComma >= 0) {
    t = lastComma > lastDot ? t.replace(/\./g, "").replace(",", ".") : t.replace(/,/g, "");
  } else if (lastComma >= 0) {
    t = /,\d{1,2}$/.test(t) && t.split(",").length === 2 ? t.replace(",", ".") : t.replace(/,/g, "");
  }
  if (!/^-?\d+(\.\d+)?$/.test(t)) return null;
  const value = Math.round(Number(t) * 100) / 100;
  return value < 0 ? null : value;
}

const YES = new Set(["si", "sí", "yes", "true", "1", "x", "sim"]);

/**
 * The glosas of a table. Notification quantity: the cell when the column exists (a positive
 * integer, else GLOSA_NOTIFICATION_QUANTITY_UNDETERMINABLE), else the count of the file's rows of
 * the same invoice number (docs/decisions.md "Glosa files").
 * @throws GlosaFileError GLOSA_INVALID_FORMAT (missing columns, bad date or amount, no rows, too
 * many rows), GLOSA_NOTIFICATION_QUANTITY_UNDETERMINABLE.
 */
export function glosasOf(table: Table): ParsedGlosa[] {
  const map = mapColumns(table.header);
  if (table.rows.length === 0) throw new GlosaFileError("GLOSA_INVALID_FORMAT", undefined, "no rows");
  if (table.rows.length > GLOSA_MAX_ROWS) {
    throw new GlosaFileError("GLOSA_INVALID_FORMAT", undefined, `more than ${GLOSA_MAX_ROWS} rows`);
  }
  const perInvoice = new Map<string, number>();
  const cell = (cells: string[], column: GlosaColumn): string => {
    const index = map[column];
    return index === undefined ? "" : (cells[index] ?? "").trim();
  };
  for (const cells of table.rows) {
    const invoice = cell(cells, "invoiceNumber");
    perInvoice.set(invoice, (perInvoice.get(invoice) ?? 0) + 1);
  }
  return table.rows.map((cells, index) => {
    const row = index + 1;
    const bad = (what: string): never => {
      throw new GlosaFileError("GLOSA_INVALID_FORMAT", row, `row ${row}: ${what}`);
    };
    const invoiceNumber = cell(cells, "invoiceNumber");
    const payer = cell(cells, "payer");
    if (!invoiceNumber) bad("invoiceNumber is empty");
    if (invoiceNumber.length > 64) bad("invoiceNumber is longer than 64 characters");
    if (!payer) bad("payer is empty");
    const glossNotificationDate =
      parseDate(cell(cells, "glossNotificationDate")) ?? bad("glossNotificationDate");
    const filingText = cell(cells, "filingDate");
    const filingDate = filingText ? (parseDate(filingText) ?? bad("filingDate")) : null;
    let notificationQuantity = perInvoice.get(invoiceNumber) ?? 1;
    if (map.notificationQuantity !== undefined) {
      const q = cell(cells, "notificationQuantity");
      if (!/^\d{1,4}$/.test(q) || Number(q) < 1) {
        throw new GlosaFileError("GLOSA_NOTIFICATION_QUANTITY_UNDETERMINABLE", row, `row ${row}: "${q}"`);
      }
      notificationQuantity = Number(q);
    }
    const daysText = cell(cells, "daysResponse");
    if (daysText && !/^\d{1,3}$/.test(daysText)) bad("daysResponse");
    const amount = (column: GlosaColumn) => parseAmount(cell(cells, column)) ?? bad(column);
    const text = (column: GlosaColumn, max = 500) => cell(cells, column).slice(0, max) || null;
    const flag = (column: GlosaColumn) => YES.has(cell(cells, column).toLowerCase());
    return {
      row,
      invoiceNumber,
      payer: payer.slice(0, 200),
      filingDate,
      glossNotificationDate,
      notificationQuantity,
      daysResponse: daysText ? Number(daysText) : DEFAULT_DAYS_RESPONSE,
      objectionCategory: text("objectionCategory", 100),
      invoicedAmount: amount("invoicedAmount"),
      glossedAmount: amount("glossedAmount"),
      chargeAmount: amount("chargeAmount"),
      reason: text("reason"),
      glosaCode: text("glosaCode", 32),
      glosaDescription: text("glosaDescription"),
      cupsCode: text("cupsCode", 32),
      mainCause: text("mainCause", 200),
      secondaryCause: text("secondaryCause", 200),
      creditNote: flag("creditNote"),
      rips: flag("rips"),
      cuv: flag("cuv"),
    };
  });
}

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
