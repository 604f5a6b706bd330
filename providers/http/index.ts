/**
 * The HTTP layer (DESIGN.md §4): the portal's axios instance and its helpers.
 * Import from here, never from the files behind it — except on the sign-in route, which shows
 * before this layer loads (src/app/http-loader.ts): there, message selection comes from
 * `select-error-message.ts` itself, which needs no axios runtime.
 */
import "./request-flags";

export type { RetryState } from "./request-flags";
export {
  createHttpClient,
  DEFAULT_POLL_CEILING_MS,
  IDEMPOTENCY_HEADER,
  type HttpClient,
  type HttpClientOptions,
  type HttpClientSettings,
} from "./create-http-client";
export { RETRIED_STATUSES, shouldRetryServerError, type RetryPolicy } from "./server-error-retry";
export type { SessionHooks } from "./session-recovery";
export { sleep, abortReason, type Sleep } from "./sleep";
export { singleFlight } from "./single-flight";
export {
  acceptedJob,
  DEFAULT_PENDING_STATUSES,
  followAccepted,
  MIN_RETRY_AFTER_MS,
  pollLocation,
  resolveSameOriginLocation,
  retryAfterOf,
  type AcceptedJob,
  type PollOptions,
} from "./poll";
export {
  CrossOriginLocationError,
  isAbortError,
  KeyedError,
  MissingLocationError,
  PollFailedError,
  PollTimeoutError,
  PortalHttpError,
} from "./errors";
export {
  bodyOf,
  errorCode,
  selectErrorMessage,
  UNKNOWN_ERROR_KEY,
  CHANGE_UNCONFIRMED_KEY,
  type ErrorMessage,
} from "./select-error-message";
export { toHttpError } from "./http-error";
export {
  CHANGE_METHODS,
  ChangeKeys,
  confirmChange,
  encodeMultipartOnce,
  isChange,
  isOutcomeUnknown,
  type ChangeHeld,
  type ConfirmedChange,
} from "./idempotent-change";
export { isAxiosError } from "./is-axios-error";
export { downloadBlob, fileNameFromContentDisposition, type DownloadedFile } from "./download";
export { uploadMultipart, type UploadOptions } from "./upload";
export {
  isPlainObject,
  toCamelCaseDeep,
  toCamelKey,
  toSnakeCaseDeep,
  toSnakeKey,
  type PlainObject,
} from "./case";
