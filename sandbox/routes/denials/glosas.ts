/**
 * The denials service, `rcm-denials/v1` (001 §7 "Denials calls under rcm-denials/v1"; 001 §3
 * "Processed glosa", §4 "Glosa", §5, §8 "Glosa and AI errors", §9; docs/api-contract.md "Glosas"):
 * uploads of objection files (GLOSS or RETURN) processed through the one jobs table into glosas,
 * the processed list, the detail with its answers (comments), the notification-date update,
 * disabling (what is disabled already counts as disabled: docs/decisions.md "Moves already done"),
 * and the export as a real XLSX or CSV file. Every call checks its glosa event of
 * 000 §6 (`VIEW_GLOSAS`, `UPLOAD_GLOSAS`, `DELETE_GLOSAS`, `EXPORT_GLOSAS`,
 * `MODIFY_GLOSA_FILLING_DATE`, `GLOSA_RESPONSE`, `VIEW_GLOSA_GRID`) on the caller's own provider.
 */
import { randomUUID } from "node:crypto";
import { contentDisposition } from "@tinyhttp/content-disposition";
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import ExcelJS from "exceljs";
import { Hono, type Context } from "hono";
import Papa from "papaparse";
import {
  GLOSA_EXPORT_FORMATS,
  GLOSA_FILE_STATUSES,
  GLOSA_SORTERS,
  GLOSA_STATUSES,
  GLOSA_TYPES,
  glosaCommentBody,
  glosaCommentsDisableBody,
  glosaDisableBody,
  glosaExportBody,
  glosaNotificationDateBody,
  glosaPollingBody,
  type GlosaCommentBody,
  type GlosaCommentsDisableBody,
  type GlosaDisableBody,
  type GlosaExportBody,
  type GlosaNotificationDateBody,
  type GlosaPollingBody,
  type GlosaSorter,
} from "../../../schemas/requests/glosas";
import type { Db } from "../../db/client";
import { accounts, rcm_agreements, rcm_payers, stored_files, type UserRow } from "../../db/schema";
import {
  glosa_comments,
  glosa_files,
  glosas,
  type GlosaFileRow,
  type GlosaRow,
} from "../../db/schema-glosas";
import { requireRcmUser } from "../../lib/access";
import type { AppDeps, AppEnv } from "../../lib/context";
import { ApiError, notFound, validationError } from "../../lib/errors";
import {
  CONTENT_TYPE_OF,
  detectGlosaKind,
  GlosaFileError,
  glosasOf,
  mapColumns,
  normaliseHeader,
  pdfTextLines,
  previewOf,
  PREVIEW_MAX_PDF_BYTES,
  readTable,
  type GlosaFileKind,
  type ParsedGlosa,
} from "../../lib/glosa-files";
import { glosaText, type GlosaErrorCode } from "../../lib/glosa-messages";
import { createJob, pollJob, type JobOutcome } from "../../lib/jobs";
import { readPage, withContent } from "../../lib/paging";
import { escapeLike, isUuid, QueryReader } from "../../lib/query";
import { requireEvent } from "../../lib/rcm-permissions";
import { readMultipart, storeBytes } from "../../lib/uploads";
import { GLOSA_FILE_POLICY } from "../../../schemas/upload-policies";
import { readBody } from "../../lib/validate";

/** Job kind of a glosa file's processing (sandbox/lib/jobs.ts). */
export const GLOSA_FILE_JOB = "glosa-file";

/** Most rows one export holds. */
export const GLOSA_EXPORT_MAX_ROWS = 50_000;

/** A glosa error answered 400 with its code and the text of 001 §8 in the caller's language. */
function glosaError(
  c: Context<AppEnv>,
  code: GlosaErrorCode,
  detail?: string,
  status: 400 | 409 = 400,
): ApiError {
  const text = glosaText(code, c.get("lang"));
  return new ApiError(status, code, detail ? `${text} (${detail})` : text);
}

/**
 * The response deadline of a glosa: notification date + days to respond; none once FILED
 * (docs/decisions.md "Glosa deadline"; the portal's `src/areas/rcm/glosas/deadline.ts` applies the
 * same rule).
 */
const DEADLINE = sql<
  string | null
>`(CASE WHEN ${glosas.glosa_status} = 'FILED' THEN NULL ELSE (${glosas.gloss_notification_date} + ${glosas.days_response})::text END)`;

