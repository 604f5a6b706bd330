/**
 * Reads of the settlements service v3 (docs/api-contract.md "Settlements of authorizations"): a
 * settlement's row with its amount and count computed from its claims in SQL `numeric`, the
 * conditions of a pending authorization (000 §3), and the summary. Not a service module itself.
 */
import {
  and,
  count,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  notExists,
  notInArray,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  authorizations,
  claims,
  claims_desk_authorizations,
  settlement_claims,
  settlements,
  sponsors,
} from "../../db/schema";
import { forbidden, notFound } from "../../lib/errors";
import { isUuid, dayEnd, dayStart } from "../../lib/query";
import { SETTLEABLE_CLAIM_STATUSES, wireAmount } from "./settlement-rules";

/** The amount (decimal text) and count of each settlement's claims. */
export function settlementTotals(db: Db) {
  return db
    .select({
      settlement_id: settlement_claims.settlement_id,
      amount: sql<string>`sum(${authorizations.amount})::text`.as("amount"),
      authorization_count: sql<number>`count(*)::int`.as("authorization_count"),
    })
    .from(settlement_claims)
    .innerJoin(claims, eq(claims.id, settlement_claims.claim_id))
    .innerJoin(authorizations, eq(authorizations.id, claims.authorization_id))
    .groupBy(settlement_claims.settlement_id)
    .as("totals");
}

/** The columns of a settlement row (before {@link toWireRow}). */
export function settlementColumns(totals: ReturnType<typeof settlementTotals>) {
  return {
    id: settlements.id,
    created_at: settlements.created_at,
    sponsor_slug: settlements.sponsor_slug,
    sponsor_name: sponsors.name,
    currency_code: settlements.currency_code,
    amount: totals.amount,
    authorization_count: totals.authorization_count,
    status: settlements.status,
    sponsor_settlement_id: settlements.sponsor_settlement_id,
    sponsor_medical_account_number: settlements.sponsor_medical_account_number,
  };
}

/** A selected settlement row on the wire: amount as an exact number, count 0 when it has no claim. */
export function toWireRow<T extends { amount: string | null; authorization_count: number | null }>(
  row: T,
): Omit<T, "amount" | "authorization_count"> & { amount: number; authorization_count: number } {
  return { ...row, amount: wireAmount(row.amount), authorization_count: row.authorization_count ?? 0 };
}

/** A settlement's stored row, checked to be the caller's provider's. @throws 404 unknown, 403 another provider's. */
export async function ownSettlement(db: Db, id: string, provider: string) {
  if (!isUuid(id)) throw notFound();
  const [row] = await db.select().from(settlements).where(eq(settlements.id, id.toLowerCase()));
  if (!row) throw notFound();
  if (row.provider_slug !== provider) throw forbidden();
  return row;
}

/** The wire detail of a settlement (`GET /{id}`): its row plus the billing fields. */
export async function settlementDetail(db: Db, id: string) {
  const totals = settlementTotals(db);
  const [row] = await db
    .select({
      ...settlementColumns(totals),
      invoice_number: settlements.invoice_number,
      invoice_date: settlements.invoice_date,
      invoice_amount: settlements.invoice_amount,
      tax_receipt_number: settlements.tax_receipt_number,
      tax_receipt_date: settlements.tax_receipt_date,
      tax_receipt_expiry_date: settlements.tax_receipt_expiry_date,
      completed_at: settlements.completed_at,
    })
    .from(settlements)
    .innerJoin(sponsors, eq(sponsors.slug, settlements.sponsor_slug))
    .leftJoin(totals, eq(totals.settlement_id, settlements.id))
    .where(eq(settlements.id, id));
  const wire = toWireRow(row);
  return { ...wire, invoice_amount: row.invoice_amount === null ? null : wireAmount(row.invoice_amount) };
}

/** What selects pending authorizations (000 §3 "Pending settlement authorization"). */
export interface PendingCriteria {
  provider: string;
  sponsor: string;
  from?: string;
  to?: string;
  transactionTypes?: readonly string[];
  productTypes?: readonly string[];
  excluded?: readonly number[];
  claimIds?: readonly number[];
}

/**
 * The condition of a pending authorization: a claim of the provider COMPLETED or READY, of the
 * sponsor, in no settlement, created in the range, of one of the transaction (coverage) types, and
 * of one of the product types when it has one; minus `excluded`, among `claimIds` when given.
 * The query must join authorizations and left-join claims_desk_authorizations.
 */
export function pendingWhere(db: Db, k: PendingCriteria): SQL | undefined {
  return and(
    eq(claims.provider_slug, k.provider),
    inArray(claims.claim_status, [...SETTLEABLE_CLAIM_STATUSES]),
    eq(authorizations.sponsor_slug, k.sponsor),
    k.from ? gte(claims.created_at, dayStart(k.from)) : undefined,
    k.to ? lt(claims.created_at, dayEnd(k.to)) : undefined,
    k.transactionTypes?.length ? inArray(authorizations.coverage_type, [...k.transactionTypes]) : undefined,
    k.productTypes?.length
      ? or(
          isNull(claims_desk_authorizations.product_type),
          inArray(claims_desk_authorizations.product_type, [...k.productTypes]),
        )
      : undefined,
    k.excluded?.length ? notInArray(claims.id, [...k.excluded]) : undefined,
    k.claimIds ? inArray(claims.id, [...k.claimIds]) : undefined,
    notExists(
      db
        .select({ one: sql`1` })
        .from(settlement_claims)
        .where(eq(settlement_claims.claim_id, claims.id)),
    ),
  );
}

/** The ids of the pending authorizations matching `k`. */
export async function pendingIds(db: Db, k: PendingCriteria): Promise<number[]> {
  const rows = await db
    .select({ id: claims.id })
    .from(claims)
    .innerJoin(authorizations, eq(authorizations.id, claims.authorization_id))
    .leftJoin(claims_desk_authorizations, eq(claims_desk_authorizations.authorization_id, authorizations.id))
    .where(pendingWhere(db, k));
  return rows.map((r) => r.id);
}

/** A settlement's summary (`GET /{id}/transactions/summary`): total and count of its claims, exact. */
export async function settlementSummary(
  db: Db,
  id: string,
): Promise<{ total_amount: number; transactions_quantity: number; total_text: string }> {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${authorizations.amount}), 0)::text`,
      quantity: count(),
    })
    .from(settlement_claims)
    .innerJoin(claims, eq(claims.id, settlement_claims.claim_id))
    .innerJoin(authorizations, eq(authorizations.id, claims.authorization_id))
    .where(eq(settlement_claims.settlement_id, id));
  return { total_amount: wireAmount(row.total), transactions_quantity: row.quantity, total_text: row.total };
}

/** Claims added to or removed from settlements in one call from which their statistics are renewed. */
export const BULK_CLAIM_CHANGE = 100;

/**
 * Renews the planner's statistics of `settlement_claims` after a change of at least
 * {@link BULK_CLAIM_CHANGE} rows (a select-all adding a month, its claims taken out again). PGlite
 * runs no autovacuum: with statistics from before such a change the planner took the pending
 * authorizations for ~1 row and sorted all 10,000 for every page, 0.6 → 31 ms for the first page
 * (docs/performance.md "Pending settlement authorizations at 10,000"). A few ms; on PostgreSQL it
 * only comes before autovacuum would.
 */
export async function renewClaimStatistics(db: Db, changed: number): Promise<void> {
  if (changed >= BULK_CLAIM_CHANGE) await db.execute(sql`ANALYZE settlement_claims`);
}
