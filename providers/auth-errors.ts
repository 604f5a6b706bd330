// Its own file, not the index: the sign-in page uses it before the HTTP layer (axios) loads.
import { errorCode, selectErrorMessage } from "./http/select-error-message";

/** What a screen shows for an error: an i18n key (with its interpolation values), or server text rendered as text. */
export interface ErrorDescription {
  key?: string;
  /** Values interpolated into the key's text, e.g. `{ count: 15 }` minutes. */
  params?: Record<string, string | number>;
  text?: string;
}

/**
 * The wait an answer asks for in its `Retry-After` header (RFC 9110 §10.2.3: seconds, or an HTTP
 * date), in whole seconds; null without a usable header.
 * @param now - the current time in ms (for an HTTP date).
 */
export function retryAfterSeconds(error: unknown, now = Date.now()): number | null {
  const headers = (error as { response?: { headers?: unknown } } | null)?.response?.headers;
  if (typeof headers !== "object" || headers === null) return null;
  const get = (headers as { get?: unknown }).get;
  const raw =
    typeof get === "function"
      ? (get as (name: string) => unknown).call(headers, "retry-after")
      : (headers as Record<string, unknown>)["retry-after"];
  if (typeof raw !== "string" && typeof raw !== "number") return null;
  const text = String(raw).trim();
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * The failed passwords still allowed before sign-in locks, as a bad-credentials answer of the
 * password grant tells it (`attempts_remaining`, camel-cased by the HTTP layer; docs/decisions.md
 * "Sign-in lockout warning"); null when the answer does not say.
 */
export function attemptsRemaining(error: unknown): number | null {
  const data = (error as { response?: { data?: Record<string, unknown> } } | null)?.response?.data;
  const value = data?.attemptsRemaining ?? data?.attempts_remaining;
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null;
}

/**
 * Error codes of the sign-in calls mapped to translated texts (000 §8 "Authentication"). OAuth's
 * `invalid_grant` on the password grant is the bad-credentials text.
 */
export const AUTH_ERROR_KEYS: Record<string, string> = {
  invalid_grant: "errors.badCredentials",
  EMAIL_NOT_REGISTERED: "errors.emailNotRegistered",
  LINK_ALREADY_USED: "errors.linkAlreadyUsed",
  LINK_INVALID: "errors.linkInvalid",
  LINK_NO_LONGER_AVAILABLE: "errors.linkNoLongerAvailable",
  VERIFICATION_CODE_INCORRECT: "errors.verificationCodeIncorrect",
  TOO_MANY_ATTEMPTS: "errors.tooManyAttempts",
  too_many_attempts: "errors.tooManyAttempts",
  BAD_PREVIOUS_PASSWORD: "errors.badPreviousPassword",
  VERIFICATION_EMAIL_NOT_SENT: "errors.verificationEmailNotSent",
};

/**
 * The message for an error of a sign-in call: a known code's translated text, an error carrying
 * its own i18n key (InvalidServerResponseError), else the 000 §8 message selection. A 429 with
 * `Retry-After` (the reference API's sign-in throttling) is 000 §8's "too many attempts, wait some
 * minutes" with the minutes left: `errors.tooManyAttemptsWait` with `count` (rounded up, at least 1).
 */
export function describeAuthError(error: unknown): ErrorDescription {
  const own = (error as { i18nKey?: unknown } | null)?.i18nKey;
  if (typeof own === "string") return { key: own };
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  const waitS = status === 429 ? retryAfterSeconds(error) : null;
  if (waitS !== null)
    return { key: "errors.tooManyAttemptsWait", params: { count: Math.max(1, Math.ceil(waitS / 60)) } };
  const data = (error as { response?: { data?: { error?: unknown } } } | null)?.response?.data;
  const code = errorCode(error) ?? (typeof data?.error === "string" ? data.error : undefined);
  if (code && AUTH_ERROR_KEYS[code]) return { key: AUTH_ERROR_KEYS[code] };
  return selectErrorMessage(error);
}
