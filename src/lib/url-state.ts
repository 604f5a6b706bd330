import type {
  AmountRangeValue,
  DateRangeValue,
  FilterModel,
  FilterValue,
  ListDeclaration,
  SortDeclaration,
} from "../../resources/define-resource";
import { isWireDate } from "./dates";
import { normalizeModel } from "./filter-model";

/**
 * The state of a list that lives in the URL (react-router search params), so that a filtered view
 * is a shareable link (DESIGN.md §5): non-PHI filters, sort, page (1-based, as shown) and page size.
 * Filters a declaration marks `phi` are never written and never read (DESIGN.md §5 "no patient
 * data in URLs").
 *
 * Parameters (keys of `list.filters` are the names):
 * - select (multiple): the key repeated, `statuses=SENT&statuses=SETTLED`;
 * - text, select (single): `payer=do-universal`; yes/no: `requiredSupportDocumentsCompleted=true`;
 * - date range: `createdAt.from=2026-01-01&createdAt.to=2026-01-31`;
 * - amount range: `invoiceAmount.min=10&invoiceAmount.max=99.5`;
 * - `sort=invoiceAmount.desc`, `page=3`, `size=30`.
 * `page` is always written, so its presence means "the URL states the list": without it the
 * declaration's default filters apply.
 */
export interface ListUrlState {
  filters: FilterModel;
  /** Undefined only for a list without sorters (its service sorts nothing, e.g. settlements). */
  sort: SortDeclaration | undefined;
  /** 1-based page, as shown. */
  page: number;
  pageSize: number;
}

/** The declaration parts the codec needs. */
export type CodecDeclaration = Pick<
  ListDeclaration,
  "filters" | "phi" | "sorters" | "defaultSort" | "pageSizes" | "defaultFilters"
>;

/** Parameters owned by the list (to keep foreign parameters of the URL untouched). */
export function ownedParams(declaration: CodecDeclaration): Set<string> {
  const owned = new Set(["sort", "page", "size"]);
  for (const [key, filter] of Object.entries(declaration.filters)) {
    if (filter.kind === "dateRange") {
      owned.add(`${key}.from`).add(`${key}.to`);
    } else if (filter.kind === "amountRange") {
      owned.add(`${key}.min`).add(`${key}.max`);
    } else owned.add(key);
  }
  return owned;
}

/**
 * Writes the state as search params, merged over `base` (foreign params kept, owned params
 * replaced). PHI filters are skipped whatever the model holds.
 */
export function encodeListState(
  state: ListUrlState,
  declaration: CodecDeclaration,
  base?: URLSearchParams,
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of ownedParams(declaration)) params.delete(key);
  const phi = new Set(declaration.phi);
  const model = normalizeModel(state.filters, declaration.filters);
  for (const [key, filter] of Object.entries(declaration.filters)) {
    if (phi.has(key)) continue;
    const value = model[key];
    if (value === undefined) continue;
    switch (filter.kind) {
      case "select":
        if (Array.isArray(value)) for (const item of value as readonly string[]) params.append(key, item);
        else params.set(key, String(value));
        break;
      case "text":
        params.set(key, String(value));
        break;
      case "boolean":
        params.set(key, value ? "true" : "false");
        break;
      case "dateRange": {
        const range = value as DateRangeValue;
        if (range.from !== undefined) params.set(`${key}.from`, range.from);
        if (range.to !== undefined) params.set(`${key}.to`, range.to);
        break;
      }
      case "amountRange": {
        const range = value as AmountRangeValue;
        if (range.min !== undefined) params.set(`${key}.min`, String(range.min));
        if (range.max !== undefined) params.set(`${key}.max`, String(range.max));
        break;
      }
    }
  }
  if (state.sort) params.set("sort", `${state.sort.field}.${state.sort.order}`);
  params.set("page", String(Math.max(1, Math.floor(state.page))));
  params.set("size", String(state.pageSize));
  return params;
}

function readNumber(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === "") return undefined;
  const number = Number(raw);
  return Number.isFinite(number) ? number : undefined;
}

/**
 * Reads the state from search params. Unknown or malformed values fall back to defaults
 * (declared default sort, first page size, page 1); PHI filters are ignored even if present.
 * @returns the state and `explicit`: whether the URL states the list (has `page`, `size`, `sort`
 * or any non-PHI filter parameter, so a hand-written or shared link with only `statuses=SENT` means
 * what it says); when it does not, `filters` are the declaration's default filters.
 */
export function decodeListState(
  params: URLSearchParams,
  declaration: CodecDeclaration,
): { state: ListUrlState; explicit: boolean } {
  const phi = new Set(declaration.phi);
  const filterKeys = Object.keys(declaration.filters).filter((key) => !phi.has(key));
  const explicit =
    ["page", "size", "sort"].some((key) => params.has(key)) ||
    [...params.keys()].some((name) => filterKeys.includes(name.split(".")[0]));
  const raw: Record<string, FilterValue> = {};
  for (const [key, filter] of Object.entries(declaration.filters)) {
    if (phi.has(key)) continue;
    switch (filter.kind) {
      case "select":
        if (filter.multiple) raw[key] = params.getAll(key);
        else if (params.has(key)) raw[key] = params.get(key) ?? "";
        break;
      case "text":
        if (params.has(key)) raw[key] = params.get(key) ?? "";
        break;
      case "boolean": {
        const value = params.get(key);
        if (value === "true" || value === "false") raw[key] = value === "true";
        break;
      }
      case "dateRange": {
        const from = params.get(`${key}.from`);
        const to = params.get(`${key}.to`);
        raw[key] = { ...(isWireDate(from) ? { from } : {}), ...(isWireDate(to) ? { to } : {}) };
        break;
      }
      case "amountRange": {
        const min = readNumber(params.get(`${key}.min`));
        const max = readNumber(params.get(`${key}.max`));
        raw[key] = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
        break;
      }
    }
  }
  const filters = explicit
    ? normalizeModel(raw, declaration.filters)
    : withoutPhi(declaration.defaultFilters ?? {}, phi, declaration);

  const [field, order] = (params.get("sort") ?? "").split(".");
  const sort: SortDeclaration | undefined =
    field && declaration.sorters.includes(field) && (order === "asc" || order === "desc")
      ? { field, order }
      : declaration.defaultSort && { ...declaration.defaultSort };

  const page = readNumber(params.get("page"));
  const size = readNumber(params.get("size"));
  return {
    explicit,
    state: {
      filters,
      sort,
      page: page !== undefined && Number.isInteger(page) && page >= 1 ? page : 1,
      pageSize: size !== undefined && declaration.pageSizes.includes(size) ? size : declaration.pageSizes[0],
    },
  };
}

