/**
 * Every download error code of 001 §8 → its translated text, per download type; any other code
 * falls back to the server message, then the type's unknown text.
 */
import { describe, expect, it } from "vitest";
import { AxiosError, AxiosHeaders } from "axios";
import {
  DOWNLOAD_ERROR_CODES,
  downloadErrorKey,
  unknownDownloadErrorKey,
} from "../../../src/lib/download-manager/error-keys";
import { downloadErrorText } from "../../../src/lib/download-manager/error-text";
import type { DownloadType } from "../../../src/lib/download-manager/types";
import { SUPPORTED_LOCALES } from "../../../providers/i18n";
import { textsOf } from "../../locales";

const TYPES: DownloadType[] = ["account-files-download", "settlement-download"];

/** A failed call as the HTTP layer hands it over: an AxiosError with the camel-cased JSON body. */
function failure(status: number, body: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError("Request failed", "ERR_BAD_RESPONSE", config, undefined, {
    status,
    statusText: "",
    headers: {},
    config,
    data: body,
  });
}

const lookup = (texts: unknown, key: string): unknown =>
  key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);

const EXPECTED: Record<DownloadType, Record<string, string>> = {
  "account-files-download": {
    UNAUTHORIZED: "You are not authorized to download these files.",
    INVALID_TOKEN_METADATA: "Your session is invalid or lacks information. Sign in again.",
    PROVIDER_SLUG_NOT_FOUND: "Your session does not name a provider. Sign in again.",
    VALIDATION_ERROR: "The download request is not valid.",
    AUTHENTICATION_REQUIRED: "You are not authorized to download these files.",
    INSUFFICIENT_PERMISSIONS: "You are not authorized to download these files.",
    RESOURCE_NOT_FOUND: "The account was not found.",
    INVALID_REQUEST: "The account identifier is not valid.",
    FILE_OPERATION_FAILED_UNEXPECTED: "The files could not be downloaded.",
    NO_FILES_AVAILABLE_FOR_DOWNLOAD: "The account has no files that can be downloaded.",
    INTERNAL_SERVER_ERROR: "An internal error occurred. Try again later.",
    DATABASE_FILE_NOT_FOUND_IN_S3: "A file of the account is missing from storage.",
    FILE_DOWNLOAD_FAILED: "The files could not be downloaded.",
    EMPTY_ARCHIVE_REQUEST: "There were no files to put in the archive.",
    DATABASE_CONNECTION_ERROR: "The database could not be reached. Try again later.",
    TOO_MANY_OPERATIONS: "Too many downloads are running. Wait a moment and try again.",
  },
  "settlement-download": {
    UNAUTHORIZED: "Authentication is required. Sign in again.",
    INVALID_TOKEN_METADATA: "Authentication is required. Sign in again.",
    PROVIDER_SLUG_NOT_FOUND: "Authentication is required. Sign in again.",
    VALIDATION_ERROR: "The request data is not valid.",
    AUTHENTICATION_REQUIRED: "Your session expired. Sign in again.",
    INSUFFICIENT_PERMISSIONS: "You do not have permission to download these files.",
    RESOURCE_NOT_FOUND: "The file was not found.",
    INVALID_REQUEST: "The pre-settlement is not in a state that can be downloaded.",
    FILE_OPERATION_FAILED_UNEXPECTED: "The download could not be prepared.",
    NO_FILES_AVAILABLE_FOR_DOWNLOAD: "There are no files to download.",
    INTERNAL_SERVER_ERROR: "A server error occurred. Try again later.",
    DATABASE_FILE_NOT_FOUND_IN_S3: "An unknown error occurred.",
    FILE_DOWNLOAD_FAILED: "An unknown error occurred.",
    EMPTY_ARCHIVE_REQUEST: "An unknown error occurred.",
    DATABASE_CONNECTION_ERROR: "A server error occurred. Try again later.",
    TOO_MANY_OPERATIONS: "A server error occurred. Try again later.",
  },
};

describe("download error codes (001 §8)", () => {
  it("are the sixteen codes of 001 §8", () => {
    expect(DOWNLOAD_ERROR_CODES).toHaveLength(16);
    for (const type of TYPES)
      expect(Object.keys(EXPECTED[type]).sort()).toEqual([...DOWNLOAD_ERROR_CODES].sort());
  });

  for (const type of TYPES)
    it.each(DOWNLOAD_ERROR_CODES.map((code) => [code]))(`${type}: %s shows its own text`, (code) => {
      const shown = downloadErrorText(type, failure(400, { errorCode: code, message: "server words" }));
      expect(shown.text).toBeUndefined();
      expect(lookup(textsOf("en"), shown.key!)).toBe(EXPECTED[type][code]);
    });

  it("reads the snake_case body as well (a body the layer did not camel-case)", () => {
    expect(
      downloadErrorText("settlement-download", failure(403, { error_code: "INSUFFICIENT_PERMISSIONS" })),
    ).toEqual({
      key: "downloads.errors.settlement.noPermission",
    });
  });

  it("every key used exists, non-empty, in every language", () => {
    const keys = TYPES.flatMap((type) => [
      unknownDownloadErrorKey(type),
      ...DOWNLOAD_ERROR_CODES.map((code) => downloadErrorKey(type, code)!),
    ]);
    for (const locale of SUPPORTED_LOCALES)
      for (const key of keys)
        expect(lookup(textsOf(locale), key), `${locale} ${key}`).toEqual(expect.any(String));
  });
});

describe("other codes (001 §8 'Any other code shows the server message…')", () => {
  it.each(TYPES)("%s: an unknown code shows the server message as text", (type) => {
    const shown = downloadErrorText(
      type,
      failure(409, { errorCode: "NO_COMPLETED_PROCESSES", message: "<b>No</b> processes" }),
    );
    expect(shown).toEqual({ text: "<b>No</b> processes" });
  });

  it.each(TYPES)("%s: then the error's own message, then the type's unknown text", (type) => {
    expect(downloadErrorText(type, new Error("socket closed"))).toEqual({ text: "socket closed" });
    expect(downloadErrorText(type, failure(500, { errorCode: "WHATEVER" }))).toEqual({
      key: unknownDownloadErrorKey(type),
    });
    expect(downloadErrorText(type, new TypeError("x"))).toEqual({ key: unknownDownloadErrorKey(type) });
    expect(downloadErrorText(type, failure(500, { message: "GENERAL" }))).toEqual({
      key: unknownDownloadErrorKey(type),
    });
  });

  it("account files' unknown text asks to contact support", () => {
    expect(lookup(textsOf("en"), unknownDownloadErrorKey("account-files-download"))).toMatch(
      /Contact support/,
    );
    expect(downloadErrorKey("account-files-download", "NOPE")).toBeUndefined();
    expect(downloadErrorKey("account-files-download", undefined)).toBeUndefined();
  });
});
