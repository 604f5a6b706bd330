import type { PagingStyle } from "../types";

/**
 * Spring paging: `page` (0-based) and `size` (docs/api-contract.md "Spring page envelope":
 * `number` is the 0-based page). Shared by every service of the DESIGN.md §3 table.
 */
export const SPRING_PAGING: PagingStyle = {
  pageParam: "page",
  sizeParam: "size",
  firstPage: 0,
  defaultPageSize: 10,
};
