/**
 * The processing of an uploaded glosa file (the work of its job, polled by
 * `POST storage/files/polling`): payers checked against the provider's agreements, glosas inserted.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, rcm_agreements, rcm_payers } from "../../db/schema";
import { glosa_files } from "../../db/schema-glosas";
import {
  GlosaFileError,
  glosasOf,
  normaliseHeader,
  readTable,
  type ParsedGlosa,
  type Table,
} from "../../lib/glosa-files";
import { type JobOutcome } from "../../lib/jobs";
import { kindOfContentType } from "./glosa-common";
import { readStoredFile } from "../../lib/file-store";
import { takeParsedTable } from "./glosa-parsed";

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

/** The table of a stored glosa file. @throws GlosaFileError when its bytes are missing or unreadable. */
async function storedTable(tx: Db, sha256: string, contentType: string): Promise<Table> {
  const content = await readStoredFile(tx, sha256);
  if (!content) throw new GlosaFileError("GLOSA_INVALID_FORMAT", undefined, "the stored file is missing");
  return readTable(kindOfContentType(contentType), content);
}

/**
 * Processes a glosa file (the work of its job): reads the stored bytes, checks every payer against
 * the provider's configured payers, and inserts the glosas; DECLINED with the glosa code of 001 §8
 * when the file cannot be read or a row is refused. A file disabled meanwhile loads nothing.
 */
export async function processFile(tx: Db, fileId: string, now: Date): Promise<JobOutcome> {
  const [file] = await tx.select().from(glosa_files).where(eq(glosa_files.id, fileId));
  if (!file || file.status !== "PROCESSING") return { status: "COMPLETED", processed: 0, failed: 0 };
  // The table the upload read, when this process kept it (glosa-parsed.ts); else the stored bytes.
  const kept = takeParsedTable(file.sha256);
  let parsed: ParsedGlosa[];
  try {
    parsed = glosasOf(kept ?? (await storedTable(tx, file.sha256, file.content_type)));
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
