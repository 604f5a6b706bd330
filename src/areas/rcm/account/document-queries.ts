/**
 * The calls of the support documents of an account (001 §3, §4, §7), outside the data providers
 * (DESIGN.md §10 "Calls outside data providers"): reads as `queryOptions` factories (one key, one
 * cache entry; endpoints filled by `fillEndpoint`), writes as functions. The downloads are in
 * `document-downloads.ts`, the audit comments in `audit-comment-queries.ts`.
 *
 * Kept beside the panels rather than in src/areas/rcm/queries.ts: that module is part of the
 * accounts grid's first load (the RCM layout imports it), and these calls serve only the account
 * screens, which load later (docs/decisions.md "Support documents and audit comments").
 */
import { queryOptions } from "@tanstack/react-query";
import { fillEndpoint } from "../../../../providers/data/endpoint";
import { type ChangeHeld, uploadMultipart, type HttpClient } from "../../../../providers/http";

/** Support levels (001 §3 "Relation levels are ACCOUNT, CHARGE and EVENT"). */
export const SUPPORT_LEVELS = ["ACCOUNT", "CHARGE", "EVENT"] as const;
export type SupportLevel = (typeof SUPPORT_LEVELS)[number];

/** Support-file statuses (001 §3 "pending, received, general"). */
export const SUPPORT_FILE_STATUSES = ["PENDING", "RECEIVED", "GENERAL"] as const;
export type SupportFileStatus = (typeof SUPPORT_FILE_STATUSES)[number];

/** A support file of `get-all-support-files`, camel-cased (001 §3: type.name, supportLevel, product {code, name}). */
export interface SupportFile {
  id: string;
  accountId: string;
  chargeId: string | null;
  chargeCode: string | null;
  supportLevel: SupportLevel;
  status: SupportFileStatus;
  required: boolean;
  type: { fileCode: string; name: string };
  product: { code: string; name: string | null } | null;
  fileName: string | null;
  contentType: string | null;
  /** Bytes. */
  sizeBytes: number | null;
  isRestrictedAsAccountLevel: boolean;
  /** ISO date-time; null while pending. */
  uploadedAt: string | null;
  uploadedBy: string | null;
  createdAt: string;
  /** The server's word that this file's type is restricted for the caller (001 §7). */
  restricted?: boolean;
}

/** A Spring page, camel-cased (docs/api-contract.md "General"); `number` is 0-based. */
export interface SpringPage<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

/** Filters and paging of the support-file list (001 §7 `get-all-support-files`). */
export interface SupportFilesFilter {
  relations?: readonly SupportLevel[];
  statuses?: readonly SupportFileStatus[];
  searchValue?: string;
  codes?: readonly string[];
  isRestrictedAsAccountLevel?: boolean;
  /** 0-based. */
  page: number;
  size: number;
}

/** A support-file type of the provider lookup `GET rcm/v1/support-files?sortBy=name` (001 §3 "support documents (name, fileCode)"). */
export interface SupportFileType {
  fileCode: string;
  name: string;
}

/** A charge as the pickers need it (001 §3 "Charge": code, description). */
export interface ChargeOption {
  id: string;
  code: string | null;
  description: string | null;
}

const FILES = "rcm/v1/accounts/{id}/get-all-support-files";

/**
 * The `/`-prefixed path of an endpoint template filled by `fillEndpoint` (the client's base is the
 * API root), e.g. `apiPath("rcm/v1/accounts/{id}/charges", { id })`.
 * @throws when a placeholder has no value (never an empty path segment).
 */
export const apiPath = (template: string, params: Record<string, string>) =>
  `/${fillEndpoint(template, params)}`;

