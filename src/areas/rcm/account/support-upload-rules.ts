/**
 * What a support-document upload accepts before anything is sent (001 §5 "Allowed support-file MIME
 * types", "Only one file at a time"; 001 §9 "20 MB prescriptions, invoices and audit files").
 * The reference API decides again by the bytes (sandbox/lib/uploads.ts); this check spares the
 * network and tells the user why at once. Plain data and functions: no React, no antd.
 */

/** Largest file accepted, in bytes: 20 MiB, the reference API's `MAX_FILE_BYTES` (001 §9). */
export const MAX_SUPPORT_FILE_BYTES = 20 * 1024 * 1024;

/**
 * Extensions accepted and the MIME types a browser may report for each (001 §5: png, jpeg, xml
 * "application and text", pdf, json, zip "both forms", plain text).
 */
export const SUPPORT_FILE_TYPES: Readonly<Record<string, readonly string[]>> = {
  png: ["image/png"],
  jpg: ["image/jpeg"],
  jpeg: ["image/jpeg"],
  xml: ["application/xml", "text/xml"],
  pdf: ["application/pdf"],
  json: ["application/json"],
  zip: ["application/zip", "application/x-zip-compressed"],
  txt: ["text/plain"],
};

/** The `accept` attribute of the file inputs: every extension and MIME type of {@link SUPPORT_FILE_TYPES}. */
export const SUPPORT_FILE_ACCEPT = [
  ...Object.keys(SUPPORT_FILE_TYPES).map((ext) => `.${ext}`),
  ...new Set(Object.values(SUPPORT_FILE_TYPES).flat()),
].join(",");

/** Why a choice of files is refused; each has its text `documents.upload.refused.<reason>`. */
export type UploadRefusal = "none" | "count" | "type" | "size" | "empty";

/** The part of a `File` the check reads (a `File` fits). */
export interface CandidateFile {
  name: string;
  /** The MIME type the browser reports; `""` when it does not know. */
  type: string;
  /** Size in bytes. */
  size: number;
}

/** The outcome of {@link checkSupportFiles}. */
export type UploadCheck<F extends CandidateFile> =
  | { ok: true; file: F }
  | { ok: false; reason: UploadRefusal; /** The file refused, when one is to blame. */ file?: F };

/** The lower-cased extension of a file name (`"Scan.PDF"` → `"pdf"`), `""` when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot <= 0 || dot === name.length - 1 ? "" : name.slice(dot + 1).toLowerCase();
}

/**
 * Whether a file is of an accepted type, by its name AND its reported MIME type: the extension
 * must be one of {@link SUPPORT_FILE_TYPES}, and a reported MIME type must be one of that
 * extension's (a `.pdf` reported as `image/png` is refused). An unreported type (`""`, some
 * browsers for `.xml` or `.json`) is judged by the extension alone; the server then checks the bytes.
 * MIME parameters (`text/plain;charset=utf-8`) are ignored.
 */
export function isAcceptedType(file: Pick<CandidateFile, "name" | "type">): boolean {
  const allowed = SUPPORT_FILE_TYPES[extensionOf(file.name)];
  if (!allowed) return false;
  const mime = file.type.split(";")[0].trim().toLowerCase();
  return mime === "" || allowed.includes(mime);
}

/**
 * Checks a choice of files for one support-document upload (001 §5): exactly one file, of an
 * accepted type ({@link isAcceptedType}), not empty, at most {@link MAX_SUPPORT_FILE_BYTES}
 * (20 MiB exactly is accepted; one byte more is refused). Reasons are checked in the order
 * none/count, then type, then empty, then size.
 * @param files what the user picked or dropped (a `FileList` or an array).
 * @returns `{ ok: true, file }` or `{ ok: false, reason }`; never throws.
 */
export function checkSupportFiles<F extends CandidateFile>(files: ArrayLike<F>): UploadCheck<F> {
  if (files.length === 0) return { ok: false, reason: "none" };
  if (files.length > 1) return { ok: false, reason: "count" };
  const file = files[0];
  if (!isAcceptedType(file)) return { ok: false, reason: "type", file };
  if (file.size === 0) return { ok: false, reason: "empty", file };
  if (file.size > MAX_SUPPORT_FILE_BYTES) return { ok: false, reason: "size", file };
  return { ok: true, file };
}
