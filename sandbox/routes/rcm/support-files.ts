/**
 * Support files of an account (001 §3 "Support files", §5, §7): the list
 * `GET /rcm/v1/accounts/{id}/get-all-support-files`, upload, replace and delete under
 * `/rcm/v1/support-files/…`, the single download `GET /rcm/v1/accounts/{id}/support-documents/{docId}`
 * and the archive `POST /rcm/v1/accounts/{id}/support-documents/download`. Upload, replace and
 * delete need their event (000 §6) and a support-file type not restricted for the caller. Rows and
 * their wire shape: sandbox/lib/support-files.ts; zips: sandbox/lib/support-file-zip.ts (its
 * `zipOf`, `zipEntryName` and `addToZip` re-exported here).
 */
import { randomUUID } from "node:crypto";
import { contentDisposition } from "@tinyhttp/content-disposition";
import { and, asc, count, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
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
import { support_file_types, support_files } from "../../db/schema";
import { requireRcmUser } from "../../lib/access";
import type { AppDeps, AppEnv } from "../../lib/context";
import { ApiError, notFound, validationError } from "../../lib/errors";
import { readPage, withContent } from "../../lib/paging";
import { escapeLike, QueryReader } from "../../lib/query";
import { chargeOfAccount, ownAccount, recountSupportDocuments } from "../../lib/rcm-account";
import { requireEvent, requireFileCodeAllowed, restrictedFileCodes } from "../../lib/rcm-permissions";
import { dropUnreferenced, readUpload, storeBytes } from "../../lib/uploads";
import { SUPPORT_DOCUMENT_POLICY, SUPPORT_REPLACEMENT_POLICY } from "../../../schemas/upload-policies";
import { addToZip, zipEntryName, zipOf } from "../../lib/support-file-zip";
import { fileOfAccount, selectFiles, toWire, type FileRow } from "../../lib/support-files";
import { readBody } from "../../lib/validate";
import { openStoredFile } from "../../lib/file-store";

export { addToZip, zipEntryName, zipOf };

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
    // Streamed from the file directory, never whole in memory (sandbox/lib/file-store.ts).
    const stored = await openStoredFile(db, file.sha256);
    if (!stored) throw new ApiError(404, "DATABASE_FILE_NOT_FOUND_IN_S3", "The stored file is missing");
    return new Response(stored.body, {
      headers: {
        "content-type": file.content_type ?? "application/octet-stream",
        "content-length": String(stored.size),
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
