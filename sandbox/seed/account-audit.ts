/**
 * Status-change logs and audit comments of the seeded accounts (001 §3 "Audit comment",
 * "lastChangeLog"), and the restrictions on one account (001 §7). Split out of `accounts.ts`; the
 * random draws are the same, in the same order.
 */
import type { DbHandle } from "../db/client";
import { insertRows, type SeedRow } from "./insert";
import { REFERENCE_DATE_MS, type Rng } from "./prng";
import { demoUserId, readDemoUsers } from "./users";
import { AUDITED_STATUSES, COMMENTS, iso, type Status } from "./account-plans";

/** The account whose change log and audit comments are pushed. */
export interface AuditAccount {
  id: string;
  row: SeedRow;
  status: Status;
  createdMs: number;
  parent: { invoice: string } | null;
}

/** Row buffers and sequence shared by every account of one provider. */
export interface AuditContext {
  frng: Rng;
  auditors: readonly (readonly [string, string])[];
  charges: SeedRow[];
  comments: SeedRow[];
  logs: SeedRow[];
}

/** Pushes the change log (errors, child events) and the audit comments (audited statuses) of one account. */
export function pushChangeLogAndComments(ctx: AuditContext, account: AuditAccount): void {
  const { frng, auditors, charges, comments, logs } = ctx;
  const { id, row, status, createdMs, parent } = account;
  const lastChangeReason = row.last_change_reason as string | null;
  const concurrent = row.concurrent_audit_required as boolean;
  if (lastChangeReason || status === "NON_PROCESSABLE") {
    logs.push({
      id: frng.uuid(),
      account_id: id,
      from_status: status === "SEND_ERROR" ? "SENT" : status === "ERROR" ? "INVOICED" : null,
      to_status: status,
      reason_of_change:
        lastChangeReason ?? `Evento hijo de la cuenta ya facturada ${parent ? parent.invoice : ""}`.trim(),
      changed_by: "system",
      changed_at: iso(Math.min(createdMs + frng.int(3_600, 5 * 86_400) * 1000, REFERENCE_DATE_MS - 60_000)),
    });
  }
  if (status !== null && AUDITED_STATUSES.includes(status)) {
    const n = frng.int(1, 3);
    for (let k = 0; k < n; k++) {
      const [email, name] = frng.pick(auditors);
      const at = iso(
        Math.min(createdMs + (k + 1) * frng.int(3_600, 86_400) * 1000, REFERENCE_DATE_MS - 60_000),
      );
      const onCharge = k > 0 && frng.chance(0.5);
      comments.push({
        id: frng.uuid(),
        account_id: id,
        charge_id: onCharge ? (charges[charges.length - 1].id as string) : null,
        audit_type: concurrent && frng.chance(0.5) ? "CONCURRENT" : "PRE_AUDIT",
        category: onCharge ? "CHARGE" : "GENERAL",
        comment: frng.pick(COMMENTS),
        private_comment: frng.chance(0.2),
        beneficiary_comment: true,
        resolved: status !== "PENDING_AUDIT" || frng.chance(0.3),
        author_name: name,
        author_email: email,
        created_at: at,
        updated_at: at,
      });
    }
  }
}

/**
 * Restrictions on one account (001 §7 restricted-events, support-file-restrictions): on the first
 * clinica-andina-co account (invoice FE-0012345), rcm-editor may not replace or delete documents
 * nor touch the clinical history (HC); rcm-editor-with-audit may not complete its audit.
 */
export async function seedAccountRestrictions(handle: DbHandle, accountId: string): Promise<void> {
  const demo = readDemoUsers();
  const idOf = (kind: string) => demoUserId(demo.findIndex((u) => u.kind === kind));
  await insertRows(handle, "account_restricted_events", [
    { account_id: accountId, user_id: idOf("rcm-editor"), restricted_event: "REPLACE_DOCUMENT" },
    { account_id: accountId, user_id: idOf("rcm-editor"), restricted_event: "DELETE_DOCUMENT" },
    { account_id: accountId, user_id: idOf("rcm-editor-with-audit"), restricted_event: "COMPLETE_AUDIT" },
  ]);
  await insertRows(handle, "account_support_file_restrictions", [
    { account_id: accountId, user_id: idOf("rcm-editor"), file_code: "HC" },
  ]);
}
