/**
 * How the reference API moves accounts (001 §4 "Account statuses", "Account build state"): the
 * move with its change log, the rule that a move already done records nothing (docs/decisions.md
 * "Moves already done"), and the caller's accounts among some ids. Used by
 * sandbox/routes/rcm/account-actions.ts and account-bulk-processes.ts.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { accountMovesFrom, PENDING_ACCOUNT_STATUS } from "../../schemas/account-actions";
import type { Db } from "../db/client";
import { account_change_logs, accounts, type UserRow } from "../db/schema";
import { ApiError } from "./errors";
import type { AccountWorkRow } from "./rcm-account";

/** Build state that goes with a status reached by a move (001 §4 "Account build state"). */
function buildStateFor(status: string, current: string): string {
  if (status === "READY_TO_GENERATE") return "READY_TO_GENERATE";
  if (status === "PACKAGE_GENERATED") return "GENERATED";
  if (status === "VOIDED") return "VOIDED";
  return current;
}

/**
 * True when the move asked for is already done (docs/decisions.md "Moves already done"; 001 §4
 * "Status change … passes a next status and a message"): the account is in `next` and its last
 * recorded reason of change is `reason` (both null counting as the same). Such a call answers the
 * success of a move, showing the current status, and records nothing.
 */
export function moveAlreadyDone(account: AccountWorkRow, next: string, reason: string | null): boolean {
  return (
    (account.status ?? PENDING_ACCOUNT_STATUS) === next && (account.last_change_reason ?? null) === reason
  );
}

/**
 * Moves one account to `next`, with its build state (001 §4 "Account build state"), recording the
 * change log. Checks nothing but the transition.
 *
 * One statement (an `UPDATE … RETURNING` feeding the log's `INSERT … SELECT`), atomic as a
 * transaction is, but one round trip to the database instead of four (BEGIN, update, insert,
 * COMMIT): a bulk move sends one call per account (001 §4), and on PGlite each round trip is
 * serialised work of the one process (docs/performance.md "Issue 23, round 2").
 * @throws ApiError 409 INVALID_STATUS_TRANSITION when `next` cannot be reached from its status.
 */
export async function moveAccount(
  db: Db,
  account: AccountWorkRow,
  next: string,
  reason: string | null,
  user: UserRow,
  now: Date,
): Promise<void> {
  const from = account.status ?? PENDING_ACCOUNT_STATUS;
  if (!accountMovesFrom(next).includes(from)) throw new ApiError(409, "INVALID_STATUS_TRANSITION");
  const build = buildStateFor(next, account.build_state);
  const moved = db
    .update(accounts)
    .set({
      status: next,
      build_state: build,
      last_change_reason: reason,
      ...(build === "GENERATED" && account.build_state !== "GENERATED" ? { package_generated_at: now } : {}),
    })
    .where(eq(accounts.id, account.id))
    .returning({ id: accounts.id });
  await db.execute(sql`
    WITH moved AS ${moved}
    INSERT INTO ${account_change_logs}
      (id, account_id, from_status, to_status, reason_of_change, changed_by, changed_at)
    SELECT ${randomUUID()}, moved.id, ${account.status}, ${next}, ${reason}, ${user.email},
           ${now.toISOString()}::timestamptz
      FROM moved`);
}

/**
 * The accounts of the caller's provider among `ids`, lower-cased.
 * @throws ApiError 404 RESOURCE_NOT_FOUND naming the ids unknown or another provider's.
 */
export async function ownAccounts(db: Db, ids: readonly string[], provider: string): Promise<string[]> {
  const lower = ids.map((id) => id.toLowerCase());
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(inArray(accounts.id, lower), eq(accounts.provider_slug, provider)));
  if (rows.length !== lower.length) {
    const found = new Set(rows.map((r) => r.id));
    throw new ApiError(
      404,
      "RESOURCE_NOT_FOUND",
      `Unknown accounts: ${lower.filter((id) => !found.has(id)).join(", ")}`,
    );
  }
  return lower;
}
