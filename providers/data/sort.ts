/**
 * Sort mapping per dialect (DESIGN.md §3 "sort on the wire").
 */
import type { CrudSort } from "@refinedev/core";
import { toSnakeKey } from "../http";
import type { KeyCase, QueryParams, SortStyle } from "./types";

/**
 * Query parameters of Refine sorters:
 * - `order-by` (rcm, denials): `[{ field: "invoiceAmount", order: "desc" }]` →
 *   `{ sort: "desc", order_by: "invoice_amount" }` (field case per dialect);
 * - `spring` (arc): `[{ field: "createdAt", order: "desc" }]` → `{ sort: "createdAt,desc" }`;
 * - `none`: `{}` for no sorter.
 * @param sorters - Refine `CrudSort[]`; `field` is the camelCase field name.
 * @param style - the dialect's {@link SortStyle}.
 * @throws Error for more than one sorter (these servers sort by one field), any sorter on a `none`
 *   dialect, an empty field or an order other than asc/desc.
 */
export function toSortParams(sorters: readonly CrudSort[] | undefined, style: SortStyle): QueryParams {
  const list = sorters ?? [];
  if (list.length === 0) return {};
  if (style.kind === "none") {
    throw new Error(`Sorting by ${list.map((s) => s.field).join(", ")} is not supported: ${style.reason}`);
  }
  if (list.length > 1) {
    throw new Error(`Only one sorter is supported, got ${list.map((s) => s.field).join(", ")}`);
  }
  const { field, order } = list[0];
  if (typeof field !== "string" || field === "") throw new Error("A sorter has no field");
  if (order !== "asc" && order !== "desc")
    throw new Error(`Sort order "${String(order)}" is not asc or desc`);
  if (style.kind === "spring") return { [style.param]: `${field},${order}` };
  return { [style.directionParam]: order, [style.fieldParam]: caseKey(field, style.fieldCase) };
}

/**
 * A camelCase name in the given case (`snake`: `createdAt` → `created_at`; `camel`: unchanged).
 * @param key - camelCase name.
 * @param keyCase - target case.
 */
export function caseKey(key: string, keyCase: KeyCase): string {
  return keyCase === "snake" ? toSnakeKey(key) : key;
}
