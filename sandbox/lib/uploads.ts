/**
 * File uploads and stored files (001 §5 "Allowed support-file MIME types", §9 "20 MB"): the
 * upload routes' own body limit, multipart reading (Hono's parser), the type decided by the bytes
 * (`file-type` for binary formats; strict UTF-8 for JSON and plain text) and never by the name or
 * the declared type, and content-addressed storage of the bytes in the database.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Db } from "../db/client";
import { stored_files } from "../db/schema";
import type { AppEnv } from "./context";
import { ApiError, validationError } from "./errors";
import { pickLanguage, translate } from "./messages";
import { check } from "./validate";

/** Largest file accepted, in bytes: 20 MiB (001 §9 "20 MB prescriptions, invoices and audit files"). */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** Room for the multipart framing and the request_data part on top of the file, in bytes (64 KiB). */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Content types a support file may have (001 §5), as the server names them. */
export const ALLOWED_CONTENT_TYPES = [
  "image/png",
  "image/jpeg",
  "application/xml",
  "application/pdf",
  "application/json",
  "application/zip",
  "text/plain",
] as const;
export type AllowedContentType = (typeof ALLOWED_CONTENT_TYPES)[number];

/** Paths (after /api) that take a file and so get {@link uploadBodyLimit} instead of the 1 MiB limit. */
export const UPLOAD_PATHS: readonly RegExp[] = [
  /^\/rcm\/v1\/support-files\/[^/]+\/upload$/,
  /^\/rcm\/v1\/support-files\/[^/]+\/[^/]+\/replace$/,
  /^\/rcm\/v1\/accounts\/[^/]+\/complete-audit$/,
  /^\/rcm\/v1\/pre-settlements\/files\/[^/]+\/replace$/,
  // Glosa files (5 MiB, checked by the route with its own 001 §8 code).
  /^\/rcm-denials\/v1\/storage\/upload$/,
  // Agreement matrices (5 MiB, checked by the route with its own 001 §8 code; issue 8 §4).
  /^\/rcm\/v1\/provider-payer-configurations\/upload-process-file$/,
  // Files of authorizations without claims (issue 10; 20 MB or 10 MB by role, checked by the route).
  /^\/arc\/v2\/authorizations\/\d+\/without-claims\/files$/,
  // Files of an authorization request's authorizations (issue 10 §3; 000 §7).
  /^\/arc\/v1\/authorization-requests\/\d+\/files$/,
];

/** True when the request path (with or without /api) is an upload route. */
export function isUploadPath(path: string): boolean {
  const local = path.replace(/^\/api(?=\/)/, "");
  return UPLOAD_PATHS.some((pattern) => pattern.test(local));
}

/**
 * The body limit of upload routes: {@link MAX_FILE_BYTES} + {@link MULTIPART_OVERHEAD_BYTES};
 * over it answers 413 PAYLOAD_TOO_LARGE (from Content-Length at once, else while reading).
 */
export function uploadBodyLimit(): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: MAX_FILE_BYTES + MULTIPART_OVERHEAD_BYTES,
    onError: (c) => {
      const lang = c.get("lang") ?? pickLanguage(c.req.header("accept-language"));
      return c.json({ error_code: "PAYLOAD_TOO_LARGE", message: translate("FILE_TOO_LARGE", lang) }, 413);
    },
  });
}

const BINARY_TYPES: Record<string, AllowedContentType> = {
  "image/png": "image/png",
  "image/jpeg": "image/jpeg",
  "application/pdf": "application/pdf",
  "application/zip": "application/zip",
  "application/xml": "application/xml",
  "text/xml": "application/xml",
};

/**
 * The content type of the bytes, or null when they are none of the allowed types. Binary formats
 * by their signature (file-type); otherwise the bytes must be strict UTF-8 without control
 * characters other than tab, line feed, form feed and carriage return: JSON when they parse as
 * JSON, XML when they start with an XML declaration, else plain text.
 */
