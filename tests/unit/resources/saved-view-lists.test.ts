/**
 * The saved-view lists the reference API checks views against (issue 7 §3b) are derived from the
 * declarations (issue 18 §8, resources/saved-view-lists.ts): a declaration-only resource gets a
 * list with no second place to edit, and a filter it marks `phi` is refused by the API as soon as
 * it is declared (DESIGN.md §5).
 */
import { describe, expect, it } from "vitest";
import { RESOURCES } from "../../../resources";
import { SAVED_VIEW_LISTS } from "../../../resources/saved-view-lists";
import { checkFilters } from "../../../sandbox/routes/portal/saved-views";

describe("saved-view lists come from the declarations (issue 18 §8)", () => {
  it("every declared list has one, under its resource name", () => {
    expect(Object.keys(SAVED_VIEW_LISTS).sort()).toEqual(RESOURCES.map((r) => r.name).sort());
  });

  const withPhi = RESOURCES.filter((resource) => resource.list.phi.length > 0);
  it("some declarations mark PHI filters (the check below is not empty)", () => {
    expect(withPhi.length).toBeGreaterThan(0);
  });

  for (const resource of withPhi) {
    it(`${resource.name}: a view holding a declared PHI filter is refused; its other filters pass`, () => {
      const list = SAVED_VIEW_LISTS[resource.name]!;
      const [phi] = resource.list.phi;
      expect(() => checkFilters(resource.name, list, { [phi!]: "Gómez" }, "en")).toThrow(
        expect.objectContaining({ status: 400 }),
      );
      const others = Object.keys(resource.list.filters).filter((key) => !resource.list.phi.includes(key));
      for (const key of others)
        expect(() => checkFilters(resource.name, list, { [key]: undefined }, "en")).not.toThrow();
    });
  }
});