/** Query-string values of {@link SupportFilesFilter}: snake_case names, lists joined by commas (001 §7). */
export function supportFilesParams(filter: SupportFilesFilter): Record<string, string | number | boolean> {
  const params: Record<string, string | number | boolean> = { page: filter.page, size: filter.size };
  if (filter.relations?.length) params.relations = filter.relations.join(",");
  if (filter.statuses?.length) params.statuses = filter.statuses.join(",");
  if (filter.codes?.length) params.code = filter.codes.join(",");
  const search = filter.searchValue?.trim();
  if (search) params.search_value = search;
  if (filter.isRestrictedAsAccountLevel !== undefined)
    params.is_restricted_as_account_level = filter.isRestrictedAsAccountLevel;
  return params;
}

/**
 * One page of an account's support files: `GET rcm/v1/accounts/{id}/get-all-support-files` with
 * relations, statuses, search_value, code, is_restricted_as_account_level, page, size (001 §7).
 * The search value (may name a patient's file) goes to the query string of the API call only,
 * never to the portal's URL.
 */
export function supportFilesQuery(http: HttpClient, accountId: string, filter: SupportFilesFilter) {
  return queryOptions({
    queryKey: ["rcm", "support-files", accountId, filter] as const,
    queryFn: async ({ signal }) =>
      (
        await http.get<SpringPage<SupportFile>>(apiPath(FILES, { id: accountId }), {
          params: supportFilesParams(filter),
          signal,
        })
      ).data,
  });
}

/** The key prefix of every support-file list of an account (to refetch them all after a change). */
export const supportFilesKey = (accountId: string) => ["rcm", "support-files", accountId] as const;

/** The provider's support-file types, by name (`GET rcm/v1/support-files?sortBy=name`). */
export function supportFileTypesQuery(http: HttpClient) {
  return queryOptions({
    queryKey: ["rcm", "support-file-types"] as const,
    queryFn: async ({ signal }) =>
      (await http.get<SupportFileType[]>("/rcm/v1/support-files", { params: { sortBy: "name" }, signal }))
        .data,
    staleTime: 10 * 60_000,
  });
}

/** Up to 20 charges of an account matching a search (`GET rcm/v1/accounts/{id}/charges`, 001 §7), for pickers. */
export function chargeOptionsQuery(http: HttpClient, accountId: string, searchValue: string) {
  return queryOptions({
    queryKey: ["rcm", "charge-options", accountId, searchValue] as const,
    queryFn: async ({ signal }) =>
      (
        await http.get<SpringPage<ChargeOption>>(apiPath("rcm/v1/accounts/{id}/charges", { id: accountId }), {
          params: { page: 0, size: 20, ...(searchValue.trim() ? { search_value: searchValue.trim() } : {}) },
          signal,
        })
      ).data.content,
    staleTime: 60_000,
  });
}

/** What an upload of a support document says about it (the `request_data` part, 001 §5, §7). */
export interface UploadTarget {
  supportLevel: SupportLevel;
  /** Support-file type code (`documentTypeSlug`). */
  documentTypeSlug: string;
  /** For level CHARGE. */
  chargeId?: string;
  /** The pending support file this upload fills, if any. */
  supportFileId?: string;
}

/** Progress and cancel of an upload (see providers/http `uploadMultipart`). */
export interface TransferOptions {
  /** Integer percentage 0–100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** The upload's `Idempotency-Key` (the same for the user's "try again" of the same input). */
  idempotencyKey?: string;
}

/** The multipart body of an upload: the `file` part and a snake_case `request_data` JSON part (001 §7). */
export function uploadForm(file: Blob & { name?: string }, requestData?: Record<string, unknown>): FormData {
  const form = new FormData();
  form.append("file", file, file.name ?? "document");
  if (requestData) {
    form.append("request_data", new Blob([JSON.stringify(requestData)], { type: "application/json" }));
  }
  return form;
}

/**
 * Uploads a support document: `POST rcm/v1/support-files/{accountId}/upload` as multipart with
 * `file` and `request_data` (`support_level`, `document_type_slug`, `charge_id`, `support_file_id`,
 * snake_case; 001 §5, §7). Check the file with `checkSupportFiles` first.
 * @returns the stored support file.
 * @throws the client's error: 400/413/415 with the server's translated message (by content, not by name), 403 when refused.
 */
