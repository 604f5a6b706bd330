/**
 * A model of list-state updates for property tests (issue 6 §4 "a property test interleaves
 * random filter, sort and page updates and checks that none is lost"): random update steps of the
 * accounts list (001 §5 filters, PHI search included) and the state they must lead to, written
 * without the code under test.
 */
import fc from "fast-check";
import accounts from "../../../resources/accounts";
import type { FilterValue, SortDeclaration } from "../../../resources/define-resource";
import type { ListUrlState } from "../../../src/lib/url-state";

/** The accounts list: text (PHI and not), selects, date and amount ranges, yes/no filters. */
export const list = accounts.list;

/** One step a user (or a screen) may take on a list. */
export type Step =
  | { kind: "filter"; key: string; value: FilterValue | undefined }
  | { kind: "pick"; key: "statuses"; value: string }
  | { kind: "unpick"; key: "statuses"; value: string }
  | { kind: "clear" }
  | { kind: "sort"; sort: SortDeclaration | undefined }
  | { kind: "page"; page: number }
  | { kind: "pageSize"; pageSize: number };

const text = fc
  .string({ minLength: 1, maxLength: 10 })
  .filter((s) => s.trim() === s && s !== "" && !s.includes("\u0000"));
const wireDate = fc
  .date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2025-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const amount = fc.double({ min: 0.01, max: 1e7, noNaN: true, noDefaultInfinity: true });
const status = fc.constantFrom("IN_PROGRESS", "SENT", "SETTLED", "ERROR", "READY_TO_AUDIT");

/** A usable value (as the filter controls give) of each accounts filter used here, or undefined. */
const filterStep: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant("filter" as const),
    key: fc.constant("searchValue"),
    value: fc.option(text, { nil: undefined }),
  }),
  fc.record({
    kind: fc.constant("filter" as const),
    key: fc.constant("reassignedAccountId"),
    value: fc.option(text, { nil: undefined }),
  }),
  fc.record({
    kind: fc.constant("filter" as const),
    key: fc.constant("statuses"),
    value: fc.option(fc.uniqueArray(status, { minLength: 1, maxLength: 3 }), { nil: undefined }),
  }),
  fc.record({
    kind: fc.constant("filter" as const),
    key: fc.constant("createdAt"),
    value: fc.option(
      fc
        .record({ from: wireDate, to: wireDate })
        .map(({ from, to }) => (from <= to ? { from, to } : { from: to, to: from })),
      { nil: undefined },
    ),
  }),
  fc.record({
    kind: fc.constant("filter" as const),
    key: fc.constant("invoiceAmount"),
    value: fc.option(
      fc
        .record({ min: amount, max: amount })
        .map(({ min, max }) => (min <= max ? { min, max } : { min: max, max: min })),
      { nil: undefined },
    ),
  }),
  fc.record({
    kind: fc.constant("filter" as const),
    key: fc.constant("requiredSupportDocumentsCompleted"),
    value: fc.option(fc.boolean(), { nil: undefined }),
  }),
  fc.record({ kind: fc.constant("pick" as const), key: fc.constant("statuses" as const), value: status }),
  fc.record({ kind: fc.constant("unpick" as const), key: fc.constant("statuses" as const), value: status }),
);

/** Random steps: filters (set, pick, unpick, clear), sorts, pages and page sizes, interleaved. */
export const stepsArb: fc.Arbitrary<Step[]> = fc.array(
  fc.oneof(
    { weight: 5, arbitrary: filterStep },
    { weight: 1, arbitrary: fc.constant<Step>({ kind: "clear" }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant("sort" as const),
        sort: fc.option(
          fc.record({
            field: fc.constantFrom(...list.sorters),
            order: fc.constantFrom("asc" as const, "desc" as const),
          }),
          { nil: undefined },
        ),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant("page" as const), page: fc.integer({ min: 1, max: 40 }) }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant("pageSize" as const),
        pageSize: fc.constantFrom(...list.pageSizes),
      }),
    },
  ),
  { minLength: 1, maxLength: 12 },
);

/** The state before any step: the URL says nothing, so the declaration's defaults apply. */
export const initialState: ListUrlState = {
  filters: {},
  sort: list.defaultSort,
  page: 1,
  pageSize: list.pageSizes[0],
};

/**
 * The state the steps must lead to when none is lost: each filter holds its last value since the
 * last clear (picks and unpicks relative to it), the sort is the last one asked (the default when
 * cleared), the page the last one asked unless a filter, sort or size change came after it.
 */
export function expectedState(steps: readonly Step[], start: ListUrlState = initialState): ListUrlState {
  const filters: Record<string, FilterValue | undefined> = { ...start.filters };
  let { sort, page, pageSize } = start;
  for (const step of steps) {
    switch (step.kind) {
      case "filter":
        filters[step.key] = step.value;
        page = 1;
        break;
      case "pick": {
        const current = (filters.statuses as readonly string[] | undefined) ?? [];
        filters.statuses = current.includes(step.value) ? current : [...current, step.value];
        page = 1;
        break;
      }
      case "unpick": {
        const left = ((filters.statuses as readonly string[] | undefined) ?? []).filter(
          (s) => s !== step.value,
        );
        filters.statuses = left.length > 0 ? left : undefined;
        page = 1;
        break;
      }
      case "clear":
        for (const key of Object.keys(filters)) delete filters[key];
        page = 1;
        break;
      case "sort":
        sort = step.sort ?? list.defaultSort;
        page = 1;
        break;
      case "page":
        page = step.page;
        break;
      case "pageSize":
        pageSize = step.pageSize;
        page = 1;
        break;
    }
  }
  const kept = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
  return { filters: kept, sort, page, pageSize };
}
