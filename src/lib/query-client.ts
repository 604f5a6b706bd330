import { QueryClient, type FetchQueryOptions, type QueryKey } from "@tanstack/react-query";

/**
 * The query client of a signed-in session (src/app/session-wiring.ts): react-query never retries
 * (the HTTP layer already retries 500s, DESIGN.md §4) nor refetches on window focus, and a query
 * asked ahead for a screen is not asked again as that screen mounts ({@link prefetchForMount}).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnMount: refetchUnlessAskedAhead },
      mutations: { retry: false },
    },
  });
}

/** What `refetchOnMount` reads of a query: whether a change invalidated it, and when it answered (ms). */
export interface MountedQuery {
  state: { isInvalidated: boolean; dataUpdatedAt: number };
}

/** Queries asked ahead for a reader about to mount, with how long (ms) their answer serves it. */
const askedAhead = new WeakMap<object, number>();

/**
 * Asks a query ahead of the screen that will read it (a warm-up at sign-in, a link's click, a
 * wizard's Next), and marks it asked for that screen: the first reader mounting within `freshMs`
 * of the answer shows it without asking again (react-query's default would, the answer being stale
 * at once); an invalidated answer (after a change) is asked again. Once that reader is gone, the
 * query is like any other. The one way to say "do not fetch again what was just prefetched"
 * (docs/architecture.md); readers need nothing: the session's query client ({@link createQueryClient})
 * reads {@link refetchUnlessAskedAhead} for every query.
 * @param freshMs how long after its answer the query serves the screen it was asked for, ms.
 * @returns the prefetch (never rejects, as react-query's `prefetchQuery`).
 */
export function prefetchForMount<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
  freshMs: number,
): Promise<void> {
  const answer = queryClient.prefetchQuery(options);
  const cache = queryClient.getQueryCache();
  const query = cache.find({ queryKey: options.queryKey, exact: true });
  if (query && !askedAhead.has(query)) {
    askedAhead.set(query, freshMs);
    const stop = cache.subscribe((event) => {
      if (event.type === "observerRemoved" && event.query === query && query.getObserversCount() === 0) {
        askedAhead.delete(query);
        stop();
      }
    });
  }
  return answer;
}

/**
 * `refetchOnMount` of every query of the session ({@link createQueryClient}): a query asked ahead
 * for this mount ({@link prefetchForMount}) is not asked again while its answer is that fresh;
 * any other is asked again when stale, as react-query does by default.
 */
export function refetchUnlessAskedAhead(query: MountedQuery): boolean {
  const freshMs = askedAhead.get(query);
  if (freshMs === undefined || query.state.isInvalidated) return true;
  return Date.now() - query.state.dataUpdatedAt > freshMs;
}
