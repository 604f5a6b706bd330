/**
 * Every declaration speaks its service's wire dialect (DESIGN.md §3 table; issue 6 §4 "a
 * declaration's sorters and filters are accepted by its service's dialect"): each declared sorter
 * in both orders, each filter with a usable value, and all filters at once, map to query
 * parameters without the dialect throwing, so no list of the portal can fail on its first call.
 */
import { describe, expect, it } from "vitest";
import { RESOURCES } from "../../../resources";
import type { FilterDeclaration, FilterValue } from "../../../resources/define-resource";
import { DIALECTS } from "../../../providers/data/dialects";
import { toListQuery } from "../../../providers/data/list-query";
import { toCrudFilters } from "../../../src/lib/filter-model";

/** A usable value of a filter of each kind, as the filter controls give it. */
function sampleValue(filter: FilterDeclaration): FilterValue {
  switch (filter.kind) {
    case "text":
      return "abc";
    case "select":
      return filter.multiple ? ["A", "B"] : "A";
    case "boolean":
      return true;
    case "dateRange":
      return { from: "2024-01-01", to: "2024-01-31" };
    case "amountRange":
      return { min: 1, max: 2.5 };
  }
}

describe.each(RESOURCES.map((declaration) => [declaration.name, declaration] as const))(
  "%s: declaration and dialect agree",
  (_name, declaration) => {
    const dialect = DIALECTS[declaration.service];
    const { list } = declaration;
    const pagination = { currentPage: 2, pageSize: list.pageSizes[0], mode: "server" as const };

    it("every sorter, in both orders, is accepted (and the default sort is one of them)", () => {
      for (const field of list.sorters)
        for (const order of ["asc", "desc"] as const)
          expect(
            () => toListQuery(dialect, { pagination, sorters: [{ field, order }] }),
            field,
          ).not.toThrow();
      if (list.defaultSort) expect(list.sorters).toContain(list.defaultSort.field);
      else expect(list.sorters).toEqual([]);
    });

    it("a service that sorts nothing gets no sorter", () => {
      if (dialect.sort.kind === "none") {
        expect(list.sorters).toEqual([]);
        expect(list.defaultSort).toBeUndefined();
      }
    });

    it("every filter, alone and all together, is accepted", () => {
      const model: Record<string, FilterValue> = {};
      for (const [key, filter] of Object.entries(list.filters)) {
        model[key] = sampleValue(filter);
        const filters = toCrudFilters({ [key]: model[key] }, list.filters);
        expect(filters.length, key).toBeGreaterThan(0);
        expect(() => toListQuery(dialect, { pagination, filters }), key).not.toThrow();
      }
      const sorters = list.defaultSort ? [list.defaultSort] : [];
      const all = toListQuery(dialect, { pagination, sorters, filters: toCrudFilters(model, list.filters) });
      expect(all[dialect.paging.pageParam]).toBe(1);
    });
  },
);
