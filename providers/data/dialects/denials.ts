import type { Dialect } from "../types";
import { SPRING_PAGING } from "./spring-paging";

/**
 * Denials (glosas), `rcm-denials/v1` (001 §7 "Denials calls under rcm-denials/v1": GET invoice with
 * page, size, filter, glossNotificationDate, filingDate, type, order_by, sort): `page` + `size`;
 * free-text search in `filter`; `order_by=<field>` + `sort=asc|desc`; Spring page.
 *
 * Decided cells (docs/decisions.md):
 * - filters: names are sent **as written (camelCase)**, not snake_cased: the specification names
 *   this service's parameters `glossNotificationDate` and `filingDate`, unlike every other service.
 * - sort: `order_by` carries the **camelCase field** (`order_by=filingDate`), consistent with the
 *   service's camelCase parameter names.
 * - paging: `page` is **0-based** (Spring page).
 */
export const denialsDialect: Dialect = {
  service: "denials",
  bases: ["rcm-denials/v1"],
  paging: SPRING_PAGING,
  sort: { kind: "order-by", directionParam: "sort", fieldParam: "order_by", fieldCase: "camel" },
  filters: { keyCase: "camel" },
  envelope: "spring-page",
  searchField: "filter",
  decisions: [
    {
      cell: "filters",
      decision:
        "Query names are sent as written (camelCase): 001 §7 names this service's parameters glossNotificationDate and filingDate.",
    },
    {
      cell: "sort",
      decision:
        "order_by carries the camelCase field name (order_by=filingDate), like the service's other parameters.",
    },
    { cell: "paging", decision: "page is 0-based (Spring page)." },
  ],
};
