import type { ListDeclaration } from "../../../../resources/define-resource";
import { toFilterParams } from "../../../../providers/data/filters";
import { decodeListState } from "../../../lib/url-state";
import { toCrudFilters } from "../../../lib/filter-model";
import type { BrListQuery } from "./pre-settlements-br-queries";

/**
 * The query parameters of the count call for the list state in `params` (the list's URL): the same
 * filters, decoded by the list's own codec and written as the data provider writes them
 * (snake_case names, multiple values comma-joined: `search_value`, `statuses`, `from_date`,
 * `to_date`), so that the count panel counts exactly the records the list shows (issue 9 §2
 * "the panel's counts match its list"). Paging is not part of it. Pure.
 */
export function countQueryOf(params: URLSearchParams, list: ListDeclaration): BrListQuery {
  const { filters } = decodeListState(params, list).state;
  const wire = toFilterParams(toCrudFilters(filters, list.filters), { keyCase: "snake" });
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(wire)) {
    if (value === "") continue;
    query[key] = String(value);
  }
  return query;
}
