/**
 * Following asynchronous work: 202 + `Location`, polled until done (000 §7 "202 gives a location
 * polled by GET until status is not IN_PROGRESS"; 001 §7 "Pending-result polling waits twice the
 * configured delay"; 000 §9 "Polling interval: twice the delay (2 seconds)"; DESIGN.md §4, §12
 * "a 202"). The wait before each GET is the server's `Retry-After` (RFC 9110 §10.2.3: seconds or an
 * HTTP date) when the 202 or the last poll answer sent one, else 2 × `retry.delayMs`; one ceiling,
 * the client's `pollCeilingMs`, bounds the whole poll. Screens use `usePolledJob`
 * (`src/lib/use-polled-job.ts`), which is built on {@link pollLocation}.
 */
import { isAxiosError, type AxiosResponse, type RawAxiosResponseHeaders } from "axios";
import type { HttpClient } from "./create-http-client";
import { CrossOriginLocationError, MissingLocationError, PollFailedError, PollTimeoutError } from "./errors";
import { isPlainObject } from "./case";
import { abortReason } from "./sleep";

/** Statuses of a job that is not finished yet (000 §7). */
export const DEFAULT_PENDING_STATUSES: readonly string[] = ["IN_PROGRESS", "PENDING"];

/**
 * Shortest wait a poll answer's `Retry-After` may ask for, in ms (a `0` never turns the poll into a
 * busy loop). The 202's own is honoured as sent, `0` included: the first GET follows the POST, never
 * another GET, so it cannot loop (a job the server finishes by the first poll is read at once).
 */
export const MIN_RETRY_AFTER_MS = 250;

/** A started job: what a 202 answered (see {@link acceptedJob}). */
export interface AcceptedJob {
  /** The `Location` to poll (absolute, or relative to the API base). */
  location: string;
  /** The 202's `Retry-After`, in ms, when it sent one: the wait before the first GET. */
  retryAfterMs?: number;
  /** The 202's (camel-cased) body, e.g. `{ id, status }`. */
  body?: unknown;
}

/** Options of {@link pollLocation} and {@link followAccepted}. */
export interface PollOptions {
  /**
   * Wait before each GET when the server sent no `Retry-After`, in ms. Default: 2 × `retry.delayMs`
   * of the client (000 §9: 2000).
   */
  intervalMs?: number;
  /** Wait before the first GET (the 202's `Retry-After`, in ms). Default: as any other round. */
  firstWaitMs?: number;
  /** Longest the whole poll may take, in ms. Default: the client's `pollCeilingMs` (120000). */
  ceilingMs?: number;
  /** Aborts the poll (e.g. when its screen unmounts): no further request is sent. */
  signal?: AbortSignal;
  /** `status` values that mean "not finished" (default IN_PROGRESS, PENDING). */
  pendingStatuses?: readonly string[];
  /** Clock in ms, injectable for tests (default `Date.now`). */
  now?: () => number;
  /** Called after each answer that is still pending, with the number of such answers so far. */
  onPending?: (attempts: number, body: unknown) => void;
}

/**
 * Polls `location` until the job's `status` leaves the pending set.
 *
 * Each round waits, then GETs the location (camel-cased body `{ status, message?, … }`). The wait is
 * the `Retry-After` of the last answer (the 202's is `firstWaitMs`) when there is one, at least
 * {@link MIN_RETRY_AFTER_MS}; otherwise `intervalMs` (000 §9: 2 s).
 * - a status outside `pendingStatuses` other than `ERROR` resolves with that body;
 * - `ERROR` rejects with a {@link PollFailedError} whose message is the server's `message`;
 * - `signal` aborting rejects with the signal's reason (an `AbortError`) and sends nothing more;
 * - when the next wait would pass `ceilingMs` after the start (one ceiling, whatever the waits), or
 *   a GET outlives what is left of it, rejects with a {@link PollTimeoutError} (i18n key `errors.pollTimeout`);
 * - a `location` on another origin than the API base rejects with a {@link CrossOriginLocationError}
 *   before any request.
 * HTTP failures of a GET reject as the client raises them (after its own 401/500 handling).
 *
 * @param client - the portal client (its settings give the defaults).
 * @param location - absolute URL, or relative to the API base (`/api/arc/…` or `arc/v1/…`).
 * @param options - see {@link PollOptions}.
 * @returns the final body, typed `T` by the caller.
 */
export async function pollLocation<T = unknown>(
  client: HttpClient,
  location: string,
  options: PollOptions = {},
): Promise<T> {
  const url = resolveSameOriginLocation(location, client.defaults.baseURL);
  const intervalMs = options.intervalMs ?? 2 * client.settings.retry.delayMs;
  const ceilingMs = options.ceilingMs ?? client.settings.pollCeilingMs;
  const pending = options.pendingStatuses ?? DEFAULT_PENDING_STATUSES;
  const now = options.now ?? Date.now;
  const { signal } = options;
  const deadline = now() + ceilingMs;
  let waitMs = options.firstWaitMs ?? intervalMs;
  let attempts = 0;

  for (;;) {
    if (now() + waitMs > deadline) throw new PollTimeoutError(url, ceilingMs);
    await client.settings.sleep(waitMs, signal);
    if (signal?.aborted) throw abortReason(signal);
    const { body, retryAfterMs } = await getStatus(client, url, {
      signal,
      timeoutMs: Math.max(1, deadline - now()),
      ceilingMs,
      now,
    });
    if (signal?.aborted) throw abortReason(signal);
    const status = isPlainObject(body) ? body.status : undefined;
    if (typeof status === "string" && pending.includes(status)) {
      attempts += 1;
      options.onPending?.(attempts, body);
      waitMs = retryAfterMs ?? intervalMs;
      continue;
    }
    if (status === "ERROR") {
      const message = isPlainObject(body) && typeof body.message === "string" ? body.message : undefined;
      throw new PollFailedError(message, body);
    }
    return body as T;
  }
}

