/**
 * An uploaded file kept through the file store, the one way for an upload route that keeps a file
 * on a row of its own (the claims desk's and the v2 requests' authorization documents, a
 * settlement's documents; docs/decisions.md "Where uploaded bytes live"): {@link storeUpload} reads
 * and checks the multipart body against the upload policy (sandbox/lib/uploads.ts `readUpload`,
 * under the upload routes' body limit, so a body over 20 MiB + framing is refused while it is
 * read), stores the bytes once per content (sandbox/lib/file-store.ts) and returns the metadata the
 * row keeps; {@link storedFileResponse} answers the download from the store, streamed. The row
 * never holds the bytes (a 20 MiB bytea written through PGlite cost ~3.5 s; docs/performance.md).
 */
import { contentDisposition } from "@tinyhttp/content-disposition";
import type { Context } from "hono";
import type { UploadPolicy } from "../../schemas/upload-policies";
import type { Db } from "../db/client";
import type { AppEnv } from "./context";
import { notFound, validationError } from "./errors";
import { openStoredFile } from "./file-store";
import { policyRefusal, readUpload, storeBytes, type AllowedContentType } from "./uploads";
import { check } from "./validate";

/** What a row keeps of an uploaded file: its metadata and the key of its bytes in the file store. */
export interface StoredUpload {
  /** The file's name as sent, path separators replaced, at most 200 characters. */
  file_name: string;
  /** The type decided by the bytes (never by the name or the declared type). */
  content_type: AllowedContentType;
  /** Size in bytes. */
  size_bytes: number;
  /** SHA-256 (hex) of the bytes: the key of `stored_files` and of the store's file. */
  sha256: string;
}

/**
 * Reads the request's multipart `file` part, checks it against `policy` and stores its bytes
 * through the file store ({@link storeUploadWithData} without a `request_data` part).
 * @returns the row's metadata ({@link StoredUpload}).
 * @throws ApiError 400 VALIDATION_ERROR ("file is required", not multipart), 400 EMPTY_FILE,
 * 413 PAYLOAD_TOO_LARGE (over 20 MiB, also while the body is read), 415 UNSUPPORTED_FILE_TYPE, and
 * the policy's own answers (e.g. 415 V2_FILE_TYPE, 413 V2_DOCUMENT_TOO_LARGE).
 */
export async function storeUpload(
  c: Context<AppEnv>,
  db: Db,
  policy: UploadPolicy,
  now: Date,
): Promise<StoredUpload> {
  return (await storeUploadWithData<unknown>(c, db, policy, now)).file;
}

/** The `request_data` part an upload may carry, for {@link storeUploadWithData}. */
export interface UploadRequestData<T> {
  /** JSON Schema of the part; the part is optional (absent: `{}`) and checked after the file. */
  schema: object;
  /**
   * The file's own policy, decided by the part: the file is read under the route's policy (its
   * types and largest size) and then held to this one's size (e.g. 10 MB for an additional
   * document of a v2 authorization read under the 20 MB policy).
   */
  policyOf?: (data: T) => UploadPolicy;
}

/**
 * {@link storeUpload} for an upload with a `request_data` part: reads the `file` part under
 * `policy`, checks `request_data` against `requestData.schema`, holds the file to the policy it
 * decides, and only then stores the bytes (a refused file is never stored).
 * @returns the row's metadata ({@link StoredUpload}) and the checked `request_data`.
 * @throws ApiError as {@link storeUpload}, 400 VALIDATION_ERROR (`request_data` not JSON or not of
 * the schema) and the decided policy's `tooLarge` answer.
 */
export async function storeUploadWithData<T>(
  c: Context<AppEnv>,
  db: Db,
  policy: UploadPolicy,
  now: Date,
  requestData?: UploadRequestData<T>,
): Promise<{ file: StoredUpload; requestData: T }> {
  const upload = await readUpload<unknown>(c, policy, null);
  const data = requestData ? check<T>(requestData.schema, upload.requestData) : (upload.requestData as T);
  const { file } = upload;
  if (!file) throw validationError("file is required");
  const own = requestData?.policyOf?.(data) ?? policy;
  if (file.bytes.length > own.maxBytes) throw policyRefusal(own.answers.tooLarge);
  const sha256 = await storeBytes(db, file.bytes, file.contentType, now);
  return {
    file: { file_name: file.fileName, content_type: file.contentType, size_bytes: file.bytes.length, sha256 },
    requestData: data,
  };
}

/** A row that names a stored file (`sha256` NULL: a row written before the store held its bytes). */
export interface StoredFileRow {
  file_name: string;
  content_type: string;
  sha256: string | null;
}

/**
 * The download of a stored file: its bytes streamed from the store with its type, length and name.
 * @throws ApiError 404 RESOURCE_NOT_FOUND when the row has no stored bytes (`sha256` NULL) or they are gone.
 */
export async function storedFileResponse(db: Db, file: StoredFileRow): Promise<Response> {
  const stored = file.sha256 ? await openStoredFile(db, file.sha256) : null;
  if (!stored) throw notFound();
  return new Response(stored.body, {
    headers: {
      "content-type": file.content_type,
      "content-length": String(stored.size),
      "content-disposition": contentDisposition(file.file_name),
    },
  });
}
