/**
 * The one way a list (or a row) that refreshes while some of its items are pending is polled
 * (DESIGN.md §12 "a 202": a list may stay a react-query `refetchInterval`, through this helper):
 * every 2 × `retry.delayMs` of the client (000 §9 "Polling interval: twice the delay (2 seconds)";
 * 001 §7 "Pending-result polling waits twice the configured delay"), and not at all once nothing is
 * pending. A single job answered 202 + `Location` is followed with `usePolledJob` instead.
 */
import type { HttpClient } from "../../providers/http";

/** The polling interval of the spec, in ms: twice the client's retry delay (000 §9: 2000). */
export function pollIntervalOf(http: Pick<HttpClient, "settings">): number {
  return 2 * http.settings.retry.delayMs;
}

/**
 * A react-query `refetchInterval` that refetches every {@link pollIntervalOf} while `isPending`
 * says the data holds pending items, and stops otherwise.
 *
 * ```ts
 * useQuery({ ...uploadsQuery(http), refetchInterval: refetchWhilePending(http, (page) =>
 *   (page?.content ?? []).some((u) => isPending(u.status))) });
 * ```
 *
 * @param http - the portal client (its settings give the interval).
 * @param isPending - true when the query's current data (undefined before the first answer) holds
 *   something still pending.
 * @returns the `refetchInterval` option.
 */
export function refetchWhilePending<TData>(
  http: Pick<HttpClient, "settings">,
  isPending: (data: TData | undefined) => boolean,
): (query: { state: { data: TData | undefined } }) => number | false {
  const intervalMs = pollIntervalOf(http);
  return (query) => (isPending(query.state.data) ? intervalMs : false);
}
