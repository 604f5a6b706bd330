/**
 * The glosa export of `rcm-denials/v1` (001 §7 `POST invoice/export`): the filtered list, at most
 * GLOSA_EXPORT_MAX_ROWS rows, as a real XLSX or CSV file.
 */
import { contentDisposition } from "@tinyhttp/content-disposition";
import { count } from "drizzle-orm";
import ExcelJS from "exceljs";
import { Hono } from "hono";
import Papa from "papaparse";
import {
  GLOSA_EXPORT_FORMATS,
  glosaExportBody,
  type GlosaExportBody,
} from "../../../schemas/requests/glosas";
import { glosas } from "../../db/schema-glosas";
import { requireRcmUser } from "../../lib/access";
import type { AppEnv } from "../../lib/context";
import { validationError } from "../../lib/errors";
import { CONTENT_TYPE_OF } from "../../lib/glosa-files";
import { QueryReader } from "../../lib/query";
import { readBody } from "../../lib/validate";
import {
  GLOSA_EXPORT_MAX_ROWS,
  glosaError,
  LIST_ROW,
  type ListRow,
  listWire,
  listFilters,
  type GlosaRouteContext,
} from "./glosa-common";

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

/** The export of the filtered list as an XLSX or CSV file (`POST v1/invoice/export`). */
export function registerGlosaExportRoute(routes: Hono<AppEnv>, ctx: GlosaRouteContext): void {
  const { deps, db, allowed } = ctx;

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
}
