/**
 * The Spring page envelope of every list (docs/api-contract.md "General"), and the one way the
 * reference API reads a page: {@link readPage} runs an ordered select over one window
 * ({@link pageWindow}, the only place an offset is computed) beside its count and wraps both;
 * {@link pageOfAll} cuts a page from rows that had to be read whole (filtered after reading).
 */
import type { PgSelect } from "drizzle-orm/pg-core";

/** A page of rows; `number` is the 0-based page. */
export interface Page<T> {
  content: T[];
  total_elements: number;
  total_pages: number;
  number: number;
  size: number;
}

/** Which page to read: 0-based `page` and rows per page (`QueryReader.paging`). */
export interface Paging {
  page: number;
  size: number;
}

/** Wraps one page of rows. */
export function pageOf<T>(content: T[], total: number, page: number, size: number): Page<T> {
  return { content, total_elements: total, total_pages: Math.ceil(total / size), number: page, size };
}

/** The same page with its rows replaced (turned into their wire form, or filtered). */
export function withContent<T, U>(page: Page<T>, content: U[]): Page<U> {
  return { ...page, content };
}

/**
 * Limits an ordered select to one page: `LIMIT size OFFSET page × size`.
 * @param query - the ordered select, made dynamic (`.$dynamic()`).
 */
export function pageWindow<Q extends PgSelect>(query: Q, { page, size }: Paging): Q {
  return query.limit(size).offset(page * size);
}

/** The count of a list: a select of `{ total }` (drizzle's `count()` or `count(*)::int`). */
type TotalQuery = PromiseLike<{ total: number }[]>;

/**
 * Reads one page of a list and its total, and wraps them.
 * @param paging - the page asked for.
 * @param rows - the list's ordered select, made dynamic (`.$dynamic()`); both run at once. Or a
 *   function of the total making it, when the order depends on how many rows match: the count runs
 *   first, and a page past the end reads no rows.
 * @param count - the list's count, under the same conditions.
 */
export async function readPage<Q extends PgSelect>(
  paging: Paging,
  rows: Q | ((total: number) => Q),
  count: TotalQuery,
): Promise<Page<Awaited<Q>[number]>> {
  if (typeof rows === "function") {
    const [{ total }] = await count;
    const content = paging.page * paging.size >= total ? [] : await pageWindow(rows(total), paging);
    return pageOf(content, total, paging.page, paging.size);
  }
  const [content, [{ total }]] = await Promise.all([pageWindow(rows, paging), count]);
  return pageOf(content, total, paging.page, paging.size);
}

/** One page cut from every row of a list (read whole, e.g. filtered after reading). */
export function pageOfAll<T>(all: T[], { page, size }: Paging): Page<T> {
  return pageOf(all.slice(page * size, page * size + size), all.length, page, size);
}
