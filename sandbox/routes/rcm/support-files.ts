/**
 * Support files of an account (001 §3 "Support files", §5, §7): the list
 * `GET /rcm/v1/accounts/{id}/get-all-support-files`, upload, replace and delete under
 * `/rcm/v1/support-files/…`, the single download `GET /rcm/v1/accounts/{id}/support-documents/{docId}`
 * and the archive `POST /rcm/v1/accounts/{id}/support-documents/download`. Upload, replace and
 * delete need their event (000 §6) and a support-file type not restricted for the caller.
 */
import { randomUUID } from "node:crypto";
import { contentDisposition } from "@tinyhttp/content-disposition";
import { and, asc, count, eq, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { zipSync, type Zippable } from "fflate";
import { Hono } from "hono";
import {
  SUPPORT_FILE_STATUSES,
  SUPPORT_LEVELS,
  supportDocumentsDownloadBody,
  uploadRequestData,
  type SupportDocumentsDownloadBody,
  type UploadRequestData,
} from "../../../schemas/requests/rcm";
import type { Db } from "../../db/client";
import { charges, stored_files, support_file_types, support_files } from "../../db/schema";
import { requireRcmUser } from "../../lib/access";
import type { AppDeps, AppEnv } from "../../lib/context";
import { ApiError, notFound, validationError } from "../../lib/errors";
import { readPage, withContent } from "../../lib/paging";
import { escapeLike, isUuid, QueryReader } from "../../lib/query";
import { chargeOfAccount, ownAccount, recountSupportDocuments } from "../../lib/rcm-account";
import { requireEvent, requireFileCodeAllowed, restrictedFileCodes } from "../../lib/rcm-permissions";
import { dropUnreferenced, readUpload, storeBytes } from "../../lib/uploads";
import { SUPPORT_DOCUMENT_POLICY, SUPPORT_REPLACEMENT_POLICY } from "../../../schemas/upload-policies";
import { readBody } from "../../lib/validate";

/** Columns of a support-file row. */
const FILE_ROW = {
  id: support_files.id,
  account_id: support_files.account_id,
  charge_id: support_files.charge_id,
  charge_code: charges.code,
  support_level: support_files.support_level,
  status: support_files.status,
  required: support_files.required,
  file_code: support_files.file_code,
  type_name: support_file_types.name,
  product_code: support_files.product_code,
  product_name: support_files.product_name,
  file_name: support_files.file_name,
  content_type: support_files.content_type,
  size_bytes: support_files.size_bytes,
  sha256: support_files.sha256,
  is_restricted_as_account_level: support_files.is_restricted_as_account_level,
  uploaded_at: support_files.uploaded_at,
  uploaded_by: support_files.uploaded_by,
  created_at: support_files.created_at,
};

type FileRow = Awaited<ReturnType<typeof selectFiles>>[number];

function selectFiles(db: Db, where: SQL | undefined) {
  return db
    .select(FILE_ROW)
    .from(support_files)
    .innerJoin(support_file_types, eq(support_file_types.file_code, support_files.file_code))
    .leftJoin(charges, eq(charges.id, support_files.charge_id))
    .where(where);
}

/** The wire shape of a support file (001 §3: type.name, supportLevel, product {code, name}). */
function toWire(row: FileRow, restricted: Set<string>) {
  const { file_code, type_name, product_code, product_name, sha256: _sha, ...rest } = row;
  return {
    ...rest,
    type: { file_code, name: type_name },
    product: product_code ? { code: product_code, name: product_name } : null,
    restricted: restricted.has(file_code),
  };
}

/** A support file of the account, or 404. */
async function fileOfAccount(db: Db, accountId: string, fileId: string): Promise<FileRow> {
  if (!isUuid(fileId)) throw validationError("support file id must be a UUID");
  const [row] = await selectFiles(
    db,
    and(eq(support_files.id, fileId.toLowerCase()), eq(support_files.account_id, accountId)),
  );
  if (!row) throw notFound();
  return row;
}

/** Routes under /rcm for support files. */
export function supportFileRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db = deps.handle.db;

  routes.get("/v1/accounts/:id/get-all-support-files", async (c) => {
    const user = requireRcmUser(c);
    const account = await ownAccount(db, c.req.param("id"), user.provider_slug);
    const q = new QueryReader(c);
    const relations = q.list("relations", SUPPORT_LEVELS);
    const statuses = q.list("statuses", SUPPORT_FILE_STATUSES);
    const search = q.text("search_value", 100);
    const codes = q.list("code");
    const accountLevel = q.bool("is_restricted_as_account_level");
    const paging = q.paging(15, 200);
    const pattern = search ? `%${escapeLike(search.toLowerCase())}%` : "";
    const where = and(
      eq(support_files.account_id, account.id),
      relations ? inArray(support_files.support_level, relations) : undefined,
      statuses ? inArray(support_files.status, statuses) : undefined,
      codes ? inArray(support_files.file_code, codes) : undefined,
      accountLevel !== undefined ? eq(support_files.is_restricted_as_account_level, accountLevel) : undefined,
      search
        ? or(
            sql`lower(${support_files.file_name}) LIKE ${pattern}`,
            sql`lower(${support_file_types.name}) LIKE ${pattern}`,
            sql`lower(${support_files.file_code}) LIKE ${pattern}`,
            sql`lower(coalesce(${support_files.product_code}, '') || ' ' || coalesce(${support_files.product_name}, '')) LIKE ${pattern}`,
          )
        : undefined,
    );
    const [page, restricted] = await Promise.all([
      readPage(
        paging,
        selectFiles(db, where)
          .orderBy(asc(support_files.support_level), asc(support_files.created_at), asc(support_files.id))
          .$dynamic(),
        db
          .select({ total: count() })
          .from(support_files)
          .innerJoin(support_file_types, eq(support_file_types.file_code, support_files.file_code))
          .where(where),
      ),
      restrictedFileCodes(db, user, account.id),
    ]);
    return c.json(
      withContent(
        page,
        page.content.map((r) => toWire(r, restricted)),
      ),
    );
  });

  routes.post("/v1/support-files/:accountId/upload", async (c) => {
    const user = requireRcmUser(c);
    const account = await ownAccount(db, c.req.param("accountId"), user.provider_slug);
    await requireEvent(db, user, "UPLOAD_DOCUMENT", account.id);
    const { file, requestData } = await readUpload<UploadRequestData>(
      c,
      SUPPORT_DOCUMENT_POLICY,
      uploadRequestData,
    );
    if (!file) throw validationError("file is required");
    const code = requestData.document_type_slug;
    const [type] = await db
      .select({ code: support_file_types.file_code })
      .from(support_file_types)
      .where(eq(support_file_types.file_code, code));
    if (!type) throw validationError(`document_type_slug: unknown support-file type ${code}`);
    await requireFileCodeAllowed(db, user, account.id, code);
    const level = requestData.support_level;
    const chargeId = requestData.charge_id?.toLowerCase() ?? null;
    if (level === "CHARGE") {
      if (!chargeId) throw validationError("charge_id is required for support_level CHARGE");
      if (!(await chargeOfAccount(db, chargeId, account.id))) throw notFound();
    } else if (chargeId) {
      throw validationError("charge_id is only for support_level CHARGE");
    }
    const now = deps.now();
    const id = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      let slot: FileRow | undefined;
      if (requestData.support_file_id) {
        slot = await fileOfAccount(t, account.id, requestData.support_file_id);
        if (slot.status !== "PENDING") {
          throw new ApiError(409, "INVALID_REQUEST", "The support file already has a document: replace it");
        }
        if (slot.file_code !== code || slot.support_level !== level) {
          throw validationError("support_file_id is of another type or level");
        }
      } else {
        [slot] = await selectFiles(
          t,
          and(
            eq(support_files.account_id, account.id),
            eq(support_files.status, "PENDING"),
            eq(support_files.file_code, code),
            eq(support_files.support_level, level),
            chargeId ? eq(support_files.charge_id, chargeId) : sql`${support_files.charge_id} IS NULL`,
          ),
        ).limit(1);
      }
      const sha256 = await storeBytes(t, file.bytes, file.contentType, now);
      const content = {
        file_name: file.fileName,
        content_type: file.contentType,
        size_bytes: file.bytes.length,
        sha256,
        uploaded_at: now,
        uploaded_by: user.email,
      };
      if (slot) {
        await t
          .update(support_files)
          .set({ ...content, status: "RECEIVED" })
          .where(eq(support_files.id, slot.id));
        await recountSupportDocuments(t, account.id);
        return slot.id;
      }
      const newId = randomUUID();
      await t.insert(support_files).values({
        id: newId,
        account_id: account.id,
        charge_id: chargeId,
        support_level: level,
        status: "GENERAL",
        file_code: code,
        required: false,
        is_restricted_as_account_level: false,
        created_at: now,
        ...content,
      });
      return newId;
    });
    const [row] = await selectFiles(db, eq(support_files.id, id));
    return c.json(toWire(row, new Set()), 201);
  });

  routes.post("/v1/support-files/:accountId/:fileId/replace", async (c) => {
    const user = requireRcmUser(c);
    const account = await ownAccount(db, c.req.param("accountId"), user.provider_slug);
    await requireEvent(db, user, "REPLACE_DOCUMENT", account.id);
    const existing = await fileOfAccount(db, account.id, c.req.param("fileId"));
    await requireFileCodeAllowed(db, user, account.id, existing.file_code);
    if (existing.status === "PENDING") {
      throw new ApiError(409, "INVALID_REQUEST", "The support file has no document yet: upload it");
    }
    const { file } = await readUpload<Record<string, never>>(c, SUPPORT_REPLACEMENT_POLICY, null);
    if (!file) throw validationError("file is required");
    const now = deps.now();
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const sha256 = await storeBytes(t, file.bytes, file.contentType, now);
      await t
        .update(support_files)
        .set({
          file_name: file.fileName,
          content_type: file.contentType,
          size_bytes: file.bytes.length,
          sha256,
          uploaded_at: now,
          uploaded_by: user.email,
        })
        .where(eq(support_files.id, existing.id));
      if (existing.sha256 !== sha256) await dropUnreferenced(t, existing.sha256);
    });
    const [row] = await selectFiles(db, eq(support_files.id, existing.id));
    return c.json(toWire(row, new Set()));
  });

  routes.delete("/v1/support-files/:accountId/:fileId", async (c) => {
    const user = requireRcmUser(c);
    const account = await ownAccount(db, c.req.param("accountId"), user.provider_slug);
    await requireEvent(db, user, "DELETE_DOCUMENT", account.id);
    const existing = await fileOfAccount(db, account.id, c.req.param("fileId"));
    await requireFileCodeAllowed(db, user, account.id, existing.file_code);
    if (existing.status === "PENDING") {
      throw new ApiError(409, "INVALID_REQUEST", "The support file has no document to delete");
    }
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      if (existing.required) {
        // A required document goes back to pending; a general one disappears.
        await t
          .update(support_files)
          .set({
            status: "PENDING",
            file_name: null,
            content_type: null,
            size_bytes: null,
            sha256: null,
            uploaded_at: null,
            uploaded_by: null,
          })
          .where(eq(support_files.id, existing.id));
        await recountSupportDocuments(t, account.id);
      } else {
        await t.delete(support_files).where(eq(support_files.id, existing.id));
      }
      await dropUnreferenced(t, existing.sha256);
    });
    return c.body(null, 204);
  });

  routes.get("/v1/accounts/:id/support-documents/:docId", async (c) => {
    const user = requireRcmUser(c);
    const account = await ownAccount(db, c.req.param("id"), user.provider_slug);
    const file = await fileOfAccount(db, account.id, c.req.param("docId"));
    await requireFileCodeAllowed(db, user, account.id, file.file_code);
    if (!file.sha256) throw new ApiError(404, "NO_FILES_AVAILABLE_FOR_DOWNLOAD");
    const [blob] = await db
      .select({ content: stored_files.content })
      .from(stored_files)
      .where(eq(stored_files.sha256, file.sha256));
    if (!blob) throw new ApiError(404, "DATABASE_FILE_NOT_FOUND_IN_S3", "The stored file is missing");
    return new Response(new Uint8Array(blob.content), {
      headers: {
        "content-type": file.content_type ?? "application/octet-stream",
        "content-length": String(blob.content.length),
        "content-disposition": contentDisposition(file.file_name ?? `${file.file_code}.bin`),
      },
    });
  });

  routes.post("/v1/accounts/:id/support-documents/download", async (c) => {
    const user = requireRcmUser(c);
    const account = await ownAccount(db, c.req.param("id"), user.provider_slug);
    const body = await readBody<SupportDocumentsDownloadBody>(c, supportDocumentsDownloadBody);
    const restricted = await restrictedFileCodes(db, user, account.id);
    const rows = await selectFiles(
      db,
      and(
        eq(support_files.account_id, account.id),
        isNotNull(support_files.sha256),
        body.support_file_ids?.length
          ? inArray(
              support_files.id,
              body.support_file_ids.map((id) => id.toLowerCase()),
            )
          : undefined,
        body.relations?.length ? inArray(support_files.support_level, body.relations) : undefined,
        body.statuses?.length ? inArray(support_files.status, body.statuses) : undefined,
      ),
    ).orderBy(asc(support_files.support_level), asc(support_files.created_at), asc(support_files.id));
    const allowed = rows.filter((r) => !restricted.has(r.file_code));
    const archive = await zipOf(db, allowed);
    if (!archive) throw new ApiError(404, "NO_FILES_AVAILABLE_FOR_DOWNLOAD");
    return new Response(archive as Uint8Array<ArrayBuffer>, {
      headers: {
        "content-type": "application/zip",
        "content-length": String(archive.length),
        "content-disposition": contentDisposition(`${account.invoice_number}-support-documents.zip`),
      },
    });
  });

  return routes;
}

