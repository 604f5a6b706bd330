/**
 * The one column builder of the settlement claim tables (src/areas/settlements/settlement-columns.tsx;
 * issue 22 review finding 6): the wizard's pending authorizations and the detail's transactions take
 * their columns from it, in the order asked, with the date as a date, the coverage by its label and
 * the amount as the money formatter writes it (000 §9).
 */
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import {
  settlementClaimColumns,
  type SettlementClaimRow,
} from "../../../src/areas/settlements/settlement-columns";

const t = ((key: string) =>
  key === "statuses.coverage-type.OUTPATIENT_CARE" ? "Ambulatorio" : `«${key}»`) as TFunction;
const row: SettlementClaimRow = {
  id: "500001",
  claimId: 500_001,
  authorizationCode: "AUT-1",
  sponsorTransactionId: "TX-9",
  createdAt: "2026-10-05T14:00:00Z",
  coverageType: "OUTPATIENT_CARE",
  amount: 1234.5,
};

type Column = {
  key?: unknown;
  title?: unknown;
  align?: unknown;
  dataIndex?: unknown;
  render?: (v: unknown, r: SettlementClaimRow, i: number) => ReactNode;
};
const cell = (column: Column) => {
  const value = row[column.dataIndex as keyof SettlementClaimRow];
  return column.render ? column.render(value, row, 0) : value;
};

describe("settlement claim columns", () => {
  it("gives the columns asked, in that order, titled from settlements.columns", () => {
    const columns = settlementClaimColumns(t, String, [
      "amount",
      "claimId",
      "sponsorTransactionId",
    ]) as Column[];
    expect(columns.map((c) => c.title)).toEqual([
      "«settlements.columns.amount»",
      "«settlements.columns.claimId»",
      "«settlements.columns.sponsorTransactionId»",
    ]);
  });

  it("renders the date as a date, the coverage by its label, the amount by the formatter, right-aligned", () => {
    const money = (v: number) => `RD$ ${v.toFixed(2)}`;
    const columns = settlementClaimColumns(t, money, [
      "claimId",
      "authorizationCode",
      "sponsorTransactionId",
      "createdAt",
      "coverage",
      "amount",
    ]) as Column[];
    const cells = columns.map(cell);
    expect(cells[0]).toBe(500_001);
    expect(cells[1]).toBe("AUT-1");
    expect(cells[2]).toBe("TX-9");
    expect(String(cells[3])).toMatch(/2026/);
    expect(String(cells[3])).not.toMatch(/14:00/);
    expect(cells[4]).toBe("Ambulatorio");
    expect(cells[5]).toBe("RD$ 1234.50");
    expect(columns[5].align).toBe("right");
    expect(new Set(columns.map((c) => c.key)).size).toBe(6);
  });
});
