/**
 * Errors the HTTP layer raises by itself (as opposed to errors answered by the server).
 * Each carries `messageKey`, an i18n key under `errors.*` (DESIGN.md §9), which
 * `selectErrorMessage` returns instead of the developer-facing `message`.
 */

/** An error whose user-facing text is the translation of `messageKey`. */
export class KeyedError extends Error {
  /** i18n key of the user-facing text, e.g. `errors.pollTimeout`. */
  readonly messageKey: string;

  constructor(message: string, messageKey: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "KeyedError";
    this.messageKey = messageKey;
  }
}

/**
 * A 202 poll ran longer than its ceiling (DESIGN.md §4: "it has a ceiling and then fails with a
 * clear message"). User text: `errors.pollTimeout`.
 */
export class PollTimeoutError extends KeyedError {
  /** The ceiling that was reached, in ms. */
  readonly ceilingMs: number;
  /** The polled URL. */
  readonly location: string;

  constructor(location: string, ceilingMs: number, options?: { cause?: unknown }) {
    super(`Polling ${location} gave up after ${ceilingMs} ms`, "errors.pollTimeout", options);
    this.name = "PollTimeoutError";
    this.ceilingMs = ceilingMs;
    this.location = location;
  }
}

/**
 * A polled job answered `status: "ERROR"` (000 §8: "Beneficiary search poll ERROR: search failed").
 * `message` is the server's `message` (plain text); without one the user text is `errors.unknown`.
 */
export class PollFailedError extends Error {
  /** The final (camel-cased) body of the poll, e.g. `{ status: "ERROR", message: "…" }`. */
  readonly body: unknown;

  constructor(serverMessage: string | undefined, body: unknown) {
    super(serverMessage ?? "");
    this.name = "PollFailedError";
    this.body = body;
  }
}

/**
 * A `Location` header points to another origin than the API base; the portal only follows
 * same-origin locations (so a bearer token is never sent elsewhere). User text: `errors.unknown`.
 */
export class CrossOriginLocationError extends KeyedError {
  constructor(location: string, expectedOrigin: string) {
    super(`Refusing to follow Location ${location}: not on ${expectedOrigin}`, "errors.unknown");
    this.name = "CrossOriginLocationError";
  }
}

/**
 * A 202 answer had no `Location` header to poll (000 §7: "If no response is returned the error …
 * is raised"). User text: `errors.unknown`.
 */
export class MissingLocationError extends KeyedError {
  constructor(url: string | undefined) {
    super(`202 answer of ${url ?? "a request"} has no Location header`, "errors.unknown");
    this.name = "MissingLocationError";
  }
}

/**
 * True for every shape an aborted operation rejects with here: a DOMException / Error named
 * `AbortError`, and axios' `CanceledError` (`code: "ERR_CANCELED"`).
 * @param error - anything caught.
 */
export function isAbortError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === "AbortError" || name === "CanceledError" || code === "ERR_CANCELED";
}

/**
 * The error the DataProvider rejects with: Refine's `HttpError` shape (`message`, `statusCode`)
 * plus the server's `errorCode` and the i18n `messageKey` when no server text exists. The original
 * error (usually an `AxiosError`) is the `cause`; `selectErrorMessage` reads through it.
 */
export class PortalHttpError extends Error {
  /** HTTP status, 0 when no answer was received (network error, abort). */
  readonly statusCode: number;
  /** `error_code` of the body (e.g. `VALIDATION_ERROR`), if any. */
  readonly errorCode?: string;
  /** i18n key to show when there is no server text, e.g. `errors.unknown`. */
  readonly messageKey?: string;

  constructor(
    init: { message: string; statusCode: number; errorCode?: string; messageKey?: string },
    cause: unknown,
  ) {
    super(init.message, { cause });
    this.name = "PortalHttpError";
    this.statusCode = init.statusCode;
    this.errorCode = init.errorCode;
    this.messageKey = init.messageKey;
  }
}
