/**
 * The agreement matrix screen's decisions (001 §4 "Matrix upload" states; §5 "Matrix upload:
 * invalid file type and format errors"; §8 "Matrix upload failure: the server's errors list is kept
 * in the result. An alert shows only when no list exists. Success shows a matrix success alert.";
 * issue 8 §4): the tone of each state, the outcome shown. The file check before the network is the
 * one check's (tests/unit/lib/file-check.test.ts, AGREEMENT_MATRIX_POLICY).
 */
import { describe, expect, it } from "vitest";
import {
  isMatrixErrorCode,
  isMatrixPending,
  matrixOutcome,
  matrixStatusTone,
} from "../../../src/areas/rcm/agreement-matrix/matrix-outcome";
import { MATRIX_ERROR_CODES, MATRIX_STATUSES } from "../../../schemas/requests/agreement-matrix";

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
