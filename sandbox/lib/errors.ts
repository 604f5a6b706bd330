/**
 * Errors of the reference API and their bodies (docs/api-contract.md "General"):
 * `{ error_code, message }`, and OAuth errors `{ error, error_description }`.
 */
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { MessageCode } from "./messages";

/** An error answered as `{ "error_code", "message" }`. The message defaults to the code's text. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: MessageCode | string,
    message?: string,
    /** Fields answered beside `error_code` and `message` (e.g. a glosa file's `missing_columns`). */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message ?? code);
    this.explicitMessage = message;
  }
  /** The message given by the thrower, if any (otherwise the code is translated). */
  readonly explicitMessage: string | undefined;
}

/** An error answered as `{ "error", "error_description" }` (OAuth, and bearer-token failures). */
export class OAuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly error: string,
    /** A message code (translated when answered) or, for request-shape errors, a literal text. */
    readonly description: MessageCode | { text: string },
  ) {
    super(error);
  }
}

/** 400 VALIDATION_ERROR naming the failing field. */
export function validationError(message: string): ApiError {
  return new ApiError(400, "VALIDATION_ERROR", message);
}

/** 404 RESOURCE_NOT_FOUND. */
export function notFound(): ApiError {
  return new ApiError(404, "RESOURCE_NOT_FOUND");
}

/** 403 INSUFFICIENT_PERMISSIONS. */
export function forbidden(): ApiError {
  return new ApiError(403, "INSUFFICIENT_PERMISSIONS");
}
