/**
 * What the agreement matrix screen decides without React (001 §4 "Matrix upload", §8 "Matrix
 * upload failure: the server's errors list is kept in the result. An alert shows only when no list
 * exists. Success shows a matrix success alert."; issue 8 §4): the tone of each state, and which
 * alert (if any) a finished upload raises. The chosen file is checked by the one file check
 * (`src/lib/file-check.ts` against `AGREEMENT_MATRIX_POLICY`). Plain data and functions.
 */
import type { StatusTone } from "../../../../schemas/entities/status-catalogues";
import {
  isMatrixPending,
  MATRIX_ERROR_CODES,
  type MatrixErrorCode,
  type MatrixStatus,
} from "../../../../schemas/requests/agreement-matrix";

export { isMatrixPending };

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