function withoutPhi(model: FilterModel, phi: Set<string>, declaration: CodecDeclaration): FilterModel {
  const kept: Record<string, FilterValue | undefined> = {};
  for (const [key, value] of Object.entries(model)) if (!phi.has(key)) kept[key] = value;
  return normalizeModel(kept, declaration.filters);
}

/** The PHI part of a model (kept in component memory only). */
export function phiPart(model: FilterModel, declaration: Pick<ListDeclaration, "phi">): FilterModel {
  const kept: Record<string, FilterValue | undefined> = {};
  for (const key of declaration.phi) if (model[key] !== undefined) kept[key] = model[key];
  return kept;
}

/**
 * One change of a list's state, as a function of the state **current when it is applied** (never
 * of a rendered copy), so that changes made in quick succession all survive (DESIGN.md §10 "List
 * state updates are computed from the current URL state when applied"; issue 6 §4). `filters` is
 * the whole model, PHI part included.
 */
export type ListUpdate = (current: ListUrlState) => ListUrlState;

/** A new value of one filter, or a function of its current value (e.g. add one status). */
export type FilterChange =
  FilterValue | undefined | ((current: FilterValue | undefined) => FilterValue | undefined);

/**
 * The updates a list screen makes. Every filter or sort change and every page-size change goes
 * back to page 1 **in the same update**, so no request is made for the old page with the new
 * filters.
 */
export const listUpdates = {
  /** Sets one filter (others untouched); undefined removes it. Back to page 1. */
  filter:
    (key: string, change: FilterChange): ListUpdate =>
    (current) => ({
      ...current,
      filters: {
        ...current.filters,
        [key]: typeof change === "function" ? change(current.filters[key]) : change,
      },
      page: 1,
    }),
  /** Replaces every filter (an empty model clears them). Back to page 1. */
  filters:
    (model: FilterModel): ListUpdate =>
    (current) => ({ ...current, filters: model, page: 1 }),
  /** Sets the sort; undefined means the declaration's default (given by the caller). Back to page 1. */
  sort:
    (sort: SortDeclaration | undefined): ListUpdate =>
    (current) => ({ ...current, sort, page: 1 }),
  /** Goes to a 1-based page; filters, sort and size untouched. */
  page:
    (page: number): ListUpdate =>
    (current) => ({ ...current, page }),
  /** Sets the page size. Back to page 1. */
  pageSize:
    (pageSize: number): ListUpdate =>
    (current) => ({ ...current, pageSize, page: 1 }),
} as const;

/**
 * Applies an update to the list state held by `params` (the URL) and `phi` (the PHI filters kept
 * in memory), the two together being the current state.
 * @returns the new search params (foreign params kept, PHI never written) and the new PHI part.
 */
export function applyListUpdate(
  params: URLSearchParams,
  phi: FilterModel,
  update: ListUpdate,
  declaration: CodecDeclaration,
): { params: URLSearchParams; phi: FilterModel } {
  const { state } = decodeListState(params, declaration);
  const next = update({ ...state, filters: { ...state.filters, ...phi } });
  const filters = normalizeModel(next.filters, declaration.filters);
  const sort = next.sort ?? (declaration.defaultSort && { ...declaration.defaultSort });
  return {
    params: encodeListState({ ...next, filters, sort }, declaration, params),
    phi: phiPart(filters, declaration),
  };
}

/**
 * The parameters of one list on a page that shows several (a nested list, issue 7 §1): the URL
 * keys starting with `<prefix>.`, without it (`charges.page=2` → `page=2`), so that the codec
 * above reads and writes them as if the list were alone. Without a prefix, `params` as given.
 * @param prefix the list's URL key prefix, e.g. `charges`; no dot at either end.
 */
export function scopedParams(params: URLSearchParams, prefix: string | undefined): URLSearchParams {
  if (!prefix) return new URLSearchParams(params);
  const head = `${prefix}.`;
  const scoped = new URLSearchParams();
  for (const [key, value] of params) if (key.startsWith(head)) scoped.append(key.slice(head.length), value);
  return scoped;
}

/**
 * Writes a list's scoped parameters back into the page's URL parameters: every `<prefix>.` key is
 * replaced by `scoped`'s keys under the prefix, every other key of `params` is kept as it was.
 * Without a prefix, `scoped` is the whole URL.
 */
export function mergeScopedParams(
  params: URLSearchParams,
  scoped: URLSearchParams,
  prefix: string | undefined,
): URLSearchParams {
  if (!prefix) return new URLSearchParams(scoped);
  const head = `${prefix}.`;
  const merged = new URLSearchParams();
  for (const [key, value] of params) if (!key.startsWith(head)) merged.append(key, value);
  for (const [key, value] of scoped) merged.append(`${head}${key}`, value);
  return merged;
}
