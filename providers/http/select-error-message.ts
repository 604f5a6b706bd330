/**
 * Which text a failure shows (000 §8 "Message selection", 001 §8 "Choosing the message").
 */
import { isAxiosError } from "./is-axios-error";
import { isPlainObject } from "./plain-object";
import { KeyedError, PortalHttpError } from "./errors";
import { bodyOf, errorCode, text } from "./error-body";
import { isOutcomeUnknown } from "./idempotent-change";

export { bodyOf, errorCode };

/**
 * i18n key of the text for a change whose outcome the portal cannot know (its answer was lost, the
 * server failed, or an idempotency refusal came back): never a raw server or axios text
 * (DESIGN.md §4; docs/api-contract.md "General").
 */
export const CHANGE_UNCONFIRMED_KEY = "errors.changeUnconfirmed";

/** i18n key of the generic unknown-error text (000 §8, 001 §8 step 6). */
export const UNKNOWN_ERROR_KEY = "errors.unknown";

/**
 * The text to show for a failure: either `text` (server or error text, plain text: render it as a
 * text node, never as HTML) or `key` (an i18n key under `errors.*`). Exactly one is set.
 */
export interface ErrorMessage {
  text?: string;
  key?: string;
}

/**
 * Chooses the message of a failure, in the order of 000 §8 / 001 §8:
 * 1. the first message of the body's `errors` array (`[{ message }]` or `["…"]`);
 * 2. the body's `message`;
 * 3. the body's `error_description` (or camel-cased `errorDescription`);
 * 4. the error's own message;
 * 5. the body's `error` field;
 * 6. the generic key `errors.unknown` — also when the chosen text equals `GENERAL` or the error is
 *    a `TypeError`.
 *
 * Before all of these: a change (POST, PUT, PATCH, DELETE) whose outcome is unknown (no answer,
 * 5xx, `IDEMPOTENCY_KEY_REUSED` or `IDEMPOTENCY_KEY_IN_PROGRESS`) gives `errors.changeUnconfirmed`,
 * words a clerk can act on, never the server's technical text.
 *
 * "Body" is the response body of an `AxiosError` (snake_case or already camel-cased), the body of a
 * `PollFailedError`, or the error itself when a plain object was thrown (001 §7: "some settlement
 * calls throw the response body"). A body that is not a JSON object (an HTML error page, a blob) is
 * ignored: no markup ever reaches the screen.
 *
 * Decision (step 4): the own message of an `AxiosError` is skipped. Axios writes technical English
 * ("Request failed with status code 500", "Network Error", "timeout of 0ms exceeded", "canceled")
 * that is neither the server's words nor translated, so such a failure falls through to step 5/6.
 * Errors raised by the HTTP layer itself (`PollTimeoutError`, …) give their `messageKey` here.
 *
 * @param error - anything caught (`unknown`).
 * @returns `{ text }` or `{ key }`; never throws.
 */
export function selectErrorMessage(error: unknown): ErrorMessage {
  if (error instanceof PortalHttpError) return selectErrorMessage(error.cause);
  if (error instanceof TypeError) return { key: UNKNOWN_ERROR_KEY };
  if (error instanceof KeyedError) return { key: error.messageKey };
  if (isOutcomeUnknown(error)) return { key: CHANGE_UNCONFIRMED_KEY };
  const body = bodyOf(error);
  const candidates: Array<() => string | undefined> = [
    () => firstOfErrors(body?.errors),
    () => text(body?.message),
    () => text(body?.error_description) ?? text(body?.errorDescription),
    () => ownMessage(error),
    () => text(body?.error),
  ];
  for (const candidate of candidates) {
    const chosen = candidate();
    if (chosen === undefined) continue;
    return chosen === "GENERAL" ? { key: UNKNOWN_ERROR_KEY } : { text: chosen };
  }
  return { key: UNKNOWN_ERROR_KEY };
}

function ownMessage(error: unknown): string | undefined {
  if (!(error instanceof Error) || isAxiosError(error)) return undefined;
  return text(error.message);
}

function firstOfErrors(errors: unknown): string | undefined {
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  const first: unknown = errors[0];
  if (typeof first === "string") return text(first);
  return isPlainObject(first) ? text(first.message) : undefined;
}
