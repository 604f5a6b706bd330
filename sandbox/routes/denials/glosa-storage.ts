/**
 * Glosa file routes of `rcm-denials/v1` (001 §7): `POST storage/upload`, `POST storage/files/polling`
 * (which runs the file's processing job), `GET storage/files`, `PATCH storage/file/disable/:id`,
 * `GET storage/document/:id` (preview) and `POST storage/ocr/:id`.
 */
import { randomUUID } from "node:crypto";
import { contentDisposition } from "@tinyhttp/content-disposition";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import {
  GLOSA_FILE_STATUSES,
  GLOSA_TYPES,
  glosaPollingBody,
  type GlosaPollingBody,
} from "../../../schemas/requests/glosas";
import type { Db } from "../../db/client";
import { glosa_files, glosas, type GlosaFileRow } from "../../db/schema-glosas";
import { requireRcmUser } from "../../lib/access";
import type { AppEnv } from "../../lib/context";
import { ApiError, validationError } from "../../lib/errors";
import {
  CONTENT_TYPE_OF,
  detectGlosaKind,
  GlosaFileError,
  mapColumns,
  pdfTextLines,
  previewOf,
  PREVIEW_MAX_PDF_BYTES,
  readTable,
  type GlosaFileKind,
  type Table,
} from "../../lib/glosa-files";
import { createJob, pollJob } from "../../lib/jobs";
import { readPage, withContent } from "../../lib/paging";
import { QueryReader } from "../../lib/query";
import { readMultipart, storeBytes } from "../../lib/uploads";
import { GLOSA_FILE_POLICY } from "../../../schemas/upload-policies";
import { readBody } from "../../lib/validate";
import {
  GLOSA_FILE_JOB,
  glosaError,
  ownFile,
  fileWire,
  kindOfContentType,
  type GlosaRouteContext,
} from "./glosa-common";
import { keepParsedTable } from "./glosa-parsed";
import { processFile } from "./glosa-processing";
import { readStoredFile } from "../../lib/file-store";

/** The bytes of a glosa file. @throws ApiError 404 when they are missing. */
async function storedContent(db: Db, sha256: string): Promise<Buffer> {
  const content = await readStoredFile(db, sha256);
  if (!content) throw new ApiError(404, "DATABASE_FILE_NOT_FOUND_IN_S3", "The stored file is missing");
  return content;
}

