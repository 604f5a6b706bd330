/**
 * The v2 area's calls (users without claims; 000 §7 "Authorizations and claims" arc v1/v2 calls;
 * 001 §7; DESIGN.md §10 "Calls outside data providers"): reads as `queryOptions` factories, writes
 * as functions. Answers are camel-cased by the HTTP layer; bodies are snake_case as 000 §7 says.
 */
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { fillEndpoint } from "../../../providers/data/endpoint";
import {
  downloadBlob,
  uploadMultipart,
  type DownloadedFile,
  type HttpClient,
  type UploadOptions,
} from "../../../providers/http";
import type { AuthorizationFormDefinition } from "../../../schemas/authorization-form/definition";
import type { HomeV2Status, V2CommentMetadata } from "../../../schemas/v2/statuses";

/** One authorization without claims (001 §3 "Authorization (v2)"), as the list and detail answer it. */
export interface V2AuthorizationRow {
  id: number;
  authorizationId: number;
  authorizationCode: string;
  sponsorSlug: string;
  sponsorName: string;
  detailFormSlug: string | null;
  createdAt: string;
  beneficiaryName: string;
  beneficiaryId: number;
  beneficiaryMemberCode: string;
  identityDocumentType: string;
  identityDocumentId: string;
  coverageType: string;
  status: HomeV2Status;
  reimbursementId: string | null;
}

/** A comment (000 §3 "Authorization comment": createdAt, metadataComment as JSON text). */
export interface V2Comment {
  id: number;
  createdAt: string;
  metadataComment: string;
  authorName: string;
}

/** A file of an authorization (000 §7 `request_data` fields). */
export interface V2File {
  id: string;
  fieldSlug: string | null;
  documentTypeSlug: string | null;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  createdAt: string;
}

/** The detail (`GET /arc/v2/authorizations/without-claims/{code}`). */
export interface V2AuthorizationDetail extends V2AuthorizationRow {
  /** Newest first (as the server answers them). */
  comments: V2Comment[];
  files: V2File[];
}

/** A Spring page. */
export interface V2Page {
  content: V2AuthorizationRow[];
  totalElements: number;
  number: number;
  size: number;
}

/** Filters of the Home V2 list (000 §7 query: code, coverage_type, status, date_from, date_to, sponsor_slug). */
export interface V2HomeFilters {
  code?: string;
  coverageType?: string;
  status?: readonly string[];
  dateFrom?: string;
  dateTo?: string;
  sponsorSlug?: string;
}

/** The key prefix of every v2 call (to refetch after a change). */
export const V2_KEY = ["v2"] as const;

/**
 * The Home V2 list: `GET /arc/v2/authorizations/without-claims`, 0-based `page`, `size`, sort
 * `createdAt,desc` (000 §7, §9).
 */
