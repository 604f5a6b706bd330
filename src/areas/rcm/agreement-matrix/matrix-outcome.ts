/**
 * What the agreement matrix screen decides without React (001 §4 "Matrix upload", §5 "Matrix
 * upload: invalid file type and format errors", §8 "Matrix upload failure: the server's errors list
 * is kept in the result. An alert shows only when no list exists. Success shows a matrix success
 * alert."; issue 8 §4): the check of a chosen file before anything is sent, the tone of each state,
 * and which alert (if any) a finished upload raises. Plain data and functions.
 */
import type { StatusTone } from "../../../../schemas/entities/status-catalogues";
import {
  isMatrixPending,
  MATRIX_ERROR_CODES,
  MATRIX_FILE_TYPES,
  MATRIX_MAX_BYTES,
  type MatrixErrorCode,
  type MatrixStatus,
} from "../../../../schemas/requests/agreement-matrix";
import { extensionOf, type CandidateFile } from "../account/support-upload-rules";

export { isMatrixPending };

/** The `accept` attribute of the matrix file input (.xlsx and its MIME type). */
export const MATRIX_FILE_ACCEPT = [
  ...Object.keys(MATRIX_FILE_TYPES).map((ext) => `.${ext}`),
  ...new Set(Object.values(MATRIX_FILE_TYPES).flat()),
].join(",");

/** Why a choice is refused; each has its text `agreementMatrix.upload.refused.<reason>`. */
export type MatrixRefusal = "none" | "count" | "type" | "empty" | "size";

/** The outcome of {@link checkMatrixFiles}. */
export type MatrixFileCheck<F extends CandidateFile> =
  { ok: true; file: F } | { ok: false; reason: MatrixRefusal; file?: F };

/**
 * Checks a choice of files for a matrix upload before the network (001 §5): exactly one file, an
 * Excel workbook by name (.xlsx) and reported type (an unreported type goes by the name), not empty,
 * at most `MATRIX_MAX_BYTES` (5 MiB exactly is accepted). Checked in the order none/count, type,
 * empty, size. The reference API decides again by the bytes.
 * @returns `{ ok: true, file }` or `{ ok: false, reason }`; never throws.
 */
export function checkMatrixFiles<F extends CandidateFile>(files: ArrayLike<F>): MatrixFileCheck<F> {
  if (files.length === 0) return { ok: false, reason: "none" };
  if (files.length > 1) return { ok: false, reason: "count" };
  const file = files[0];
  const allowed = MATRIX_FILE_TYPES[extensionOf(file.name)];
  const mime = file.type.split(";")[0].trim().toLowerCase();
  if (!allowed || (mime !== "" && !allowed.includes(mime))) return { ok: false, reason: "type", file };
  if (file.size === 0) return { ok: false, reason: "empty", file };
  if (file.size > MATRIX_MAX_BYTES) return { ok: false, reason: "size", file };
  return { ok: true, file };
}

/** The tone of each matrix state (colour always beside its text): moving blue, refused red, done green. */
export const MATRIX_STATUS_TONES: Readonly<Record<MatrixStatus, StatusTone>> = {
  UPLOAD_PENDING: "blue",
  VALIDATION_PENDING: "blue",
  UPLOAD_ERRORS: "red",
  VALIDATION_ERROR: "red",
  UPLOAD_COMPLETE: "green",
};

/** The tone of a state as the server sends it (an unknown state is grey). */
export function matrixStatusTone(status: string): StatusTone {
  return MATRIX_STATUS_TONES[status as MatrixStatus] ?? "grey";
}

/** Whether a text is one of the matrix error codes (001 §8). */
export function isMatrixErrorCode(code: unknown): code is MatrixErrorCode {
  return typeof code === "string" && (MATRIX_ERROR_CODES as readonly string[]).includes(code);
}

/** What a finished upload shows (001 §8): the success alert, the error alert (no list), the list, or nothing yet. */
export type MatrixOutcome = "pending" | "success" | "errorList" | "errorAlert";

/**
 * The outcome of an upload as last seen (001 §8 "the server's errors list is kept in the result. An
 * alert shows only when no list exists. Success shows a matrix success alert."): pending while it
 * moves; UPLOAD_COMPLETE succeeds; a refusal with rows in error shows the list (no alert); a refusal
 * without a list (an unreadable file) raises the alert.
 */
export function matrixOutcome(status: string, errorCount: number): MatrixOutcome {
  if (isMatrixPending(status)) return "pending";
  if (status === "UPLOAD_COMPLETE") return "success";
  return errorCount > 0 ? "errorList" : "errorAlert";
}
