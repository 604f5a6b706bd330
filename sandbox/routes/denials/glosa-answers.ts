/**
 * Glosa answer routes of `rcm-denials/v1` (001 §7; docs/decisions.md "Glosa answers"):
 * `PATCH invoice/comments/disable`, `POST invoice/:id/comments`.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import {
  glosaCommentBody,
  glosaCommentsDisableBody,
  type GlosaCommentBody,
  type GlosaCommentsDisableBody,
} from "../../../schemas/requests/glosas";
import type { Db } from "../../db/client";
import { glosa_comments, glosas } from "../../db/schema-glosas";
import { requireRcmUser } from "../../lib/access";
import type { AppEnv } from "../../lib/context";
import { ApiError, notFound, validationError } from "../../lib/errors";
import { readBody } from "../../lib/validate";
import { ownGlosa, type GlosaRouteContext } from "./glosa-common";
import { detailWire, recountAccepted } from "./glosa-detail";

/** Answers (comments) of a glosa: disabling answers and answering (`v1/invoice/.../comments`). */
export function registerGlosaAnswerRoutes(routes: Hono<AppEnv>, ctx: GlosaRouteContext): void {
  const { deps, db, allowed } = ctx;

  routes.patch("/v1/invoice/comments/disable", async (c) => {
    const user = requireRcmUser(c);
    await allowed(user, "GLOSA_RESPONSE");
    const body = await readBody<GlosaCommentsDisableBody>(c, glosaCommentsDisableBody);
    const ids = [...new Set(body.commentIds.map((id) => id.toLowerCase()))];
    const found = await db
      .select({ id: glosa_comments.id, glosa_id: glosa_comments.glosa_id, disabled: glosa_comments.disabled })
      .from(glosa_comments)
      .innerJoin(glosas, eq(glosas.id, glosa_comments.glosa_id))
      .where(and(inArray(glosa_comments.id, ids), eq(glosas.provider_slug, user.provider_slug)));
    if (found.length !== ids.length) throw notFound();
    // Answers disabled already are done (counted, not written again: docs/decisions.md "Moves already done").
    const fresh = found.filter((f) => !f.disabled);
    if (fresh.length > 0) {
      const now = deps.now();
      await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const freshIds = fresh.map((f) => f.id);
        await t.update(glosa_comments).set({ disabled: true }).where(inArray(glosa_comments.id, freshIds));
        for (const glosaId of new Set(fresh.map((f) => f.glosa_id))) await recountAccepted(t, glosaId, now);
      });
    }
    return c.json({ disabled: ids.length });
  });

  routes.post("/v1/invoice/:id/comments", async (c) => {
    const user = requireRcmUser(c);
    await allowed(user, "GLOSA_RESPONSE");
    const glosa = await ownGlosa(db, c.req.param("id"), user.provider_slug);
    const body = await readBody<GlosaCommentBody>(c, glosaCommentBody);
    if (glosa.glosa_status === "FILED")
      throw new ApiError(409, "INVALID_REQUEST", "The glosa is already filed");
    const glossed = Number(glosa.glossed_amount);
    if (Math.round(body.acceptedValue * 100) !== body.acceptedValue * 100) {
      throw validationError("acceptedValue has more than 2 decimals");
    }
    if (body.acceptedValue > glossed)
      throw validationError(`acceptedValue is above the glossed amount ${glossed}`);
    const now = deps.now();
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await t.insert(glosa_comments).values({
        id: randomUUID(),
        glosa_id: glosa.id,
        event_type: body.eventType,
        comment: body.comment.trim(),
        accepted_value: body.acceptedValue.toFixed(2),
        author_email: user.email,
        author_name: user.name,
        disabled: false,
        created_at: now,
      });
      // An answer moves a pending glosa on (docs/decisions.md "Glosa answers").
      const next =
        body.eventType === "NOTHING"
          ? "READY_TO_FILE"
          : glosa.glosa_status === "PENDING"
            ? "IN_PROGRESS"
            : glosa.glosa_status;
      await t
        .update(glosas)
        .set({ accepted_amount: body.acceptedValue.toFixed(2), glosa_status: next, updated_at: now })
        .where(eq(glosas.id, glosa.id));
    });
    return c.json(await detailWire(db, await ownGlosa(db, glosa.id, user.provider_slug)), 201);
  });
}
