/**
 * The i18n keys of the download error codes, per download type (001 §8 "Download error codes").
 *
 * Decisions (001 §8 names the texts, not which code gives which):
 * - account files: AUTHENTICATION_REQUIRED and INSUFFICIENT_PERMISSIONS show "unauthorized",
 *   RESOURCE_NOT_FOUND "account not found", INVALID_REQUEST "invalid UUID" (the only thing the
 *   call checks is `account_id`), FILE_OPERATION_FAILED_UNEXPECTED "download failed". The texts
 *   001 §8 lists with no code of their own (provider configuration not found, no completed
 *   processes, no packages) are the server's `message` for a code not listed, shown as is.
 * - settlement: the first three codes show "authentication required"; VALIDATION_ERROR "invalid
 *   request data", AUTHENTICATION_REQUIRED "session expired", INSUFFICIENT_PERMISSIONS "no
 *   permission", RESOURCE_NOT_FOUND "file not found", INVALID_REQUEST "not in a downloadable
 *   state", FILE_OPERATION_FAILED_UNEXPECTED "could not prepare", NO_FILES_AVAILABLE_FOR_DOWNLOAD
 *   "no files", INTERNAL_SERVER_ERROR "server error"; of the last five codes, the storage and
 *   archive ones show "unknown" and the database-connection and too-many-operations ones "server
 *   error" (001 §8 "generic unknown or internal texts").
 */
import type { DownloadType } from "./types";

/** Every download error code of 001 §8, in its order. */
export const DOWNLOAD_ERROR_CODES = [
  "UNAUTHORIZED",
  "INVALID_TOKEN_METADATA",
  "PROVIDER_SLUG_NOT_FOUND",
  "VALIDATION_ERROR",
  "AUTHENTICATION_REQUIRED",
  "INSUFFICIENT_PERMISSIONS",
  "RESOURCE_NOT_FOUND",
  "INVALID_REQUEST",
  "FILE_OPERATION_FAILED_UNEXPECTED",
  "NO_FILES_AVAILABLE_FOR_DOWNLOAD",
  "INTERNAL_SERVER_ERROR",
  "DATABASE_FILE_NOT_FOUND_IN_S3",
  "FILE_DOWNLOAD_FAILED",
  "EMPTY_ARCHIVE_REQUEST",
  "DATABASE_CONNECTION_ERROR",
  "TOO_MANY_OPERATIONS",
] as const;

/** A download error code of 001 §8. */
export type DownloadErrorCode = (typeof DOWNLOAD_ERROR_CODES)[number];

const ACCOUNT_FILES: Record<DownloadErrorCode, string> = {
  UNAUTHORIZED: "unauthorized",
  INVALID_TOKEN_METADATA: "invalidTokenMetadata",
  PROVIDER_SLUG_NOT_FOUND: "providerNotInToken",
  VALIDATION_ERROR: "validation",
  AUTHENTICATION_REQUIRED: "unauthorized",
  INSUFFICIENT_PERMISSIONS: "unauthorized",
  RESOURCE_NOT_FOUND: "accountNotFound",
  INVALID_REQUEST: "invalidUuid",
  FILE_OPERATION_FAILED_UNEXPECTED: "downloadFailed",
  NO_FILES_AVAILABLE_FOR_DOWNLOAD: "noDownloadableFiles",
  INTERNAL_SERVER_ERROR: "internal",
  DATABASE_FILE_NOT_FOUND_IN_S3: "fileMissingInStorage",
  FILE_DOWNLOAD_FAILED: "downloadFailed",
  EMPTY_ARCHIVE_REQUEST: "emptyArchive",
  DATABASE_CONNECTION_ERROR: "databaseConnection",
  TOO_MANY_OPERATIONS: "tooManyOperations",
};

const SETTLEMENT: Record<DownloadErrorCode, string> = {
  UNAUTHORIZED: "authenticationRequired",
  INVALID_TOKEN_METADATA: "authenticationRequired",
  PROVIDER_SLUG_NOT_FOUND: "authenticationRequired",
  VALIDATION_ERROR: "invalidRequest",
  AUTHENTICATION_REQUIRED: "sessionExpired",
  INSUFFICIENT_PERMISSIONS: "noPermission",
  RESOURCE_NOT_FOUND: "fileNotFound",
  INVALID_REQUEST: "notDownloadable",
  FILE_OPERATION_FAILED_UNEXPECTED: "couldNotPrepare",
  NO_FILES_AVAILABLE_FOR_DOWNLOAD: "noFiles",
  INTERNAL_SERVER_ERROR: "serverError",
  DATABASE_FILE_NOT_FOUND_IN_S3: "unknown",
  FILE_DOWNLOAD_FAILED: "unknown",
  EMPTY_ARCHIVE_REQUEST: "unknown",
  DATABASE_CONNECTION_ERROR: "serverError",
  TOO_MANY_OPERATIONS: "serverError",
};

const TABLES: Record<DownloadType, { prefix: string; table: Record<DownloadErrorCode, string> }> = {
  "account-files-download": { prefix: "downloads.errors.accountFiles", table: ACCOUNT_FILES },
  "settlement-download": { prefix: "downloads.errors.settlement", table: SETTLEMENT },
};

function isDownloadErrorCode(code: string | undefined): code is DownloadErrorCode {
  return (DOWNLOAD_ERROR_CODES as readonly string[]).includes(code ?? "");
}

/**
 * The i18n key of a download error code for a download type (001 §8), or `undefined` for a code
 * 001 §8 does not list.
 */
export function downloadErrorKey(type: DownloadType, code: string | undefined): string | undefined {
  if (!isDownloadErrorCode(code)) return undefined;
  const { prefix, table } = TABLES[type];
  return `${prefix}.${table[code]}`;
}

/** The i18n key of a type's own "unknown error" text (001 §8: account files "contact support"). */
export function unknownDownloadErrorKey(type: DownloadType): string {
  return `${TABLES[type].prefix}.unknown`;
}
