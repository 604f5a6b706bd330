import type { ColumnType } from "antd/es/table";
import type { Money } from "./authorization-detail-view";

/**
 * A right-aligned amount column of the detail's product tables: `value` of each row, formatted by
 * `money` (2 decimals in the authorization's currency, 000 §9).
 */
export function moneyColumn<T>(
  key: string,
  title: string,
  money: Money,
  value: (row: T) => number,
): ColumnType<T> {
  return { key, title, align: "right", render: (_: unknown, row: T) => money(value(row)) };
}
