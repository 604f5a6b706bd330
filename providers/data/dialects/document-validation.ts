import type { Dialect } from "../types";
import { SPRING_PAGING } from "./spring-paging";

/**
 * AI document validation, `document-validation/v1` (001 §7 "AI configuration calls": GET
 * document-configurations with search_value (optional), page, size): `page` + `size`; free-text
 * search in `search_value`; snake_case filter names; Spring page.
 *
 * Decided cells (docs/decisions.md):
 * - sort: **no server sort.** The specification gives this list only search_value, page and size,
 *   so no sort is sent and a declared sorter throws; the list keeps the server's order.
 * - paging: `page` is **0-based** (Spring page).
 */
export const documentValidationDialect: Dialect = {
  service: "document-validation",
  bases: ["document-validation/v1"],
  paging: SPRING_PAGING,
  sort: {
    kind: "none",
    reason: "document-validation lists take only search_value, page and size (001 §7)",
  },
  filters: { keyCase: "snake" },
  envelope: "spring-page",
  searchField: "searchValue",
  decisions: [
    {
      cell: "sort",
      decision:
        "No server sort: 001 §7 gives document-configurations only search_value, page and size, so none is sent and a sorter throws.",
    },
    { cell: "paging", decision: "page is 0-based (Spring page)." },
  ],
};
