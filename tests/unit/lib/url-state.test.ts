/**
 * The URL state codec of lists (DESIGN.md §5: shareable links, no patient data in URLs) and the
 * updates of list state (DESIGN.md §10: computed from the current state when applied).
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  applyListUpdate,
  decodeListState,
  encodeListState,
  listUpdates,
  type ListUpdate,
  type ListUrlState,
} from "../../../src/lib/url-state";
import { normalizeModel } from "../../../src/lib/filter-model";
import accounts from "../../../resources/accounts";
import authorizations from "../../../resources/authorizations";
import settlements from "../../../resources/settlements";
import { expectedState, list as modelList, stepsArb as modelSteps, type Step } from "./list-update-model";
import type { FilterModel, ListDeclaration } from "../../../resources/define-resource";

const list = accounts.list;

describe("encodeListState", () => {
  it("DESIGN.md §5: never writes PHI filters (search text)", () => {
    const params = encodeListState(
      {
        filters: { searchValue: "María Pérez", statuses: ["SENT"] },
        sort: { field: "invoiceAmount", order: "desc" },
        page: 3,
        pageSize: 30,
      },
      list,
    );
    expect(params.toString()).not.toContain("Mar");
    expect(params.has("searchValue")).toBe(false);
    expect(params.getAll("statuses")).toEqual(["SENT"]);
    expect(params.get("sort")).toBe("invoiceAmount.desc");
    expect(params.get("page")).toBe("3");
    expect(params.get("size")).toBe("30");
  });

  it("000 §2: the authorization code search never reaches the URL either", () => {
    const params = encodeListState(
      {
        filters: { authorizationCode: "AUT-123", claimStatus: ["READY"] },
        sort: authorizations.list.defaultSort,
        page: 1,
        pageSize: 15,
      },
      authorizations.list,
    );
    expect(params.toString()).not.toContain("AUT-123");
  });

  it("keeps foreign parameters and replaces its own", () => {
    const base = new URLSearchParams("tab=x&statuses=OLD&page=9");
    const params = encodeListState(
      { filters: {}, sort: list.defaultSort, page: 1, pageSize: 15 },
      list,
      base,
    );
    expect(params.get("tab")).toBe("x");
    expect(params.has("statuses")).toBe(false);
    expect(params.get("page")).toBe("1");
  });
});

describe("decodeListState", () => {
  it("ignores PHI filters present in a URL", () => {
    const { state } = decodeListState(new URLSearchParams("page=1&searchValue=Ana"), list);
    expect(state.filters).toEqual({});
  });

  it("falls back to defaults for malformed values", () => {
    const { state, explicit } = decodeListState(
      new URLSearchParams(
        "page=-2&size=7&sort=patientName.up&createdAt.from=yesterday&invoiceAmount.min=abc&requiredSupportDocumentsCompleted=maybe",
      ),
      list,
    );
    expect(explicit).toBe(true);
    expect(state).toEqual({
      filters: {},
      sort: { field: "createdAt", order: "desc" },
      page: 1,
      pageSize: 15,
    });
  });

  it("applies the declaration's default filters only when the URL does not state the list", () => {
    const declaration: ListDeclaration = {
      ...list,
      defaultFilters: { statuses: ["IN_PROGRESS"], searchValue: "x" },
    };
    expect(decodeListState(new URLSearchParams(""), declaration).state.filters).toEqual({
      statuses: ["IN_PROGRESS"],
    });
    expect(decodeListState(new URLSearchParams("page=1"), declaration).state.filters).toEqual({});
  });

  it("takes a link with filters but no page or size as stated (a shared link means what it says)", () => {
    const declaration: ListDeclaration = { ...list, defaultFilters: { statuses: ["IN_PROGRESS"] } };
    const decoded = decodeListState(new URLSearchParams("statuses=SENT"), declaration);
    expect(decoded.explicit).toBe(true);
    expect(decoded.state.filters).toEqual({ statuses: ["SENT"] });
    expect(decodeListState(new URLSearchParams("createdAt.from=2026-01-01"), declaration).explicit).toBe(
      true,
    );
    // A key the list does not know (another list's, or an unrelated parameter) states nothing.
    expect(decodeListState(new URLSearchParams("tab=charges"), declaration).explicit).toBe(false);
  });
});

/** Arbitrary non-PHI states of the accounts list, already normalized. */
const text = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() === s && s !== "");
const wireDate = fc
  .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const amount = fc.double({ min: 0.01, max: 1e9, noNaN: true, noDefaultInfinity: true });
