import { useState } from "react";

/** Page (0-based) and size of one paged table, with the moves its filters and pager make. */
export interface Paging {
  page: number;
  size: number;
  /** Back to the first page (a filter changed). */
  toFirst: () => void;
  /** To `page` with `size` rows a page (the pager). */
  turn: (page: number, size: number) => void;
}

/** The {@link Paging} of one table, starting on the first page with `initialSize` rows a page. */
export function usePaging(initialSize: number): Paging {
  const [{ page, size }, setState] = useState({ page: 0, size: initialSize });
  return {
    page,
    size,
    toFirst: () => setState((current) => ({ ...current, page: 0 })),
    turn: (next, nextSize) => setState({ page: next, size: nextSize }),
  };
}
