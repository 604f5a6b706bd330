/**
 * Loading an account for a call and keeping its support-document counts true (001 §3, §7).
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { accounts, charges } from "../db/schema";
import { forbidden, notFound, validationError } from "./errors";
import { isUuid } from "./query";

/** The account columns the work routes need. */
export const ACCOUNT_WORK_ROW = {
  id: accounts.id,
  provider_slug: accounts.provider_slug,
  invoice_number: accounts.invoice_number,
  status: accounts.status,
  build_state: accounts.build_state,
  origin_event_id: accounts.origin_event_id,
  origin_invoice_group_id: accounts.origin_invoice_group_id,
  required_support_documents: accounts.required_support_documents,
  uploaded_support_documents: accounts.uploaded_support_documents,
  required_support_documents_completed: accounts.required_support_documents_completed,
  concurrent_audit_required: accounts.concurrent_audit_required,
  /** The message of the last status move (to tell a move already done, docs/decisions.md "Moves already done"). */
  last_change_reason: accounts.last_change_reason,
};
export type AccountWorkRow = {
  [K in keyof typeof ACCOUNT_WORK_ROW]: (typeof ACCOUNT_WORK_ROW)[K]["_"]["notNull"] extends true
    ? (typeof ACCOUNT_WORK_ROW)[K]["_"]["data"]
    : (typeof ACCOUNT_WORK_ROW)[K]["_"]["data"] | null;
};

/**
 * The account `id` of the caller's provider.
 * @throws ApiError 400 for a malformed id, 404 for an unknown one, 403 for another provider's.
 */
export async function ownAccount(db: Db, id: string, provider: string): Promise<AccountWorkRow> {
  if (!isUuid(id)) throw validationError("id must be a UUID");
  const [row] = await db.select(ACCOUNT_WORK_ROW).from(accounts).where(eq(accounts.id, id.toLowerCase()));
  if (!row) throw notFound();
  if (row.provider_slug !== provider) throw forbidden();
  return row;
}

/**
 * Reads something of the caller's provider's account `id` beside {@link ownAccount}'s check, at once
 * (one round trip to the database instead of two; issue 23 §8): the read's answer is returned only
 * once the account proved the caller's provider's.
 * @param read - the read, given the id in lower case.
 * @throws ApiError as {@link ownAccount}; whatever `read` throws.
 */
export async function readOwnAccount<T>(
  db: Db,
  id: string,
  provider: string,
  read: (id: string) => PromiseLike<T>,
): Promise<T> {
  if (!isUuid(id)) throw validationError("id must be a UUID");
  const [, value] = await Promise.all([ownAccount(db, id, provider), read(id.toLowerCase())]);
  return value;
}

/**
 * Recomputes the support-document counts of an account (from its required non-charge files) and of
 * its charges (from their required charge files): required, uploaded, completed and the missing
 * codes shown in the grid.
 */
export async function recountSupportDocuments(db: Db, accountId: string): Promise<void> {
  await db.execute(sql`
    UPDATE accounts a SET
      required_support_documents = s.required,
      uploaded_support_documents = s.uploaded,
      required_support_documents_completed = (s.required = s.uploaded),
      missing_support_codes = s.missing
    FROM (
      SELECT count(*) FILTER (WHERE required)::int AS required,
             count(*) FILTER (WHERE required AND status = 'RECEIVED')::int AS uploaded,
             coalesce(array_agg(DISTINCT file_code) FILTER (WHERE required AND status = 'PENDING'), '{}') AS missing
        FROM support_files WHERE account_id = ${accountId} AND support_level <> 'CHARGE'
    ) s
    WHERE a.id = ${accountId}`);
  await db.execute(sql`
    UPDATE charges c SET
      required_support_documents = s.required,
      uploaded_support_documents = s.uploaded,
      required_support_documents_completed = (s.required = s.uploaded)
    FROM (
      SELECT ch.id,
             count(f.id) FILTER (WHERE f.required)::int AS required,
             count(f.id) FILTER (WHERE f.required AND f.status = 'RECEIVED')::int AS uploaded
        FROM charges ch LEFT JOIN support_files f ON f.charge_id = ch.id
       WHERE ch.account_id = ${accountId}
       GROUP BY ch.id
    ) s
    WHERE c.id = s.id`);
}

/** True when the charge belongs to the account. */
export async function chargeOfAccount(db: Db, chargeId: string, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: charges.id })
    .from(charges)
    .where(and(eq(charges.id, chargeId), eq(charges.account_id, accountId)));
  return row !== undefined;
}