const SORT_COLUMNS: Record<GlosaSorter, SQL> = {
  responseDeadline: sql`(CASE WHEN ${glosas.glosa_status} = 'FILED' THEN NULL ELSE ${glosas.gloss_notification_date} + ${glosas.days_response} END)`,
  glossNotificationDate: sql`${glosas.gloss_notification_date}`,
  filingDate: sql`${glosas.filing_date}`,
  invoiceNumber: sql`${glosas.invoice_number}`,
  payer: sql`${glosas.payer}`,
  daysResponse: sql`${glosas.days_response}`,
  glossedAmount: sql`${glosas.glossed_amount}`,
  invoicedAmount: sql`${glosas.invoiced_amount}`,
  glosaStatus: sql`${glosas.glosa_status}`,
};

const LIST_ROW = {
  id: glosas.id,
  invoice_id: glosas.invoice_id,
  file_id: glosas.file_id,
  payer: glosas.payer,
  invoice_number: glosas.invoice_number,
  type: glosas.type,
  filing_date: glosas.filing_date,
  gloss_notification_date: glosas.gloss_notification_date,
  notification_quantity: glosas.notification_quantity,
  days_response: glosas.days_response,
  response_deadline: DEADLINE,
  objection_category: glosas.objection_category,
  invoiced_amount: glosas.invoiced_amount,
  glossed_amount: glosas.glossed_amount,
  charge_amount: glosas.charge_amount,
  reason: glosas.reason,
  glosa_status: glosas.glosa_status,
  slug: glosas.slug,
};
type ListRow = { [K in keyof typeof LIST_ROW]: unknown } & {
  invoiced_amount: string;
  glossed_amount: string;
  charge_amount: string;
};

/** A list row on the wire: amounts as numbers (2 decimals). */
function listWire(row: ListRow) {
  return {
    ...row,
    invoiced_amount: Number(row.invoiced_amount),
    glossed_amount: Number(row.glossed_amount),
    charge_amount: Number(row.charge_amount),
  };
}

/** The filters of `GET invoice` (and of `POST invoice/export`), from the query string. */
function listFilters(q: QueryReader, provider: string): { where: SQL; order: SQL[] } {
  const search = q.text("filter", 100);
  const notification = q.date("glossNotificationDate");
  const notificationRange = q.dateRange("glossNotificationDateFrom", "glossNotificationDateTo");
  const filing = q.date("filingDate");
  const filingRange = q.dateRange("filingDateFrom", "filingDateTo");
  const types = q.list("type", GLOSA_TYPES);
  const statuses = q.list("glosaStatus", GLOSA_STATUSES);
  const orderBy = q.oneOf("order_by", GLOSA_SORTERS, "responseDeadline");
  const direction = q.oneOf("sort", ["asc", "desc"] as const, "asc");
  const pattern = search ? `%${escapeLike(search.toLowerCase())}%` : "";
  const where = and(
    eq(glosas.provider_slug, provider),
    eq(glosas.disabled, false),
    search
      ? sql`(lower(${glosas.invoice_number}) LIKE ${pattern} OR lower(${glosas.payer}) LIKE ${pattern} OR lower(coalesce(${glosas.reason}, '')) LIKE ${pattern})`
      : undefined,
    notification ? eq(glosas.gloss_notification_date, notification) : undefined,
    notificationRange.from ? sql`${glosas.gloss_notification_date} >= ${notificationRange.from}` : undefined,
    notificationRange.to ? sql`${glosas.gloss_notification_date} <= ${notificationRange.to}` : undefined,
    filing ? eq(glosas.filing_date, filing) : undefined,
    filingRange.from ? sql`${glosas.filing_date} >= ${filingRange.from}` : undefined,
    filingRange.to ? sql`${glosas.filing_date} <= ${filingRange.to}` : undefined,
    types ? inArray(glosas.type, types) : undefined,
    statuses ? inArray(glosas.glosa_status, statuses) : undefined,
  ) as SQL;
  const column = SORT_COLUMNS[orderBy];
  const order = [
    direction === "asc" ? sql`${column} ASC NULLS LAST` : sql`${column} DESC NULLS LAST`,
    asc(glosas.invoice_number),
    asc(glosas.id),
  ];
  return { where, order };
}

/** A glosa of the provider (not disabled), or 404. */
async function ownGlosa(db: Db, id: string, provider: string): Promise<GlosaRow> {
  if (!isUuid(id)) throw validationError("id must be a UUID");
  const [row] = await db
    .select()
    .from(glosas)
    .where(
      and(eq(glosas.id, id.toLowerCase()), eq(glosas.provider_slug, provider), eq(glosas.disabled, false)),
    );
  if (!row) throw notFound();
  return row;
}

