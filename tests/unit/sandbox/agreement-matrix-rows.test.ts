/**
 * Row checks and states of the agreement matrix, as pure functions (001 §4 "Matrix upload" five
 * states; §5 "Matrix upload: invalid file type and format errors"; §8 "Matrix: … format errors";
 * issue 8 §4): headers in three languages, every value rule, all problems of a row reported in
 * order, and the job → matrix state mapping.
 */
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import {
  checkMatrixRows,
  matrixDate,
  MatrixFormatError,
  matrixStatusOf,
  readMatrix,
  yesNo,
  type KnownAgreement,
  type MatrixSheet,
} from "../../../sandbox/lib/agreement-matrix";
import { isMatrixPending, MATRIX_STATUSES } from "../../../schemas/requests/agreement-matrix";
import { matrixXlsx } from "../../agreement-matrix-files";

const KNOWN = new Map<string, KnownAgreement>([
  [
    "A1",
    {
      payerSlug: "sura",
      regulation2275Active: false,
      regulation2275StartDate: null,
      regulation2275CuvFormat: null,
    },
  ],
  [
    "A2",
    {
      payerSlug: "nueva-eps",
      regulation2275Active: true,
      regulation2275StartDate: "2025-01-01",
      regulation2275CuvFormat: "JSON",
    },
  ],
]);

/** A sheet with every column, in MATRIX_COLUMNS order. */
function sheetOf(...rows: string[][]): MatrixSheet {
  const header = [
    "AGREEMENT_CODE",
    "PAYER",
    "TAX_ID",
    "SPONSOR_TYPE",
    "CONCURRENCY",
    "REGULATION_2275",
    "START_DATE",
    "CUV_FORMAT",
  ];
  return {
    header,
    columns: Object.fromEntries(header.map((h, i) => [h, i])),
    rows: rows.map((cells, i) => ({ row: i + 2, cells })),
  };
}

describe("matrix row checks (issue 8 §4)", () => {
  it("accepts valid rows and turns them into changes (blank cells unchanged)", () => {
    const { errors, changes } = checkMatrixRows(
      sheetOf(
        ["A1", "SURA", "900123456-7", "prepaid medicine", "sí", "", "", ""],
        ["A2", "", "", "", "", "", "", ""],
      ),
      KNOWN,
      "en",
    );
    expect(errors).toEqual([]);
    expect(changes).toEqual([
      {
        row: 2,
        agreementCode: "A1",
        taxIdentificationNumber: "900123456-7",
        sponsorType: "PREPAID_MEDICINE",
        concurrency: true,
      },
      { row: 3, agreementCode: "A2" },
    ]);
  });

  it("reports every problem of a row in column order, with row number, column, value and message", () => {
    const { errors, changes } = checkMatrixRows(
      sheetOf(["A1", "other-payer", "bad id!", "MARTIAN", "maybe", "yes", "2026-13-01", "XML"]),
      KNOWN,
      "en",
    );
    expect(changes).toEqual([]);
    expect(errors.map((e) => [e.row, e.column, e.code, e.value])).toEqual([
      [2, "PAYER", "MATRIX_ROW_PAYER_MISMATCH", "other-payer"],
      [2, "TAX_ID", "MATRIX_ROW_INVALID_VALUE", "bad id!"],
      [2, "SPONSOR_TYPE", "MATRIX_ROW_INVALID_VALUE", "MARTIAN"],
      [2, "CONCURRENCY", "MATRIX_ROW_INVALID_VALUE", "maybe"],
      [2, "START_DATE", "MATRIX_ROW_INVALID_VALUE", "2026-13-01"],
      [2, "CUV_FORMAT", "MATRIX_ROW_INVALID_VALUE", "XML"],
    ]);
    expect(errors[2].message).toBe("SPONSOR_TYPE: the value “MARTIAN” is not valid");
  });

  it("missing, unknown and repeated agreement codes; messages in the uploader's language", () => {
    const { errors } = checkMatrixRows(sheetOf(["", ""], ["ZZ"], ["A1"], ["A1"]), KNOWN, "es");
    expect(errors.map((e) => [e.row, e.code])).toEqual([
      [2, "MATRIX_ROW_REQUIRED"],
      [3, "MATRIX_ROW_UNKNOWN_AGREEMENT"],
      [5, "MATRIX_ROW_DUPLICATE_AGREEMENT"],
    ]);
    expect(errors[1].message).toBe("AGREEMENT_CODE: el convenio «ZZ» no existe para el prestador");
  });

  it("regulation 2275 turned on needs a start date and CUV format, from the row or the agreement (001 §3)", () => {
    const off = checkMatrixRows(sheetOf(["A1", "", "", "", "", "yes", "", ""]), KNOWN, "en");
    expect(off.errors.map((e) => [e.column, e.code])).toEqual([
      ["START_DATE", "MATRIX_ROW_REQUIRED"],
      ["CUV_FORMAT", "MATRIX_ROW_REQUIRED"],
    ]);
    const given = checkMatrixRows(sheetOf(["A1", "", "", "", "", "yes", "15/03/2026", "txt"]), KNOWN, "en");
    expect(given.errors).toEqual([]);
    expect(given.changes[0]).toMatchObject({
      regulation2275Active: true,
      regulation2275StartDate: "2026-03-15",
      regulation2275CuvFormat: "TXT",
    });
    // A2 already has both.
    expect(checkMatrixRows(sheetOf(["A2", "", "", "", "", "yes"]), KNOWN, "en").errors).toEqual([]);
  });

  it("reads yes/no and dates strictly", () => {
    expect([yesNo("Sí"), yesNo("SIM"), yesNo("no"), yesNo("não"), yesNo("perhaps")]).toEqual([
      true,
      true,
      false,
      false,
      null,
    ]);
    expect([
      matrixDate("2026-02-28"),
      matrixDate("29/02/2024"),
      matrixDate("29/02/2026"),
      matrixDate("2026/01/01"),
    ]).toEqual(["2026-02-28", "2024-02-29", null, null]);
  });
});

