/**
 * Per-account restrictions of the caller (001 §7): `GET /rcm/v1/role-permissions/providers/{provider}/
 * accounts/{accountId}/restricted-events` → `[{ restricted_event }]` and `…/support-file-restrictions`
 * → `[{ file_code }]`. They add to the per-user restrictions of `…/statuses`.
 */
import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { account_restricted_events, account_support_file_restrictions } from "../../db/schema";
import { requireRcmUser } from "../../lib/access";
import type { AppDeps, AppEnv } from "../../lib/context";
import { readOwnAccount } from "../../lib/rcm-account";

/** Routes under /rcm for per-account restrictions. */
export function restrictionRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db = deps.handle.db;
  const base = "/v1/role-permissions/providers/:provider/accounts/:accountId";

  routes.get(`${base}/restricted-events`, async (c) => {
    const user = requireRcmUser(c, c.req.param("provider"));
    return c.json(
      await readOwnAccount(db, c.req.param("accountId"), user.provider_slug, (accountId) =>
        db
          .select({ restricted_event: account_restricted_events.restricted_event })
          .from(account_restricted_events)
          .where(
            and(
              eq(account_restricted_events.account_id, accountId),
              eq(account_restricted_events.user_id, user.id),
            ),
          )
          .orderBy(asc(account_restricted_events.restricted_event)),
      ),
    );
  });

  routes.get(`${base}/support-file-restrictions`, async (c) => {
    const user = requireRcmUser(c, c.req.param("provider"));
    return c.json(
      await readOwnAccount(db, c.req.param("accountId"), user.provider_slug, (accountId) =>
        db
          .select({ file_code: account_support_file_restrictions.file_code })
          .from(account_support_file_restrictions)
          .where(
            and(
              eq(account_support_file_restrictions.account_id, accountId),
              eq(account_support_file_restrictions.user_id, user.id),
            ),
          )
          .orderBy(asc(account_support_file_restrictions.file_code)),
      ),
    );
  });

  return routes;
}
