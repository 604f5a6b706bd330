/**
 * What a list asks its data provider for (src/components/resource/list-query.ts; issue 6 §2): one
 * function for the grid and the prefetch of a landing list, from the URL as `useListState` reads it.
 */
import { describe, expect, it } from "vitest";
import accounts from "../../../resources/accounts";
import { initialListState, listQueryInput, listQueryKey } from "../../../src/components/resource/list-query";

describe("initialListState + listQueryInput", () => {
  it("without list parameters: the declared defaults (page 1, 15 rows, newest first, no filter)", () => {
    const input = listQueryInput(accounts, initialListState(accounts, new URLSearchParams()), {
      roles: ["EDITOR"],
    });
    expect(input).toMatchObject({
      resource: "accounts",
      dataProviderName: "rcm",
      pagination: { currentPage: 1, pageSize: 15, mode: "server" },
      sorters: [{ field: "createdAt", order: "desc" }],
      filters: [],
      meta: { endpoint: "rcm/v1/accounts", pathParams: {} },
    });
  });

  it("reads page, size, sort and non-PHI filters from the URL, and leaves out filters not offered", () => {
    const search = new URLSearchParams("page=3&size=50&sort=invoiceAmount.asc&statuses=AUDITED");
    const state = initialListState(accounts, search);
    expect(state).toMatchObject({ page: 3, pageSize: 50, sort: { field: "invoiceAmount", order: "asc" } });
    const input = listQueryInput(accounts, state, { roles: ["EDITOR"] });
    expect(input.filters).toEqual([{ field: "statuses", operator: "in", value: ["AUDITED"] }]);
    expect(
      listQueryInput(accounts, state, { roles: ["EDITOR"], hiddenFilters: ["statuses"] }).filters,
    ).toEqual([]);
  });

  it("keys differ with the page asked, and are equal for equal inputs", () => {
    const first = listQueryInput(accounts, initialListState(accounts, new URLSearchParams()));
    const second = listQueryInput(accounts, initialListState(accounts, new URLSearchParams("page=2")));
    expect(listQueryKey(first)).toEqual(listQueryKey({ ...first }));
    expect(listQueryKey(first)).not.toEqual(listQueryKey(second));
  });
});
