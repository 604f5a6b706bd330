/**
 * Filter mapping (DESIGN.md §3: "Unknown filter operators throw").
 */
import type { CrudFilter } from "@refinedev/core";
import { caseKey } from "./sort";
import type { FilterStyle, QueryParams, QueryValue } from "./types";

/** Operators the services understand: equality, and "one of" sent comma-joined. */
export const SUPPORTED_OPERATORS = ["eq", "in"] as const;

/**
 * Query parameters of Refine filters. Filters are already in wire terms: `field` is the camelCase
 * name of the query parameter and `value` its wire value.
 * - `eq`: `{ field: "searchValue", operator: "eq", value: "ana" }` → `{ search_value: "ana" }`;
 * - `in`: `{ field: "statuses", operator: "in", value: ["A", "B"] }` → `{ statuses: "A,B" }`;
 * - `undefined`, `null`, `""` and `[]` values are dropped; `false` and `0` are kept.
 * Names are snake_cased or kept per `style.keyCase`.
 * @param filters - Refine `CrudFilter[]`.
 * @param style - the dialect's {@link FilterStyle}.
 * @throws Error for a conditional filter (`or`/`and`), any operator but `eq`/`in`, a value that is
 *   not a string/number/boolean (or an array of them for `in`), an array for `eq`, or the same
 *   parameter twice.
 */
export function toFilterParams(filters: readonly CrudFilter[] | undefined, style: FilterStyle): QueryParams {
  const params: QueryParams = {};
  for (const filter of filters ?? []) {
    if (filter.operator === "or" || filter.operator === "and" || !("field" in filter)) {
      throw new Error(`Conditional filter "${filter.operator}" is not supported: send plain eq/in filters`);
    }
    const { field, operator, value } = filter;
    if (!(SUPPORTED_OPERATORS as readonly string[]).includes(operator)) {
      throw new Error(`Filter operator "${operator}" on "${field}" is not supported (only eq, in)`);
    }
    const wireValue = operator === "in" ? joinedValue(field, value) : scalarValue(field, value);
    if (wireValue === undefined) continue;
    const key = caseKey(field, style.keyCase);
    if (key in params) throw new Error(`Filter "${field}" is given twice`);
    params[key] = wireValue;
  }
  return params;
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)
  );
}

function isScalar(value: unknown): value is QueryValue {
  return (
    typeof value === "string" ||
    typeof value === "boolean" ||
    (typeof value === "number" && Number.isFinite(value))
  );
}

function scalarValue(field: string, value: unknown): QueryValue | undefined {
  if (isEmpty(value)) return undefined;
  if (Array.isArray(value)) throw new Error(`Filter "${field}" (eq) has a list value: use the "in" operator`);
  if (!isScalar(value))
    throw new Error(`Filter "${field}" has a value that is not a string, number or boolean`);
  return value;
}

function joinedValue(field: string, value: unknown): string | undefined {
  if (isEmpty(value)) return undefined;
  if (!Array.isArray(value)) throw new Error(`Filter "${field}" (in) needs a list value`);
  const items = value.filter((item) => !isEmpty(item));
  if (items.length === 0) return undefined;
  if (!items.every(isScalar))
    throw new Error(`Filter "${field}" (in) has an item that is not a string, number or boolean`);
  return items.map(String).join(",");
}
