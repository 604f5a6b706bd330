/**
 * Changes to a v2 authorization (sandbox/routes/arc/v2-authorizations.ts): its comments and its
 * status changes.
 */
import { and, eq } from "drizzle-orm";
import type { Hono } from "hono";
import {
  v2_authorization_comments,
  v2_authorization_status_changes,
  v2_authorizations,
} from "../../../db/schema-v2";
import type { AppDeps, AppEnv } from "../../../lib/context";
import { ApiError, notFound, validationError } from "../../../lib/errors";
import { isHomeV2Status } from "../../../../schemas/v2/statuses";
import { authorizationQueries, requireV2User } from "./shared";

/** Registers the comment and change-status routes on `routes` (under /arc). */
export function registerChangeRoutes(routes: Hono<AppEnv>, deps: AppDeps): void {
  const db = deps.handle.db;
  const { ownById } = authorizationQueries(deps);

  routes.post("/v1/authorizations/:id/comment", async (c) => {
    const user = requireV2User(c);
    const authorization = await ownById(user, c.req.param("id"));
    const queryId = c.req.query("authorization_id");
    if (queryId !== undefined && queryId !== String(authorization.id))
      throw validationError("authorization_id does not match the path");
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw validationError("the body must be JSON");
    }
    const raw = (body as Record<string, unknown> | null)?.metadata_comment;
    if (typeof raw !== "string") throw validationError("metadata_comment is required (JSON text)");
    let metadata: unknown;
    try {
      metadata = JSON.parse(raw);
    } catch {
      throw validationError("metadata_comment is not valid JSON");
    }
    const text = (metadata as Record<string, unknown> | null)?.comment;
    // 000 §5 "Comment cannot be empty".
    if (typeof text !== "string" || text.trim() === "") throw new ApiError(400, "COMMENT_REQUIRED");
    if (raw.length > 20_000) throw validationError("metadata_comment is longer than 20000 characters");
    const [saved] = await db
      .insert(v2_authorization_comments)
      .values({
        authorization_id: authorization.id,
        metadata_comment: raw,
        author_name: user.name,
        created_at: deps.now(),
      })
      .returning();
    return c.json(
      {
        id: saved.id,
        created_at: saved.created_at,
        metadata_comment: saved.metadata_comment,
        author_name: saved.author_name,
      },
      201,
    );
  });

  routes.post("/v2/authorizations/sponsor/:sponsor/code/:code/change-status", async (c) => {
    const user = requireV2User(c);
    const current = c.req.query("currentStatus") ?? "";
    const next = c.req.query("newStatus") ?? "";
    if (!isHomeV2Status(current)) throw validationError(`currentStatus: unknown value ${current}`);
    if (!isHomeV2Status(next)) throw validationError(`newStatus: unknown value ${next}`);
    if (current === next) throw validationError("newStatus must differ from currentStatus");
    const where = and(
      eq(v2_authorizations.provider_slug, user.provider_slug),
      eq(v2_authorizations.sponsor_slug, c.req.param("sponsor")),
      eq(v2_authorizations.authorization_code, c.req.param("code")),
    );
    const changed = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(v2_authorizations).where(where).for("update");
      if (!row) throw notFound();
      // Already in the new status (a retried change): done, answered as a change, nothing recorded
      // (docs/decisions.md "Moves already done").
      if (row.status === next) return row;
      if (row.status !== current) throw new ApiError(409, "V2_STATUS_CHANGED");
      await tx.update(v2_authorizations).set({ status: next }).where(eq(v2_authorizations.id, row.id));
      await tx.insert(v2_authorization_status_changes).values({
        authorization_id: row.id,
        from_status: current,
        to_status: next,
        changed_by: user.email,
        created_at: deps.now(),
      });
      return row;
    });
    return c.json({ id: changed.id, authorization_code: changed.authorization_code, status: next });
  });
}
