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
}

/**
 * Reads a camel-cased Spring page: `{ content: [...], totalElements: 123, … }` →
 * `{ data: content, total: 123 }`.
 * @param body - the (camel-cased) list answer.
 * @throws Error "list answer has no total" when `totalElements` is missing or not a number ≥ 0;
 *   Error when `content` is not an array.
 */
export function fromSpringPage<T extends BaseRecord = BaseRecord>(
  body: unknown,
): { data: T[]; total: number } {
  if (!isPlainObject(body) || !Array.isArray(body.content)) {
    throw new Error("list answer has no content array (expected a Spring page)");
  }
  const total = body.totalElements;
  if (typeof total !== "number" || !Number.isInteger(total) || total < 0) {
    throw new Error("list answer has no total (totalElements)");
  }
  return { data: body.content as T[], total };
}
