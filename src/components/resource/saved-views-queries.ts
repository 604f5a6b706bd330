import { queryOptions } from "@tanstack/react-query";
import type { FilterModel, SortDeclaration } from "../../../resources/define-resource";
import type { HttpClient } from "../../../providers/http";
import { isDensity, type Density } from "./grid-layout";

/**
 * The saved-view calls of the grids (issue 7 §3b; docs/api-contract.md "Saved views", an addition
 * to the contract). Answers are read raw (no camel-casing): filter keys and column names inside a
 * view are the declaration's own names, not wire fields.
 */

/** The endpoint, under apiBaseUrl. */
export const SAVED_VIEWS_ENDPOINT = "/portal/v1/saved-views";

/** A saved view as the portal uses it. */
export interface SavedView {
  id: string;
  name: string;
  /** Non-PHI filters by the list's filter keys. */
  filters: FilterModel;
  sort: SortDeclaration | null;
  /** Columns shown, in order. */
  columns: string[];
  density: Density;
}

/** What saving sends (a view without its id). */
export interface SavedViewInput {
  resource: string;
  name: string;
  filters: FilterModel;
  sort: SortDeclaration | null;
  columns: string[];
  density: Density;
}

/** Reads one answered view; undefined for a shape that is not a view. */
export function readSavedView(raw: unknown): SavedView | undefined {
  if (typeof raw !== "object" || raw === null) return undefined;
  const view = raw as Record<string, unknown>;
  if (typeof view.id !== "string" || typeof view.name !== "string") return undefined;
  const sort = view.sort as SortDeclaration | null | undefined;
  return {
    id: view.id,
    name: view.name,
    filters: typeof view.filters === "object" && view.filters !== null ? (view.filters as FilterModel) : {},
    sort:
      sort && typeof sort.field === "string" && (sort.order === "asc" || sort.order === "desc") ? sort : null,
    columns: Array.isArray(view.columns)
      ? view.columns.filter((c): c is string => typeof c === "string")
      : [],
    density: isDensity(view.density) ? view.density : "comfortable",
  };
}

/** The signed-in user's views of one list (`GET …?resource=`), refetched on every opening of the menu. */
export function savedViewsQuery(http: HttpClient, userId: string, resource: string) {
  return queryOptions({
    queryKey: ["saved-views", userId, resource] as const,
    queryFn: async ({ signal }): Promise<SavedView[]> => {
      const response = await http.get<unknown>(SAVED_VIEWS_ENDPOINT, {
        params: { resource },
        signal,
        rawBody: true,
      });
      const rows = Array.isArray(response.data) ? (response.data as unknown[]) : [];
      return rows.map(readSavedView).filter((view): view is SavedView => view !== undefined);
    },
    staleTime: 0,
  });
}

/**
 * Saves a view (creates it, or replaces the user's view of the same name).
 * @throws the HTTP error (400 with the server's message, e.g. a PHI filter).
 */
export async function saveView(http: HttpClient, input: SavedViewInput): Promise<SavedView | undefined> {
  const response = await http.post<unknown>(SAVED_VIEWS_ENDPOINT, input, { rawBody: true });
  return readSavedView(response.data);
}

/** Deletes one of the user's views. @throws the HTTP error. */
export async function deleteView(http: HttpClient, id: string): Promise<void> {
  await http.delete(`${SAVED_VIEWS_ENDPOINT}/${encodeURIComponent(id)}`);
}

/** The filters a view may hold: `filters` without the list's PHI keys (DESIGN.md §5). */
export function withoutPhi(filters: FilterModel, phi: readonly string[]): FilterModel {
  const kept: Record<string, FilterModel[string]> = {};
  for (const [key, value] of Object.entries(filters))
    if (!phi.includes(key) && value !== undefined) kept[key] = value;
  return kept;
}
