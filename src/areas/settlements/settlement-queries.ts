import { queryOptions } from "@tanstack/react-query";
import { fillEndpoint } from "../../../providers/data/endpoint";
import { downloadBlob, uploadMultipart, type DownloadedFile, type HttpClient } from "../../../providers/http";
import type { Settlement } from "../../../schemas/entities/settlement";
import type { ClaimSelection } from "../../../schemas/settlements/settlement-rules";

/**
 * The calls of the settlement wizard and detail (000 §7 "Settlements service v3";
 * docs/api-contract.md "Settlements of authorizations"): query factories for the detail, its
 * transactions, summary, files, manual authorizations and the pending authorizations, and the
 * changes (draft, claims, documents, completion). Answers are camel-cased by the HTTP layer;
 * bodies go snake_case; every change carries an Idempotency-Key (the HTTP client). A failure throws
 * the client's error, whose body's message the screen shows (`useErrorText`).
 */

const BASE = "settlements/v3/settlements";
const path = (suffix = "", values: Record<string, string | number> = {}) =>
  `/${fillEndpoint(`${BASE}${suffix}`, values)}`;

/** A Spring page as the portal reads it. */
export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

/** A settlement with its billing fields (`GET /{id}`). */
export interface SettlementDetail extends Settlement {
  invoiceNumber: string | null;
  invoiceDate: string | null;
  invoiceAmount: number | null;
  taxReceiptNumber: string | null;
  taxReceiptDate: string | null;
  taxReceiptExpiryDate: string | null;
  completedAt: string | null;
}

/** A pending settlement authorization (000 §3) as the service lists it. */
export interface PendingAuthorization {
  claimId: number;
  authorizationCode: string;
  sponsorTransactionId: string;
  createdAt: string;
  coverageType: string;
  amount: number;
  currencyCode: string;
  uploadedRequiredFiles: number;
  totalRequiredFiles: number;
}

/** A transaction of a settlement (`GET /{id}/transactions`). */
export interface SettlementTransaction {
  claimId: number;
  authorizationId: number;
  authorizationCode: string;
  sponsorTransactionId: string;
  createdAt: string;
  coverageType: string;
  amount: number;
  currencyCode: string;
}

/** The summary of a settlement (000 §3 "summary"). */
export interface SettlementSummary {
  totalAmount: number;
  transactionsQuantity: number;
}

/** A document of a settlement (`GET /{id}/files`; its `id` is the state's settlementFileId). */
export interface SettlementFile {
  id: string;
  documentType: "INVOICE" | "CREDIT_NOTE" | "DEBIT_NOTE";
  fileName: string;
  sizeBytes: number;
  contentType: string;
  createdAt: string;
}

/** A manual authorization recorded with a settlement. */
export interface ManualAuthorization {
  id: string;
  quantity: number;
  amount: number;
  currencyCode: string;
}

/** The react-query key prefix of one settlement. */
export function settlementKey(id: string) {
  return ["settlements", "settlement", id] as const;
}

/** One settlement (`GET /{id}`). */
export function settlementQuery(http: HttpClient, id: string) {
  return queryOptions({
    queryKey: [...settlementKey(id), "detail"] as const,
    queryFn: async ({ signal }) => (await http.get<SettlementDetail>(path("/{id}", { id }), { signal })).data,
    enabled: id !== "",
  });
}

/** A page of a settlement's transactions (`GET /{id}/transactions`, 0-based page). */
export function transactionsQuery(http: HttpClient, id: string, page: number, size: number) {
  return queryOptions({
    queryKey: [...settlementKey(id), "transactions", page, size] as const,
    queryFn: async ({ signal }) =>
      (
        await http.get<Page<SettlementTransaction>>(path("/{id}/transactions", { id }), {
          params: { page, size },
          signal,
        })
      ).data,
    enabled: id !== "",
  });
}

/** The summary (`GET /{id}/transactions/summary`). */
export function summaryQuery(http: HttpClient, id: string) {
  return queryOptions({
    queryKey: [...settlementKey(id), "summary"] as const,
    queryFn: async ({ signal }) =>
      (await http.get<SettlementSummary>(path("/{id}/transactions/summary", { id }), { signal })).data,
    enabled: id !== "",
  });
}

/** The settlement's documents (`GET /{id}/files`). */
export function filesQuery(http: HttpClient, id: string) {
  return queryOptions({
    queryKey: [...settlementKey(id), "files"] as const,
    queryFn: async ({ signal }) =>
      (await http.get<SettlementFile[]>(path("/{id}/files", { id }), { signal })).data,
    enabled: id !== "",
  });
}

/** The manual authorizations recorded with it (`GET /{id}/manual-authorizations`). */
export function manualAuthorizationsQuery(http: HttpClient, id: string) {
  return queryOptions({
    queryKey: [...settlementKey(id), "manual"] as const,
    queryFn: async ({ signal }) =>
      (await http.get<ManualAuthorization[]>(path("/{id}/manual-authorizations", { id }), { signal })).data,
    enabled: id !== "",
  });
}

