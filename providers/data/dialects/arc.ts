import type { Dialect } from "../types";
import { SPRING_PAGING } from "./spring-paging";

/**
 * Authorizations and claims, `arc/v1` and `arc/v2` (000 §7 "Authorizations and claims"; 000 §9
 * "Authorization list sort: createdAt descending"): `page` (0-based, 000 §7 "shown 1-based; the
 * server is zero-based") + `size`; Spring `sort=<camelField>,<asc|desc>` (`sort=createdAt,desc`);
 * snake_case filter names (`claim_status=A,B`, `date_from`); Spring page. No decided cell.
 */
export const arcDialect: Dialect = {
  service: "arc",
  bases: ["arc/v1", "arc/v2"],
  paging: SPRING_PAGING,
  sort: { kind: "spring", param: "sort" },
  filters: { keyCase: "snake" },
  envelope: "spring-page",
  decisions: [],
};
