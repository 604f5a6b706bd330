/**
 * The one XLSX reader of the reference API (sandbox/lib/xlsx.ts; issue 18 §9), which the agreement
 * matrix and the glosa files read through: the first worksheet's rows with a value, their numbers,
 * every kind of cell as trimmed text, and the two refusals.
 */
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { cellText, readFirstSheet, SheetReadError } from "../../../sandbox/lib/xlsx";

async function workbookBytes(fill: (workbook: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe("cellText", () => {
  it("reads every kind of cell value as trimmed text", () => {
    expect(cellText(null)).toBe("");
    expect(cellText(undefined as unknown as ExcelJS.CellValue)).toBe("");
    expect(cellText("  AC-01 ")).toBe("AC-01");
    expect(cellText(42.5)).toBe("42.5");
    expect(cellText(true)).toBe("true");
    expect(cellText(new Date(Date.UTC(2026, 10, 1, 15)))).toBe("2026-11-01");
    expect(cellText({ richText: [{ text: " Con" }, { text: "venio " }] })).toBe("Convenio");
    expect(cellText({ formula: "1+1", result: 2 } as ExcelJS.CellValue)).toBe("2");
    expect(cellText({ formula: "A1" } as ExcelJS.CellValue)).toBe("");
    expect(cellText({ text: " link ", hyperlink: "https://example.org" })).toBe("link");
    expect(cellText({ error: "#N/A" } as ExcelJS.CellValue)).toBe("");
  });
});

describe("readFirstSheet", () => {
  it("answers the first worksheet's rows with a value, numbered as in the sheet, cells from column A", async () => {
    const bytes = await workbookBytes((workbook) => {
      const sheet = workbook.addWorksheet("first");
      sheet.getCell("A1").value = "CODE";
      sheet.getCell("C1").value = " NAME ";
      sheet.getCell("B4").value = 7;
      workbook.addWorksheet("second").getCell("A1").value = "ignored";
    });
    expect(await readFirstSheet(bytes)).toEqual([
      { number: 1, cells: ["CODE", "", "NAME"] },
      { number: 4, cells: ["", "7"] },
    ]);
  });

  it("refuses bytes that are no workbook, and a workbook without a worksheet", async () => {
    const unreadable = readFirstSheet(new TextEncoder().encode("not a workbook"));
    await expect(unreadable).rejects.toBeInstanceOf(SheetReadError);
    await expect(unreadable).rejects.toMatchObject({ reason: "unreadable" });
    const empty = await workbookBytes(() => undefined);
    await expect(readFirstSheet(empty)).rejects.toMatchObject({ reason: "no-worksheet" });
  });
});
