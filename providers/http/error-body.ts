/**
 * The JSON body of a failure and the server's error code in it (docs/api-contract.md "Errors"),
 * read by message selection (select-error-message.ts), the retry policy and the unknown-outcome
 * rule (idempotent-change.ts) alike. No axios runtime: the sign-in page uses it too.
 */
import { isAxiosError } from "./is-axios-error";
import { isPlainObject, type PlainObject } from "./plain-object";
import { PollFailedError, PortalHttpError } from "./errors";

/**
 * The server's error code of a failure: the body's `error_code` or camel-cased `errorCode`
 * (docs/api-contract.md "Errors"; 001 §8 "Download error codes").
 * @param error - anything caught.
 * @returns the code, e.g. `"VALIDATION_ERROR"`, or `undefined`.
 */
export function errorCode(error: unknown): string | undefined {
  if (error instanceof PortalHttpError) return errorCode(error.cause);
  const body = bodyOf(error);
  return text(body?.error_code) ?? text(body?.errorCode);
}

/**
 * The JSON body a failure carries, if it is a plain object.
 * @param error - anything caught.
 */
export function bodyOf(error: unknown): PlainObject | undefined {
  let body: unknown;
  if (isAxiosError(error)) body = error.response?.data;
  else if (error instanceof PollFailedError) body = error.body;
  else if (error instanceof Error) body = undefined;
  else body = error;
  return isPlainObject(body) ? body : undefined;
}

/** A non-blank string, trimmed; otherwise undefined. */
export function text(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}