/** A glosa file of the provider, or 404. */
async function ownFile(db: Db, id: string, provider: string): Promise<GlosaFileRow> {
  if (!isUuid(id)) throw validationError("id must be a UUID");
  const [row] = await db
    .select()
    .from(glosa_files)
    .where(and(eq(glosa_files.id, id.toLowerCase()), eq(glosa_files.provider_slug, provider)));
  if (!row) throw notFound();
  return row;
}

/** A file on the wire (001 §7 polling answer; docs/api-contract.md "Glosas"). */
function fileWire(row: GlosaFileRow, lang: Parameters<typeof glosaText>[1]) {
  return {
    id: row.id,
    file_reference_id: row.file_reference_id,
    type: row.type,
    file_name: row.file_name,
    content_type: row.content_type,
    size_bytes: row.size_bytes,
    status: row.status,
    error_code: row.error_code,
    message: row.error_code ? glosaText(row.error_code as GlosaErrorCode, lang) : null,
    rows_loaded: row.rows_loaded,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const kindOfContentType = (type: string): GlosaFileKind =>
  type === CONTENT_TYPE_OF.pdf ? "pdf" : type === CONTENT_TYPE_OF.xlsx ? "xlsx" : "text";

/** Payer names and slugs (normalised) of the provider's agreements → the payer's name. */
async function configuredPayers(db: Db, provider: string): Promise<Map<string, string>> {
  const rows = await db
    .selectDistinct({ slug: rcm_payers.slug, name: rcm_payers.name })
    .from(rcm_agreements)
    .innerJoin(rcm_payers, eq(rcm_payers.slug, rcm_agreements.payer_slug))
    .where(eq(rcm_agreements.provider_slug, provider));
  const map = new Map<string, string>();
  for (const { slug, name } of rows) {
    map.set(normaliseHeader(slug), name);
    map.set(normaliseHeader(name), name);
  }
  return map;
}

/**
 * Processes a glosa file (the work of its job): reads the stored bytes, checks every payer against
 * the provider's configured payers, and inserts the glosas; DECLINED with the glosa code of 001 §8
 * when the file cannot be read or a row is refused. A file disabled meanwhile loads nothing.
 */
async function processFile(tx: Db, fileId: string, now: Date): Promise<JobOutcome> {
  const [file] = await tx.select().from(glosa_files).where(eq(glosa_files.id, fileId));
  if (!file || file.status !== "PROCESSING") return { status: "COMPLETED", processed: 0, failed: 0 };
  const [blob] = await tx
    .select({ content: stored_files.content })
    .from(stored_files)
    .where(eq(stored_files.sha256, file.sha256));
  let parsed: ParsedGlosa[];
  try {
    parsed = glosasOf(await readTable(kindOfContentType(file.content_type), blob.content));
    const payers = await configuredPayers(tx, file.provider_slug);
    for (const glosa of parsed) {
      const name = payers.get(normaliseHeader(glosa.payer));
      if (!name) {
        throw new GlosaFileError(
          "GLOSA_PAYER_CONFIGURATION_NOT_FOUND",
          glosa.row,
          `row ${glosa.row}: ${glosa.payer}`,
        );
      }
      glosa.payer = name;
    }
  } catch (error) {
    if (!(error instanceof GlosaFileError)) throw error;
    await tx
      .update(glosa_files)
      .set({ status: "DECLINED", error_code: error.code, updated_at: now })
      .where(eq(glosa_files.id, file.id));
    return { status: "ERROR", processed: 0, failed: 1, error_code: error.code, message: error.message };
  }
  const numbers = JSON.stringify([...new Set(parsed.map((g) => g.invoiceNumber))]);
  const known = await tx
    .select({ id: accounts.id, invoice_number: accounts.invoice_number })
    .from(accounts)
    .where(
      and(
        eq(accounts.provider_slug, file.provider_slug),
        sql`${accounts.invoice_number} IN (SELECT json_array_elements_text(${numbers}::json))`,
      ),
    );
  const accountOf = new Map(known.map((a) => [a.invoice_number, a.id]));
  const stamp = now.toISOString();
  const rows = parsed.map((g) => ({
    id: randomUUID(),
    provider_slug: file.provider_slug,
    file_id: file.id,
    invoice_id: accountOf.get(g.invoiceNumber) ?? g.invoiceNumber,
    invoice_number: g.invoiceNumber,
    payer: g.payer,
    type: file.type,
    filing_date: g.filingDate,
    gloss_notification_date: g.glossNotificationDate,
    notification_quantity: g.notificationQuantity,
    days_response: g.daysResponse,
    objection_category: g.objectionCategory,
    invoiced_amount: g.invoicedAmount,
    glossed_amount: g.glossedAmount,
    charge_amount: g.chargeAmount,
    accepted_amount: 0,
    reason: g.reason,
    glosa_status: "PENDING",
    slug: `${g.invoiceNumber}-${file.id.slice(0, 8)}-${g.row}`.toLowerCase(),
    glosa_code: g.glosaCode,
    glosa_description: g.glosaDescription,
    cups_code: g.cupsCode,
    main_cause: g.mainCause,
    secondary_cause: g.secondaryCause,
    credit_note_required: g.creditNote,
    rips_required: g.rips,
    cuv_required: g.cuv,
    disabled: false,
    created_at: stamp,
    updated_at: stamp,
  }));
  for (let start = 0; start < rows.length; start += 5000) {
    const chunk = JSON.stringify(rows.slice(start, start + 5000));
    await tx.execute(
      sql`INSERT INTO glosas SELECT * FROM json_populate_recordset(NULL::glosas, ${chunk}::json)`,
    );
  }
  await tx
    .update(glosa_files)
    .set({ status: "LOADED", rows_loaded: rows.length, updated_at: now })
    .where(eq(glosa_files.id, file.id));
  return { status: "COMPLETED", processed: rows.length, failed: 0, result: { rows: rows.length } };
}

/** The detail of a glosa on the wire (001 §3 "Processed glosa" detail fields; docs/api-contract.md). */
async function detailWire(db: Db, row: GlosaRow) {
  const [withDeadline] = await db.select(LIST_ROW).from(glosas).where(eq(glosas.id, row.id));
  const comments = await db
    .select()
    .from(glosa_comments)
    .where(and(eq(glosa_comments.glosa_id, row.id), eq(glosa_comments.disabled, false)))
    .orderBy(desc(glosa_comments.created_at), desc(glosa_comments.id));
  const invoiced = Number(row.invoiced_amount);
  const glossed = Number(row.glossed_amount);
  const accepted = Number(row.accepted_amount);
  const cents = (n: number) => Math.round(n * 100) / 100;
  return {
    ...listWire(withDeadline as ListRow),
    accepted: accepted,
    rejected: cents(Math.max(glossed - accepted, 0)),
    amount_to_collect: cents(Math.max(invoiced - accepted, 0)),
    glosa_code: row.glosa_code,
    glosa_description: row.glosa_description,
    cups_code: row.cups_code,
    main_cause: row.main_cause,
    secondary_cause: row.secondary_cause,
    required_documents: {
      credit_note: row.credit_note_required,
      rips: row.rips_required,
      cuv: row.cuv_required,
    },
    comments: comments.map((comment) => ({
      id: comment.id,
      event_type: comment.event_type,
      comment: comment.comment,
      accepted_value: Number(comment.accepted_value),
      author_email: comment.author_email,
      author_name: comment.author_name,
      created_at: comment.created_at,
    })),
  };
}

/** Sets the glosa's accepted amount to its latest active answer's value (0 without one). */
async function recountAccepted(db: Db, glosaId: string, now: Date): Promise<void> {
  const [latest] = await db
    .select({ value: glosa_comments.accepted_value })
    .from(glosa_comments)
    .where(and(eq(glosa_comments.glosa_id, glosaId), eq(glosa_comments.disabled, false)))
    .orderBy(desc(glosa_comments.created_at), desc(glosa_comments.id))
    .limit(1);
  await db
    .update(glosas)
    .set({ accepted_amount: latest ? latest.value : "0", updated_at: now })
    .where(eq(glosas.id, glosaId));
}

/** Export columns, in order: wire field and header. */
const EXPORT_COLUMNS = [
  ["invoice_number", "invoiceNumber"],
  ["payer", "payer"],
  ["type", "type"],
  ["filing_date", "filingDate"],
  ["gloss_notification_date", "glossNotificationDate"],
  ["notification_quantity", "notificationQuantity"],
  ["days_response", "daysResponse"],
  ["response_deadline", "responseDeadline"],
  ["objection_category", "objectionCategory"],
  ["invoiced_amount", "invoicedAmount"],
  ["glossed_amount", "glossedAmount"],
  ["charge_amount", "chargeAmount"],
  ["reason", "reason"],
  ["glosa_status", "glosaStatus"],
] as const;

/** Routes under /rcm-denials. */
export function glosaRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db = deps.handle.db;
  const allowed = async (user: UserRow, event: Parameters<typeof requireEvent>[2]) =>
    requireEvent(db, user, event);

  routes.get("/v1/invoice", async (c) => {
    const user = requireRcmUser(c);
    await allowed(user, "VIEW_GLOSA_GRID");
    const q = new QueryReader(c);
    const paging = q.paging(15, 200);
    const { where, order } = listFilters(q, user.provider_slug);
    const page = await readPage(
      paging,
      db
        .select(LIST_ROW)
        .from(glosas)
        .where(where)
        .orderBy(...order)
        .$dynamic(),
      db.select({ total: count() }).from(glosas).where(where),
    );
    return c.json(withContent(page, (page.content as ListRow[]).map(listWire)));
  });

  routes.post("/v1/invoice/export", async (c) => {
    const user = requireRcmUser(c);
    await allowed(user, "EXPORT_GLOSAS");
    const body = c.req.header("content-type")?.includes("json")
      ? await readBody<GlosaExportBody>(c, glosaExportBody)
      : {};
    const format = body.format ?? "xlsx";
    if (!GLOSA_EXPORT_FORMATS.includes(format)) throw validationError("format");
    const { where, order } = listFilters(new QueryReader(c), user.provider_slug);
    const [{ total }] = await db.select({ total: count() }).from(glosas).where(where);
    if (total > GLOSA_EXPORT_MAX_ROWS) {
      throw glosaError(
        c,
        "GLOSA_EXPORT_ERROR",
        `more than ${GLOSA_EXPORT_MAX_ROWS} rows; narrow the filters`,
      );
    }
    const rows = (
      (await db
        .select(LIST_ROW)
        .from(glosas)
        .where(where)
        .orderBy(...order)) as ListRow[]
    ).map(listWire);
    const table = rows.map((row) => EXPORT_COLUMNS.map(([field]) => row[field] ?? ""));
    const header = EXPORT_COLUMNS.map(([, name]) => name);
    const day = deps.now().toISOString().slice(0, 10);
    let bytes: Uint8Array;
    let type: string;
    if (format === "csv") {
      bytes = new TextEncoder().encode(`\uFEFF${Papa.unparse([header, ...table.map((r) => r.map(String))])}`);
      type = "text/csv; charset=utf-8";
    } else {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet("glosas");
      sheet.addRow(header);
      for (const r of table) sheet.addRow(r as (string | number)[]);
      bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
      type = CONTENT_TYPE_OF.xlsx;
    }
    return new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), {
      headers: {
        "content-type": type,
        "content-length": String(bytes.length),
        "content-disposition": contentDisposition(`glosas-${day}.${format}`),
      },
    });
  });

  routes.patch("/v1/invoice/comments/disable", async (c) => {
    const user = requireRcmUser(c);
    await allowed(user, "GLOSA_RESPONSE");
    const body = await readBody<GlosaCommentsDisableBody>(c, glosaCommentsDisableBody);
    const ids = [...new Set(body.commentIds.map((id) => id.toLowerCase()))];
    const found = await db
      .select({ id: glosa_comments.id, glosa_id: glosa_comments.glosa_id, disabled: glosa_comments.disabled })
      .from(glosa_comments)
      .innerJoin(glosas, eq(glosas.id, glosa_comments.glosa_id))
      .where(and(inArray(glosa_comments.id, ids), eq(glosas.provider_slug, user.provider_slug)));
    if (found.length !== ids.length) throw notFound();
    // Answers disabled already are done (counted, not written again: docs/decisions.md "Moves already done").
    const fresh = found.filter((f) => !f.disabled);
    if (fresh.length > 0) {
      const now = deps.now();
      await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const freshIds = fresh.map((f) => f.id);
        await t.update(glosa_comments).set({ disabled: true }).where(inArray(glosa_comments.id, freshIds));
        for (const glosaId of new Set(fresh.map((f) => f.glosa_id))) await recountAccepted(t, glosaId, now);
      });
    }
    return c.json({ disabled: ids.length });
  });

  routes.patch("/v1/invoice/disable", async (c) => {
    const user = requireRcmUser(c);
    await allowed(user, "DELETE_GLOSAS");
    const body = await readBody<GlosaDisableBody>(c, glosaDisableBody);
    const ids = [...new Set(body.ids.map((id) => id.toLowerCase()))];
    const own = and(inArray(glosas.id, ids), eq(glosas.provider_slug, user.provider_slug));
    await db
      .update(glosas)
      .set({ disabled: true, updated_at: deps.now() })
      .where(and(own, eq(glosas.disabled, false)));
    // Glosas disabled already count as disabled (docs/decisions.md "Moves already done").
    const [{ n }] = await db.select({ n: count() }).from(glosas).where(own);
    if (n === 0) throw notFound();
    return c.json({ disabled: n });
  });

  routes.patch("/v1/invoice/notificationDate/:id", async (c) => {
    const user = requireRcmUser(c);
    await allowed(user, "MODIFY_GLOSA_FILLING_DATE");
    const glosa = await ownGlosa(db, c.req.param("id"), user.provider_slug);
    const body = await readBody<GlosaNotificationDateBody>(c, glosaNotificationDateBody);
    if (body.fileId && body.fileId.toLowerCase() !== glosa.file_id) {
      throw validationError("fileId is not the file of this glosa");
    }
    const today = deps.now().toISOString().slice(0, 10);
    if (body.notificationDate > today) throw validationError("notificationDate is after today");
    if (glosa.filing_date && body.notificationDate < glosa.filing_date) {
      throw validationError("notificationDate is before the filing date");
    }
    await db
      .update(glosas)
      .set({ gloss_notification_date: body.notificationDate, updated_at: deps.now() })
      .where(eq(glosas.id, glosa.id));
    return c.json(await detailWire(db, await ownGlosa(db, glosa.id, user.provider_slug)));
  });

  routes.post("/v1/invoice/:id/comments", async (c) => {
    const user = requireRcmUser(c);
    await allowed(user, "GLOSA_RESPONSE");
    const glosa = await ownGlosa(db, c.req.param("id"), user.provider_slug);
    const body = await readBody<GlosaCommentBody>(c, glosaCommentBody);
    if (glosa.glosa_status === "FILED")
      throw new ApiError(409, "INVALID_REQUEST", "The glosa is already filed");
    const glossed = Number(glosa.glossed_amount);
    if (Math.round(body.acceptedValue * 100) !== body.acceptedValue * 100) {
      throw validationError("acceptedValue has more than 2 decimals");
    }
    if (body.acceptedValue > glossed)
      throw validationError(`acceptedValue is above the glossed amount ${glossed}`);
    const now = deps.now();
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await t.insert(glosa_comments).values({
        id: randomUUID(),
        glosa_id: glosa.id,
        event_type: body.eventType,
        comment: body.comment.trim(),
        accepted_value: body.acceptedValue.toFixed(2),
        author_email: user.email,
        author_name: user.name,
        disabled: false,
        created_at: now,
      });
      // An answer moves a pending glosa on (docs/decisions.md "Glosa answers").
      const next =
        body.eventType === "NOTHING"
          ? "READY_TO_FILE"
          : glosa.glosa_status === "PENDING"
            ? "IN_PROGRESS"
            : glosa.glosa_status;
      await t
        .update(glosas)
        .set({ accepted_amount: body.acceptedValue.toFixed(2), glosa_status: next, updated_at: now })
        .where(eq(glosas.id, glosa.id));
    });
    return c.json(await detailWire(db, await ownGlosa(db, glosa.id, user.provider_slug)), 201);
  });

  routes.get("/v1/invoice/:id", async (c) => {
    const user = requireRcmUser(c);
    await allowed(user, "VIEW_GLOSAS");
    const glosa = await ownGlosa(db, c.req.param("id"), user.provider_slug);
    const fileId = new QueryReader(c).text("fileId", 64);
    if (fileId && fileId.toLowerCase() !== glosa.file_id) throw notFound();
    return c.json(await detailWire(db, glosa));
  });

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
        mapColumns((await readTable(kind, bytes)).header);
      }
    } catch (error) {
      if (error instanceof GlosaFileError)
        throw glosaError(c, error.code, error.message === error.code ? undefined : error.message);
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
    const [blob] = await db
      .select({ content: stored_files.content })
      .from(stored_files)
      .where(eq(stored_files.sha256, file.sha256));
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
    const [blob] = await db
      .select({ content: stored_files.content })
      .from(stored_files)
      .where(eq(stored_files.sha256, file.sha256));
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

  return routes;
}
