/**
 * The glosa calls outside the data provider (001 §7 "Denials calls under rcm-denials/v1";
 * docs/api-contract.md "Glosas"; DESIGN.md §10 "Calls outside data providers"): reads as
 * `queryOptions` factories, writes as functions. Kept beside the glosa screens (they load later
 * than the accounts grid). Bodies are camelCase as 001 §7 spells them, the polling body's
 * `file_reference_id` as written there.
 */
import { queryOptions } from "@tanstack/react-query";
import { fillEndpoint } from "../../../../providers/data/endpoint";
import {
  downloadBlob,
  IDEMPOTENCY_HEADER,
  uploadMultipart,
  type DownloadedFile,
  type HttpClient,
} from "../../../../providers/http";
import type { GlosaExportFormat, GlosaFileStatus, GlosaType } from "../../../../schemas/requests/glosas";

const BASE = "rcm-denials/v1";
const path = (template: string, values: Record<string, string>) =>
  fillEndpoint(`${BASE}/${template}`, values);

/** A glosa file as the polling and upload calls answer it (camel-cased). */
export interface GlosaFile {
  id: string;
  fileReferenceId: string;
  type: GlosaType;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  status: GlosaFileStatus;
  errorCode: string | null;
  /** The server's text of `errorCode`, in the caller's language. */
  message: string | null;
  rowsLoaded: number;
  createdAt: string;
}

/** One answer to a glosa. */
export interface GlosaComment {
  id: string;
  eventType: "COMMENT" | "NOTHING";
  comment: string;
  acceptedValue: number;
  authorEmail: string;
  authorName: string;
  createdAt: string;
}

/** The detail of a glosa (001 §3 "Processed glosa" detail fields). */
export interface GlosaDetail {
  id: string;
  invoiceId: string;
  fileId: string | null;
  payer: string;
  invoiceNumber: string;
  type: GlosaType;
  filingDate: string | null;
  glossNotificationDate: string;
  notificationQuantity: number;
  daysResponse: number;
  responseDeadline: string | null;
  objectionCategory: string | null;
  invoicedAmount: number;
  glossedAmount: number;
  chargeAmount: number;
  reason: string | null;
  glosaStatus: string;
  slug: string;
  accepted: number;
  rejected: number;
  amountToCollect: number;
  glosaCode: string | null;
  glosaDescription: string | null;
  cupsCode: string | null;
  mainCause: string | null;
  secondaryCause: string | null;
  requiredDocuments: { creditNote: boolean; rips: boolean; cuv: boolean };
  comments: GlosaComment[];
}

/** A spreadsheet or text preview (`GET storage/document/{id}`), at most 50 rows × 20 columns. */
export interface TablePreview {
  kind: "table";
  header: string[];
  rows: string[][];
  totalRows: number;
  totalColumns: number;
  truncated: boolean;
}

/** The key prefix of every glosa call (to refetch after a change). */
export const GLOSAS_KEY = ["denials"] as const;

/** The provider's most recent glosa files (`GET storage/files`, an addition: docs/api-contract.md). */
export function glosaFilesQuery(http: HttpClient) {
  return queryOptions({
    queryKey: ["denials", "files"] as const,
    queryFn: async ({ signal }) =>
      (
        await http.get<{ content: GlosaFile[] }>(`${BASE}/storage/files`, {
          params: { page: 0, size: 20 },
          signal,
        })
      ).data.content,
  });
}

/**
 * Uploads a glosa file: `POST storage/upload`, multipart with `file`, `type` and `fileReferenceId`
 * (001 §7). Check it with `checkGlosaFiles` first.
 * @throws the client's error (400 with a glosa code of 001 §8, 403 without UPLOAD_GLOSAS).
 */
export async function uploadGlosaFile(
  http: HttpClient,
  file: File,
  type: GlosaType,
  fileReferenceId: string,
  onProgress?: (percent: number) => void,
): Promise<GlosaFile> {
  const form = new FormData();
  form.append("file", file, file.name);
  form.append("type", type);
  form.append("fileReferenceId", fileReferenceId);
  return (await uploadMultipart<GlosaFile>(http, `${BASE}/storage/upload`, form, { onProgress })).data;
}

