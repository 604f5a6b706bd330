import { useCallback, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import type { FilterModel, ListDeclaration, SortDeclaration } from "../../../resources/define-resource";
import { normalizeModel } from "../../lib/filter-model";
import { decodeListState, encodeListState, phiPart, type ListUrlState } from "../../lib/url-state";

/** The state of a list screen and its setters. */
export interface ListState extends ListUrlState {
  /** Sets every filter (URL part and PHI part) and goes back to page 1. */
  setFilters(filters: FilterModel): void;
  setSort(sort: SortDeclaration | undefined): void;
  setPage(page: number): void;
  /** Sets the page size and goes back to page 1. */
  setPageSize(pageSize: number): void;
}

/**
 * The state of a list (DESIGN.md §5): non-PHI filters, sort, page and page size in the URL (a
 * shareable link, src/lib/url-state.ts), PHI filters in component memory only (never the URL, nor
 * any storage). Without list parameters in the URL the declaration's defaults apply. Each change
 * pushes a history entry, so Back undoes it.
 */
export function useListState(
  declaration: Pick<
    ListDeclaration,
    "filters" | "phi" | "sorters" | "defaultSort" | "pageSizes" | "defaultFilters"
  >,
): ListState {
  const [searchParams, setSearchParams] = useSearchParams();
  const decoded = useMemo(() => decodeListState(searchParams, declaration), [searchParams, declaration]);
  const [phiFilters, setPhiFilters] = useState<FilterModel>(() =>
    normalizeModel(phiPart(declaration.defaultFilters ?? {}, declaration), declaration.filters),
  );

  const state = decoded.state;
  const filters = useMemo(() => ({ ...state.filters, ...phiFilters }), [state.filters, phiFilters]);

  const write = useCallback(
    (next: ListUrlState) => {
      setSearchParams((current) => encodeListState(next, declaration, current));
    },
    [setSearchParams, declaration],
  );

  const setFilters = useCallback(
    (model: FilterModel) => {
      const normalized = normalizeModel(model, declaration.filters);
      setPhiFilters(phiPart(normalized, declaration));
      write({ ...state, filters: normalized, page: 1 });
    },
    [declaration, state, write],
  );
  const setSort = useCallback(
    (sort: SortDeclaration | undefined) =>
      write({ ...state, sort: sort ?? declaration.defaultSort, page: 1 }),
    [declaration.defaultSort, state, write],
  );
  const setPage = useCallback((page: number) => write({ ...state, page }), [state, write]);
  const setPageSize = useCallback(
    (pageSize: number) => write({ ...state, pageSize, page: 1 }),
    [state, write],
  );

  return { ...state, filters, setFilters, setSort, setPage, setPageSize };
}
