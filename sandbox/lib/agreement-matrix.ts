/**
 * Reading and checking an agreement matrix (001 §4 "Matrix upload", §5 "Matrix upload: invalid
 * file type and format errors", §8 "Matrix: invalid file type, format errors, download error";
 * issue 8 §4; docs/decisions.md "Agreement matrix"). The workbook is read by the one XLSX reader
 * (lib/xlsx.ts: first worksheet, a header row naming the columns of `MATRIX_COLUMNS`), each data row
 * is checked against the agreements the database knows, and the processed file is the same sheet
 * with a RESULT column saying OK or why the row was refused. Pure functions apart from exceljs: the
 * route does the I/O.
 */
import ExcelJS from "exceljs";
import {
  MATRIX_COLUMNS,
  MATRIX_MAX_ROWS,
  type MatrixColumn,
  type MatrixErrorCode,
  type MatrixRowError,
  type MatrixStatus,
} from "../../schemas/requests/agreement-matrix";
import { CUV_FORMATS, SPONSOR_TYPES, TAX_ID_PATTERN } from "../../schemas/requests/agreements";
import type { JobStatus } from "./jobs";
import type { Lang } from "./messages";
import { readFirstSheet, SheetReadError, type SheetRow } from "./xlsx";

/** A file-level refusal (MATRIX_INVALID_FORMAT), with what is wrong in English for the log-free detail. */
export class MatrixFormatError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = "MatrixFormatError";
  }
}

/** A matrix read from a workbook: where each known column is (1-based), and the data rows' texts. */
export interface MatrixSheet {
  /** The header cells as written. */
  header: string[];
  /** Column index (0-based in `header`) of each known column present. */
  columns: Partial<Record<MatrixColumn, number>>;
  /** Data rows: the spreadsheet row number (header = 1) and every cell as trimmed text. */
  rows: { row: number; cells: string[] }[];
}