const stateArb: fc.Arbitrary<ListUrlState> = fc
  .record(
    {
      statuses: fc.uniqueArray(text, { maxLength: 4 }),
      payer: text,
      reassignedAccountId: text,
      createdAt: fc.record({ from: wireDate, to: wireDate }, { requiredKeys: [] }),
      invoiceAmount: fc.record({ min: amount, max: amount }, { requiredKeys: [] }),
      requiredSupportDocumentsCompleted: fc.boolean(),
      concurrentAuditRequired: fc.boolean(),
    },
    { requiredKeys: [] },
  )
  .chain((filters) =>
    fc.record({
      filters: fc.constant(normalizeModel(filters as FilterModel, list.filters)),
      sort: fc.record({
        field: fc.constantFrom(...list.sorters),
        order: fc.constantFrom("asc" as const, "desc" as const),
      }),
      page: fc.integer({ min: 1, max: 10_000 }),
      pageSize: fc.constantFrom(...list.pageSizes),
    }),
  );

describe("round trip (fast-check)", () => {
  it("decode(encode(state)) gives the state back", () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        const decoded = decodeListState(new URLSearchParams(encodeListState(state, list).toString()), list);
        expect(decoded.explicit).toBe(true);
        expect(decoded.state).toEqual(state);
      }),
      { numRuns: 300 },
    );
  });

  it("whatever the search text, the URL is the one without it", () => {
    fc.assert(
      fc.property(stateArb, fc.string({ minLength: 1, maxLength: 20 }), (state, search) => {
        const withSearch = encodeListState(
          { ...state, filters: { ...state.filters, searchValue: search } },
          list,
        );
        expect(withSearch.has("searchValue")).toBe(false);
        expect(withSearch.toString()).toBe(encodeListState(state, list).toString());
      }),
      { numRuns: 200 },
    );
  });
});

/** The update of a model step (a pick or unpick is a function of the current statuses). */
function updateOf(step: Step): ListUpdate {
  switch (step.kind) {
    case "filter":
      return listUpdates.filter(step.key, step.value);
    case "pick":
      return listUpdates.filter(step.key, (current) => {
        const values = (current as readonly string[] | undefined) ?? [];
        return values.includes(step.value) ? values : [...values, step.value];
      });
    case "unpick":
      return listUpdates.filter(step.key, (current) => {
        const left = ((current as readonly string[] | undefined) ?? []).filter((v) => v !== step.value);
        return left.length > 0 ? left : undefined;
      });
    case "clear":
      return listUpdates.filters({});
    case "sort":
      return listUpdates.sort(step.sort);
    case "page":
      return listUpdates.page(step.page);
    case "pageSize":
      return listUpdates.pageSize(step.pageSize);
  }
}

describe("list updates (issue 6 §4: quick successive changes are all kept)", () => {
  it("updates made together (all built before any is applied) and applied to the current state lose nothing (fast-check)", () => {
    fc.assert(
      fc.property(modelSteps, (steps) => {
        // Every update is made from the same first render, as quick picks before a re-render are.
        const updates = steps.map(updateOf);
        let params = new URLSearchParams("tab=kept");
        let phi: FilterModel = {};
        for (const update of updates) ({ params, phi } = applyListUpdate(params, phi, update, modelList));
        const { state } = decodeListState(params, modelList);
        const expected = expectedState(steps);
        expect({ ...state, filters: { ...state.filters, ...phi } }).toEqual(expected);
        // PHI stays out of the URL whatever happened; foreign parameters stay.
        expect(params.has("searchValue")).toBe(false);
        expect(params.get("tab")).toBe("kept");
      }),
      { numRuns: 300 },
    );
  });

  it("a search (PHI) made on page 2 goes back to page 1 in the same update", () => {
    const { params, phi } = applyListUpdate(
      new URLSearchParams("page=2&size=15&sort=createdAt.desc&statuses=SENT"),
      {},
      listUpdates.filter("searchValue", "Gómez"),
      list,
    );
    expect(phi).toEqual({ searchValue: "Gómez" });
    expect(params.get("page")).toBe("1");
    expect(params.getAll("statuses")).toEqual(["SENT"]);
    expect(params.toString()).not.toContain("G%C3%B3mez");
  });

  it("a list without sorters (settlements, 000 §7) has no sort, in the state or the URL", () => {
    const { state } = decodeListState(new URLSearchParams("page=2&sort=createdAt.desc"), settlements.list);
    expect(state.sort).toBeUndefined();
    const { params } = applyListUpdate(new URLSearchParams(""), {}, listUpdates.page(3), settlements.list);
    expect(params.has("sort")).toBe(false);
    expect(params.get("page")).toBe("3");
  });
});
