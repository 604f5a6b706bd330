/**
 * Shared pieces of the glosa routes (`rcm-denials/v1`, see glosas.ts): the glosa error answer, the
 * list columns, filters and sorting, the caller's own glosa or file, and the file on the wire.
 */
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { type Context } from "hono";
import {
  GLOSA_SORTERS,
  GLOSA_STATUSES,
  GLOSA_TYPES,
  type GlosaSorter,
} from "../../../schemas/requests/glosas";
import type { Db } from "../../db/client";
import { type UserRow } from "../../db/schema";
import { glosa_files, glosas, type GlosaFileRow, type GlosaRow } from "../../db/schema-glosas";
import type { AppDeps, AppEnv } from "../../lib/context";
import { ApiError, notFound, validationError } from "../../lib/errors";
import { CONTENT_TYPE_OF, type GlosaFileKind } from "../../lib/glosa-files";
import { glosaText, type GlosaErrorCode } from "../../lib/glosa-messages";
import { localizeMessage } from "../../lib/localize";
import { escapeLike, isUuid, QueryReader } from "../../lib/query";
import { requireEvent } from "../../lib/rcm-permissions";

/** Job kind of a glosa file's processing (sandbox/lib/jobs.ts). */
export const GLOSA_FILE_JOB = "glosa-file";

/** Most rows one export holds. */
export const GLOSA_EXPORT_MAX_ROWS = 50_000;

/** What every glosa route shares: the app's dependencies, its database and the event check. */
export interface GlosaRouteContext {
  deps: AppDeps;
  db: Db;
  allowed: (user: UserRow, event: Parameters<typeof requireEvent>[2]) => Promise<unknown>;
}

/**
 * A glosa error answered 400 with its code and the text of 001 §8 in the caller's language; a
 * `detail` (in the caller's language, lib/localize.ts) follows it in parentheses and is answered on
 * its own as `detail`, so a client shows the code's text once and what is particular once
 * (issue 19 §4). `details` adds fields to the body (a file's `missing_columns`).
 */
export function glosaError(
  c: Context<AppEnv>,
  code: GlosaErrorCode,
  detail?: string,
  status: 400 | 409 = 400,
  details?: Readonly<Record<string, unknown>>,
): ApiError {
  const lang = c.get("lang");
  const text = glosaText(code, lang);
  const particular = detail ? localizeMessage(detail, lang) : undefined;
  return new ApiError(status, code, particular ? `${text} (${particular})` : text, {
    ...details,
    ...(particular ? { detail: particular } : {}),
  });
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

export const LIST_ROW = {
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
export type ListRow = { [K in keyof typeof LIST_ROW]: unknown } & {
  invoiced_amount: string;
  glossed_amount: string;
  charge_amount: string;
};

/** A list row on the wire: amounts as numbers (2 decimals). */
export function listWire(row: ListRow) {
  return {
    ...row,
    invoiced_amount: Number(row.invoiced_amount),
    glossed_amount: Number(row.glossed_amount),
    charge_amount: Number(row.charge_amount),
  };
}

/** The filters of `GET invoice` (and of `POST invoice/export`), from the query string. */
export function listFilters(q: QueryReader, provider: string): { where: SQL; order: SQL[] } {
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
export async function ownGlosa(db: Db, id: string, provider: string): Promise<GlosaRow> {
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
export async function ownFile(db: Db, id: string, provider: string): Promise<GlosaFileRow> {
  if (!isUuid(id)) throw validationError("id must be a UUID");
  const [row] = await db
    .select()
    .from(glosa_files)
    .where(and(eq(glosa_files.id, id.toLowerCase()), eq(glosa_files.provider_slug, provider)));
  if (!row) throw notFound();
  return row;
}

/** A file on the wire (001 §7 polling answer; docs/api-contract.md "Glosas"). */
export function fileWire(row: GlosaFileRow, lang: Parameters<typeof glosaText>[1]) {
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

export const kindOfContentType = (type: string): GlosaFileKind =>
  type === CONTENT_TYPE_OF.pdf ? "pdf" : type === CONTENT_TYPE_OF.xlsx ? "xlsx" : "text";