export async function uploadSupportFile(
  http: HttpClient,
  accountId: string,
  file: File,
  target: UploadTarget,
  options: TransferOptions = {},
): Promise<SupportFile> {
  const requestData: Record<string, unknown> = {
    support_level: target.supportLevel,
    document_type_slug: target.documentTypeSlug,
  };
  if (target.chargeId) requestData.charge_id = target.chargeId;
  if (target.supportFileId) requestData.support_file_id = target.supportFileId;
  const response = await uploadMultipart<SupportFile>(
    http,
    apiPath("rcm/v1/support-files/{accountId}/upload", { accountId }),
    uploadForm(file, requestData),
    options,
  );
  return response.data;
}

/**
 * Replaces the document of a support file: `POST rcm/v1/support-files/{accountId}/{fileId}/replace`,
 * multipart with `file` (the reference API's route for 001 §1 "replace").
 * @throws the client's error (409 when the file has no document yet).
 */
export async function replaceSupportFile(
  http: HttpClient,
  accountId: string,
  fileId: string,
  file: File,
  options: TransferOptions = {},
): Promise<SupportFile> {
  const response = await uploadMultipart<SupportFile>(
    http,
    apiPath("rcm/v1/support-files/{accountId}/{fileId}/replace", { accountId, fileId }),
    uploadForm(file),
    options,
  );
  return response.data;
}

/** Deletes the document of a support file: `DELETE rcm/v1/support-files/{accountId}/{fileId}` (001 §7). */
export async function deleteSupportFile(http: HttpClient, accountId: string, fileId: string): Promise<void> {
  await http.delete(apiPath("rcm/v1/support-files/{accountId}/{fileId}", { accountId, fileId }));
}

/**
 * Re-reads whether a support file's document is gone, after a delete whose answer was lost (issue
 * 17 §3): `GET …/get-all-support-files` for the file's type and level; gone when the file is no
 * longer listed (a general document) or is pending again (a required one).
 * @returns "saved" when the document is gone, "not-saved" when the server still holds it.
 * @throws the client's error when the re-read fails (the caller then says it could not confirm).
 */
export async function documentDeleted(
  http: HttpClient,
  accountId: string,
  file: SupportFile,
): Promise<ChangeHeld> {
  const params = supportFilesParams({
    relations: [file.supportLevel],
    codes: [file.type.fileCode],
    page: 0,
    size: 200,
  });
  const page = (await http.get<SpringPage<SupportFile>>(apiPath(FILES, { id: accountId }), { params })).data;
  const now = page.content.find((candidate) => candidate.id === file.id);
  return !now || now.status === "PENDING" ? "saved" : "not-saved";
}

/**
 * Completes the audit of an account: `POST rcm/v1/accounts/{id}/complete-audit`, moving it to
 * COMPLETE_AUDIT (001 §4). With a conciliation letter the call is multipart (`file` first, stored as
 * the account's letter before the move, and `request_data` with the message); without, a JSON body.
 * @throws the client's error (409 AUDIT_NOT_PENDING, 403 when refused, 400/413/415 for the letter).
 */
export async function completeAudit(
  http: HttpClient,
  accountId: string,
  input: { message?: string; letter?: File },
  options: TransferOptions = {},
): Promise<{ id: string; status: string; conciliationLetterId: string | null }> {
  const url = apiPath("rcm/v1/accounts/{id}/complete-audit", { id: accountId });
  const message = input.message?.trim();
  const requestData = message ? { message } : {};
  if (input.letter) {
    return (await uploadMultipart(http, url, uploadForm(input.letter, requestData), options)).data as {
      id: string;
      status: string;
      conciliationLetterId: string | null;
    };
  }
  return (await http.post(url, requestData, { snakeBody: true, signal: options.signal })).data as {
    id: string;
    status: string;
    conciliationLetterId: string | null;
  };
}