/** The states of files by reference id: `POST storage/files/polling` (001 §7); each poll moves processing on. */
export async function pollGlosaFiles(http: HttpClient, references: readonly string[]): Promise<GlosaFile[]> {
  if (references.length === 0) return [];
  return (await http.post<GlosaFile[]>(`${BASE}/storage/files/polling`, { file_reference_id: references }))
    .data;
}

/** Disables a file: `PATCH storage/file/disable/{id}` (001 §7). */
export async function disableGlosaFile(http: HttpClient, id: string): Promise<GlosaFile> {
  return (await http.patch<GlosaFile>(path("storage/file/disable/{id}", { id }), {})).data;
}

/** A file's preview: `GET storage/document/{id}`: a table, or the PDF itself (001 §7). */
export async function previewGlosaFile(
  http: HttpClient,
  id: string,
): Promise<{ kind: "table"; table: TablePreview } | { kind: "pdf"; file: DownloadedFile }> {
  const file = await downloadBlob(http, path("storage/document/{id}", { id }));
  if (file.blob.type.startsWith("application/pdf")) return { kind: "pdf", file };
  const raw = JSON.parse(await file.blob.text()) as Record<string, unknown>;
  return {
    kind: "table",
    table: {
      kind: "table",
      header: raw.header as string[],
      rows: raw.rows as string[][],
      totalRows: raw.total_rows as number,
      totalColumns: raw.total_columns as number,
      truncated: raw.truncated as boolean,
    },
  };
}

/** The text of a PDF: `POST storage/ocr/{id}` (001 §7). */
export async function ocrGlosaFile(http: HttpClient, id: string): Promise<{ text: string; lines: number }> {
  return (await http.post<{ text: string; lines: number }>(path("storage/ocr/{id}", { id }), {})).data;
}

/** The detail of a glosa: `GET invoice/{id}` (001 §7). */
export function glosaDetailQuery(http: HttpClient, id: string) {
  return queryOptions({
    queryKey: ["denials", "glosa", id] as const,
    queryFn: async ({ signal }) =>
      (await http.get<GlosaDetail>(path("invoice/{id}", { id }), { signal })).data,
    retry: false,
  });
}

/**
 * Answers a glosa: `POST invoice/{id}/comments` with eventType, comment, acceptedValue (001 §7).
 * `idempotencyKey` (from `ChangeKeys`) makes the user's "try again" of the same answer the same
 * change: one answer, never two (issue 17 §1).
 */
export async function postGlosaComment(
  http: HttpClient,
  id: string,
  body: { eventType: "COMMENT" | "NOTHING"; comment: string; acceptedValue: number },
  idempotencyKey?: string,
): Promise<GlosaDetail> {
  const headers = idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : undefined;
  return (await http.post<GlosaDetail>(path("invoice/{id}/comments", { id }), body, { headers })).data;
}

/** Withdraws answers: `PATCH invoice/comments/disable` (001 §7). */
export async function disableGlosaComments(http: HttpClient, commentIds: readonly string[]): Promise<void> {
  await http.patch(`${BASE}/invoice/comments/disable`, { commentIds });
}

/** Updates the notification date: `PATCH invoice/notificationDate/{id}` with notificationDate, fileId (001 §7). */
export async function updateNotificationDate(
  http: HttpClient,
  id: string,
  notificationDate: string,
  fileId: string | null,
): Promise<GlosaDetail> {
  return (
    await http.patch<GlosaDetail>(path("invoice/notificationDate/{id}", { id }), { notificationDate, fileId })
  ).data;
}

/** Disables glosas: `PATCH invoice/disable` (001 §7). */
export async function disableGlosas(http: HttpClient, ids: readonly string[]): Promise<void> {
  await http.patch(`${BASE}/invoice/disable`, { ids });
}

/**
 * The list as a file: `POST invoice/export` (001 §7, blob), filtered by the list's query
 * parameters, in `format` (a real XLSX or CSV written by the server).
 */
export function exportGlosas(
  http: HttpClient,
  format: GlosaExportFormat,
  params: Record<string, string>,
): Promise<DownloadedFile> {
  return downloadBlob(http, `${BASE}/invoice/export`, { method: "post", data: { format }, params });
}
