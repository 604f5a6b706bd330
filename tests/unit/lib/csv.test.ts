/**
 * CSV of an export (issue 3: papaparse unparse, values as the list shows them).
 */
import { describe, expect, it } from "vitest";
import Papa from "papaparse";
import { exportFileName, toCsv } from "../../../src/lib/csv";

describe("toCsv", () => {
  const columns = [
    { header: "Invoice", value: (row: { invoice: string }) => row.invoice },
    { header: "Amount", value: () => "$ 1,234.50" },
  ];

  it("writes a header and one line per row, quoting where needed", () => {
    const csv = toCsv([{ invoice: "F-1" }, { invoice: 'A "quoted", value' }], columns);
    expect(csv.split("\r\n")).toEqual([
      "Invoice,Amount",
      'F-1,"$ 1,234.50"',
      '"A ""quoted"", value","$ 1,234.50"',
    ]);
    expect(Papa.parse(csv, { header: true }).data).toHaveLength(2);
  });

  it("neutralizes cells that spreadsheets would run as formulas", () => {
    const csv = toCsv([{ invoice: '=HYPERLINK("x")' }, { invoice: "-5" }], columns);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain("'-5");
  });

  it("writes only the header for no rows", () => {
    expect(toCsv([], columns)).toBe("Invoice,Amount");
  });
});

describe("exportFileName", () => {
  it("is <base>-YYYYMMDD-HHmm.csv with a safe base", () => {
    expect(exportFileName("Accounts list", new Date(2026, 2, 5, 9, 7))).toBe(
      "accounts-list-20260305-0907.csv",
    );
    expect(exportFileName("///", new Date(2026, 0, 1, 0, 0))).toBe("export-20260101-0000.csv");
  });
});