/**
 * What a 202 answered: its `Location`, its `Retry-After` (in ms) and its body.
 * @param response - a 202 answer of the portal client.
 * @param now - clock in ms, for a `Retry-After` given as an HTTP date (default `Date.now`).
 * @throws MissingLocationError when it has no `Location`.
 */
export function acceptedJob(response: AxiosResponse, now: () => number = Date.now): AcceptedJob {
  const location: unknown = response.headers.location;
  if (typeof location !== "string" || location === "") throw new MissingLocationError(response.config.url);
  const retryAfterMs = retryAfterOf(response.headers, now, 0);
  return { location, ...(retryAfterMs === undefined ? {} : { retryAfterMs }), body: response.data };
}

/**
 * A `Retry-After` header in ms (RFC 9110 §10.2.3: delay-seconds, or an HTTP date), at least
 * `floorMs`; `undefined` when absent or unreadable.
 * @param headers - the answer's headers (axios lower-cases their names).
 * @param now - clock in ms, for the HTTP-date form.
 * @param floorMs - the shortest wait (default {@link MIN_RETRY_AFTER_MS}; a 202's: 0).
 */
export function retryAfterOf(
  headers: RawAxiosResponseHeaders | AxiosResponse["headers"] | undefined,
  now: () => number = Date.now,
  floorMs: number = MIN_RETRY_AFTER_MS,
): number | undefined {
  const raw: unknown = headers?.["retry-after"];
  if (typeof raw !== "string" && typeof raw !== "number") return undefined;
  const text = String(raw).trim();
  let ms: number;
  if (/^\d+$/.test(text)) ms = Number(text) * 1000;
  else {
    const date = Date.parse(text);
    if (Number.isNaN(date) || !/[a-z]/i.test(text)) return undefined;
    ms = date - now();
  }
  return Math.max(floorMs, ms);
}

/**
 * Reads the answer of a call that may be asynchronous: a 202 with `Location` is polled with
 * {@link pollLocation} (its `Retry-After` honoured); any other success returns its (camel-cased) body.
 * @param client - the client that made the call.
 * @param response - the call's answer.
 * @param options - poll options, see {@link PollOptions}.
 * @throws MissingLocationError when a 202 has no `Location`; whatever `pollLocation` throws.
 */
export async function followAccepted<T = unknown>(
  client: HttpClient,
  response: AxiosResponse,
  options: PollOptions = {},
): Promise<T> {
  if (response.status !== 202) return response.data as T;
  const accepted = acceptedJob(response, options.now);
  return pollLocation<T>(client, accepted.location, {
    ...(accepted.retryAfterMs === undefined ? {} : { firstWaitMs: accepted.retryAfterMs }),
    ...options,
  });
}

/**
 * Resolves a `Location` against the API base and checks it is on the same origin.
 * A relative base (`/api`) is taken relative to the page's origin.
 * @param location - absolute URL, path (`/api/x`) or path relative to the base (`x/y`).
 * @param baseURL - the client's `baseURL`.
 * @returns the absolute URL to GET.
 * @throws CrossOriginLocationError when the origins differ; Error when the base is relative and
 *   there is no page origin (outside a browser).
 */
export function resolveSameOriginLocation(location: string, baseURL: string | undefined): string {
  const origin = pageOrigin();
  const baseText = withTrailingSlash(baseURL ?? "/");
  if (origin === undefined && !/^[a-z][a-z0-9+.-]*:/i.test(baseText)) {
    throw new Error(
      `Cannot resolve Location ${location}: base ${baseText} is relative and there is no page origin`,
    );
  }
  const base = new URL(baseText, origin);
  const target = new URL(location, base);
  if (target.origin !== base.origin) throw new CrossOriginLocationError(location, base.origin);
  return target.href;
}

async function getStatus(
  client: HttpClient,
  url: string,
  {
    signal,
    timeoutMs,
    ceilingMs,
    now,
  }: { signal?: AbortSignal; timeoutMs: number; ceilingMs: number; now: () => number },
): Promise<{ body: unknown; retryAfterMs: number | undefined }> {
  try {
    const response = await client.get<unknown>(url, { signal, timeout: timeoutMs });
    return { body: response.data, retryAfterMs: retryAfterOf(response.headers, now) };
  } catch (error) {
    if (
      isAxiosError(error) &&
      (error.code === "ECONNABORTED" || error.code === "ETIMEDOUT") &&
      !signal?.aborted
    ) {
      throw new PollTimeoutError(url, ceilingMs, { cause: error });
    }
    throw error;
  }
}

function withTrailingSlash(base: string): string {
  return base.endsWith("/") ? base : `${base}/`;
}

function pageOrigin(): string | undefined {
  const location = (globalThis as { location?: { origin?: string } }).location;
  return location?.origin;
}
