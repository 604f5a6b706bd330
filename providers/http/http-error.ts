/**
 * Turning any failure into the error shape Refine expects (`HttpError`: `message`, `statusCode`).
 */
import { isAxiosError } from "./is-axios-error";
import { isAbortError, PortalHttpError } from "./errors";
import { errorCode, selectErrorMessage } from "./select-error-message";

/**
 * Wraps a failure as a {@link PortalHttpError}: `message` is the text chosen by
 * `selectErrorMessage` (000 §8), or the i18n key (also in `messageKey`) when there is no text;
 * `statusCode` is the HTTP status (0 without an answer); `errorCode` the body's `error_code`.
 * Abort errors (`AbortError`, axios `CanceledError`) are returned unchanged, so that callers can
 * still recognise them with `isAbortError`.
 * @param error - anything caught.
 */
export function toHttpError(error: unknown): Error {
  if (error instanceof PortalHttpError) return error;
  if (isAbortError(error) && error instanceof Error) return error;
  const chosen = selectErrorMessage(error);
  const statusCode = isAxiosError(error) ? (error.response?.status ?? 0) : 0;
  return new PortalHttpError(
    {
      message: chosen.text ?? chosen.key ?? "",
      statusCode,
      errorCode: errorCode(error),
      messageKey: chosen.text === undefined ? chosen.key : undefined,
    },
    error,
  );
}
