/**
 * Per-request flags of the portal's axios instance, typed through axios module augmentation
 * (DESIGN.md §4). Import this module (the public `index.ts` does) to see them on `AxiosRequestConfig`.
 */
import "axios";

/** Bookkeeping the client keeps on a request's config between its retries. Not for callers. */
export interface RetryState {
  /** True once the request was re-sent after a refresh (000 §7: one refresh, then retry once). */
  authRetried?: boolean;
  /** Number of re-sends after an HTTP 500 so far (000 §7, §9). */
  serverErrorRetries?: number;
  /** The access token the request was sent with, to tell a stale 401 from a fresh one. */
  sentAccessToken?: string;
}

declare module "axios" {
  // Same type parameters as axios' own declaration, or the interfaces would not merge.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-unused-vars -- mirrors axios' own declaration: same parameters and `any` defaults
  interface AxiosRequestConfig<D = any, P = any> {
    /**
     * Calls that are not made with the session's token: the token call (000 §7 `POST /v1/oauth/token`,
     * client basic auth) and calls bearing their own token (client token, reset token, tfa token).
     * The caller's own `Authorization` is kept, no bearer is added, and a 401 triggers no refresh.
     * Without this flag the session's bearer always replaces any `Authorization` given.
     */
    skipAuth?: boolean;
    /** Never re-send this request on HTTP 500 (e.g. a call whose caller retries by itself). */
    skipRetry?: boolean;
    /** Send the (plain object or array) body with snake_case keys (000 §7 / 001 §7 "snake_case body"). */
    snakeBody?: boolean;
    /** Keep the JSON response body exactly as received (no camel-casing). */
    rawBody?: boolean;
    /**
     * Fields of the answer whose value is a map keyed by data, not by field names (e.g. a sponsor's
     * `text_overrides`, keyed by i18n keys): the field's own name is camel-cased, its keys are kept
     * as sent. Dot paths of the answer's keys as received (`text_overrides`, `a.b`).
     */
    keepKeysOf?: readonly string[];
    /** @internal Retry bookkeeping of the HTTP layer; callers never set it. */
    retryState?: RetryState;
  }
}
