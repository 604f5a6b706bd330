/**
 * The list envelope (docs/api-contract.md "Spring page envelope"; DESIGN.md §3: "a missing total is
 * an error, not `data.length`").
 */
import type { BaseRecord } from "@refinedev/core";
import { isPlainObject } from "../http";

/** A Spring page as the HTTP layer hands it over (camel-cased). */
export interface SpringPage<T> {
  content: T[];
  totalElements: number;
  totalPages?: number;
  /** 0-based page number. */
  number?: number;
  size?: number;
  /**
   * True when `totalElements` is the server's estimate, not a count (a million-row list on
   * PostgreSQL; docs/api-contract.md "Revenue cycle", docs/decisions.md "The accounts list total on
   * a million rows"); absent when exact.
   */
  totalElementsEstimated?: boolean;
}

/** A list page as the data providers answer it: the rows, the total, and whether it is estimated. */
export interface ListPage<T> {
  data: T[];
  total: number;
  /** Present (true) only when `total` is the server's estimate: show it as "about N", read on to a short page. */
  totalEstimated?: true;
}

/**
 * Reads a camel-cased Spring page: `{ content: [...], totalElements: 123, … }` →
 * `{ data: content, total: 123 }` (with `totalEstimated: true` when the server says the total is an
 * estimate).
 * @param body - the (camel-cased) list answer.
 * @throws Error "list answer has no total" when `totalElements` is missing or not a number ≥ 0;
 *   Error when `content` is not an array.
 */
export function fromSpringPage<T extends BaseRecord = BaseRecord>(body: unknown): ListPage<T> {
  if (!isPlainObject(body) || !Array.isArray(body.content)) {
    throw new Error("list answer has no content array (expected a Spring page)");
  }
  const total = body.totalElements;
  if (typeof total !== "number" || !Number.isInteger(total) || total < 0) {
    throw new Error("list answer has no total (totalElements)");
  }
  const page: ListPage<T> = { data: body.content as T[], total };
  if (body.totalElementsEstimated === true) page.totalEstimated = true;
  return page;
}
