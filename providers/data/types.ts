/**
 * The wire dialect of a backend service (DESIGN.md §3 "Resources and data providers"): one row of
 * the conventions table as data, read by the pure mapping functions of this folder.
 */

/** Services with their own DataProvider (DESIGN.md §3 table). */
export type ServiceName = "rcm" | "arc" | "settlements" | "denials" | "document-validation";

/** One query parameter value as sent (already in wire terms). */
export type QueryValue = string | number | boolean;

/** Query parameters of one call, by wire name (`{ page: 0, size: 15, order_by: "created_at" }`). */
export type QueryParams = Record<string, QueryValue>;

/** How a camelCase field name becomes a query parameter name. */
export type KeyCase = "snake" | "camel";

/** Paging on the wire. Pages are shown 1-based (Refine `currentPage`) and sent from `firstPage`. */
export interface PagingStyle {
  /** Name of the page number parameter, e.g. `page`. */
  pageParam: string;
  /** Name of the page size parameter, e.g. `size`. */
  sizeParam: string;
  /** Number the server gives the first page: 0 for Spring. */
  firstPage: 0 | 1;
  /** Rows per page sent when Refine gives no page size (Spring dialects: 15, 001 §9). */
  defaultPageSize: number;
}

/** Sorting on the wire. */
export type SortStyle =
  /** `sort=asc|desc` plus `order_by=<field>` (rcm, denials). One sorter at most. */
  | { kind: "order-by"; directionParam: "sort"; fieldParam: "order_by"; fieldCase: KeyCase }
  /** Spring `sort=<camelField>,<asc|desc>` (arc). One sorter at most. */
  | { kind: "spring"; param: "sort" }
  /** No server sort: any sorter throws, with this reason. */
  | { kind: "none"; reason: string };

/** Filters on the wire: `field` of a Refine filter is the camelCase name of the query parameter. */
export interface FilterStyle {
  /** `snake`: `searchValue` → `search_value`; `camel`: sent as written. */
  keyCase: KeyCase;
}

/** A table cell the specification leaves open, and what the project decided (docs/decisions.md). */
export interface DialectDecision {
  /** Which cell: `paging`, `sort`, `filters`, `envelope`. */
  cell: "paging" | "sort" | "filters" | "envelope";
  /** The decision and its reason, one or two sentences. */
  decision: string;
}

/** One row of the DESIGN.md §3 conventions table. */
export interface Dialect {
  service: ServiceName;
  /** Base paths of the service's endpoints (documentation; endpoints are full paths). */
  bases: readonly string[];
  paging: PagingStyle;
  sort: SortStyle;
  filters: FilterStyle;
  /** List answers: the Spring page `{ content, total_elements, … }` (camel-cased by the HTTP layer). */
  envelope: "spring-page";
  /** camelCase filter field of the service's free-text search parameter, when the table names one. */
  searchField?: string;
  /** The "decided" cells of this row. */
  decisions: readonly DialectDecision[];
}
