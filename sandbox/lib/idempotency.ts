/**
 * Idempotency-Key on POST (docs/api-contract.md "General"): the same key from the same caller
 * within 24 h replays the first answer (status, body, Location) without doing the work again.
 * Answers 5xx, 401 and 429 are not stored, so that a retry after them does the work. The same key
 * with another method, path or body is refused (422 IDEMPOTENCY_KEY_REUSED).
 */
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { idempotency_keys } from "../db/schema";
import type { AppDeps, AppEnv } from "./context";
import { ApiError, validationError } from "./errors";

const WINDOW_MS = 24 * 3_600_000;

/**
 * Who the key belongs to: the signed-in user, else the token's client, else the hash of an
 * unresolved bearer (a reset token), else the Basic-authenticated client, else nobody in particular.
 */
function callerOf(c: Context<AppEnv>): string {
  const principal = c.get("principal");
  if (principal?.user) return `user:${principal.user.id}`;
  if (principal) return `client:${principal.client_id}`;
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "");
  if (bearer) return `bearer:${createHash("sha256").update(bearer[1]).digest("hex")}`;
  const basic = /^Basic\s+(\S+)$/i.exec(c.req.header("authorization") ?? "");
  if (basic) {
    const clientId = Buffer.from(basic[1], "base64").toString("utf8").split(":")[0];
    return `client:${clientId}`;
  }
  return "anonymous";
}

/** The middleware; only POST requests with an Idempotency-Key header are concerned. */
export function idempotency(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header("idempotency-key");
    if (c.req.method !== "POST" || key === undefined) return next();
    if (key.length === 0 || key.length > 255)
      throw validationError("Idempotency-Key must have 1 to 255 characters");
    const caller = callerOf(c);
    const body = Buffer.from(await c.req.raw.clone().arrayBuffer());
    const url = new URL(c.req.url);
    const fingerprint = createHash("sha256")
      .update(`POST ${url.pathname}${url.search}\n`)
      .update(body)
      .digest("hex");
    const now = deps.now();
    const [stored] = await deps.handle.db
      .select()
      .from(idempotency_keys)
      .where(and(eq(idempotency_keys.key, key), eq(idempotency_keys.caller, caller)));
    if (stored && now.getTime() - stored.created_at.getTime() < WINDOW_MS) {
      if (stored.fingerprint !== fingerprint) throw new ApiError(422, "IDEMPOTENCY_KEY_REUSED");
      const headers = new Headers({ "idempotent-replayed": "true" });
      if (stored.content_type) headers.set("content-type", stored.content_type);
      if (stored.location) headers.set("location", stored.location);
      const replayBody = stored.status === 204 || stored.status === 304 ? null : stored.body;
      return new Response(replayBody, { status: stored.status, headers });
    }

    await next();

    const status = c.res.status;
    if (status >= 500 || status === 401 || status === 429) return;
    const record = {
      fingerprint,
      status,
      body: await c.res.clone().text(),
      content_type: c.res.headers.get("content-type"),
      location: c.res.headers.get("location"),
      created_at: now,
    };
    await deps.handle.db
      .insert(idempotency_keys)
      .values({ key, caller, ...record })
      .onConflictDoUpdate({ target: [idempotency_keys.key, idempotency_keys.caller], set: record });
  };
}
