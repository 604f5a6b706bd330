/**
 * The downloads of an account's support documents (001 §7): one document's bytes, or every
 * downloadable document as one archive. Saved by the caller (`saveBlob`).
 */
import { downloadBlob, type DownloadedFile, type HttpClient } from "../../../../providers/http";
import { apiPath, type SupportLevel } from "./document-queries";

/** One support document's bytes: `GET rcm/v1/accounts/{id}/support-documents/{docId}`, binary (001 §7). */
export function downloadSupportFile(
  http: HttpClient,
  accountId: string,
  fileId: string,
): Promise<DownloadedFile> {
  return downloadBlob(
    http,
    apiPath("rcm/v1/accounts/{id}/support-documents/{docId}", { id: accountId, docId: fileId }),
  );
}

/**
 * Every downloadable support document of an account, as one archive:
 * `POST rcm/v1/accounts/{id}/support-documents/download` with a snake_case body (001 §7):
 * the levels and statuses shown (pending files have no document and are left out).
 * @throws the client's error (404 NO_FILES_AVAILABLE_FOR_DOWNLOAD when none has a document).
 */
export function downloadAllSupportFiles(
  http: HttpClient,
  accountId: string,
  body: { relations?: readonly SupportLevel[]; statuses?: readonly ("RECEIVED" | "GENERAL")[] },
): Promise<DownloadedFile> {
  const data: Record<string, unknown> = {};
  if (body.relations?.length) data.relations = body.relations;
  if (body.statuses?.length) data.statuses = body.statuses;
  return downloadBlob(http, apiPath("rcm/v1/accounts/{id}/support-documents/download", { id: accountId }), {
    method: "post",
    data,
    snakeBody: true,
  });
}
