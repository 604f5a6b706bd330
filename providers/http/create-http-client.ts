/**
 * The portal's one axios instance (DESIGN.md §4; 000 §7 "All requests carry…"; 001 §7 "Calls shared").
 */
import axios, {
  isAxiosError,
  type AxiosError,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from "axios";
import "./request-flags";
import { toCamelCaseDeep, toSnakeCaseDeep } from "./case";
import { encodeMultipartOnce, isChange, isFormData } from "./idempotent-change";
import { IDEMPOTENCY_HEADER } from "./idempotency-header";
import { isAbortError } from "./errors";
import { errorCode } from "./error-body";
import { shouldRetryServerError, type RetryPolicy } from "./server-error-retry";
import { createSessionRecovery, type SessionHooks } from "./session-recovery";
import { sleep as defaultSleep, type Sleep } from "./sleep";

/** Default ceiling of a 202 poll, in ms (public/config.json `pollCeilingMs`). */
export const DEFAULT_POLL_CEILING_MS = 120_000;

/** Options of {@link createHttpClient}. */
export interface HttpClientOptions extends SessionHooks {
  /** Base of every call, e.g. `"/api"` (same origin) or `"https://api.example.com/api"`. */
  baseURL: string;
  /** Retry on HTTP 500 (public/config.json `retry`: `{ maxAttempts: 5, delayMs: 1000 }`). */
  retry: RetryPolicy;
  /** Default ceiling of 202 polls, in ms (public/config.json `pollCeilingMs`; default 120000). */
  pollCeilingMs?: number;
  /** Value of `Accept-Language`: es-DO for the branded theme, else the UI locale (000 §7). */
  getLanguage(): string;
  /** Waits between retries and polls; injectable for tests (default: `setTimeout`). */
  sleep?: Sleep;
  /** Makes an `Idempotency-Key` (default `crypto.randomUUID`). */
  newIdempotencyKey?: () => string;
}

/** Settings of a client that helpers such as `pollLocation` read. */
export interface HttpClientSettings {
  retry: RetryPolicy;
  /** Default poll ceiling, in ms. */
  pollCeilingMs: number;
  sleep: Sleep;
  /** The `Accept-Language` the client sends (a client derived from this one sends the same). */
  getLanguage(): string;
}

/** The portal's axios instance, with its {@link HttpClientSettings}. */
export type HttpClient = AxiosInstance & { readonly settings: HttpClientSettings };

export { IDEMPOTENCY_HEADER };

/**
 * Creates the portal's axios instance. Behaviours (000 §7, 001 §7, DESIGN.md §4):
 * - every request: `Accept-Language: getLanguage()`; unless `skipAuth`, `Authorization: Bearer
 *   <getAccessToken()>` (nothing when signed out);
 * - every change (POST, PUT, PATCH, DELETE): one `Idempotency-Key` (UUID, unless the caller gives
 *   its own, e.g. kept for the user's "try again" of the same input) per logical call, kept by its
 *   retries; a `FormData` body is encoded once to bytes, and every retry sends those bytes;
 * - `snakeBody`: a plain-object/array body is sent with snake_case keys;
 * - every JSON answer (success and error bodies) is camel-cased once, unless `rawBody`; blobs, text
 *   and array buffers are untouched;
 * - 401 (unless `skipAuth`): one refresh shared by all concurrent requests, then the request is
 *   re-sent once; a second 401 or a failed refresh calls `onSessionExpired()` once and rejects
 *   with the 401 `AxiosError`;
 * - 500 (unless `skipRetry`): re-sent up to `retry.maxAttempts` times, `retry.delayMs` ms apart
 *   (1 + 5 = 6 calls at most), then rejected; only 500 (see `RETRIED_STATUSES`), plus, for a change
 *   with its key, a lost answer (network error) and 409 `IDEMPOTENCY_KEY_IN_PROGRESS`
 *   (`shouldRetryServerError`). The wait ends early with an abort error when the request's
 *   `signal` aborts.
 * @param options - see {@link HttpClientOptions}.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const instance = axios.create({ baseURL: options.baseURL });
  const settings: HttpClientSettings = {
    retry: options.retry,
    pollCeilingMs: options.pollCeilingMs ?? DEFAULT_POLL_CEILING_MS,
    sleep: options.sleep ?? defaultSleep,
    getLanguage: () => options.getLanguage(),
  };
  const newKey = options.newIdempotencyKey ?? (() => crypto.randomUUID());
  const session = createSessionRecovery(options);

  instance.interceptors.request.use((config) => prepareRequest(config, options, newKey));

  instance.interceptors.response.use(
    (response) => camelCaseBody(response),
    async (error: unknown): Promise<AxiosResponse> => {
      if (!isAxiosError(error) || !error.config) throw error;
      const config = error.config;
      const state = config.retryState ?? {};
      const status = error.response?.status;

      if (status === 401 && !config.skipAuth) {
        if (state.authRetried) {
          session.expire();
          throw camelCaseErrorBody(error);
        }
        try {
          await session.renew(state.sentAccessToken);
        } catch {
          session.expire();
          throw camelCaseErrorBody(error);
        }
        return instance.request({ ...config, retryState: { ...state, authRetried: true } });
      }

      const answer = { errorCode: errorCode(error), aborted: isAbortError(error) };
      if (shouldRetryServerError(status, config, settings.retry, answer)) {
        // axios types the signal as its structural GenericAbortSignal; callers pass a real one.
        await settings.sleep(settings.retry.delayMs, config.signal as AbortSignal | undefined);
        const serverErrorRetries = (state.serverErrorRetries ?? 0) + 1;
        return instance.request({ ...config, retryState: { ...state, serverErrorRetries } });
      }

      throw camelCaseErrorBody(error);
    },
  );

  return Object.assign(instance, { settings });
}

/**
 * Headers, idempotency key and body of an outgoing request. A `FormData` body is replaced by its
 * encoded bytes (one boundary for all retries); only then is the request asynchronous.
 */
function prepareRequest(
  config: InternalAxiosRequestConfig,
  options: HttpClientOptions,
  newKey: () => string,
): InternalAxiosRequestConfig | Promise<InternalAxiosRequestConfig> {
  config.headers.set("Accept-Language", options.getLanguage());
  const state = { ...config.retryState };
  if (!config.skipAuth) {
    const token = options.getAccessToken();
    state.sentAccessToken = token;
    if (token) config.headers.set("Authorization", `Bearer ${token}`);
    else config.headers.delete("Authorization");
  }
  config.retryState = state;
  // The key is set on the first send only: a re-send carries the headers of the first one.
  if (isChange(config) && !config.headers.has(IDEMPOTENCY_HEADER)) {
    config.headers.set(IDEMPOTENCY_HEADER, newKey());
  }
  // On a re-send `data` is already the serialised string, which toSnakeCaseDeep leaves alone.
  if (config.snakeBody) config.data = toSnakeCaseDeep(config.data);
  if (isFormData(config.data)) {
    return encodeMultipartOnce(config.data).then((encoded) => {
      if (encoded) {
        config.data = encoded.body;
        config.headers.set("Content-Type", encoded.contentType);
      }
      return config;
    });
  }
  return config;
}

function camelCaseBody(response: AxiosResponse): AxiosResponse {
  if (!response.config.rawBody) response.data = toCamelCaseDeep(response.data, response.config.keepKeysOf);
  return response;
}

function camelCaseErrorBody(error: AxiosError): AxiosError {
  if (error.response && !error.config?.rawBody) {
    error.response.data = toCamelCaseDeep(error.response.data, error.config?.keepKeysOf);
  }
  return error;
}
