import type { PagingStyle } from "../types";

/**
 * Spring paging: `page` (0-based) and `size` (docs/api-contract.md "Spring page envelope":
 * `number` is the 0-based page). Shared by every service of the DESIGN.md §3 table. Without a
 * page size the portal asks for 15 rows (001 §9 "Default page size 15"), as the lists and the
 * reference API do (resources/define-resource.ts `DEFAULT_PAGE_SIZES`, sandbox/lib/query.ts).
 */
export const SPRING_PAGING: PagingStyle = {
  pageParam: "page",
  sizeParam: "size",
  firstPage: 0,
  defaultPageSize: 15,
};
