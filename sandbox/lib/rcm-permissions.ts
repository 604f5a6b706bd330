/**
 * What an RCM user may do on an account (000 §6, 001 §6): the events allowed by the user's roles
 * (schemas/rcm-role-denials.ts, the same table the portal's access control reads), minus the
 * user's restricted events, minus the user's restrictions on that account; the statuses the roles
 * allow; and the support-file types restricted for the user (globally or on the account).
 */
import { and, eq, sql } from "drizzle-orm";
import { RCM_EVENTS, type RcmEvent, type RcmRole } from "../../schemas/access";
import { RCM_ROLE_DENIALS } from "../../schemas/rcm-role-denials";
import type { Db } from "../db/client";
import {
  accounts,
  account_event_restrictions,
  account_restricted_events,
  account_support_file_restrictions,
  rcm_role_statuses,
  support_file_restrictions,
  type UserRow,
} from "../db/schema";
import { ApiError, forbidden, notFound, validationError } from "./errors";
import { isUuid } from "./query";
import { ACCOUNT_WORK_ROW, type AccountWorkRow } from "./rcm-account";

/** Events the user's roles allow (with several roles, an event is allowed when any role allows it). */
export function roleEvents(roles: readonly string[]): Set<RcmEvent> {
  const allowed = new Set<RcmEvent>();
  for (const role of roles) {
    const denies = RCM_ROLE_DENIALS[role as RcmRole]?.denies;
    if (!denies) continue;
    for (const event of RCM_EVENTS) if (!denies.includes(event)) allowed.add(event);
  }
  return allowed;
}

/**
 * Events the user may do, on one account when `accountId` is given.
 * @returns the allowed events (never more than the roles allow).
 */
export async function allowedEvents(db: Db, user: UserRow, accountId?: string): Promise<Set<RcmEvent>> {
  const allowed = roleEvents(user.rcm_user_roles);
  const [own, onAccount] = await Promise.all([
    db
      .select({ event: account_event_restrictions.restricted_event })
      .from(account_event_restrictions)
      .where(eq(account_event_restrictions.user_id, user.id)),
    accountId
      ? db
          .select({ event: account_restricted_events.restricted_event })
          .from(account_restricted_events)
          .where(
            and(
              eq(account_restricted_events.account_id, accountId),
              eq(account_restricted_events.user_id, user.id),
            ),
          )
      : Promise.resolve([]),
  ]);
  for (const { event } of [...own, ...onAccount]) allowed.delete(event as RcmEvent);
  return allowed;
}

/**
 * Refuses the call unless the user may do `event` (on the account when given).
 * @throws ApiError 403 INSUFFICIENT_PERMISSIONS.
 */
export async function requireEvent(
  db: Db,
  user: UserRow,
  event: RcmEvent,
  accountId?: string,
): Promise<void> {
  if (!(await allowedEvents(db, user, accountId)).has(event)) throw forbidden();
}

/**
 * Refuses (403 INSUFFICIENT_PERMISSIONS) unless at least one of `events` is allowed to the user
 * (the portal's `AccessRequirement.anyEvent`, schemas/access.ts).
 * @throws ApiError 403 INSUFFICIENT_PERMISSIONS.
 */
export async function requireAnyEvent(db: Db, user: UserRow, events: readonly RcmEvent[]): Promise<void> {
  const allowed = await allowedEvents(db, user);
  if (!events.some((event) => allowed.has(event))) throw forbidden();
}

/** Support-file type codes restricted for the user, globally and on the account. */
export async function restrictedFileCodes(db: Db, user: UserRow, accountId: string): Promise<Set<string>> {
  const [own, onAccount] = await Promise.all([
    db
      .select({ code: support_file_restrictions.file_code })
      .from(support_file_restrictions)
      .where(eq(support_file_restrictions.user_id, user.id)),
    db
      .select({ code: account_support_file_restrictions.file_code })
      .from(account_support_file_restrictions)
      .where(
        and(
          eq(account_support_file_restrictions.account_id, accountId),
          eq(account_support_file_restrictions.user_id, user.id),
        ),
      ),
  ]);
  return new Set([...own, ...onAccount].map((r) => r.code));
}

/**
 * Refuses a support-file type restricted for the user on the account.
 * @throws ApiError 403 SUPPORT_FILE_RESTRICTED.
 */
export async function requireFileCodeAllowed(
  db: Db,
  user: UserRow,
  accountId: string,
  fileCode: string,
): Promise<void> {
  if ((await restrictedFileCodes(db, user, accountId)).has(fileCode)) {
    throw new ApiError(403, "SUPPORT_FILE_RESTRICTED");
  }
}

/** An account read for a status move with what the caller may do on it ({@link accountForMove}). */
export interface AccountMoveContext {
  account: AccountWorkRow;
  /** Events the user may do on the account: what {@link allowedEvents} answers with its id. */
  events: Set<RcmEvent>;
  /** Statuses the user's roles allow on the provider (001 §6 "statuses allowed"). */
  statuses: Set<string>;
}

/**
 * The statement of {@link accountForMove}, built once per database (drizzle's `prepare`;
 * placeholders `id`, `user`, `provider` and `roles`, a text array): a bulk move makes it once per
 * account, and drizzle building its text again on each call was a fifth of a move's server time
 * (docs/performance.md "bulkStatusChange: statements built once").
 */
const moveQueries = new WeakMap<Db, ReturnType<typeof prepareMoveQuery>>();
function prepareMoveQuery(db: Db) {
  const own = account_event_restrictions;
  const onAccount = account_restricted_events;
  const user = sql.placeholder("user");
  return db
    .select({
      ...ACCOUNT_WORK_ROW,
      restricted: sql<string[]>`array(
        select ${own.restricted_event} from ${own} where ${own.user_id} = ${user}
        union all
        select ${onAccount.restricted_event} from ${onAccount}
         where ${onAccount.account_id} = ${accounts.id} and ${onAccount.user_id} = ${user})`,
      statuses: sql<string[]>`array(
        select unnest(${rcm_role_statuses.statuses}) from ${rcm_role_statuses}
         where ${rcm_role_statuses.provider_slug} = ${sql.placeholder("provider")}
           and ${rcm_role_statuses.role} = any(${sql.placeholder("roles")}::text[]))`,
    })
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder("id")))
    .prepare("account_for_move");
}

/**
 * The caller's account `id` (as `ownAccount`, sandbox/lib/rcm-account.ts) with the events the user
 * may do on it and the statuses the roles allow (001 §4, §6), in one read: the restrictions and
 * role statuses are subqueries of the account's select. A bulk move sends one call per account
 * (001 §4), and on PGlite every round trip is serialised work of the one process; four reads per
 * call were most of a move's time (docs/performance.md "Issue 23, round 2").
 * @throws ApiError 400 for a malformed id, 404 for an unknown one, 403 for another provider's.
 */
export async function accountForMove(db: Db, id: string, user: UserRow): Promise<AccountMoveContext> {
  if (!isUuid(id)) throw validationError("id must be a UUID");
  const roles = user.rcm_user_roles;
  let query = moveQueries.get(db);
  if (!query) moveQueries.set(db, (query = prepareMoveQuery(db)));
  const [row] = await query.execute({
    id: id.toLowerCase(),
    user: user.id,
    provider: user.provider_slug,
    roles,
  });
  if (!row) throw notFound();
  if (row.provider_slug !== user.provider_slug) throw forbidden();
  const { restricted, statuses, ...account } = row;
  const events = roleEvents(roles);
  for (const event of restricted) events.delete(event as RcmEvent);
  return { account, events, statuses: new Set(statuses) };
}