describe("reading a workbook (001 §5 format errors)", () => {
  it("maps Spanish and Portuguese headers, keeps row numbers, skips blank rows", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("matriz");
    sheet.addRow(["Código convenio", "Tipo de pagador", "Formato CUV", "Notas"]);
    sheet.addRow(["A1", "PUBLIC", "json", "x"]);
    sheet.addRow([]);
    sheet.addRow(["A2", "", "TXT", ""]);
    const read = await readMatrix(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(read.columns).toEqual({ AGREEMENT_CODE: 0, SPONSOR_TYPE: 1, CUV_FORMAT: 2 });
    expect(read.rows).toEqual([
      { row: 2, cells: ["A1", "PUBLIC", "json", "x"] },
      { row: 4, cells: ["A2", "", "TXT", ""] },
    ]);
  });

  it("refuses a sheet without AGREEMENT_CODE, without data rows, or bytes that are no workbook", async () => {
    await expect(readMatrix(await matrixXlsx([{ PAYER: "x" }], ["PAYER"]))).rejects.toBeInstanceOf(
      MatrixFormatError,
    );
    await expect(readMatrix(await matrixXlsx([], ["AGREEMENT_CODE"]))).rejects.toThrow("no data rows");
    await expect(readMatrix(new TextEncoder().encode("not a workbook"))).rejects.toBeInstanceOf(
      MatrixFormatError,
    );
  });

  it("a date cell reads as YYYY-MM-DD", async () => {
    const sheet = await readMatrix(
      await matrixXlsx(
        [{ AGREEMENT_CODE: "A1", START_DATE: new Date(Date.UTC(2026, 2, 15)) }],
        ["AGREEMENT_CODE", "START_DATE"],
      ),
    );
    expect(sheet.rows).toEqual([{ row: 2, cells: ["A1", "2026-03-15"] }]);
  });
});

describe("matrix states (001 §4)", () => {
  it("maps the job's states onto the five matrix states", () => {
    expect(matrixStatusOf("STARTED")).toBe("UPLOAD_PENDING");
    expect(matrixStatusOf("IN_PROGRESS")).toBe("VALIDATION_PENDING");
    expect(matrixStatusOf("COMPLETED", "VALIDATION_ERROR")).toBe("VALIDATION_ERROR");
    expect(matrixStatusOf("COMPLETED")).toBe("UPLOAD_COMPLETE");
    expect(matrixStatusOf("ERROR")).toBe("UPLOAD_ERRORS");
    expect(MATRIX_STATUSES.filter(isMatrixPending)).toEqual(["UPLOAD_PENDING", "VALIDATION_PENDING"]);
  });
});
