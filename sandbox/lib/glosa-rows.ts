/**
 * The glosas of a table read from an uploaded file (001 §3 "Processed glosa", §8; docs/decisions.md
 * "Glosa files"): a header row names the columns (English field names or their Spanish and
 * Portuguese aliases, case and accents ignored), each data row becomes one glosa (amounts decimal,
 * dates YYYY-MM-DD). Part of lib/glosa-files.ts, which re-exports it.
 */
import { GlosaFileError, type Table } from "./glosa-file-readers";

/** Days to respond when the file gives none (docs/decisions.md "Glosa deadline"). */
export const DEFAULT_DAYS_RESPONSE = 15;

/** Most rows one file may hold (beyond it the file is refused as invalid). */
export const GLOSA_MAX_ROWS = 50_000;

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
    throw new GlosaFileError(
      "GLOSA_INVALID_FORMAT",
      undefined,
      `missing columns: ${missing.join(", ")}`,
      missing,
    );
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
