/**
 * Binary downloads (DESIGN.md §4 "Downloads are blobs with the filename from Content-Disposition";
 * 000 §7 "(binary)" calls; 001 §7 "binary response", 001 §8 "Download error codes").
 */
import { isAxiosError, type AxiosRequestConfig } from "axios";
import { parse } from "@tinyhttp/content-disposition";
import type { HttpClient } from "./create-http-client";
import { toCamelCaseDeep } from "./case";

/** A downloaded file. */
export interface DownloadedFile {
  /** The bytes, typed with the answer's `Content-Type`. */
  blob: Blob;
  /** File name from `Content-Disposition` (`filename*=` preferred over `filename=`), if any. */
  fileName?: string;
}

/**
 * Downloads a file. GET by default; pass `method`/`data` in `config` for POST downloads (001 §7
 * "POST …/support-documents/download with a snake_case body, binary response").
 * The bytes are read as an ArrayBuffer (so every axios adapter, browser or Node, gives the same
 * result) and wrapped in a Blob of the answer's `Content-Type`.
 * On failure the error's JSON body (e.g. `{ error_code: "NO_FILES_AVAILABLE_FOR_DOWNLOAD", message }`)
 * is decoded and camel-cased, so `selectErrorMessage` / `errorCode` read it like any other error.
 * @param client - the portal client (bearer, 401/500 handling apply).
 * @param url - path relative to the API base, or absolute.
 * @param config - extra axios config (method, data, params, signal, snakeBody …).
 * @throws the client's error (an `AxiosError`) when the call fails.
 */
export async function downloadBlob(
  client: HttpClient,
  url: string,
  config: AxiosRequestConfig = {},
): Promise<DownloadedFile> {
  try {
    const response = await client.request<ArrayBuffer>({
      method: "get",
      ...config,
      url,
      responseType: "arraybuffer",
      rawBody: true,
    });
    const type = headerText(response.headers["content-type"]) ?? "application/octet-stream";
    const data: unknown = response.data;
    const blob = data instanceof Blob ? data : new Blob([toBytes(data)], { type });
    return {
      blob,
      fileName: fileNameFromContentDisposition(headerText(response.headers["content-disposition"])),
    };
  } catch (error) {
    if (isAxiosError(error) && error.response)
      error.response.data = await decodeErrorBody(error.response.data);
    throw error;
  }
}

/**
 * The file name of a `Content-Disposition` header: the RFC 5987 `filename*=` value (decoded) when
 * present, else `filename=`; path parts are stripped (`../a/b.pdf` → `b.pdf`).
 * @param header - e.g. `attachment; filename="plan.pdf"` or `attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`.
 * A header the parser rejects (e.g. an unquoted name with spaces) falls back to a lenient match of
 * `filename=`.
 * @returns the name, or `undefined` when the header is missing or has no file name.
 */
export function fileNameFromContentDisposition(header: string | undefined): string | undefined {
  if (!header) return undefined;
  let name: unknown;
  try {
    // @tinyhttp/content-disposition puts a decoded `filename*` under `filename`.
    name = parse(header).parameters.filename;
  } catch {
    // Lenient fallback for servers that do not quote a plain name (`filename=my file.pdf`).
    name = /;\s*filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1];
  }
  if (typeof name !== "string") return undefined;
  const base = name.split(/[/\\]/).pop()?.trim();
  return base ? base : undefined;
}

function headerText(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

function toBytes(data: unknown): BlobPart {
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return data as BlobPart;
  if (typeof data === "string") return data;
  return new Uint8Array();
}

async function decodeErrorBody(data: unknown): Promise<unknown> {
  let textBody: string | undefined;
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data))
    textBody = new TextDecoder().decode(data as ArrayBuffer);
  else if (data instanceof Blob) textBody = await data.text();
  if (textBody === undefined) return data;
  try {
    return toCamelCaseDeep(JSON.parse(textBody) as unknown);
  } catch {
    return textBody;
  }
}
