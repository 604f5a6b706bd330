/**
 * How the reference API reads and builds a pre-settlement (001 §3 "Pre-settlement", §7;
 * sandbox/routes/rcm/pre-settlements.ts): the caller's one by id or origin invoice group id, its
 * files and invoices, the detail answer, the zip of its files, and the build of its package.
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq } from "drizzle-orm";
import { zipSync, type Zippable } from "fflate";
import type { Db } from "../db/client";
import {
  accounts,
  pre_settlement_actions,
  pre_settlement_files,
  pre_settlement_invoices,
  pre_settlements,
  type PreSettlementRow,
} from "../db/schema";
import { ApiError, notFound } from "./errors";
import { packageFiles } from "./pre-settlement-files";
import { isUuid } from "./query";
import { dropUnreferenced, storeBytes } from "./uploads";
import { readStoredFiles } from "./file-store";

/**
 * The caller's pre-settlement named by `key`: its id (a UUID) or its origin invoice group id.
 * @throws ApiError 404 when the provider has none.
 */
export async function ownPreSettlement(db: Db, key: string, provider: string): Promise<PreSettlementRow> {
  const byId = isUuid(key);
  const [row] = await db
    .select()
    .from(pre_settlements)
    .where(
      and(
        eq(pre_settlements.provider_slug, provider),
        byId
          ? eq(pre_settlements.id, key.toLowerCase())
          : eq(pre_settlements.origin_invoice_group_id, key.slice(0, 64)),
      ),
    );
  if (!row) throw notFound();
  return row;
}

/** The files of a pre-settlement, by name. */
function filesOf(db: Db, preSettlementId: string) {
  return db
    .select({
      id: pre_settlement_files.id,
      name: pre_settlement_files.name,
      extension: pre_settlement_files.extension,
      content_type: pre_settlement_files.content_type,
      size_bytes: pre_settlement_files.size_bytes,
      sha256: pre_settlement_files.sha256,
      created_at: pre_settlement_files.created_at,
      replaced_at: pre_settlement_files.replaced_at,
      replaced_by: pre_settlement_files.replaced_by,
    })
    .from(pre_settlement_files)
    .where(eq(pre_settlement_files.pre_settlement_id, preSettlementId))
    .orderBy(asc(pre_settlement_files.name), asc(pre_settlement_files.id));
}

/** The invoices (accounts) of a pre-settlement, by invoice number. */
function invoicesOf(db: Db, preSettlementId: string) {
  return db
    .select({
      account_id: accounts.id,
      invoice_number: accounts.invoice_number,
      invoice_amount: accounts.invoice_amount,
      currency_code: accounts.currency_code,
      agreement_code: accounts.agreement_code,
      agreement_name: accounts.agreement_name,
      payer_name: accounts.payer_name,
      status: accounts.status,
      invoice_date_time: accounts.invoice_date_time,
    })
    .from(pre_settlement_invoices)
    .innerJoin(accounts, eq(accounts.id, pre_settlement_invoices.account_id))
    .where(eq(pre_settlement_invoices.pre_settlement_id, preSettlementId))
    .orderBy(asc(accounts.invoice_number));
}

/**
 * The zip of a pre-settlement's files, at its root, stored uncompressed.
 * @throws ApiError 404 DATABASE_FILE_NOT_FOUND_IN_S3 when bytes are missing.
 */
export async function preSettlementArchive(db: Db, preSettlementId: string): Promise<Uint8Array> {
  const files = await filesOf(db, preSettlementId);
  const keys = [...new Set(files.map((f) => f.sha256))];
  const bySha = await readStoredFiles(db, keys);
  const tree: Zippable = {};
  for (const f of files) {
    const bytes = bySha.get(f.sha256);
    if (!bytes) throw new ApiError(404, "DATABASE_FILE_NOT_FOUND_IN_S3");
    tree[f.name] = [new Uint8Array(bytes), { level: 0 }];
  }
  return zipSync(tree, { level: 0 });
}

/**
 * Replaces a pre-settlement's files with a fresh build from its invoices (lib/pre-settlement-files.ts)
 * and moves it to GENERATED, in one transaction; bytes no file refers to any more are dropped.
 * @throws ApiError 400 PRE_SETTLEMENT_NO_INVOICES when it has no invoice.
 */
export async function buildPreSettlement(db: Db, row: PreSettlementRow, now: Date) {
  const invoices = await invoicesOf(db, row.id);
  if (invoices.length === 0) throw new ApiError(400, "PRE_SETTLEMENT_NO_INVOICES");
  const generated = packageFiles(row.origin_invoice_group_id, row.settlement_number, invoices);
  await db.transaction(async (tx) => {
    const old = await tx
      .delete(pre_settlement_files)
      .where(eq(pre_settlement_files.pre_settlement_id, row.id))
      .returning({ sha256: pre_settlement_files.sha256 });
    for (const f of generated) {
      await storeBytes(tx as unknown as Db, f.bytes, f.content_type, now);
      await tx.insert(pre_settlement_files).values({
        id: randomUUID(),
        pre_settlement_id: row.id,
        name: f.name,
        extension: f.extension,
        content_type: f.content_type,
        size_bytes: f.bytes.length,
        sha256: f.sha256,
        created_at: now,
      });
    }
    const agreements = [...new Set(invoices.map((i) => i.agreement_code))].sort();
    await tx
      .update(pre_settlements)
      .set({
        status: "GENERATED",
        invoice_count: invoices.length,
        agreement_codes: agreements,
        updated_at: now,
      })
      .where(eq(pre_settlements.id, row.id));
    for (const { sha256 } of old) await dropUnreferenced(tx as unknown as Db, sha256);
  });
}

/** The detail answer: the row with its files (without their storage key), invoices and actions (newest first). */
export async function preSettlementDetail(db: Db, row: PreSettlementRow) {
  const [files, invoices, actions] = await Promise.all([
    filesOf(db, row.id),
    invoicesOf(db, row.id),
    db
      .select({
        id: pre_settlement_actions.id,
        action: pre_settlement_actions.action,
        comment: pre_settlement_actions.comment,
        created_by: pre_settlement_actions.created_by,
        created_at: pre_settlement_actions.created_at,
      })
      .from(pre_settlement_actions)
      .where(eq(pre_settlement_actions.pre_settlement_id, row.id))
      .orderBy(desc(pre_settlement_actions.created_at), desc(pre_settlement_actions.id)),
  ]);
  const { search_text: _search, provider_slug: _provider, ...fields } = row;
  return {
    ...fields,
    files: files.map(({ sha256: _sha, ...f }) => f),
    invoices,
    actions,
  };
}