export function v2HomeQuery(http: HttpClient, filters: V2HomeFilters, page: number, size: number) {
  return queryOptions({
    queryKey: ["v2", "home", filters, page, size] as const,
    queryFn: async ({ signal }) => {
      const params: Record<string, string | number> = { page, size, sort: "createdAt,desc" };
      if (filters.code) params.code = filters.code;
      if (filters.coverageType) params.coverage_type = filters.coverageType;
      if (filters.status?.length) params.status = filters.status.join(",");
      if (filters.dateFrom) params.date_from = filters.dateFrom;
      if (filters.dateTo) params.date_to = filters.dateTo;
      if (filters.sponsorSlug) params.sponsor_slug = filters.sponsorSlug;
      return (await http.get<V2Page>("arc/v2/authorizations/without-claims", { params, signal })).data;
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * The detail: `GET /arc/v2/authorizations/without-claims/{code}` with sponsor_slug and
 * provider_slug; enabled only when both the code and the sponsor exist (000 §5).
 */
export function v2DetailQuery(http: HttpClient, code: string, sponsorSlug: string, providerSlug: string) {
  return queryOptions({
    queryKey: ["v2", "detail", sponsorSlug, code] as const,
    queryFn: async ({ signal }) =>
      (
        await http.get<V2AuthorizationDetail>(
          fillEndpoint("arc/v2/authorizations/without-claims/{code}", { code }),
          {
            params: { sponsor_slug: sponsorSlug, ...(providerSlug ? { provider_slug: providerSlug } : {}) },
            signal,
          },
        )
      ).data,
    enabled: code !== "" && sponsorSlug !== "",
  });
}

/**
 * A sponsor's form definitions: `GET /arc/v1/sponsors/{sponsor}/authorization-forms?slug=` (000 §7),
 * the form and its variants (its guest form), camel-cased for the builder.
 */
export function sponsorFormsQuery(http: HttpClient, sponsorSlug: string, formSlug: string) {
  return queryOptions({
    queryKey: ["v2", "forms", sponsorSlug, formSlug] as const,
    queryFn: async ({ signal }) =>
      (
        await http.get<AuthorizationFormDefinition[]>(
          fillEndpoint("arc/v1/sponsors/{sponsor}/authorization-forms", { sponsor: sponsorSlug }),
          { params: { slug: formSlug }, signal },
        )
      ).data,
    enabled: sponsorSlug !== "" && formSlug !== "",
    staleTime: 5 * 60_000,
  });
}

/**
 * Posts a comment: `POST /arc/v1/authorizations/{id}/comment?authorization_id=` with
 * `metadata_comment` the JSON text of {@link V2CommentMetadata} (000 §3, §7).
 * @throws Error "empty" when the comment is blank (000 §5 "Comment cannot be empty"), before any call;
 *   the client's error otherwise.
 */
export async function postV2Comment(
  http: HttpClient,
  authorizationId: number,
  metadata: V2CommentMetadata,
): Promise<V2Comment> {
  if (metadata.comment.trim() === "") throw new Error("empty");
  return (
    await http.post<V2Comment>(
      fillEndpoint("arc/v1/authorizations/{id}/comment", { id: authorizationId }),
      { metadata_comment: JSON.stringify({ ...metadata, comment: metadata.comment.trim() }) },
      { params: { authorization_id: authorizationId } },
    )
  ).data;
}

/**
 * Changes the status: `POST /arc/v2/authorizations/sponsor/{sponsor}/code/{code}/change-status`
 * with currentStatus and newStatus (000 §4, §7).
 * @throws the client's error (409 when the status changed meanwhile).
 */
export async function changeV2Status(
  http: HttpClient,
  sponsorSlug: string,
  code: string,
  currentStatus: string,
  newStatus: string,
): Promise<void> {
  await http.post(
    fillEndpoint("arc/v2/authorizations/sponsor/{sponsor}/code/{code}/change-status", {
      sponsor: sponsorSlug,
      code,
    }),
    {},
    { params: { currentStatus, newStatus } },
  );
}

/**
 * Uploads one document to an authorization: `POST /arc/v2/authorizations/{id}/without-claims/files`,
 * multipart `file` + `request_data` JSON (snake_case, 000 §7; e.g. `{ document_type_slug: "INVOICE" }`,
 * 20 MB policy, 000 §5). Check it with `checkFiles(v2DocumentPolicy(…), …)` first.
 * @param options - its progress and, for a change tried again, its `Idempotency-Key`.
 * @throws the client's error (413/415/409 with the server's message).
 */
export async function uploadV2File(
  http: HttpClient,
  authorizationId: number,
  file: File,
  requestData: Readonly<Record<string, string>>,
  options: Pick<UploadOptions, "onProgress" | "idempotencyKey"> = {},
): Promise<V2File> {
  const form = new FormData();
  form.append("file", file, file.name);
  form.append("request_data", new Blob([JSON.stringify(requestData)], { type: "application/json" }));
  return (
    await uploadMultipart<V2File>(
      http,
      fillEndpoint("arc/v2/authorizations/{id}/without-claims/files", { id: authorizationId }),
      form,
      options,
    )
  ).data;
}

/** Deletes a file: `DELETE /arc/v2/authorizations/{id}/without-claims/files/{fileId}` (000 §7). */
export async function deleteV2File(http: HttpClient, authorizationId: number, fileId: string): Promise<void> {
  await http.delete(
    fillEndpoint("arc/v2/authorizations/{id}/without-claims/files/{fileId}", { id: authorizationId, fileId }),
  );
}

/** Downloads a file: `GET /arc/v2/authorizations/files/{id}` (binary, 000 §7). */
export function downloadV2File(http: HttpClient, fileId: string): Promise<DownloadedFile> {
  return downloadBlob(http, fillEndpoint("arc/v2/authorizations/files/{id}", { id: fileId }));
}

/** A sponsor's template file (000 §7 static files). */
export interface SponsorTemplate {
  id: string;
  sponsorSlug: string;
  /** null: for every coverage. */
  coverageType: string | null;
  fileName: string;
  title: string;
  contentType: string;
  sizeBytes: number;
}

/**
 * A sponsor's template files for some coverages:
 * `GET /arc/v2/authorizations/static/sponsor/{sponsor}/coverage/{coverageTypes}/files` (000 §7),
 * coverages comma-joined; enabled with a sponsor and at least one coverage.
 */
export function sponsorTemplatesQuery(http: HttpClient, sponsorSlug: string, coverages: readonly string[]) {
  return queryOptions({
    queryKey: ["v2", "templates", sponsorSlug, [...coverages].sort().join(",")] as const,
    queryFn: async ({ signal }) =>
      (
        await http.get<SponsorTemplate[]>(
          fillEndpoint("arc/v2/authorizations/static/sponsor/{sponsor}/coverage/{coverageTypes}/files", {
            sponsor: sponsorSlug,
            coverageTypes: coverages.join(","),
          }),
          { signal },
        )
      ).data,
    enabled: sponsorSlug !== "" && coverages.length > 0,
  });
}

/** Downloads a template: `GET /arc/v2/authorizations/static/sponsor/{sponsor}/template/file/{id}` (binary, 000 §7). */
export function downloadSponsorTemplate(
  http: HttpClient,
  sponsorSlug: string,
  id: string,
): Promise<DownloadedFile> {
  return downloadBlob(
    http,
    fillEndpoint("arc/v2/authorizations/static/sponsor/{sponsor}/template/file/{id}", {
      sponsor: sponsorSlug,
      id,
    }),
  );
}

/**
 * The comment text of a `metadataComment` (JSON text of {@link V2CommentMetadata}); a text that is
 * not such JSON is shown as it is (it is rendered as text either way).
 */
export function commentTextOf(metadataComment: string): string {
  try {
    const parsed = JSON.parse(metadataComment) as unknown;
    if (parsed && typeof parsed === "object" && typeof (parsed as V2CommentMetadata).comment === "string")
      return (parsed as V2CommentMetadata).comment;
  } catch {
    // not JSON: the raw text
  }
  return metadataComment;
}
