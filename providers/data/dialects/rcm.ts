import type { Dialect } from "../types";
import { SPRING_PAGING } from "./spring-paging";

/**
 * Revenue cycle, `rcm/v1` and `rcm/v2` (001 §7 "Account and agreement calls under rcm/v1";
 * docs/api-contract.md "Revenue cycle"): `page` (0-based) + `size`; `sort=asc|desc` +
 * `order_by=<snake_case field>` (e.g. `order_by=invoice_amount`); snake_case filter names
 * (`search_value`, `statuses=A,B`); Spring page. No decided cell.
 */
export const rcmDialect: Dialect = {
  service: "rcm",
  bases: ["rcm/v1", "rcm/v2"],
  paging: SPRING_PAGING,
  sort: { kind: "order-by", directionParam: "sort", fieldParam: "order_by", fieldCase: "snake" },
  filters: { keyCase: "snake" },
  envelope: "spring-page",
  decisions: [],
};
