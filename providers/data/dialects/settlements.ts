import type { Dialect } from "../types";
import { SPRING_PAGING } from "./spring-paging";

/**
 * Settlements service v3, `settlements/v3/settlements` (000 §7 "Settlements service v3": GET with
 * date_from, date_to, sponsor_slug, sponsor_settlement_id, included_statuses, page, size):
 * `page` + `size`; snake_case filter names; Spring page.
 *
 * Decided cells (docs/decisions.md):
 * - sort: **no server sort.** The specification lists no sort parameter for any settlements list,
 *   so the portal sends none and a declared sorter throws instead of being silently ignored; the
 *   list keeps the server's order (the reference API should answer newest first).
 * - paging: `page` is **0-based** like every other Spring page of the platform (the table says only
 *   "page, size"; the envelope's `number` is 0-based).
 */
export const settlementsDialect: Dialect = {
  service: "settlements",
  bases: ["settlements/v3/settlements"],
  paging: SPRING_PAGING,
  sort: {
    kind: "none",
    reason: "the settlements service has no sort parameter (000 §7); its lists come in the server's order",
  },
  filters: { keyCase: "snake" },
  envelope: "spring-page",
  decisions: [
    {
      cell: "sort",
      decision:
        "No server sort: 000 §7 lists no sort parameter for settlements, so none is sent and a sorter throws; the list keeps the server's order (reference API: newest first).",
    },
    {
      cell: "paging",
      decision: "page is 0-based, as every Spring page of the platform (the envelope's number is 0-based).",
    },
  ],
};
