/**
 * The agreement matrix calls (001 §7 `POST /rcm/v1/provider-payer-configurations/upload-process-file`
 * multipart with file, process_type, provider_slug; `GET provider-payer-configurations/{id}/
 * download-process-file/{fileId}`; the list and one upload at `…/process-files`, paths decided in
 * docs/api-contract.md "Agreement matrix"; DESIGN.md §10 "Calls outside data providers"): reads as
 * `queryOptions` factories, writes as functions, loaded with the matrix screen only.
 */
import { queryOptions } from "@tanstack/react-query";
import { fillEndpoint } from "../../../../providers/data/endpoint";
import {
  downloadBlob,
  uploadMultipart,
  type DownloadedFile,
  type HttpClient,
} from "../../../../providers/http";
import type { AgreementMatrixUpload } from "../../../../schemas/entities/agreement-matrix";
import { MATRIX_PROCESS_TYPE, type MatrixRowError } from "../../../../schemas/requests/agreement-matrix";

const BASE = "rcm/v1/provider-payer-configurations";

/** One upload with its rows in error (`GET …/process-files/{id}`), camel-cased. */
export type MatrixUploadDetail = AgreementMatrixUpload & {
  errors: MatrixRowError[];
  errorsTruncated: boolean;
};

/** Uploads shown per page of the list. */
export const MATRIX_PAGE_SIZE = 15;

/** The key prefix of every matrix call. */
export const MATRIX_KEY = ["rcm", "agreement-matrix"] as const;

/** A page of the provider's uploads, newest first; each call moves pending uploads on (the server polls them). */
export function matrixUploadsQuery(http: HttpClient, page: number) {
  return queryOptions({
    queryKey: [...MATRIX_KEY, "list", page] as const,
    queryFn: async ({ signal }) =>
      (
        await http.get<{ content: AgreementMatrixUpload[]; totalElements: number }>(`${BASE}/process-files`, {
          params: { process_type: MATRIX_PROCESS_TYPE, page, size: MATRIX_PAGE_SIZE },
          signal,
        })
      ).data,
  });
}

/** One upload with its rows in error. */
export function matrixUploadQuery(http: HttpClient, id: string) {
  return queryOptions({
    queryKey: [...MATRIX_KEY, "one", id] as const,
    queryFn: async ({ signal }) =>
      (await http.get<MatrixUploadDetail>(fillEndpoint(`${BASE}/process-files/{id}`, { id }), { signal }))
        .data,
    retry: false,
  });
}

/**
 * Sends a matrix: multipart `file`, `process_type` AGREEMENT_MATRIX and `provider_slug` (001 §7).
 * Check it with `checkMatrixFiles` first.
 * @throws the client's error (400 with a matrix code of 001 §8, 403 without UPLOAD_AGREEMENT_MATRIX).
 */
export async function uploadMatrix(
  http: HttpClient,
  file: File,
  providerSlug: string,
  onProgress?: (percent: number) => void,
): Promise<MatrixUploadDetail> {
  const form = new FormData();
  form.append("file", file, file.name);
  form.append("process_type", MATRIX_PROCESS_TYPE);
  form.append("provider_slug", providerSlug);
  return (
    await uploadMultipart<MatrixUploadDetail>(http, `${BASE}/upload-process-file`, form, { onProgress })
  ).data;
}

/** The processed file of an upload (001 §7 `GET …/{id}/download-process-file/{fileId}`, binary). */
export function downloadProcessedMatrix(
  http: HttpClient,
  id: string,
  fileId: string,
): Promise<DownloadedFile> {
  return downloadBlob(http, fillEndpoint(`${BASE}/{id}/download-process-file/{fileId}`, { id, fileId }));
}
