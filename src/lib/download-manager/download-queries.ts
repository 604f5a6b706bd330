/**
 * The calls of a download (001 §7 "Download manager calls"): the prepare call through the portal's
 * HTTP client (bearer, 401 refresh, 500 retries of DESIGN.md §4); the file itself is then the
 * browser's own download of the answer's address (`fetchFile`). Loaded with the first download, so
 * the signed-in layout does not carry it.
 */
import type { HttpClient } from "../../../providers/http";
import { resolveDownloadUrl } from "./download-url";
import { downloadErrorText } from "./error-text";
import type { DownloadType, ShownText } from "./types";

/** Path of the account-files call (001 §7), body `{ account_id }`. */
export const ACCOUNT_FILES_PATH = "/v1/s3-explorer/account-files";

/** Path of the settlement-group call (001 §7), body `{ origin_invoice_group_id }`. */
export const SETTLEMENT_GROUP_FILES_PATH = "/v1/s3-explorer/account-settlement-group-files";

/** A prepared file (001 §7 answer `file_name`, `download_url`, camel-cased by the HTTP layer). */
export interface PreparedFile {
  fileName?: string;
  downloadUrl: string;
}

/**
 * A fetched file: its bytes (`blob`, fetched by the page), or the address the browser downloads
 * itself (`url`), streamed to disk and never held in the page's memory.
 */
export type FetchedFile =
  | {
      blob: Blob;
      /** From the answer's `Content-Disposition`, if any. */
      fileName?: string;
    }
  | {
      /** Absolute address of the file, needing no credential of the page. */
      url: string;
      fileName?: string;
    };

/** What the download loop needs from the network; injectable for tests. */
export interface DownloadCalls {
  /**
   * Prepares one item's file (the POST of 001 §7).
   * @throws the HTTP layer's error (its body `{ error_code, message }`), or an abort error.
   */
  prepare(type: DownloadType, sourceId: string, signal: AbortSignal): Promise<PreparedFile>;
  /**
   * Fetches a prepared file: as a blob, or as the address the browser downloads itself.
   * @throws as `prepare`.
   */
  fetchFile(prepared: PreparedFile, signal: AbortSignal): Promise<FetchedFile>;
  /** The text a failure of either call shows (001 §8). */
  errorText(type: DownloadType, error: unknown): ShownText;
}

/**
 * The calls of 001 §7 over the portal's client.
 * @param http - the portal's client (`useHttp()`).
 * @param pageOrigin - the page's origin, for a relative API base (default `location.origin`).
 */
export function createDownloadCalls(
  http: HttpClient,
  pageOrigin: string = globalThis.location?.origin ?? "http://localhost",
): DownloadCalls {
  return {
    async prepare(type, sourceId, signal) {
      const [path, body] =
        type === "account-files-download"
          ? [ACCOUNT_FILES_PATH, { accountId: sourceId }]
          : [SETTLEMENT_GROUP_FILES_PATH, { originInvoiceGroupId: sourceId }];
      const response = await http.post<Partial<PreparedFile> | null>(path, body, { signal, snakeBody: true });
      const answer = response.data;
      if (!answer || typeof answer.downloadUrl !== "string")
        throw new TypeError("The prepare answer has no download_url");
      return {
        downloadUrl: answer.downloadUrl,
        ...(typeof answer.fileName === "string" && answer.fileName !== ""
          ? { fileName: answer.fileName }
          : {}),
      };
    },
    // The download URL needs no bearer (001 §7; docs/api-contract.md: a pre-signed URL or a download
    // ticket): the browser downloads it itself, streamed to disk. Fetched as a blob, 50 accounts'
    // zips went through the page's memory and two XHRs a file (docs/performance.md "Issue 23,
    // round 2").
    fetchFile(prepared) {
      const { url } = resolveDownloadUrl(prepared.downloadUrl, http.defaults.baseURL ?? "/", pageOrigin);
      return Promise.resolve({ url });
    },
    errorText: downloadErrorText,
  };
}
