/**
 * The reference API checks saved views (issue 7 §3b) against `SAVED_VIEW_LISTS`, a copy of the
 * declarations' filter and PHI keys (the API imports only schemas/, DESIGN.md §2). This keeps the
 * copy true: every declared list is there, with the same filters and the same PHI filters, so a
 * PHI filter added to a declaration can never be saved by mistake.
 */
import { describe, expect, it } from "vitest";
import { RESOURCES } from "../../../resources";
import { SAVED_VIEW_LISTS } from "../../../schemas/requests/saved-views";

describe("saved-view lists mirror the resource declarations (issue 7 §3b, DESIGN.md §5)", () => {
  for (const resource of RESOURCES) {
    it(`${resource.name}: same filter keys and PHI keys`, () => {
      const list = SAVED_VIEW_LISTS[resource.name];
      expect(list, `${resource.name} is missing from SAVED_VIEW_LISTS`).toBeDefined();
      expect([...(list?.filters ?? [])].sort()).toEqual(Object.keys(resource.list.filters).sort());
      expect([...(list?.phi ?? [])].sort()).toEqual([...resource.list.phi].sort());
    });
  }
});
