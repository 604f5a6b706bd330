import { keys, type CrudFilter, type CrudSort, type DataProvider } from "@refinedev/core";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { FilterModel, ResourceDeclaration } from "../../../resources/define-resource";
import type { PathParams } from "../../../providers/data/endpoint";
import { normalizeModel, toCrudFilters, visibleFilterKeys } from "../../lib/filter-model";
import { decodeListState, phiPart, scopedParams, type ListUrlState } from "../../lib/url-state";
import { prefetchForMount } from "../../lib/query-client";

/**
 * What a resource list asks its data provider for (Refine `useList` parameters): one pure function
 * shared by the list screen and by the prefetch of a landing list, so both ask for exactly the same
 * page under exactly the same query key (issue 6 §2, first rows ≤ 1 s).
 */
export interface ListQueryInput {
  resource: string;
  dataProviderName: string;
  /** Pages counted from 1, as Refine counts them (the dialect maps to the service's base). */
  pagination: { currentPage: number; pageSize: number; mode: "server" };
  sorters: CrudSort[];
  filters: CrudFilter[];
  meta: { endpoint: string; pathParams: PathParams };
}

/** What besides the declaration decides a list's query. */
export interface ListQueryOptions {
  /** The user's RCM roles (filters offered by role, 001 §5/§6). */
  roles?: readonly string[];
  /** Filter keys the screen does not offer. */
  hiddenFilters?: readonly string[];
  /** Values of the endpoint's path parameters (nested lists). */
  pathParams?: PathParams;
}

/** The list state a query needs: page (from 1), page size, sort and every filter (PHI included). */
export type ListQueryState = Pick<ListUrlState, "page" | "pageSize" | "sort" | "filters">;

/** The filter keys a list offers: the declaration's, minus role rules and the screen's hidden ones. */
export function offeredFilterKeys(declaration: ResourceDeclaration, options: ListQueryOptions): string[] {
  const hidden = new Set(options.hiddenFilters ?? []);
  return visibleFilterKeys(declaration.list.filters, options.roles).filter((key) => !hidden.has(key));
}

/**
 * The data provider parameters of a list in a state (filters not offered are left out).
 * @param declaration the resource declaration.
 * @param state page, size, sort and filters (src/components/resource/use-list-state.ts).
 */
export function listQueryInput(
  declaration: ResourceDeclaration,
  state: ListQueryState,
  options: ListQueryOptions = {},
): ListQueryInput {
  const { list } = declaration;
  const active: FilterModel = {};
  for (const key of offeredFilterKeys(declaration, options)) {
    if (state.filters[key] !== undefined) (active as Record<string, unknown>)[key] = state.filters[key];
  }
  return {
    resource: declaration.name,
    dataProviderName: declaration.service,
    pagination: { currentPage: state.page, pageSize: state.pageSize, mode: "server" },
    sorters: state.sort ? [{ field: state.sort.field, order: state.sort.order }] : [],
    filters: toCrudFilters(active, list.filters),
    meta: { endpoint: declaration.endpoint, pathParams: { ...(options.pathParams ?? {}) } },
  };
}

/**
 * The react-query key under which Refine 5's `useList` keeps a list's answer: `keys().data(provider)
 * .resource(name).action("list").params({ ...meta, filters, pagination, sorters })` (node_modules/
 * @refinedev/core `useList`). A component test proves a prefetched page is the one the list reads.
 */
export function listQueryKey(input: ListQueryInput): QueryKey {
  return keys()
    .data(input.dataProviderName)
    .resource(input.resource)
    .action("list")
    .params({ ...input.meta, filters: input.filters, pagination: input.pagination, sorters: input.sorters })
    .get();
}

/**
 * The state a list screen starts in at a URL: its URL parameters (or the declared defaults) and the
 * declared default PHI filters, as `useListState` starts.
 * @param search the location's query string parameters.
 * @param prefix the URL key prefix of a nested list.
 */
export function initialListState(
  declaration: ResourceDeclaration,
  search: URLSearchParams,
  prefix?: string,
): ListQueryState {
  const { list } = declaration;
  const { state } = decodeListState(scopedParams(search, prefix), list);
  const phi = normalizeModel(phiPart(list.defaultFilters ?? {}, list), list.filters);
  return {
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort,
    filters: { ...state.filters, ...phi },
  };
}

