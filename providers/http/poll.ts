/**
 * Following asynchronous work: 202 + `Location`, polled until done (000 §7 "202 gives a location
 * polled by GET until status is not IN_PROGRESS"; 001 §7 "Pending-result polling waits twice the
 * configured delay"; 000 §9 "Polling interval: twice the delay (2 seconds)"; DESIGN.md §4).
 */
import { isAxiosError, type AxiosResponse } from "axios";
import type { HttpClient } from "./create-http-client";
import { CrossOriginLocationError, MissingLocationError, PollFailedError, PollTimeoutError } from "./errors";
import { isPlainObject } from "./case";
import { abortReason } from "./sleep";

/** Statuses of a job that is not finished yet (000 §7). */
export const DEFAULT_PENDING_STATUSES: readonly string[] = ["IN_PROGRESS", "PENDING"];

/** Options of {@link pollLocation} and {@link followAccepted}. */
export interface PollOptions {
  /** Wait before each GET, in ms. Default: 2 × `retry.delayMs` of the client (000 §9: 2000). */
  intervalMs?: number;
  /** Longest the whole poll may take, in ms. Default: the client's `pollCeilingMs` (120000). */
  ceilingMs?: number;
  /** Aborts the poll (e.g. when its screen unmounts): no further request is sent. */
  signal?: AbortSignal;
  /** `status` values that mean "not finished" (default IN_PROGRESS, PENDING). */
  pendingStatuses?: readonly string[];
  /** Clock in ms, injectable for tests (default `Date.now`). */
  now?: () => number;
}

/**
 * Polls `location` until the job's `status` leaves the pending set.
 *
 * Each round waits `intervalMs` then GETs the location (camel-cased body `{ status, message?, … }`).
 * - a status outside `pendingStatuses` other than `ERROR` resolves with that body;
 * - `ERROR` rejects with a {@link PollFailedError} whose message is the server's `message`;
 * - `signal` aborting rejects with the signal's reason (an `AbortError`) and sends nothing more;
 * - when the next wait would pass `ceilingMs` after the start, or a GET outlives what is left of
 *   it, rejects with a {@link PollTimeoutError} (i18n key `errors.pollTimeout`);
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

  for (;;) {
    if (now() + intervalMs > deadline) throw new PollTimeoutError(url, ceilingMs);
    await client.settings.sleep(intervalMs, signal);
    if (signal?.aborted) throw abortReason(signal);
    const body = await getStatus(client, url, {
      signal,
      timeoutMs: Math.max(1, deadline - now()),
      ceilingMs,
    });
    if (signal?.aborted) throw abortReason(signal);
    const status = isPlainObject(body) ? body.status : undefined;
    if (typeof status === "string" && pending.includes(status)) continue;
    if (status === "ERROR") {
      const message = isPlainObject(body) && typeof body.message === "string" ? body.message : undefined;
      throw new PollFailedError(message, body);
    }
    return body as T;
  }
}

/**
 * Reads the answer of a call that may be asynchronous: a 202 with `Location` is polled with
 * {@link pollLocation}; any other success returns its (camel-cased) body.
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
  const location: unknown = response.headers.location;
  if (typeof location !== "string" || location === "") throw new MissingLocationError(response.config.url);
  return pollLocation<T>(client, location, options);
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
  { signal, timeoutMs, ceilingMs }: { signal?: AbortSignal; timeoutMs: number; ceilingMs: number },
): Promise<unknown> {
  try {
    const response = await client.get<unknown>(url, { signal, timeout: timeoutMs });
    return response.data;
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