/** Lower case, accents and everything but letters and digits removed. */
export function normaliseMatrixHeader(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/**
 * Reads the first worksheet of an XLSX workbook as a matrix: the first non-empty row is the header;
 * blank rows are skipped.
 * @throws MatrixFormatError when the bytes are no readable workbook, the sheet is empty, a column is
 * named twice, AGREEMENT_CODE is missing, there is no data row or more than `MATRIX_MAX_ROWS`.
 */
export async function readMatrix(bytes: Uint8Array): Promise<MatrixSheet> {
  let read: SheetRow[];
  try {
    read = await readFirstSheet(bytes);
  } catch (error) {
    if (!(error instanceof SheetReadError)) throw error;
    throw new MatrixFormatError(
      error.reason === "unreadable" ? "the workbook could not be read" : "the workbook has no worksheet",
    );
  }
  const [first, ...data] = read;
  if (!first) throw new MatrixFormatError("the worksheet is empty");
  const header = first.cells;
  const width = header.length;
  const rows: MatrixSheet["rows"] = [];
  for (const { number, cells: all } of data) {
    const cells = Array.from({ length: width }, (_, i) => all[i] ?? "");
    if (cells.every((cell) => cell === "")) continue;
    rows.push({ row: number, cells });
    if (rows.length > MATRIX_MAX_ROWS) throw new MatrixFormatError(`more than ${MATRIX_MAX_ROWS} rows`);
  }
  const columns: Partial<Record<MatrixColumn, number>> = {};
  header.forEach((text, index) => {
    const normal = normaliseMatrixHeader(text);
    for (const [column, names] of Object.entries(MATRIX_COLUMNS) as [MatrixColumn, readonly string[]][]) {
      if (names.includes(normal)) {
        if (columns[column] !== undefined) throw new MatrixFormatError(`column ${column} is named twice`);
        columns[column] = index;
      }
    }
  });
  if (columns.AGREEMENT_CODE === undefined)
    throw new MatrixFormatError("the AGREEMENT_CODE column is missing");
  if (rows.length === 0) throw new MatrixFormatError("the matrix has no data rows");
  return { header, columns, rows };
}

/** What the database knows of one agreement of the provider, for checking rows. */
export interface KnownAgreement {
  payerSlug: string;
  regulation2275Active: boolean;
  regulation2275StartDate: string | null;
  regulation2275CuvFormat: string | null;
}

/** The changes one valid row makes to its agreement; a value left out is unchanged. */
export interface MatrixChange {
  row: number;
  agreementCode: string;
  taxIdentificationNumber?: string;
  sponsorType?: string;
  concurrency?: boolean;
  regulation2275Active?: boolean;
  regulation2275StartDate?: string;
  regulation2275CuvFormat?: string;
}

const YES = new Set(["yes", "y", "true", "1", "si", "s", "sim", "x"]);
const NO = new Set(["no", "n", "false", "0", "nao"]);

/** A yes/no cell (English, Spanish, Portuguese; accents ignored), or null when it is neither. */
export function yesNo(text: string): boolean | null {
  const normal = normaliseMatrixHeader(text);
  if (YES.has(normal)) return true;
  if (NO.has(normal)) return false;
  return null;
}

/** A date cell as YYYY-MM-DD: ISO (YYYY-MM-DD) or DD/MM/YYYY (001 §9), a real calendar day; else null. */
export function matrixDate(text: string): string | null {
  let y: number, m: number, d: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dmy) [y, m, d] = [Number(dmy[3]), Number(dmy[2]), Number(dmy[1])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

const TAX_ID = new RegExp(TAX_ID_PATTERN);

/** Server texts of the matrix codes, in the languages the API answers in ({column} and {value} filled). */
const TEXTS: Record<MatrixErrorCode, { es: string; en: string; pt: string }> = {
  MATRIX_INVALID_FILE_TYPE: {
    es: "Tipo de archivo no válido: la matriz debe ser un libro de Excel (.xlsx)",
    en: "Invalid file type: the matrix must be an Excel workbook (.xlsx)",
    pt: "Tipo de arquivo inválido: a matriz deve ser uma pasta de trabalho do Excel (.xlsx)",
  },
  MATRIX_FILE_SIZE_EXCEEDED: {
    es: "El archivo supera los 5 MB permitidos",
    en: "The file is larger than the 5 MB allowed",
    pt: "O arquivo excede os 5 MB permitidos",
  },
  MATRIX_INVALID_FORMAT: {
    es: "El formato de la matriz no es válido",
    en: "The matrix's format is not valid",
    pt: "O formato da matriz não é válido",
  },
  MATRIX_DOWNLOAD_ERROR: {
    es: "No se pudo descargar el archivo procesado",
    en: "The processed file could not be downloaded",
    pt: "Não foi possível baixar o arquivo processado",
  },
  MATRIX_ROW_REQUIRED: {
    es: "{column}: el valor es obligatorio",
    en: "{column}: a value is required",
    pt: "{column}: o valor é obrigatório",
  },
  MATRIX_ROW_INVALID_VALUE: {
    es: "{column}: el valor «{value}» no es válido",
    en: "{column}: the value “{value}” is not valid",
    pt: "{column}: o valor “{value}” não é válido",
  },
  MATRIX_ROW_UNKNOWN_AGREEMENT: {
    es: "{column}: el convenio «{value}» no existe para el prestador",
    en: "{column}: the agreement “{value}” does not exist for the provider",
    pt: "{column}: o convênio “{value}” não existe para o prestador",
  },
  MATRIX_ROW_PAYER_MISMATCH: {
    es: "{column}: el pagador «{value}» no es el del convenio",
    en: "{column}: the payer “{value}” is not the agreement's payer",
    pt: "{column}: o pagador “{value}” não é o do convênio",
  },
  MATRIX_ROW_DUPLICATE_AGREEMENT: {
    es: "{column}: el convenio «{value}» ya está en otra fila",
    en: "{column}: the agreement “{value}” is already in another row",
    pt: "{column}: o convênio “{value}” já está em outra linha",
  },
};

/** The server text of a matrix code in `lang` (es-DO reads the es text), with `{column}` and `{value}` filled. */
export function matrixText(code: MatrixErrorCode, lang: Lang, column = "", value = ""): string {
  const texts = TEXTS[code];
  const text = lang === "en" ? texts.en : lang === "pt" ? texts.pt : texts.es;
  return text.replace("{column}", column).replace("{value}", value);
}

/** The outcome of checking a matrix's rows. */
export interface MatrixCheck {
  errors: MatrixRowError[];
  changes: MatrixChange[];
}

/**
 * Checks every data row of a matrix against the provider's agreements (issue 8 §4 "validates each
 * row against the agreements it knows"): AGREEMENT_CODE required, known, and in one row only;
 * PAYER, when given, the agreement's payer; TAX_ID per `TAX_ID_PATTERN`; SPONSOR_TYPE one of
 * `SPONSOR_TYPES`; CONCURRENCY and REGULATION_2275 yes or no; START_DATE a date (YYYY-MM-DD or
 * DD/MM/YYYY); CUV_FORMAT JSON or TXT; and an agreement whose regulation 2275 ends up active needs a
 * start date and a CUV format (from the row or its current configuration), as the configuration form
 * does (001 §3). Every problem of every row is reported, in row then column order.
 * @param known the provider's agreements by code.
 * @returns the rows in error and, for the valid rows, their changes.
 */
export function checkMatrixRows(
  sheet: MatrixSheet,
  known: ReadonlyMap<string, KnownAgreement>,
  lang: Lang,
): MatrixCheck {
  const errors: MatrixRowError[] = [];
  const changes: MatrixChange[] = [];
  const seen = new Map<string, number>();
  for (const { row, cells } of sheet.rows) {
    const rowErrors: MatrixRowError[] = [];
    const cell = (column: MatrixColumn) => {
      const index = sheet.columns[column];
      return index === undefined ? "" : (cells[index] ?? "");
    };
    const fail = (column: MatrixColumn, code: MatrixErrorCode, value: string) => {
      const shown = value.slice(0, 100);
      rowErrors.push({ row, column, code, value: shown, message: matrixText(code, lang, column, shown) });
    };
    const code = cell("AGREEMENT_CODE");
    const agreement = code ? known.get(code) : undefined;
    if (!code) fail("AGREEMENT_CODE", "MATRIX_ROW_REQUIRED", "");
    else if (!agreement) fail("AGREEMENT_CODE", "MATRIX_ROW_UNKNOWN_AGREEMENT", code);
    else if (seen.has(code)) fail("AGREEMENT_CODE", "MATRIX_ROW_DUPLICATE_AGREEMENT", code);
    if (code) seen.set(code, seen.get(code) ?? row);
    const change: MatrixChange = { row, agreementCode: code };

    const payer = cell("PAYER");
    if (payer && agreement && payer.toLowerCase() !== agreement.payerSlug.toLowerCase())
      fail("PAYER", "MATRIX_ROW_PAYER_MISMATCH", payer);
    const taxId = cell("TAX_ID").toUpperCase();
    if (taxId) {
      if (taxId.length > 25 || !TAX_ID.test(taxId))
        fail("TAX_ID", "MATRIX_ROW_INVALID_VALUE", cell("TAX_ID"));
      else change.taxIdentificationNumber = taxId;
    }
    const sponsor = cell("SPONSOR_TYPE")
      .toUpperCase()
      .replace(/[\s-]+/g, "_");
    if (sponsor) {
      if (!(SPONSOR_TYPES as readonly string[]).includes(sponsor))
        fail("SPONSOR_TYPE", "MATRIX_ROW_INVALID_VALUE", cell("SPONSOR_TYPE"));
      else change.sponsorType = sponsor;
    }
    const concurrency = cell("CONCURRENCY");
    if (concurrency) {
      const value = yesNo(concurrency);
      if (value === null) fail("CONCURRENCY", "MATRIX_ROW_INVALID_VALUE", concurrency);
      else change.concurrency = value;
    }
    const regulation = cell("REGULATION_2275");
    if (regulation) {
      const value = yesNo(regulation);
      if (value === null) fail("REGULATION_2275", "MATRIX_ROW_INVALID_VALUE", regulation);
      else change.regulation2275Active = value;
    }
    const start = cell("START_DATE");
    if (start) {
      const value = matrixDate(start);
      if (value === null) fail("START_DATE", "MATRIX_ROW_INVALID_VALUE", start);
      else change.regulation2275StartDate = value;
    }
    const cuv = cell("CUV_FORMAT").toUpperCase();
    if (cuv) {
      if (!(CUV_FORMATS as readonly string[]).includes(cuv))
        fail("CUV_FORMAT", "MATRIX_ROW_INVALID_VALUE", cell("CUV_FORMAT"));
      else change.regulation2275CuvFormat = cuv;
    }
    if (agreement && (change.regulation2275Active ?? agreement.regulation2275Active)) {
      if (!start && !agreement.regulation2275StartDate) fail("START_DATE", "MATRIX_ROW_REQUIRED", "");
      if (!cuv && !agreement.regulation2275CuvFormat) fail("CUV_FORMAT", "MATRIX_ROW_REQUIRED", "");
    }
    if (rowErrors.length > 0) errors.push(...rowErrors);
    else changes.push(change);
  }
  return { errors, changes };
}

/** Header of the column the processed file adds. */
export const RESULT_HEADER = "RESULT";

/**
 * The processed file (001 §7 `download-process-file`): the matrix as read (header and data rows,
 * cells as text) with a RESULT column, `OK` for a valid row or its errors' texts joined by "; ".
 * @returns the XLSX bytes.
 */
export async function processedWorkbook(
  sheet: MatrixSheet,
  errors: readonly MatrixRowError[],
): Promise<Buffer> {
  const byRow = new Map<number, string[]>();
  for (const error of errors) byRow.set(error.row, [...(byRow.get(error.row) ?? []), error.message]);
  const workbook = new ExcelJS.Workbook();
  const out = workbook.addWorksheet("matrix");
  out.addRow([...sheet.header, RESULT_HEADER]).font = { bold: true };
  for (const { row, cells } of sheet.rows) out.addRow([...cells, byRow.get(row)?.join("; ") ?? "OK"]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The matrix state of an upload from its job (sandbox/lib/jobs.ts) and outcome (001 §4): a job
 * STARTED is `UPLOAD_PENDING`, IN_PROGRESS `VALIDATION_PENDING`; a finished job carries the state
 * its work decided (`UPLOAD_ERRORS`, `VALIDATION_ERROR` or `UPLOAD_COMPLETE`), and a job in ERROR
 * without one is `UPLOAD_ERRORS`.
 */
export function matrixStatusOf(jobStatus: JobStatus | string, decided?: MatrixStatus | null): MatrixStatus {
  if (jobStatus === "STARTED") return "UPLOAD_PENDING";
  if (jobStatus === "IN_PROGRESS") return "VALIDATION_PENDING";
  if (decided) return decided;
  return jobStatus === "COMPLETED" ? "UPLOAD_COMPLETE" : "UPLOAD_ERRORS";
}