/** What selects pending authorizations (sponsor step of 000 §3). */
export interface PendingFilter {
  sponsorSlug: string;
  dateFrom: string;
  dateTo: string;
  transactionTypes: readonly string[];
}

/** A page of pending authorizations (`GET /pending-authorizations`, 0-based page). */
export function pendingQuery(http: HttpClient, filter: PendingFilter, page: number, size: number) {
  return queryOptions({
    queryKey: ["settlements", "pending", filter, page, size] as const,
    queryFn: async ({ signal }) =>
      (
        await http.get<Page<PendingAuthorization>>(path("/pending-authorizations"), {
          params: {
            sponsor_slug: filter.sponsorSlug,
            date_from: filter.dateFrom,
            date_to: filter.dateTo,
            transaction_types: filter.transactionTypes.join(","),
            page,
            size,
          },
          signal,
        })
      ).data,
    enabled: filter.sponsorSlug !== "",
  });
}

/** `POST settlements/v3/settlements` with the sponsor: the wizard's draft settlement. */
export async function createSettlement(http: HttpClient, sponsorSlug: string): Promise<SettlementDetail> {
  return (await http.post<SettlementDetail>(path(), { sponsorSlug }, { snakeBody: true })).data;
}

/** `DELETE /{id}/claims?claim_ids=…` (000 §4 "deletion of claims"). */
export async function deleteClaims(http: HttpClient, id: string, claimIds: readonly number[]): Promise<void> {
  await http.delete(path("/{id}/claims", { id }), { params: { claim_ids: claimIds.join(",") } });
}

/** `POST /{id}/claims` with the ids or the search criteria (000 §4, {@link ClaimSelection}). */
export async function addClaims(
  http: HttpClient,
  id: string,
  selection: ClaimSelection,
): Promise<SettlementSummary> {
  return (await http.post<SettlementSummary>(path("/{id}/claims", { id }), selection, { snakeBody: true }))
    .data;
}

/** `POST /{id}/documents?document_type=` multipart `file` (000 §7). */
export async function uploadSettlementDocument(
  http: HttpClient,
  id: string,
  documentType: SettlementFile["documentType"],
  file: File,
): Promise<SettlementFile> {
  const form = new FormData();
  form.append("file", file, file.name);
  return (
    await uploadMultipart<SettlementFile>(http, path("/{id}/documents", { id }), form, {
      params: { document_type: documentType },
    })
  ).data;
}

/** The body of a completion (camelCase here; sent snake_case). */
export interface CompletionBody {
  invoiceNumber: string;
  invoiceDate: string;
  invoiceAmount: string;
  taxReceiptNumber: string;
  taxReceiptDate: string;
  taxReceiptExpiryDate: string;
  manualAuthorizations?: { quantity: number; amount: string };
}

/** `POST /{id}/complete` (000 §4): the settlement, now sent to the sponsor. */
export async function completeSettlement(
  http: HttpClient,
  id: string,
  body: CompletionBody,
  idempotencyKey?: string,
): Promise<SettlementDetail> {
  return (
    await http.post<SettlementDetail>(path("/{id}/complete", { id }), body, {
      snakeBody: true,
      ...(idempotencyKey ? { headers: { "Idempotency-Key": idempotencyKey } } : {}),
    })
  ).data;
}

/** Downloads a document (`GET /{id}/files/{fileId}`, binary). */
export function downloadSettlementFile(
  http: HttpClient,
  id: string,
  fileId: string,
): Promise<DownloadedFile> {
  return downloadBlob(http, fillEndpoint(`${BASE}/{id}/files/{fileId}`, { id, fileId }));
}

/** A sponsor of the provider's claims (`GET settlements/v3/settlements/sponsors`). */
export interface SponsorOption {
  slug: string;
  name: string;
}

/** The sponsors of the provider's claims, by name (docs/api-contract.md "Settlements of authorizations"). */
export function sponsorsQuery(http: HttpClient, provider: string) {
  return queryOptions({
    queryKey: ["settlements", "sponsors", provider] as const,
    queryFn: async ({ signal }) => (await http.get<SponsorOption[]>(path("/sponsors"), { signal })).data,
    enabled: provider !== "",
    staleTime: 5 * 60_000,
  });
}

/**
 * The claim ids a settlement holds, every page of `GET /{id}/transactions` (200 a page): what a
 * select-all sent before added, to be removed when the user then includes claims one by one.
 */
export async function settlementClaimIds(http: HttpClient, id: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 0; ; page += 1) {
    const answer = (
      await http.get<Page<SettlementTransaction>>(path("/{id}/transactions", { id }), {
        params: { page, size: 200 },
      })
    ).data;
    ids.push(...answer.content.map((row) => row.claimId));
    if (page + 1 >= answer.totalPages) return ids;
  }
}
