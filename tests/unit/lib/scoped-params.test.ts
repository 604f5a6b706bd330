/**
 * URL keys of nested lists (issue 7 §1 "Nested lists"): a list with a prefix reads and writes only
 * its `<prefix>.` keys, so two grids on one page never share page, size, sort or filters.
 */
import { describe, expect, it } from "vitest";
import { decodeListState, mergeScopedParams, scopedParams } from "../../../src/lib/url-state";
import charges from "../../../resources/charges";
import { defineResource } from "../../../resources/define-resource";
import { checkDeclaration } from "../../../resources/declaration-checks";
import { chargeSchema } from "../../../schemas/entities/charge";

describe("scoped list parameters (issue 7 §1)", () => {
  it("a prefixed list sees only its own keys, without the prefix", () => {
    const url = new URLSearchParams("tab=charges&page=4&charges.page=2&charges.size=30&other.page=7");
    expect(scopedParams(url, "charges").toString()).toBe("page=2&size=30");
    expect(decodeListState(scopedParams(url, "charges"), charges.list).state).toMatchObject({
      page: 2,
      pageSize: 30,
    });
    expect(decodeListState(scopedParams(url, "other"), charges.list).state.page).toBe(7);
    // Without a prefix, the whole URL (the screen's main list).
    expect(scopedParams(url, undefined).toString()).toBe(url.toString());
  });

  it("writing one list's keys keeps every other key of the page", () => {
    const url = new URLSearchParams("tab=charges&charges.page=2&other.page=7&other.size=50");
    const merged = mergeScopedParams(
      url,
      new URLSearchParams("page=1&size=15&serviceTypes=EXAMEN"),
      "charges",
    );
    expect(merged.get("tab")).toBe("charges");
    expect(merged.get("other.page")).toBe("7");
    expect(merged.get("other.size")).toBe("50");
    expect(merged.get("charges.page")).toBe("1");
    expect(merged.getAll("charges.serviceTypes")).toEqual(["EXAMEN"]);
    expect(mergeScopedParams(url, new URLSearchParams("page=3"), undefined).toString()).toBe("page=3");
  });

  it("an endpoint with a path parameter other than {provider} is refused unless the list is nested", () => {
    const base = {
      name: "loose-charges",
      service: "rcm",
      endpoint: "rcm/v1/accounts/{id}/charges",
      schema: chargeSchema,
      list: { columns: ["code"], sorters: [] },
      access: {},
    } as const;
    expect(() => checkDeclaration(defineResource({ ...base, meta: { route: "/loose" } }))).toThrow(
      /\{id\} needs a nested list/,
    );
    expect(
      checkDeclaration(defineResource({ ...base, meta: { route: "/loose", nested: true } })).meta.nested,
    ).toBe(true);
  });
});
