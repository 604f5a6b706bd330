/**
 * Which failures are re-sent (000 §7: "On HTTP 500 each call is retried up to 5 times with a
 * 1 second delay, then the error is raised"; 000 §9; 001 §7 "Any call answered 500 is retried after
 * the configured delay up to the configured maximum attempts").
 */
import type { AxiosRequestConfig } from "axios";

/** Retry on HTTP 500: re-sends after the first call, and the wait between two calls. */
export interface RetryPolicy {
  /** Re-sends after the first call (5 → at most 6 calls). */
  maxAttempts: number;
  /** Wait before each re-send, in ms (1000). Polling waits twice this (000 §9). */
  delayMs: number;
}

/**
 * Statuses that are re-sent. Decision: only 500, as both specifications say. 502/503/504 and
 * network errors (no answer) are not re-sent by the client: the specification does not ask for it,
 * a gateway error usually outlives a few seconds of retries, and the screens offer a manual retry;
 * react-query's own retries are switched off by the app, so nothing stacks.
 */
export const RETRIED_STATUSES: readonly number[] = [500];

/**
 * True when a failed request must be re-sent once more.
 * @param status - HTTP status of the answer, `undefined` without one (network error).
 * @param config - the failed request's config (`skipRetry`, `retryState.serverErrorRetries`).
 * @param policy - the client's {@link RetryPolicy}.
 */
export function shouldRetryServerError(
  status: number | undefined,
  config: AxiosRequestConfig,
  policy: RetryPolicy,
): boolean {
  if (status === undefined || !RETRIED_STATUSES.includes(status)) return false;
  if (config.skipRetry) return false;
  return (config.retryState?.serverErrorRetries ?? 0) < policy.maxAttempts;
}