/** Glosa files: upload, polling, list, disable, preview and OCR (`v1/storage`). */
export function registerGlosaStorageRoutes(routes: Hono<AppEnv>, ctx: GlosaRouteContext): void {
  const { deps, db, allowed } = ctx;

  routes.post("/v1/storage/upload", async (c) => {
    const user = requireRcmUser(c);
    await allowed(user, "UPLOAD_GLOSAS");
    const { form, part } = await readMultipart(c);
    if (part === undefined || typeof part === "string") throw validationError("file is required");
    const type = form.type;
    if (typeof type !== "string" || !(GLOSA_TYPES as readonly string[]).includes(type)) {
      throw validationError("type must be GLOSS or RETURN");
    }
    const reference = form.fileReferenceId;
    if (typeof reference !== "string" || !/^[A-Za-z0-9_-]{1,64}$/.test(reference)) {
      throw validationError("fileReferenceId must be 1 to 64 letters, digits, - or _");
    }
    if (part.size > GLOSA_FILE_POLICY.maxBytes) throw glosaError(c, GLOSA_FILE_POLICY.answers.tooLarge.code);
    const bytes = Buffer.from(await part.arrayBuffer());
    let kind: GlosaFileKind;
    let table: Table | undefined;
    try {
      kind = await detectGlosaKind(bytes);
      if (kind === "pdf") {
        if (
          !bytes
            .subarray(Math.max(0, bytes.length - 1024))
            .toString("latin1")
            .includes("%%EOF")
        ) {
          throw new GlosaFileError("GLOSA_FILE_READ_ERROR", undefined, "truncated PDF");
        }
      } else {
        table = await readTable(kind, bytes);
        mapColumns(table.header);
      }
    } catch (error) {
      if (error instanceof GlosaFileError)
        throw glosaError(
          c,
          error.code,
          error.message === error.code ? undefined : error.message,
          400,
          error.missingColumns ? { missing_columns: error.missingColumns } : undefined,
        );
      throw error;
    }
    if (kind === "pdf") {
      const [{ inFlight }] = await db
        .select({ inFlight: count() })
        .from(glosa_files)
        .where(
          and(
            eq(glosa_files.user_id, user.id),
            eq(glosa_files.status, "PROCESSING"),
            eq(glosa_files.content_type, CONTENT_TYPE_OF.pdf),
          ),
        );
      if (inFlight >= GLOSA_FILE_POLICY.inFlight.max)
        throw glosaError(c, GLOSA_FILE_POLICY.answers.tooMany.code);
    }
    const [taken] = await db
      .select({ id: glosa_files.id })
      .from(glosa_files)
      .where(
        and(eq(glosa_files.provider_slug, user.provider_slug), eq(glosa_files.file_reference_id, reference)),
      );
    if (taken) throw validationError("fileReferenceId is already used");
    const now = deps.now();
    const id = randomUUID();
    const job = await createJob(deps, {
      kind: GLOSA_FILE_JOB,
      provider: user.provider_slug,
      userId: user.id,
      subject: id,
      input: { fileReferenceId: reference },
    });
    const fileName = (part.name || "glosas").replace(/[\\/]/g, "_").slice(0, 200);
    const [row] = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const sha256 = await storeBytes(t, bytes, CONTENT_TYPE_OF[kind], now);
      return t
        .insert(glosa_files)
        .values({
          id,
          provider_slug: user.provider_slug,
          user_id: user.id,
          file_reference_id: reference,
          type,
          file_name: fileName,
          content_type: CONTENT_TYPE_OF[kind],
          size_bytes: bytes.length,
          sha256,
          status: "PROCESSING",
          job_id: job.id,
          created_at: now,
          updated_at: now,
        })
        .returning();
    });
    // Its processing takes the table read here instead of reading the workbook again.
    if (table) keepParsedTable(row.sha256, table);
    return c.json(fileWire(row, c.get("lang")), 201);
  });

  routes.post("/v1/storage/files/polling", async (c) => {
    const user = requireRcmUser(c);
    await allowed(user, "VIEW_GLOSAS");
    const body = await readBody<GlosaPollingBody>(c, glosaPollingBody);
    const references = [...new Set(body.file_reference_id)];
    const files = await db
      .select()
      .from(glosa_files)
      .where(
        and(
          eq(glosa_files.provider_slug, user.provider_slug),
          inArray(glosa_files.file_reference_id, references),
        ),
      );
    const answered: GlosaFileRow[] = [];
    for (const file of files) {
      if (file.status === "PROCESSING" && file.job_id) {
        await pollJob(deps, file.job_id, GLOSA_FILE_JOB, user.provider_slug, (tx) =>
          processFile(tx, file.id, deps.now()),
        );
        const [after] = await db.select().from(glosa_files).where(eq(glosa_files.id, file.id));
        answered.push(after);
      } else {
        answered.push(file);
      }
    }
    const byReference = new Map(answered.map((f) => [f.file_reference_id, f]));
    return c.json(
      references.flatMap((reference) => {
        const file = byReference.get(reference);
        return file ? [fileWire(file, c.get("lang"))] : [];
      }),
    );
  });

  routes.get("/v1/storage/files", async (c) => {
    const user = requireRcmUser(c);
    await allowed(user, "VIEW_GLOSAS");
    const q = new QueryReader(c);
    const statuses = q.list("status", GLOSA_FILE_STATUSES);
    const paging = q.paging(15, 100);
    const where = and(
      eq(glosa_files.provider_slug, user.provider_slug),
      statuses ? inArray(glosa_files.status, statuses) : undefined,
    );
    const page = await readPage(
      paging,
      db
        .select()
        .from(glosa_files)
        .where(where)
        .orderBy(desc(glosa_files.created_at), desc(glosa_files.id))
        .$dynamic(),
      db.select({ total: count() }).from(glosa_files).where(where),
    );
    return c.json(
      withContent(
        page,
        page.content.map((r) => fileWire(r, c.get("lang"))),
      ),
    );
  });

  routes.patch("/v1/storage/file/disable/:id", async (c) => {
    const user = requireRcmUser(c);
    await allowed(user, "DELETE_GLOSAS");
    const file = await ownFile(db, c.req.param("id"), user.provider_slug);
    // Disabled already: done, answered with the file as it is (docs/decisions.md "Moves already done").
    if (file.status === "DISABLED") return c.json(fileWire(file, c.get("lang")));
    const now = deps.now();
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await t
        .update(glosa_files)
        .set({ status: "DISABLED", updated_at: now })
        .where(eq(glosa_files.id, file.id));
      // A loaded file takes its glosas out of the list with it.
      await t.update(glosas).set({ disabled: true, updated_at: now }).where(eq(glosas.file_id, file.id));
    });
    const [after] = await db.select().from(glosa_files).where(eq(glosa_files.id, file.id));
    return c.json(fileWire(after, c.get("lang")));
  });

  routes.get("/v1/storage/document/:id", async (c) => {
    const user = requireRcmUser(c);
    await allowed(user, "VIEW_GLOSAS");
    const file = await ownFile(db, c.req.param("id"), user.provider_slug);
    const blob = { content: await storedContent(db, file.sha256) };
    const kind = kindOfContentType(file.content_type);
    if (kind === "pdf") {
      if (blob.content.length > PREVIEW_MAX_PDF_BYTES) throw glosaError(c, "GLOSA_PREVIEW_TOO_LARGE");
      return new Response(new Uint8Array(blob.content), {
        headers: {
          "content-type": "application/pdf",
          "content-length": String(blob.content.length),
          "content-disposition": contentDisposition(file.file_name, { type: "inline" }),
        },
      });
    }
    try {
      return c.json({ ...previewOf(await readTable(kind, blob.content)), file_name: file.file_name });
    } catch (error) {
      if (error instanceof GlosaFileError) throw glosaError(c, error.code);
      throw error;
    }
  });

  routes.post("/v1/storage/ocr/:id", async (c) => {
    const user = requireRcmUser(c);
    await allowed(user, "UPLOAD_GLOSAS");
    const file = await ownFile(db, c.req.param("id"), user.provider_slug);
    if (kindOfContentType(file.content_type) !== "pdf")
      throw glosaError(c, "GLOSA_INVALID_FORMAT", "PDF only");
    const blob = { content: await storedContent(db, file.sha256) };
    let lines: string[];
    try {
      lines = pdfTextLines(blob.content);
    } catch (error) {
      if (error instanceof GlosaFileError) throw glosaError(c, error.code);
      throw error;
    }
    if (lines.length === 0) throw glosaError(c, "GLOSA_FILE_READ_ERROR", "no text layer");
    return c.json({ id: file.id, file_name: file.file_name, lines: lines.length, text: lines.join("\n") });
  });
}
