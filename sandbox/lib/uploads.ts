/**
 * File uploads and stored files (001 §5 "Allowed support-file MIME types", §9 "20 MB"): the
 * upload routes' own body limit, multipart reading (Hono's parser), the type decided by the bytes
 * (`file-type` for binary formats; strict UTF-8 for JSON and plain text) and never by the name or
 * the declared type, and content-addressed storage of the bytes (sandbox/lib/file-store.ts). What each kind of
 * upload accepts is its policy in `schemas/upload-policies.ts`, the objects the portal checks too:
 * {@link readUpload} enforces one, and the glosa and matrix routes read theirs.
 */
import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Db } from "../db/client";
import type { AppEnv } from "./context";
import { ApiError, validationError } from "./errors";
import { dropStoredFile, putStoredFile } from "./file-store";
import { pickLanguage, translate } from "./messages";
import { check } from "./validate";
import {
  LARGEST_UPLOAD_BYTES,
  SUPPORT_DOCUMENT_POLICY,
  type ApiRefusal,
  type UploadPolicy,
} from "../../schemas/upload-policies";

/** Largest file any upload accepts, in bytes: 20 MiB, the largest `maxBytes` of the upload policies. */
export const MAX_FILE_BYTES = LARGEST_UPLOAD_BYTES;

/** Room for the multipart framing and the request_data part on top of the file, in bytes (64 KiB). */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Content types a stored file may have, as the server names them: those of a support document
 * (001 §5, `SUPPORT_DOCUMENT_POLICY.contentTypes`), of which every {@link readUpload} policy takes some.
 */
export const ALLOWED_CONTENT_TYPES = SUPPORT_DOCUMENT_POLICY.contentTypes as readonly AllowedContentType[];
export type AllowedContentType =
  | "image/png"
  | "image/jpeg"
  | "application/xml"
  | "application/pdf"
  | "application/json"
  | "application/zip"
  | "text/plain";

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
  // Documents of a settlement (issue 22; 000 §5 20 MB invoices).
  /^\/settlements\/v3\/settlements\/[0-9a-f-]{36}\/documents$/,
  // Support documents of a claims-desk claim (issue 20 §6; 20 MB, additional documents 10 MB).
  /^\/arc\/v2\/providers\/[^/]+\/outpatient-care-claim\/\d+\/files$/,
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

/** The error a policy answers for a refusal (`policy.answers`). */
export function policyRefusal(refusal: ApiRefusal): ApiError {
  return new ApiError(refusal.status, refusal.code);
}

/**
 * Refuses one file more on a thing that holds `held` files already when `policy.maxFiles` says it
 * is full (`policy.answers.tooMany`, e.g. 409 V2_TOO_MANY_FILES; 000 §5 "at most 10 attachments").
 */
export function refuseWhenFull(policy: UploadPolicy, held: number): void {
  if (policy.maxFiles !== null && policy.answers.tooMany && held >= policy.maxFiles) {
    throw policyRefusal(policy.answers.tooMany);
  }
}

/**
 * Reads a multipart body: the `file` part (required unless `fileOptional`), checked against the
 * upload `policy` (schemas/upload-policies.ts), and the `request_data` JSON part (a text field or a
 * JSON blob), validated against `schema` when given. The file is checked in this order: empty,
 * over {@link MAX_FILE_BYTES}, a type none of the stored files may have, a type the policy does not
 * take (`policy.answers.wrongType`), over `policy.maxBytes` (`policy.answers.tooLarge`).
 * @throws ApiError 400 VALIDATION_ERROR (not multipart, missing part, bad JSON or shape),
 * 400 EMPTY_FILE, 413 PAYLOAD_TOO_LARGE (file over 20 MiB), 415 UNSUPPORTED_FILE_TYPE (by content),
 * and the policy's own answers (e.g. 415 V2_FILE_TYPE, 413 V2_DOCUMENT_TOO_LARGE).
 */
export async function readUpload<T>(
  c: Context<AppEnv>,
  policy: UploadPolicy,
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
  const bytes = await bytesOfPart(part);
  const contentType = await detectContentType(bytes);
  if (!contentType) throw new ApiError(415, "UNSUPPORTED_FILE_TYPE");
  if (!policy.contentTypes.includes(contentType)) throw policyRefusal(policy.answers.wrongType);
  if (bytes.length > policy.maxBytes) throw policyRefusal(policy.answers.tooLarge);
  const fileName = (part.name || "document").replace(/[\\/]/g, "_").slice(0, 200);
  return { file: { fileName, bytes, contentType }, requestData: data };
}

/**
 * SHA-256 digests already computed, by the object they were computed for: a multipart `File` (the
 * idempotency fingerprint hashes each file part) and the bytes read from it (so that storing them
 * does not hash 20 MB again). Weak: nothing outlives its request.
 */
const knownDigests = new WeakMap<object, string>();

/**
 * The bytes read from a multipart `File`, by the part: the idempotency fingerprint and the upload
 * read the same part, and each read of a 20 MiB part is a 20 MiB copy (issue 23 §1). Weak: nothing
 * outlives its request.
 */
const knownBytes = new WeakMap<Blob, Buffer>();

/** The bytes of a file part, read once per part and request. */
async function readPartOnce(file: Blob): Promise<Buffer> {
  const known = knownBytes.get(file);
  if (known) return known;
  const bytes = Buffer.from(await file.arrayBuffer());
  knownBytes.set(file, bytes);
  return bytes;
}

/**
 * The SHA-256 (hex) of a multipart file part, computed once per part and request: the idempotency
 * fingerprint and the storage of the same upload share it (issue 17 "hashes each part once").
 */
export async function digestOfPart(file: Blob): Promise<string> {
  const known = knownDigests.get(file);
  if (known) return known;
  const bytes = await readPartOnce(file);
  const digest = createHash("sha256").update(bytes).digest("hex");
  knownDigests.set(file, digest);
  knownDigests.set(bytes, digest);
  return digest;
}

/** Reads a file part's bytes, remembering the part's digest for them when it is known already. */
async function bytesOfPart(file: Blob): Promise<Buffer> {
  const bytes = await readPartOnce(file);
  const known = knownDigests.get(file);
  if (known) knownDigests.set(bytes, known);
  return bytes;
}

/**
 * Stores bytes (once per content) and returns their SHA-256, the key support files refer to: a
 * content-addressed file in the file directory, or the database row's content without one
 * (sandbox/lib/file-store.ts; docs/decisions.md "Where uploaded bytes live").
 */
export async function storeBytes(db: Db, bytes: Buffer, contentType: string, now: Date): Promise<string> {
  const sha256 = knownDigests.get(bytes) ?? createHash("sha256").update(bytes).digest("hex");
  await putStoredFile(db, sha256, bytes, contentType, now);
  return sha256;
}

/** Deletes stored bytes no support file, pre-settlement file nor glosa file refers to any more. */
export async function dropUnreferenced(db: Db, sha256: string | null): Promise<void> {
  if (!sha256) return;
  await dropStoredFile(db, sha256);
}