export async function detectContentType(bytes: Uint8Array): Promise<AllowedContentType | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (found) return BINARY_TYPES[found.mime] ?? null;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) return null;
  const trimmed = text.replace(/^\uFEFF/, "").trim();
  if (/^<\?xml\s/.test(trimmed)) return "application/xml";
  if (/^[[{]/.test(trimmed)) {
    try {
      JSON.parse(trimmed);
      return "application/json";
    } catch {
      return "text/plain";
    }
  }
  return "text/plain";
}

/** An uploaded file, read and recognised. */
export interface Upload {
  fileName: string;
  bytes: Buffer;
  contentType: AllowedContentType;
}

/** The parts of a multipart body, as Hono reads them with `all: true`. */
export type MultipartForm = Record<string, string | File | (string | File)[]>;

/**
 * Reads a multipart body and its single `file` part (undefined or a text when absent; the caller
 * decides whether it is required).
 * @throws ApiError 400 VALIDATION_ERROR: not multipart, unreadable, or more than one file.
 */
export async function readMultipart(
  c: Context<AppEnv>,
): Promise<{ form: MultipartForm; part: string | File | undefined }> {
  if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    throw validationError("the body must be multipart/form-data with a file part");
  }
  let form: MultipartForm;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw validationError("the multipart body could not be read");
  }
  const part = form.file;
  if (Array.isArray(part)) throw validationError("only one file at a time");
  return { form, part };
}

/**
 * Reads a multipart body: the `file` part (required unless `fileOptional`) and the `request_data`
 * JSON part (a text field or a JSON blob), validated against `schema` when given.
 * @throws ApiError 400 VALIDATION_ERROR (not multipart, missing part, bad JSON or shape),
 * 400 EMPTY_FILE, 413 PAYLOAD_TOO_LARGE (file over 20 MiB), 415 UNSUPPORTED_FILE_TYPE (by content).
 */
export async function readUpload<T>(
  c: Context<AppEnv>,
  schema: object | null,
  fileOptional = false,
): Promise<{ file: Upload | null; requestData: T }> {
  const { form, part } = await readMultipart(c);
  let requestData: unknown = {};
  const raw = form.request_data;
  if (Array.isArray(raw)) throw validationError("request_data must be one part");
  if (raw !== undefined) {
    const text = typeof raw === "string" ? raw : await raw.text();
    try {
      requestData = JSON.parse(text) as unknown;
    } catch {
      throw validationError("request_data is not valid JSON");
    }
  } else if (schema) {
    throw validationError("request_data is required");
  }
  const data = schema ? check<T>(schema, requestData) : (requestData as T);
  if (part === undefined || typeof part === "string") {
    if (fileOptional && part === undefined) return { file: null, requestData: data };
    throw validationError("file is required");
  }
  if (part.size === 0) throw new ApiError(400, "EMPTY_FILE");
  if (part.size > MAX_FILE_BYTES) throw new ApiError(413, "PAYLOAD_TOO_LARGE", undefined);
  const bytes = Buffer.from(await part.arrayBuffer());
  const contentType = await detectContentType(bytes);
  if (!contentType) throw new ApiError(415, "UNSUPPORTED_FILE_TYPE");
  const fileName = (part.name || "document").replace(/[\\/]/g, "_").slice(0, 200);
  return { file: { fileName, bytes, contentType }, requestData: data };
}

/** Stores bytes (once per content) and returns their SHA-256, the key support files refer to. */
export async function storeBytes(db: Db, bytes: Buffer, contentType: string, now: Date): Promise<string> {
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  // The driver takes bytea as a Uint8Array of the running realm; a Node Buffer is one, except under
  // the component tests' DOM environment (jsdom's own Uint8Array), where seeding stores files too.
  const content = (bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)) as Buffer;
  await db
    .insert(stored_files)
    .values({ sha256, content, size_bytes: bytes.length, content_type: contentType, created_at: now })
    .onConflictDoNothing();
  return sha256;
}

/** Deletes stored bytes no support file, pre-settlement file nor glosa file refers to any more. */
export async function dropUnreferenced(db: Db, sha256: string | null): Promise<void> {
  if (!sha256) return;
  await db.execute(
    sql`DELETE FROM stored_files WHERE sha256 = ${sha256} AND NOT EXISTS (SELECT 1 FROM support_files WHERE sha256 = ${sha256}) AND NOT EXISTS (SELECT 1 FROM pre_settlement_files WHERE sha256 = ${sha256}) AND NOT EXISTS (SELECT 1 FROM glosa_files WHERE sha256 = ${sha256})`,
  );
}
