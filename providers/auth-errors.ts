import { errorCode, selectErrorMessage } from "./http";

/** What a screen shows for an error: an i18n key, or server text rendered as text. */
export interface ErrorDescription {
  key?: string;
  text?: string;
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
  BAD_PREVIOUS_PASSWORD: "errors.badPreviousPassword",
  VERIFICATION_EMAIL_NOT_SENT: "errors.verificationEmailNotSent",
};

/**
 * The message for an error of a sign-in call: a known code's translated text, an error carrying
 * its own i18n key (InvalidServerResponseError), else the 000 §8 message selection.
 */
export function describeAuthError(error: unknown): ErrorDescription {
  const own = (error as { i18nKey?: unknown } | null)?.i18nKey;
  if (typeof own === "string") return { key: own };
  const data = (error as { response?: { data?: { error?: unknown } } } | null)?.response?.data;
  const code = errorCode(error) ?? (typeof data?.error === "string" ? data.error : undefined);
  if (code && AUTH_ERROR_KEYS[code]) return { key: AUTH_ERROR_KEYS[code] };
  return selectErrorMessage(error);
}
