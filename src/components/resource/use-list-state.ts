import { startTransition, useCallback, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { FilterModel, ListDeclaration, SortDeclaration } from "../../../resources/define-resource";
import { normalizeModel } from "../../lib/filter-model";
import {
  applyListUpdate,
  decodeListState,
  listUpdates,
  mergeScopedParams,
  phiPart,
  scopedParams,
  type FilterChange,
  type ListUpdate,
  type ListUrlState,
} from "../../lib/url-state";
import { rememberedPhi, rememberPhi } from "./phi-memory";
import { useSearchWriter } from "./use-search-writer";

/**
 * The state of a list screen and its setters. Every setter is an update of the state current when
 * it is applied (src/lib/url-state.ts `listUpdates`), never of the values of the last render.
 */
export interface ListState extends ListUrlState {
  /** Sets one filter (a value, or a function of its current value); back to page 1. */
  setFilter(key: string, change: FilterChange): void;
  /** Replaces every filter ({} clears them); back to page 1. */
  setFilters(filters: FilterModel): void;
  /** Sets the sort (undefined: the declared default); back to page 1. */
  setSort(sort: SortDeclaration | undefined): void;
  setPage(page: number): void;
  /** Sets the page size; back to page 1. */
  setPageSize(pageSize: number): void;
}

/** The declaration parts the list state needs. */
export type ListStateDeclaration = Pick<
  ListDeclaration,
  "filters" | "phi" | "sorters" | "defaultSort" | "pageSizes" | "defaultFilters"
>;

/**
 * The state of a list (DESIGN.md §5, §10): non-PHI filters, sort, page and page size in the URL (a
 * shareable link, src/lib/url-state.ts), PHI filters in component memory only (never the URL, nor
 * any storage). Without list parameters in the URL the declaration's defaults apply. Each change
 * pushes a history entry, so Back undoes it.
 *
 * Changes made in quick succession all survive (issue 6 §4): each is computed from the URL current
 * when it is applied (`useSearchWriter`) and the PHI filters current then. A change of a PHI filter
 * and the page it resets land in one render (both set in one transition, as the router renders
 * locations), so no request is made with the new search on the old page.
 *
 * A list nested in another screen (issue 7 §1 "Nested lists") passes its URL key `prefix`: its
 * parameters are `<prefix>.page`, `<prefix>.size`, `<prefix>.sort`, `<prefix>.<filter>`, so two lists
 * on one page never share page, size, sort or filters; every other key of the URL is kept.
 *
 * With a `memoryKey` (src/components/resource/phi-memory.ts `phiMemoryKey`), the PHI filters are
 * also kept in the session's memory (issue 19 §1): the list starts with those last applied to it
 * in this signed-in tab, so a search survives going to a record and back.
 * @param prefix the list's URL key prefix (e.g. `charges`); none for the screen's main list.
 * @param memoryKey the list's key in the PHI memory; none keeps the PHI filters in this component only.
 */
export function useListState(
  declaration: ListStateDeclaration,
  prefix?: string,
  memoryKey?: string,
): ListState {
  const [searchParams] = useSearchParams();
  const write = useSearchWriter();
  const decoded = useMemo(
    () => decodeListState(scopedParams(searchParams, prefix), declaration),
    [searchParams, declaration, prefix],
  );
  const [phiFilters, setPhiFilters] = useState<FilterModel>(
    () =>
      (memoryKey === undefined ? undefined : rememberedPhi(memoryKey)) ??
      normalizeModel(phiPart(declaration.defaultFilters ?? {}, declaration), declaration.filters),
  );
  // The PHI filters current for the next update (the state above is what was rendered).
  const currentPhi = useRef(phiFilters);

  const state = decoded.state;
  const filters = useMemo(() => ({ ...state.filters, ...phiFilters }), [state.filters, phiFilters]);

  const update = useCallback(
    (change: ListUpdate) => {
      startTransition(() => {
        let phi = currentPhi.current;
        write((current) => {
          const next = applyListUpdate(
            scopedParams(current, prefix),
            currentPhi.current,
            change,
            declaration,
          );
          phi = next.phi;
          return mergeScopedParams(current, next.params, prefix);
        });
        if (JSON.stringify(phi) !== JSON.stringify(currentPhi.current)) {
          currentPhi.current = phi;
          if (memoryKey !== undefined) rememberPhi(memoryKey, phi);
          setPhiFilters(phi);
        }
      });
    },
    [declaration, write, prefix, memoryKey],
  );

  const setFilter = useCallback(
    (key: string, change: FilterChange) => update(listUpdates.filter(key, change)),
    [update],
  );
  const setFilters = useCallback((model: FilterModel) => update(listUpdates.filters(model)), [update]);
  const setSort = useCallback(
    (sort: SortDeclaration | undefined) => update(listUpdates.sort(sort)),
    [update],
  );
  const setPage = useCallback((page: number) => update(listUpdates.page(page)), [update]);
  const setPageSize = useCallback((pageSize: number) => update(listUpdates.pageSize(pageSize)), [update]);

  return { ...state, filters, setFilter, setFilters, setSort, setPage, setPageSize };
}
