/**
 * Audit comments of an account (001 §3 "Audit comment", §5 "Comments cannot be empty", §7):
 * `GET /rcm/v1/accounts/{id}/audit-comments` (optional `charge_id`, `audit_type`; newest first),
 * `POST` the same path to create, `PATCH` it to edit or resolve one, `DELETE …/audit-comments/{commentId}`.
 * Writing needs MODIFY_PRE_AUDIT_COMMENTS or MODIFY_CONCURRENT_AUDIT_COMMENTS by the comment's audit type.
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import {
  AUDIT_TYPES,
  auditCommentCreate,
  auditCommentPatch,
  type AuditCommentCreate,
  type AuditCommentPatch,
} from "../../../schemas/requests/rcm";
import type { RcmEvent } from "../../../schemas/access";
import { audit_comments, charges } from "../../db/schema";
import { requireRcmUser } from "../../lib/access";
import type { AppDeps, AppEnv } from "../../lib/context";
import { ApiError, notFound, validationError } from "../../lib/errors";
import { isUuid, QueryReader } from "../../lib/query";
import { chargeOfAccount, ownAccount } from "../../lib/rcm-account";
import { requireEvent } from "../../lib/rcm-permissions";
import { readBody } from "../../lib/validate";

const COMMENT_ROW = {
  comment_id: audit_comments.id,
  account_id: audit_comments.account_id,
  charge_id: audit_comments.charge_id,
  charge_code: charges.code,
  comment: audit_comments.comment,
  audit_type: audit_comments.audit_type,
  category: audit_comments.category,
  resolved: audit_comments.resolved,
  private_comment: audit_comments.private_comment,
  beneficiary_comment: audit_comments.beneficiary_comment,
  author_name: audit_comments.author_name,
  author_email: audit_comments.author_email,
  created_at: audit_comments.created_at,
  updated_at: audit_comments.updated_at,
};

/** The event that writing a comment of an audit type needs (000 §6). */
function eventOf(auditType: string): RcmEvent {
  return auditType === "CONCURRENT" ? "MODIFY_CONCURRENT_AUDIT_COMMENTS" : "MODIFY_PRE_AUDIT_COMMENTS";
}

/** Routes under /rcm for audit comments. */
export function auditCommentRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db = deps.handle.db;

  const byId = async (accountId: string, commentId: string) => {
    if (!isUuid(commentId)) throw validationError("comment_id must be a UUID");
    const [row] = await db
      .select(COMMENT_ROW)
      .from(audit_comments)
      .leftJoin(charges, eq(charges.id, audit_comments.charge_id))
      .where(and(eq(audit_comments.id, commentId.toLowerCase()), eq(audit_comments.account_id, accountId)));
    if (!row) throw notFound();
    return row;
  };

  routes.get("/v1/accounts/:id/audit-comments", async (c) => {
    const user = requireRcmUser(c);
    const account = await ownAccount(db, c.req.param("id"), user.provider_slug);
    const q = new QueryReader(c);
    const chargeId = q.uuid("charge_id") ?? q.uuid("chargeId");
    const auditType = q.list("audit_type", AUDIT_TYPES);
    const rows = await db
      .select(COMMENT_ROW)
      .from(audit_comments)
      .leftJoin(charges, eq(charges.id, audit_comments.charge_id))
      .where(
        and(
          eq(audit_comments.account_id, account.id),
          chargeId ? eq(audit_comments.charge_id, chargeId) : undefined,
          auditType?.length === 1 ? eq(audit_comments.audit_type, auditType[0]) : undefined,
        ),
      )
      .orderBy(desc(audit_comments.created_at), desc(audit_comments.id));
    return c.json(rows);
  });

  routes.post("/v1/accounts/:id/audit-comments", async (c) => {
    const user = requireRcmUser(c);
    const account = await ownAccount(db, c.req.param("id"), user.provider_slug);
    const body = await readBody<AuditCommentCreate>(c, auditCommentCreate);
    await requireEvent(db, user, eventOf(body.audit_type), account.id);
    const text = body.comment.trim();
    if (text === "") throw new ApiError(400, "COMMENT_REQUIRED");
    const category = body.category ?? (body.charge_id ? "CHARGE" : "GENERAL");
    const chargeId = body.charge_id?.toLowerCase() ?? null;
    if (category === "CHARGE" && !chargeId)
      throw validationError("charge_id is required for category CHARGE");
    if (category === "GENERAL" && chargeId) throw validationError("charge_id is only for category CHARGE");
    if (chargeId && !(await chargeOfAccount(db, chargeId, account.id))) throw notFound();
    const now = deps.now();
    const id = randomUUID();
    await db.insert(audit_comments).values({
      id,
      account_id: account.id,
      charge_id: chargeId,
      audit_type: body.audit_type,
      category,
      comment: text,
      private_comment: body.private_comment ?? false,
      beneficiary_comment: body.beneficiary_comment ?? true,
      resolved: false,
      author_name: user.name,
      author_email: user.email,
      created_at: now,
      updated_at: now,
    });
    return c.json(await byId(account.id, id), 201);
  });

  routes.patch("/v1/accounts/:id/audit-comments", async (c) => {
    const user = requireRcmUser(c);
    const account = await ownAccount(db, c.req.param("id"), user.provider_slug);
    const body = await readBody<AuditCommentPatch>(c, auditCommentPatch);
    const existing = await byId(account.id, body.comment_id);
    await requireEvent(db, user, eventOf(existing.audit_type), account.id);
    if (body.comment !== undefined && body.comment.trim() === "") throw new ApiError(400, "COMMENT_REQUIRED");
    await db
      .update(audit_comments)
      .set({
        ...(body.comment !== undefined ? { comment: body.comment.trim() } : {}),
        ...(body.resolved !== undefined ? { resolved: body.resolved } : {}),
        ...(body.private_comment !== undefined ? { private_comment: body.private_comment } : {}),
        updated_at: deps.now(),
      })
      .where(eq(audit_comments.id, existing.comment_id));
    return c.json(await byId(account.id, existing.comment_id));
  });

  routes.delete("/v1/accounts/:id/audit-comments/:commentId", async (c) => {
    const user = requireRcmUser(c);
    const account = await ownAccount(db, c.req.param("id"), user.provider_slug);
    const existing = await byId(account.id, c.req.param("commentId"));
    await requireEvent(db, user, eventOf(existing.audit_type), account.id);
    await db.delete(audit_comments).where(eq(audit_comments.id, existing.comment_id));
    return c.body(null, 204);
  });

  return routes;
}
