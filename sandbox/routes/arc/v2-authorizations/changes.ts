/**
 * Changes to a v2 authorization (sandbox/routes/arc/v2-authorizations.ts): its comments and its
 * status changes (status-change.ts).
 */
import type { Hono } from "hono";
import { v2_authorization_comments } from "../../../db/schema-v2";
import type { AppDeps, AppEnv } from "../../../lib/context";
import { ApiError, validationError } from "../../../lib/errors";
import { authorizationQueries, requireV2User } from "./shared";
import { registerStatusChangeRoute } from "./status-change";

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

  registerStatusChangeRoute(routes, deps);
}
