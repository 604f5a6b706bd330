/**
 * Which failures are re-sent (000 §7: "On HTTP 500 each call is retried up to 5 times with a
 * 1 second delay, then the error is raised"; 000 §9; 001 §7 "Any call answered 500 is retried after
 * the configured delay up to the configured maximum attempts").
 */
import type { AxiosRequestConfig } from "axios";
import { isChange } from "./idempotent-change";

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
 * True when a failed request must be re-sent once more (same key, same bytes: the re-send is the
 * same request). Re-sent, within the same budget of `policy.maxAttempts`:
 * - an HTTP 500 (000 §7, 001 §7);
 * - a change (POST, PUT, PATCH, DELETE) that carries an `Idempotency-Key` and got no answer at all
 *   (a network error, a reset connection): the key makes the re-send safe, and its answer is the
 *   first one's replay if the server did the work (docs/api-contract.md "General");
 * - a 409 `IDEMPOTENCY_KEY_IN_PROGRESS`: the first request with this key still runs; after the
 *   wait the re-send gets its answer.
 * Aborted requests are never re-sent (the caller passes no status and `aborted: true`).
 * @param status - HTTP status of the answer, `undefined` without one (network error).
 * @param config - the failed request's config (`skipRetry`, `retryState.serverErrorRetries`).
 * @param policy - the client's {@link RetryPolicy}.
 * @param answer - what else is known of the failure: the body's error code, and whether it was an abort.
 */
export function shouldRetryServerError(
  status: number | undefined,
  config: AxiosRequestConfig,
  policy: RetryPolicy,
  answer: { errorCode?: string; aborted?: boolean } = {},
): boolean {
  if (config.skipRetry || answer.aborted) return false;
  if (!isRetried(status, config, answer.errorCode)) return false;
  return (config.retryState?.serverErrorRetries ?? 0) < policy.maxAttempts;
}

function isRetried(
  status: number | undefined,
  config: AxiosRequestConfig,
  errorCode: string | undefined,
): boolean {
  // Every change carries its Idempotency-Key (create-http-client.ts sets it on the first send).
  if (status === undefined) return isChange(config);
  if (status === 409) return errorCode === "IDEMPOTENCY_KEY_IN_PROGRESS";
  return RETRIED_STATUSES.includes(status);
}
