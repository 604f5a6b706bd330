/**
 * The whole query of a list call in one dialect.
 */
import type { CrudFilter, CrudSort, Pagination } from "@refinedev/core";
import { toFilterParams } from "./filters";
import { toPageParams } from "./paging";
import { toSortParams } from "./sort";
import type { Dialect, QueryParams } from "./types";

/**
 * Paging, sort and filter parameters of a list call, merged:
 * `{ pagination: { currentPage: 1, pageSize: 15 }, sorters: [{ field: "createdAt", order: "desc" }] }`
 * on rcm → `{ page: 0, size: 15, sort: "desc", order_by: "created_at" }`.
 * @param dialect - the service's row.
 * @param params - Refine's pagination, sorters and filters.
 * @throws whatever the mappings throw, and Error when a filter uses the name of a paging or sort
 *   parameter.
 */
export function toListQuery(
  dialect: Dialect,
  params: { pagination?: Pagination; sorters?: readonly CrudSort[]; filters?: readonly CrudFilter[] },
): QueryParams {
  const reserved = {
    ...toPageParams(params.pagination, dialect.paging),
    ...toSortParams(params.sorters, dialect.sort),
  };
  const filters = toFilterParams(params.filters, dialect.filters);
  const clash = Object.keys(filters).find((key) => key in reserved);
  if (clash !== undefined) throw new Error(`Filter "${clash}" clashes with a paging or sort parameter`);
  return { ...reserved, ...filters };
}
