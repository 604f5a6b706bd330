/** The Spring page envelope of every list (docs/api-contract.md "General"). */

/** A page of rows; `number` is the 0-based page. */
export interface Page<T> {
  content: T[];
  total_elements: number;
  total_pages: number;
  number: number;
  size: number;
}

/** Wraps one page of rows. */
export function pageOf<T>(content: T[], total: number, page: number, size: number): Page<T> {
  return { content, total_elements: total, total_pages: Math.ceil(total / size), number: page, size };
}