/**
 * How long a prefetched page serves the list it was asked for, in ms from its answer (that list
 * mounts within a second in a browser; a cold test environment may take far longer).
 */
const PREFETCH_FRESH_MS = 60_000;

/**
 * Starts loading the first page a list screen will show, into the query cache under the key the
 * screen reads, so its rows can arrive while the screen's code and permissions still load
 * (issue 6 §2); the list mounting on it does not ask again (src/lib/query-client.ts). The
 * answer is kept like any list answer; the screen shows it and refreshes as usual.
 * @param dataProvider the declaration's service's data provider.
 */
export function prefetchList(
  queryClient: QueryClient,
  dataProvider: DataProvider,
  input: ListQueryInput,
): Promise<void> {
  return prefetchForMount(
    queryClient,
    {
      queryKey: listQueryKey(input),
      queryFn: ({ signal, queryKey, client }) =>
        dataProvider.getList({
          resource: input.resource,
          pagination: input.pagination,
          sorters: input.sorters,
          filters: input.filters,
          meta: { ...input.meta, queryContext: { signal, queryKey, client } },
        }),
    },
    PREFETCH_FRESH_MS,
  );
}

/**
 * The react-query key under which Refine 5's `useOne` keeps one record read with `meta`:
 * `keys().data(service).resource(name).action("one").id(id).params(meta)` (node_modules/
 * @refinedev/core `useOne`). The one place a screen's prefetch spells it ({@link prefetchOne}).
 */
export function oneQueryKey(
  declaration: Pick<ResourceDeclaration, "service" | "name">,
  id: string,
  meta: Readonly<Record<string, unknown>>,
): QueryKey {
  return keys()
    .data(declaration.service)
    .resource(declaration.name)
    .action("one")
    .id(id)
    .params({ ...meta })
    .get();
}

/**
 * Starts loading one record as Refine's `useOne` reads it with `meta` (its key, its data
 * provider's `getOne`), for a screen about to mount on it (e.g. at a link's click): the readers
 * mounting within `freshMs` of the answer do not ask again (src/lib/query-client.ts).
 * @param dataProvider the declaration's service's data provider (`useDataProvider()(service)`).
 * @param freshMs how long after its answer the record serves the screen it was asked for, ms.
 */
export function prefetchOne(
  queryClient: QueryClient,
  dataProvider: DataProvider,
  declaration: Pick<ResourceDeclaration, "service" | "name">,
  request: { id: string; meta: Readonly<Record<string, unknown>> },
  freshMs: number,
): Promise<void> {
  return prefetchForMount(
    queryClient,
    {
      queryKey: oneQueryKey(declaration, request.id, request.meta),
      queryFn: ({ signal, queryKey, client }) =>
        dataProvider.getOne({
          resource: declaration.name,
          id: request.id,
          meta: { ...request.meta, queryContext: { signal, queryKey, client } },
        }),
    },
    freshMs,
  );
}

/** What {@link prefetchListAt} needs of a session's warm-up (src/areas/define-area.ts `WarmUpContext`). */
export interface ListPrefetchContext {
  queryClient: QueryClient;
  dataProviders: Readonly<Record<string, DataProvider>>;
  session: { extensions?: { rcmUserRoles?: readonly string[] } | null };
  location: { pathname: string; search: string };
}

/**
 * When the signed-in app first renders at a list's route (`meta.route`), starts loading the page
 * that list will show there ({@link prefetchList}); elsewhere does nothing.
 * @returns whether a page was asked for.
 */
export function prefetchListAt(context: ListPrefetchContext, declaration: ResourceDeclaration): boolean {
  if (context.location.pathname !== declaration.meta.route) return false;
  const dataProvider = context.dataProviders[declaration.service];
  if (!dataProvider) return false;
  const state = initialListState(declaration, new URLSearchParams(context.location.search));
  const input = listQueryInput(declaration, state, { roles: context.session.extensions?.rcmUserRoles });
  void prefetchList(context.queryClient, dataProvider, input);
  return true;
}
