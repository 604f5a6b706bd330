import type { LogicalFilter } from "@refinedev/core";
import type {
  AmountRangeValue,
  DateRangeValue,
  FilterDeclaration,
  FilterModel,
  FilterValue,
} from "../../resources/define-resource";
import { isWireDate } from "./dates";

/**
 * The filter model of a list (values by filter key, resources/define-resource.ts `FilterModel`)
 * and its translation into wire terms for the data providers (DESIGN.md §3): a Refine
 * `LogicalFilter` `{ field: <camelCase query parameter>, operator: "eq" | "in", value }`.
 */

/** Why a filter input is refused; each is an i18n key under `filters.errors`. */
export type FilterProblem =
  | "filters.errors.amountPositive"
  | "filters.errors.amountOrder"
  | "filters.errors.dateFuture"
  | "filters.errors.dateOrder"
  | "filters.errors.dateInvalid";

/** True for a date range value object. */
export function isDateRange(value: FilterValue | undefined): value is DateRangeValue {
  return (
    typeof value === "object" && value !== null && !Array.isArray(value) && ("from" in value || "to" in value)
  );
}

/** True for an amount range value object. */
export function isAmountRange(value: FilterValue | undefined): value is AmountRangeValue {
  return (
    typeof value === "object" && value !== null && !Array.isArray(value) && ("min" in value || "max" in value)
  );
}

/**
 * Checks an amount range (001 §5 "Amount filters take positive numbers only with min and max"):
 * each given end is a finite number > 0, and min ≤ max when both are given.
 * @returns the problem, or null when acceptable (an empty range is acceptable).
 */
export function amountRangeProblem(value: AmountRangeValue): FilterProblem | null {
  for (const end of [value.min, value.max]) {
    if (end === undefined) continue;
    if (typeof end !== "number" || !Number.isFinite(end) || end <= 0) return "filters.errors.amountPositive";
  }
  if (value.min !== undefined && value.max !== undefined && value.min > value.max)
    return "filters.errors.amountOrder";
  return null;
}

/**
 * Checks a date range (001 §5 "Date filters have a maximum of today"): each given end is a
 * `YYYY-MM-DD` date not after `today`, and from ≤ to.
 * @param today `YYYY-MM-DD` of today in the browser's time zone.
 * @returns the problem, or null when acceptable.
 */
export function dateRangeProblem(value: DateRangeValue, today: string): FilterProblem | null {
  for (const end of [value.from, value.to]) {
    if (end === undefined) continue;
    if (!isWireDate(end)) return "filters.errors.dateInvalid";
    if (end > today) return "filters.errors.dateFuture";
  }
  if (value.from !== undefined && value.to !== undefined && value.from > value.to)
    return "filters.errors.dateOrder";
  return null;
}