/**
 * A zip of support files (folders by level, then charge code), names made unique; null when no
 * file has stored bytes. `prefix` puts everything under a folder (one per account in a group).
 */
export async function zipOf(
  db: Db,
  files: readonly {
    id: string;
    sha256: string | null;
    file_name: string | null;
    file_code: string;
    support_level: string;
    charge_code: string | null;
  }[],
  prefix = "",
  into: Zippable = {},
): Promise<Uint8Array | null> {
  const keys = [...new Set(files.map((f) => f.sha256).filter((s): s is string => s !== null))];
  if (keys.length === 0) return null;
  const blobs = await db
    .select({ sha256: stored_files.sha256, content: stored_files.content })
    .from(stored_files)
    .where(inArray(stored_files.sha256, keys));
  const bySha = new Map(blobs.map((b) => [b.sha256, b.content]));
  addToZip(into, files, bySha, prefix);
  return Object.keys(into).length === 0 ? null : zipSync(into, { level: 0 });
}

/**
 * The name of a support file in a zip: its stored name, led by its type code (`RES-scan.pdf`)
 * unless the name already starts with it (`RES-FE-0031598.pdf` stays as it is, never
 * `RES-RES-FE-0031598.pdf`; issue 18 §10).
 */
export function zipEntryName(file: { id: string; file_name: string | null; file_code: string }): string {
  const stored = file.file_name ?? file.id;
  return stored.startsWith(`${file.file_code}-`) ? stored : `${file.file_code}-${stored}`;
}

/** Adds files to a zip tree (see {@link zipOf}). */
export function addToZip(
  into: Zippable,
  files: readonly {
    id: string;
    sha256: string | null;
    file_name: string | null;
    file_code: string;
    support_level: string;
    charge_code: string | null;
  }[],
  bySha: Map<string, Buffer>,
  prefix: string,
): void {
  const used = new Set<string>();
  for (const file of files) {
    const bytes = file.sha256 ? bySha.get(file.sha256) : undefined;
    if (!bytes) continue;
    const folder = `${prefix}${file.support_level}/${file.charge_code ? `${file.charge_code}/` : ""}`;
    let name = `${folder}${zipEntryName(file)}`;
    if (used.has(name)) name = `${folder}${file.id.slice(0, 8)}-${zipEntryName(file)}`;
    used.add(name);
    into[name] = new Uint8Array(bytes);
  }
}
