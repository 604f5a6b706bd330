import type { ColumnsType } from "antd/es/table";
import type { TFunction } from "i18next";
import { formatDate } from "../../lib/format";
import { valueLabel } from "../../lib/value-label";

/**
 * A claim as the settlement tables show it: the wizard's pending authorizations (000 §3 "Pending
 * settlement authorization") and the detail's transactions (`GET …/{id}/transactions`) share these
 * fields, and so their columns ({@link settlementClaimColumns}).
 */
export interface SettlementClaimRow {
  /** The table's row key (the claim id as text). */
  id: string;
  claimId: number;
  authorizationCode: string;
  sponsorTransactionId: string;
  /** ISO date or timestamp; shown as a date. */
  createdAt: string;
  /** A coverage type code, shown by its label (`statuses.coverage-type`). */
  coverageType: string;
  /** The claim's amount in the settlement's currency; shown by `money`. */
  amount: number;
}

/** A column of a settlement claim table, by name. */
export type SettlementClaimColumn =
  "claimId" | "authorizationCode" | "sponsorTransactionId" | "createdAt" | "coverage" | "amount";

/**
 * The columns of a settlement claim table, in the order `names` gives them (the one definition of
 * each: title from `settlements.columns.*`, the date as a date, the coverage by its label, the amount
 * right-aligned as `money` formats it, 2 decimals in the row's currency; 000 §9). A table adds its
 * own columns (the wizard's checkbox and document policy) around them.
 * @param t the translation function of the UI language.
 * @param money formats an amount (the house's formatMoney in the settlement's currency).
 * @param names the columns wanted, in order.
 */
export function settlementClaimColumns<Row extends SettlementClaimRow>(
  t: TFunction,
  money: (value: number) => string,
  names: readonly SettlementClaimColumn[],
): ColumnsType<Row> {
  const all: Record<SettlementClaimColumn, ColumnsType<Row>[number]> = {
    claimId: { key: "claimId", dataIndex: "claimId", title: t("settlements.columns.claimId") },
    authorizationCode: {
      key: "code",
      dataIndex: "authorizationCode",
      title: t("settlements.columns.authorizationCode"),
    },
    sponsorTransactionId: {
      key: "tx",
      dataIndex: "sponsorTransactionId",
      title: t("settlements.columns.sponsorTransactionId"),
    },
    createdAt: {
      key: "date",
      dataIndex: "createdAt",
      title: t("settlements.columns.createdAt"),
      render: (value: string) => formatDate(value),
    },
    coverage: {
      key: "coverage",
      dataIndex: "coverageType",
      title: t("settlements.columns.coverage"),
      render: (value: string) => valueLabel(t, "statuses.coverage-type", value),
    },
    amount: {
      key: "amount",
      dataIndex: "amount",
      title: t("settlements.columns.amount"),
      align: "right",
      render: (value: number) => money(value),
    },
  };
  return names.map((name) => all[name]);
}
