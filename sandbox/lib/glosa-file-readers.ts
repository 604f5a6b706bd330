/**
 * Reading an uploaded glosa file into a table (001 §5, §8; docs/decisions.md "Glosa files"): the
 * kind decided by the bytes (`file-type` for PDF and XLSX, strict UTF-8 for text), XLSX read by the
 * one XLSX reader (lib/xlsx.ts, first worksheet), text (CSV / TXT, delimiter detected) with
 * papaparse, PDFs by the text of their content streams (uncompressed or FlateDecode, inflated with
 * fflate), whose lines are then read like a text file. Part of lib/glosa-files.ts, which re-exports it.
 */
import { fileTypeFromBuffer } from "file-type";
import { unzlibSync } from "fflate";
import Papa from "papaparse";
import type { GlosaErrorCode } from "./glosa-messages";
import { readFirstSheet, SheetReadError } from "./xlsx";

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
    /** The required glosa columns (GlosaColumn keys) a file lacks, for GLOSA_INVALID_FORMAT. */
    readonly missingColumns?: readonly string[],
  ) {
    super(detail ?? code);
  }
}

/** A table read from a file: header cells and data rows, every cell as text. */
export interface Table {
  header: string[];
  rows: string[][];
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

/** A table from lines of cells: empty lines dropped, the first line the header. */
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
