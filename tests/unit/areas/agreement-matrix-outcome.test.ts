/**
 * The agreement matrix screen's decisions (001 §4 "Matrix upload" states; §5 "Matrix upload:
 * invalid file type and format errors"; §8 "Matrix upload failure: the server's errors list is kept
 * in the result. An alert shows only when no list exists. Success shows a matrix success alert.";
 * issue 8 §4): the file check before the network, the tone of each state, the outcome shown.
 */
import { describe, expect, it } from "vitest";
import {
  checkMatrixFiles,
  isMatrixErrorCode,
  isMatrixPending,
  MATRIX_FILE_ACCEPT,
  matrixOutcome,
  matrixStatusTone,
} from "../../../src/areas/rcm/agreement-matrix/matrix-rules";
import {
  MATRIX_ERROR_CODES,
  MATRIX_MAX_BYTES,
  MATRIX_STATUSES,
} from "../../../schemas/requests/agreement-matrix";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const file = (name: string, type: string, size = 10) => ({ name, type, size });

describe("matrix file check before the network (001 §5)", () => {
  it("accepts one .xlsx, reported as a workbook or unreported, up to 5 MiB exactly", () => {
    expect(checkMatrixFiles([file("Matrix.XLSX", XLSX)]).ok).toBe(true);
    expect(checkMatrixFiles([file("matrix.xlsx", "")]).ok).toBe(true);
    expect(checkMatrixFiles([file("matrix.xlsx", XLSX, MATRIX_MAX_BYTES)]).ok).toBe(true);
  });

  it("refuses none, several, other types, a renamed file, empty and too large, in that order", () => {
    expect(checkMatrixFiles([])).toEqual({ ok: false, reason: "none" });
    expect(checkMatrixFiles([file("a.xlsx", XLSX), file("b.xlsx", XLSX)])).toMatchObject({ reason: "count" });
    for (const wrong of [
      file("matrix.csv", "text/csv"),
      file("matrix.xls", "application/vnd.ms-excel"),
      file("matrix.pdf", "application/pdf"),
      file("matrix.xlsx", "application/pdf"),
      file("matrix", ""),
    ]) {
      expect(checkMatrixFiles([wrong]), wrong.name).toMatchObject({ ok: false, reason: "type", file: wrong });
    }
    expect(checkMatrixFiles([file("matrix.xlsx", XLSX, 0)])).toMatchObject({ reason: "empty" });
    expect(checkMatrixFiles([file("matrix.xlsx", XLSX, MATRIX_MAX_BYTES + 1)])).toMatchObject({
      reason: "size",
    });
  });

  it("offers .xlsx and its MIME type to the file picker", () => {
    expect(MATRIX_FILE_ACCEPT).toBe(`.xlsx,${XLSX}`);
  });
});

describe("matrix states and outcome (001 §4, §8)", () => {
  it("colours every one of the five states: pending blue, refused red, complete green", () => {
    expect(Object.fromEntries(MATRIX_STATUSES.map((s) => [s, matrixStatusTone(s)]))).toEqual({
      UPLOAD_PENDING: "blue",
      UPLOAD_ERRORS: "red",
      UPLOAD_COMPLETE: "green",
      VALIDATION_PENDING: "blue",
      VALIDATION_ERROR: "red",
    });
    expect(matrixStatusTone("SOMETHING_NEW")).toBe("grey");
    expect(MATRIX_STATUSES.filter(isMatrixPending)).toEqual(["UPLOAD_PENDING", "VALIDATION_PENDING"]);
  });

  it("shows the list when the server kept one, the alert only without a list, success on completion", () => {
    expect(matrixOutcome("UPLOAD_PENDING", 0)).toBe("pending");
    expect(matrixOutcome("VALIDATION_PENDING", 0)).toBe("pending");
    expect(matrixOutcome("VALIDATION_ERROR", 2)).toBe("errorList");
    expect(matrixOutcome("UPLOAD_ERRORS", 0)).toBe("errorAlert");
    expect(matrixOutcome("UPLOAD_COMPLETE", 0)).toBe("success");
  });

  it("knows the matrix error codes of 001 §8 and nothing else", () => {
    expect(MATRIX_ERROR_CODES.every(isMatrixErrorCode)).toBe(true);
    expect(isMatrixErrorCode("GLOSA_INVALID_FORMAT")).toBe(false);
    expect(isMatrixErrorCode(undefined)).toBe(false);
  });
});
