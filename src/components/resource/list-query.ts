import { keys, type CrudFilter, type CrudSort, type DataProvider } from "@refinedev/core";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { FilterModel, ResourceDeclaration } from "../../../resources/define-resource";
import type { PathParams } from "../../../providers/data/endpoint";
import { normalizeModel, toCrudFilters, visibleFilterKeys } from "../../lib/filter-model";
import { decodeListState, phiPart, scopedParams, type ListUrlState } from "../../lib/url-state";

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
 * Starts loading the first page a list screen will show, into the query cache under the key the
 * screen reads, so its rows can arrive while the screen's code and permissions still load
 * (issue 6 §2). The answer is kept like any list answer; the screen shows it and refreshes as usual.
 * @param dataProvider the declaration's service's data provider.
 */
export function prefetchList(
  queryClient: QueryClient,
  dataProvider: DataProvider,
  input: ListQueryInput,
): Promise<void> {
  const queryKey = listQueryKey(input);
  const answer = queryClient.prefetchQuery({
    queryKey,
    queryFn: ({ signal, queryKey, client }) =>
      dataProvider.getList({
        resource: input.resource,
        pagination: input.pagination,
        sorters: input.sorters,
        filters: input.filters,
        meta: { ...input.meta, queryContext: { signal, queryKey, client } },
      }),
  });
  const cache = queryClient.getQueryCache();
  const query = cache.find({ queryKey, exact: true });
  if (query) {
    prefetched.add(query);
    // Only the first list to mount reads it so: once that list is gone, the page is like any other.
    const stop = cache.subscribe((event) => {
      if (event.type === "observerRemoved" && event.query === query && query.getObserversCount() === 0) {
        prefetched.delete(query);
        stop();
      }
    });
  }
  return answer;
}

/**
 * How long a prefetched page counts as fresh for the list it was asked for, in ms from its answer
 * (that list mounts within a second in a browser; a cold test environment may take far longer).
 */
const PREFETCH_FRESH_MS = 60_000;

/** Queries filled by {@link prefetchList}. */
const prefetched = new WeakSet<object>();

/** The part of a react-query `Query` {@link refetchListOnMount} reads. */
export interface MountedQuery {
  state: { isInvalidated: boolean; dataUpdatedAt: number };
}

/**
 * The list's `refetchOnMount`: the first list mounting on a page prefetched less than
 * {@link PREFETCH_FRESH_MS} ago shows it without asking for it again (it was asked for this very
 * mount); any other page or mount, or an invalidated page, is asked again as react-query does by
 * default.
 */
export function refetchListOnMount(query: MountedQuery): boolean {
  if (!prefetched.has(query) || query.state.isInvalidated) return true;
  return Date.now() - query.state.dataUpdatedAt > PREFETCH_FRESH_MS;
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