/** Reads typed amount text: "" → undefined, a decimal ("1234.5" or "1234,5") → number, else NaN. */
export function parseAmountInput(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  const normalized = trimmed.replace(",", ".");
  return /^-?\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/**
 * The value of one filter if it is usable for its declaration, else undefined: trims text and
 * drops empty strings, empty arrays, empty ranges and values of the wrong shape.
 */
export function normalizeFilterValue(
  declaration: FilterDeclaration,
  value: FilterValue | undefined,
): FilterValue | undefined {
  if (value === undefined) return undefined;
  switch (declaration.kind) {
    case "text": {
      if (typeof value !== "string") return undefined;
      const trimmed = value.trim();
      return trimmed === "" ? undefined : trimmed;
    }
    case "select": {
      if (declaration.multiple) {
        if (!Array.isArray(value)) return undefined;
        const values = [
          ...new Set(
            (value as readonly unknown[]).filter((v): v is string => typeof v === "string" && v !== ""),
          ),
        ];
        return values.length === 0 ? undefined : values;
      }
      return typeof value === "string" && value !== "" ? value : undefined;
    }
    case "boolean":
      return typeof value === "boolean" ? value : undefined;
    case "dateRange": {
      if (!isDateRange(value)) return undefined;
      const range: DateRangeValue = {
        ...(isWireDate(value.from) ? { from: value.from } : {}),
        ...(isWireDate(value.to) ? { to: value.to } : {}),
      };
      return range.from === undefined && range.to === undefined ? undefined : range;
    }
    case "amountRange": {
      if (!isAmountRange(value)) return undefined;
      const ok = (n: unknown): n is number => typeof n === "number" && Number.isFinite(n);
      const range: AmountRangeValue = {
        ...(ok(value.min) ? { min: value.min } : {}),
        ...(ok(value.max) ? { max: value.max } : {}),
      };
      return range.min === undefined && range.max === undefined ? undefined : range;
    }
  }
}

/** A model keeping only declared filters with usable values (see {@link normalizeFilterValue}). */
export function normalizeModel(
  model: FilterModel,
  filters: Readonly<Record<string, FilterDeclaration>>,
): FilterModel {
  const result: Record<string, FilterValue> = {};
  for (const [key, declaration] of Object.entries(filters)) {
    const value = normalizeFilterValue(declaration, model[key]);
    if (value !== undefined) result[key] = value;
  }
  return result;
}

/**
 * Translates a filter model into wire filters (DESIGN.md §3) for `dataProvider.getList`:
 * - text → `eq` on `param` with the trimmed text;
 * - select → `in` with the array (multiple; the data provider comma-joins it) or `eq`;
 * - yes/no → `eq` with `true` / `false`;
 * - date range → `eq` on `params.from` / `params.to` with `YYYY-MM-DD`;
 * - amount range → `eq` on `params.min` / `params.max` with the number.
 * Unusable values are dropped; the order follows the declaration.
 */
export function toCrudFilters(
  model: FilterModel,
  filters: Readonly<Record<string, FilterDeclaration>>,
): LogicalFilter[] {
  const crud: LogicalFilter[] = [];
  for (const [key, declaration] of Object.entries(filters)) {
    const value = normalizeFilterValue(declaration, model[key]);
    if (value === undefined) continue;
    switch (declaration.kind) {
      case "text":
      case "boolean":
        crud.push({ field: declaration.param, operator: "eq", value });
        break;
      case "select":
        crud.push({ field: declaration.param, operator: declaration.multiple ? "in" : "eq", value });
        break;
      case "dateRange": {
        const range = value as DateRangeValue;
        if (range.from !== undefined)
          crud.push({ field: declaration.params.from, operator: "eq", value: range.from });
        if (range.to !== undefined)
          crud.push({ field: declaration.params.to, operator: "eq", value: range.to });
        break;
      }
      case "amountRange": {
        const range = value as AmountRangeValue;
        if (range.min !== undefined)
          crud.push({ field: declaration.params.min, operator: "eq", value: range.min });
        if (range.max !== undefined)
          crud.push({ field: declaration.params.max, operator: "eq", value: range.max });
        break;
      }
    }
  }
  return crud;
}

/**
 * The filters a user gets (001 §5, §6): a filter with `hideForRcmRoles` is hidden when the user
 * has at least one RCM role and every one of them is listed (roles add up, as permissions do: an
 * EXTERNAL_AUDITOR who is also an EDITOR keeps the filter).
 * @returns the visible filter keys, in declaration order.
 */
export function visibleFilterKeys(
  filters: Readonly<Record<string, FilterDeclaration>>,
  rcmRoles: readonly string[] | undefined,
): string[] {
  const roles = rcmRoles ?? [];
  return Object.entries(filters)
    .filter(([, declaration]) => {
      const hidden = declaration.hideForRcmRoles;
      if (!hidden || hidden.length === 0 || roles.length === 0) return true;
      return !roles.every((role) => hidden.includes(role));
    })
    .map(([key]) => key);
}
