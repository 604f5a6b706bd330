/**
 * Multipart uploads with progress (DESIGN.md §4; 000 §7 "Files … are posted multipart with a file
 * and a request_data JSON part"; 001 §7 "POST … as multipart with file").
 */
import type { AxiosRequestConfig, AxiosResponse } from "axios";
import type { HttpClient } from "./create-http-client";
import { IDEMPOTENCY_HEADER } from "./idempotency-header";

/** Options of {@link uploadMultipart}. */
export interface UploadOptions {
  /** Called with the share sent so far, an integer percentage 0–100 (only when the size is known). */
  onProgress?: (percent: number) => void;
  /** Aborts the upload (axios rejects with a `CanceledError`). */
  signal?: AbortSignal;
  /** HTTP method, POST by default. */
  method?: "post" | "put" | "patch";
  /** Query parameters (snake_case names, e.g. `{ document_type_slug }`). */
  params?: AxiosRequestConfig["params"];
  /**
   * The change's `Idempotency-Key` (e.g. from `ChangeKeys.keyFor`, kept for the user's "try again"
   * of the same file); the client makes one when none is given.
   */
  idempotencyKey?: string;
}

/**
 * Sends `formData` as `multipart/form-data` (the boundary is set by the platform, never by hand).
 * The body is encoded once and every retry sends the same bytes with the same `Idempotency-Key`,
 * so a lost answer cannot store a file twice (DESIGN.md §4).
 * @param client - the portal client.
 * @param url - path relative to the API base.
 * @param formData - the parts, e.g. `file` and a `request_data` JSON Blob.
 * @param options - see {@link UploadOptions}.
 * @returns the (camel-cased) answer.
 * @throws the client's error (an `AxiosError`, or `CanceledError` when aborted).
 */
export function uploadMultipart<T = unknown>(
  client: HttpClient,
  url: string,
  formData: FormData,
  options: UploadOptions = {},
): Promise<AxiosResponse<T>> {
  const { onProgress, signal, method = "post", params, idempotencyKey } = options;
  return client.request<T>({
    method,
    url,
    data: formData,
    params,
    signal,
    headers: idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : undefined,
    onUploadProgress: onProgress
      ? (event) => {
          if (event.total) onProgress(Math.min(100, Math.round((event.loaded * 100) / event.total)));
        }
      : undefined,
  });
}
