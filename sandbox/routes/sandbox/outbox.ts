/**
 * Sandbox-only reading calls (docs/api-contract.md "Sandbox-only calls"):
 * `GET /__sandbox/health` and `GET /__sandbox/outbox?to=` (emails and SMS, newest first). `to` is
 * an address (email or phone) or a username: a username also finds the messages sent for that
 * user to another address (the SMS to the user's phone).
 */
import { desc, eq, inArray, or, sql } from "drizzle-orm";
import { Hono } from "hono";
import { outbox, users } from "../../db/schema";
import type { AppDeps, AppEnv } from "../../lib/context";
import { notFound } from "../../lib/errors";

/** Routes under /__sandbox for health and the outbox. */
export function outboxRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get("/health", (c) => c.json({ ok: true }));

  routes.get("/outbox", async (c) => {
    if (!deps.config.outbox) throw notFound();
    const to = c.req.query("to")?.trim().toLowerCase();
    const rows = await deps.handle.db
      .select({
        id: outbox.id,
        to: outbox.to_address,
        channel: outbox.channel,
        subject: outbox.subject,
        body: outbox.body,
        link: outbox.link,
        code: outbox.code,
        created_at: outbox.created_at,
      })
      .from(outbox)
      .where(
        to
          ? or(
              eq(sql`lower(${outbox.to_address})`, to),
              inArray(
                outbox.user_id,
                deps.handle.db.select({ id: users.id }).from(users).where(eq(users.username, to)),
              ),
            )
          : undefined,
      )
      .orderBy(desc(outbox.id))
      .limit(100);
    const messages = rows.map(({ link, code, ...rest }) => ({
      ...rest,
      ...(link ? { link } : {}),
      ...(code ? { code } : {}),
    }));
    return c.json({ messages });
  });

  return routes;
}
