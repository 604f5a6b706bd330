import type { TFunction } from "i18next";
import type { EntitySchema } from "../../../schemas/entities/field-kinds";
import { kindOf } from "../../../schemas/entities/field-kinds";
import { displayedStatus } from "./status-tag";
import {
  formatCount,
  formatDate,
  formatMoney,
  formatTimestamp,
  rowCurrency,
  type MoneyCurrency,
} from "../../lib/format";
import { valueLabel } from "../../lib/value-label";

/** What turning a cell into text needs. */
export interface CellTextContext {
  schema: EntitySchema;
  /** The area's currency (`useCurrency(area)`), for rows that name none. */
  currency: MoneyCurrency;
  /** The currency of a row's own `currencyCode` (`useCurrencyOfCode()`). */
  currencyOfCode?: (code: string) => MoneyCurrency;
  t: TFunction;
}

/**
 * The text of a cell, by the property's display kind (schemas/entities/field-kinds.ts): what the
 * list shows and what the CSV export writes (DESIGN.md §9 formats; 001 §9).
 * - money "$ 1,234.50" ("$ 0.00" when empty) in the row's own currency when it names one, else the
 *   area's (000 §9, 001 §9); date DD/MM/YYYY; timestamp DD/MM/YYYY HH:mm;
 * - status: its translated label (empty → the catalogue's `emptyAs`, e.g. pending);
 * - count: "uploaded / required"; boolean: `list.yes` / `list.no` ("" when null); list: "a, b";
 * - a text or list of codes with `x-labels`: each code's label ({@link codeLabel}).
 */
export function cellText(row: Record<string, unknown>, field: string, context: CellTextContext): string {
  const hints = context.schema.properties[field];
  const value = row[field];
  switch (kindOf(hints)) {
    case "money":
      return formatMoney(value, rowCurrency(row, context.currency, context.currencyOfCode));
    case "date":
      return formatDate(value);
    case "timestamp":
      return formatTimestamp(value);
    case "status": {
      const category = hints?.["x-category"] ?? "";
      const shown = displayedStatus(category, value);
      return valueLabel(context.t, `statuses.${category}`, shown);
    }
    case "count":
      return formatCount(value, hints?.["x-of"] ? row[hints["x-of"]] : undefined);
    case "boolean":
      return value === true ? context.t("list.yes") : value === false ? context.t("list.no") : "";
    case "list": {
      const items = Array.isArray(value) ? value : value == null ? [] : [value];
      return items.map((item) => codeLabel(context.t, hints?.["x-labels"], String(item))).join(", ");
    }
    case "text":
    default:
      return value == null ? "" : codeLabel(context.t, hints?.["x-labels"], String(value));
  }
}

/**
 * The label of a code under an i18n prefix (`x-labels`, e.g. `serviceTypes`): `<prefix>.<code>` in
 * the UI language through the one catalogue helper (`valueLabel`, issue 19 §3): a code the
 * catalogue does not know reads as words, never raw. Without a prefix the text is no code: as sent.
 */
export function codeLabel(t: TFunction, prefix: string | undefined, code: string): string {
  if (!prefix || code === "") return code;
  return valueLabel(t, prefix, code);
}
