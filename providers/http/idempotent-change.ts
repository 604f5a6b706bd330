/**
 * Changes are idempotent end to end (DESIGN.md §4; docs/api-contract.md "General" Idempotency-Key;
 * 000 §7 and 001 §7 "on HTTP 500 each call is retried"). Every POST, PUT, PATCH and DELETE carries
 * one `Idempotency-Key` for all its retries, and its body is encoded once: a multipart retry sends
 * the very bytes (and boundary) of the first send, so a server that fingerprints raw bytes agrees
 * with one that fingerprints meaning. Models: the IETF "The Idempotency-Key HTTP Header Field"
 * draft and Stripe's idempotent requests.
 */
import type { AxiosRequestConfig } from "axios";
import { isAxiosError } from "./is-axios-error";
import { isAbortError, KeyedError } from "./errors";
import { errorCode } from "./error-body";

/** Methods that change something and so carry an `Idempotency-Key` (lower case, as axios keeps them). */
export const CHANGE_METHODS: readonly string[] = ["post", "put", "patch", "delete"];

/**
 * True when the request changes something on the server (POST, PUT, PATCH or DELETE).
 * @param config - a request config (`method` defaults to GET as in axios).
 */
export function isChange(config: Pick<AxiosRequestConfig, "method"> | undefined): boolean {
  return CHANGE_METHODS.includes((config?.method ?? "get").toLowerCase());
}

/** Error codes of the idempotency refusals (docs/api-contract.md "General"). */
export const IDEMPOTENCY_ERROR_CODES = ["IDEMPOTENCY_KEY_REUSED", "IDEMPOTENCY_KEY_IN_PROGRESS"] as const;

/** A multipart body encoded to its bytes once: the Blob to send and its content type (with boundary). */
export interface EncodedMultipart {
  body: Blob;
  /** `multipart/form-data; boundary=…` of the encoding. */
  contentType: string;
}

/**
 * Encodes a `FormData` to bytes with the platform's encoder (the Fetch `Response` body of a
 * FormData, as the browser would send it), so that every retry sends the same bytes and boundary.
 * @param formData - the parts.
 * @returns the encoded body and its `Content-Type`, or `null` when this platform's `Response`
 *   does not know this `FormData` (jsdom's in component tests): the caller then sends it as is.
 */
export async function encodeMultipartOnce(formData: FormData): Promise<EncodedMultipart | null> {
  if (typeof Response === "undefined") return null;
  const response = new Response(formData);
  const contentType = response.headers.get("content-type") ?? "";
  if (!contentType.startsWith("multipart/form-data")) return null;
  const body = await response.blob();
  return { body: body.type === contentType ? body : new Blob([body], { type: contentType }), contentType };
}

/** True when `value` is a `FormData` (the platform's, or jsdom's in component tests). */
export function isFormData(value: unknown): value is FormData {
  if (typeof FormData !== "undefined" && value instanceof FormData) return true;
  return (
    typeof value === "object" &&
    value !== null &&
    Object.prototype.toString.call(value) === "[object FormData]"
  );
}

/**
 * True when a failed change may still have been made: no answer reached the portal (a network
 * error, a reset connection), the server answered 5xx, or the server answered one of the
 * idempotency refusals (the first request with this key is still running, or was another request).
 * The portal then re-reads what it changed before it speaks (DESIGN.md §4), or says it could not
 * confirm (`errors.changeUnconfirmed`). Aborts by the user are not unknown: the user stopped it.
 * @param error - anything caught from a change.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  if (!isAxiosError(error) || isAbortError(error)) return false;
  if (!isChange(error.config)) return false;
  const status = error.response?.status;
  if (status === undefined) return true;
  if (status >= 500) return true;
  const code = errorCode(error);
  return code !== undefined && (IDEMPOTENCY_ERROR_CODES as readonly string[]).includes(code);
}

/** What re-reading the server says about a change whose answer was lost. */
export type ChangeHeld = "saved" | "not-saved" | "unknown";

/** The outcome of {@link confirmChange}. */
export type ConfirmedChange<T> =
  | { outcome: "saved"; value: T | undefined; confirmed: boolean }
  | { outcome: "not-saved"; error: unknown }
  | { outcome: "unknown"; error: unknown };

/**
 * Runs a change and, when its answer was lost (see {@link isOutcomeUnknown}), re-reads what the
 * server holds before the caller speaks (DESIGN.md §4 "When the portal cannot know whether a change
 * happened, it re-reads before it speaks").
 * @param change - the call; its own retries (same key, same bytes) are the HTTP layer's.
 * @param reread - asks the server whether the change is held; a throw counts as "unknown".
 * @returns `saved` (with the answer, or `confirmed: true` and no value when known by re-reading),
 *   `not-saved` with the error (a refusal as answered; a lost answer the server does not hold as a
 *   `KeyedError` `errors.changeNotSaved`), or `unknown` (its text is `errors.changeUnconfirmed`).
 * @throws nothing but an abort, which is re-thrown as is.
 */
export async function confirmChange<T>(
  change: () => Promise<T>,
  reread: () => Promise<ChangeHeld>,
): Promise<ConfirmedChange<T>> {
  try {
    return { outcome: "saved", value: await change(), confirmed: false };
  } catch (error) {
    if (isAbortError(error)) throw error;
    if (!isOutcomeUnknown(error)) return { outcome: "not-saved", error };
    let held: ChangeHeld;
    try {
      held = await reread();
    } catch {
      held = "unknown";
    }
    if (held === "saved") return { outcome: "saved", value: undefined, confirmed: true };
    if (held === "not-saved") {
      const notSaved = new KeyedError("The change is not held by the server", "errors.changeNotSaved", {
        cause: error,
      });
      return { outcome: "not-saved", error: notSaved };
    }
    return { outcome: "unknown", error };
  }
}

/**
 * A stand-in for a value in an input's fingerprint: a `File` or `Blob` by its name, size, type and
 * last modification (reading its bytes would cost a pass over up to 20 MB for nothing).
 */
function fingerprintPart(_key: string, value: unknown): unknown {
  if (typeof Blob !== "undefined" && value instanceof Blob) {
    const file = value as Blob & { name?: string; lastModified?: number };
    return { blob: [file.name ?? "", file.size, file.type, file.lastModified ?? 0] };
  }
  return value;
}

/**
 * The keys of one place's changes (a dialog, a form): the same key while the user sends the same
 * input again (their "try again" after an unknown outcome is the same logical call, so the server
 * replays rather than does it twice; issue 17 §1), a new key for another input or after a success.
 */
export class ChangeKeys {
  #last: { input: string; key: string } | undefined;
  readonly #newKey: () => string;

  /** @param newKey - makes a key (default `crypto.randomUUID`). */
  constructor(newKey: () => string = () => crypto.randomUUID()) {
    this.#newKey = newKey;
  }

  /**
   * The key for this input: the last one when the input is the same (compared as JSON, files by
   * name, size, type and last modification), else a new one.
   * @param input - what is sent, e.g. `{ file, typeCode, level }`.
   */
  keyFor(input: unknown): string {
    const fingerprint = JSON.stringify(input, fingerprintPart) ?? "undefined";
    if (this.#last?.input !== fingerprint) this.#last = { input: fingerprint, key: this.#newKey() };
    return this.#last.key;
  }

  /** Forgets the last key: call after a success, so the next change (even with the same input) is a new one. */
  settled(): void {
    this.#last = undefined;
  }
}
