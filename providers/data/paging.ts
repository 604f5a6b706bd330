/**
 * Paging maths: pages are shown 1-based and sent 0-based (DESIGN.md §3; 000 §7 "The list page
 * number is shown 1-based; the server is zero-based").
 */
import type { Pagination } from "@refinedev/core";
import type { PagingStyle, QueryParams } from "./types";

/**
 * The wire page number of a 1-based page shown to the user.
 * @param currentPage - integer ≥ 1.
 * @param firstPage - the server's first page number (0 for Spring).
 * @throws Error when `currentPage` is not an integer ≥ 1.
 */
export function toWirePage(currentPage: number, firstPage: 0 | 1): number {
  if (!Number.isInteger(currentPage) || currentPage < 1) {
    throw new Error(`Page ${currentPage} is not a 1-based page number`);
  }
  return currentPage - 1 + firstPage;
}

/**
 * The 1-based page shown to the user for a wire page number (the inverse of {@link toWirePage}).
 * @param wirePage - integer ≥ `firstPage`, e.g. the Spring page's `number`.
 * @param firstPage - the server's first page number.
 * @throws Error when `wirePage` is not an integer ≥ `firstPage`.
 */
export function fromWirePage(wirePage: number, firstPage: 0 | 1): number {
  if (!Number.isInteger(wirePage) || wirePage < firstPage) {
    throw new Error(`Page ${wirePage} is not a page of a ${firstPage}-based server`);
  }
  return wirePage - firstPage + 1;
}

/**
 * Query parameters of a Refine pagination: `{ currentPage: 3, pageSize: 15 }` → `{ page: 2, size: 15 }`
 * (with `{ pageParam: "page", sizeParam: "size", firstPage: 0 }`). Missing values default to page 1
 * and `style.defaultPageSize`.
 * @param pagination - Refine 5 `Pagination` (`currentPage` is 1-based).
 * @param style - the dialect's {@link PagingStyle}.
 * @throws Error for `mode: "off"` or `"client"` (every list of these services is paged on the
 *   server; fetching "everything" is not possible), a page below 1 or a size below 1.
 */
export function toPageParams(pagination: Pagination | undefined, style: PagingStyle): QueryParams {
  const mode = pagination?.mode ?? "server";
  if (mode !== "server") {
    throw new Error(`Pagination mode "${mode}" is not supported: these lists are paged on the server`);
  }
  const pageSize = pagination?.pageSize ?? style.defaultPageSize;
  if (!Number.isInteger(pageSize) || pageSize < 1)
    throw new Error(`Page size ${pageSize} is not a positive integer`);
  return {
    [style.pageParam]: toWirePage(pagination?.currentPage ?? 1, style.firstPage),
    [style.sizeParam]: pageSize,
  };
}
