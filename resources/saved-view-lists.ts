import type { SavedViewList } from "../schemas/requests/saved-views";
import { RESOURCES } from "./index";

/**
 * The lists that have saved views, by resource name, with their filter keys and PHI filter keys,
 * derived from the declarations (issue 18 §8: no mirror to keep in step): every declared list
 * (`list.filters` keys; `list.phi`, whose values are patient data and are never saved, DESIGN.md
 * §5). The reference API checks a saved view against it (issue 7 §3b;
 * `sandbox/routes/portal/saved-views.ts`), the one place outside the portal that reads the
 * declarations (plain data over `schemas/`; docs/decisions.md "A resource in four places").
 */
export const SAVED_VIEW_LISTS: Readonly<Record<string, SavedViewList>> = Object.fromEntries(
  RESOURCES.map((resource) => [
    resource.name,
    { filters: Object.keys(resource.list.filters), phi: [...resource.list.phi] },
  ]),
);
