/**
 * What a glosa upload accepts before anything is sent (001 §5 "glosa upload 5 MB (PDF, XLSX or
 * TXT) with at most 5 PDFs uploaded or processing at once. Only one file at a time."; 001 §9).
 * The reference API decides again by the bytes (sandbox/lib/glosa-files.ts); this check spares the
 * network and says why at once. Plain data and functions: no React, no antd.
 */
import { extensionOf, type CandidateFile } from "../account/support-upload-rules";

/** Largest glosa file, in bytes: 5 MiB (001 §5, §9), the reference API's `GLOSA_MAX_BYTES`. */
export const MAX_GLOSA_FILE_BYTES = 5 * 1024 * 1024;

/** At most this many PDFs uploading or processing at once (001 §5, §9). */
export const MAX_PDFS_IN_FLIGHT = 5;

/** Extensions accepted and the MIME types a browser may report for each (001 §5). */
export const GLOSA_FILE_TYPES: Readonly<Record<string, readonly string[]>> = {
  pdf: ["application/pdf"],
  xlsx: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
  txt: ["text/plain", "text/csv"],
};

/** The `accept` attribute of the glosa file input. */
export const GLOSA_FILE_ACCEPT = [
  ...Object.keys(GLOSA_FILE_TYPES).map((ext) => `.${ext}`),
  ...new Set(Object.values(GLOSA_FILE_TYPES).flat()),
].join(",");

/** Why a choice is refused; each has its text `glosas.upload.refused.<reason>`. */
export type GlosaUploadRefusal = "none" | "count" | "type" | "empty" | "size" | "pdfLimit";

/** A file already on its way: uploading (in the browser) or processing on the server. */
export interface FileInFlight {
  /** File name (its extension tells a PDF). */
  name: string;
  /** `uploading` (being sent) or the server's file status (PROCESSING, DECLINED, LOADED, DISABLED). */
  state: "uploading" | "PROCESSING" | "DECLINED" | "LOADED" | "DISABLED";
}

/** The outcome of {@link checkGlosaFiles}. */
export type GlosaUploadCheck<F extends CandidateFile> =
  { ok: true; file: F } | { ok: false; reason: GlosaUploadRefusal; file?: F };

/** Whether a file's name and reported MIME type are one of {@link GLOSA_FILE_TYPES} (an unreported type goes by the name). */
export function isGlosaFileType(file: Pick<CandidateFile, "name" | "type">): boolean {
  const allowed = GLOSA_FILE_TYPES[extensionOf(file.name)];
  if (!allowed) return false;
  const mime = file.type.split(";")[0].trim().toLowerCase();
  return mime === "" || allowed.includes(mime);
}

/** How many PDFs are uploading or processing now. */
export function pdfsInFlight(files: readonly FileInFlight[]): number {
  return files.filter(
    (f) => extensionOf(f.name) === "pdf" && (f.state === "uploading" || f.state === "PROCESSING"),
  ).length;
}

/**
 * Checks a choice of files for one glosa upload (001 §5): exactly one file, PDF/XLSX/TXT by name
 * and reported type, not empty, at most {@link MAX_GLOSA_FILE_BYTES} (5 MiB exactly is accepted),
 * and, for a PDF, fewer than {@link MAX_PDFS_IN_FLIGHT} PDFs uploading or processing already.
 * Checked in the order none/count, type, empty, size, pdfLimit.
 * @param files what the user picked or dropped.
 * @param inFlight the files already sent or being sent.
 * @returns `{ ok: true, file }` or `{ ok: false, reason }`; never throws.
 */
export function checkGlosaFiles<F extends CandidateFile>(
  files: ArrayLike<F>,
  inFlight: readonly FileInFlight[],
): GlosaUploadCheck<F> {
  if (files.length === 0) return { ok: false, reason: "none" };
  if (files.length > 1) return { ok: false, reason: "count" };
  const file = files[0];
  if (!isGlosaFileType(file)) return { ok: false, reason: "type", file };
  if (file.size === 0) return { ok: false, reason: "empty", file };
  if (file.size > MAX_GLOSA_FILE_BYTES) return { ok: false, reason: "size", file };
  if (extensionOf(file.name) === "pdf" && pdfsInFlight(inFlight) >= MAX_PDFS_IN_FLIGHT) {
    return { ok: false, reason: "pdfLimit", file };
  }
  return { ok: true, file };
}
