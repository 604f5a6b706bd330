import type { BaseRecord, CrudFilter, CrudSort, DataProvider, MetaQuery } from "@refinedev/core";

/** Rows per request of an export (the wire's maximum page size, docs/api-contract.md). */
export const EXPORT_PAGE_SIZE = 200;

/** What {@link fetchAllRows} needs. */
export interface FetchAllRowsOptions {
  dataProvider: Pick<DataProvider, "getList">;
  resource: string;
  /** Resource meta for the data provider (at least `endpoint`). */
  meta: Record<string, unknown>;
  filters: CrudFilter[];
  sorters: CrudSort[];
  /** Rows per request (default {@link EXPORT_PAGE_SIZE}). */
  pageSize?: number;
  /** Stops between (and, when the data provider honours it, during) requests. */
  signal?: AbortSignal;
  /** Called after each page with the rows fetched so far and the total. */
  onProgress?(fetched: number, total: number): void;
}

/** An `AbortError` for a cancelled export. */
export function abortError(): Error {
  const error = new Error("Export cancelled");
  error.name = "AbortError";
  return error;
}

/**
 * Fetches every row of the current filtered list through the data provider, page by page
 * (1-based pages as Refine counts; the data provider sends them 0-based), until the total the
 * pages announce is reached or a page comes back short (an estimated total, `totalEstimated`, only
 * by a short page).
 * @returns the rows, in list order.
 * @throws AbortError when `signal` aborts; whatever `getList` throws.
 */
export async function fetchAllRows<Row extends BaseRecord = BaseRecord>(
  options: FetchAllRowsOptions,
): Promise<Row[]> {
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
  const rows: Row[] = [];
  let total = Number.POSITIVE_INFINITY;
  for (let page = 1; rows.length < total; page += 1) {
    if (options.signal?.aborted) throw abortError();
    const answer = await options.dataProvider.getList<Row>({
      resource: options.resource,
      pagination: { currentPage: page, pageSize, mode: "server" },
      filters: options.filters,
      sorters: options.sorters,
      // The data providers read the abort signal where Refine puts react-query's (providers/data).
      meta: {
        ...options.meta,
        ...(options.signal ? { queryContext: { signal: options.signal } } : {}),
      } as MetaQuery,
    });
    if (options.signal?.aborted) throw abortError();
    // An estimated total (a million-row list) is not where the rows end: read on to a short page.
    total = (answer as { totalEstimated?: boolean }).totalEstimated ? Number.POSITIVE_INFINITY : answer.total;
    rows.push(...answer.data);
    options.onProgress?.(rows.length, Math.max(rows.length, answer.total));
    if (answer.data.length < pageSize) break;
  }
  return rows;
}
