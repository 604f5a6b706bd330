/**
 * Single-flight: concurrent callers share one run of an async task.
 */

/**
 * Wraps `task` so that every call made while a run is pending gets that same run's promise; the
 * next call after it settles (fulfilled or rejected) starts a new run.
 * Used for the token refresh: ten parallel 401s make exactly one refresh call (DESIGN.md §4).
 * @param task - the async work, e.g. the refresh-token grant.
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= task().finally(() => {
      pending = undefined;
    });
    return pending;
  };
}
