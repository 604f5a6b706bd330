/**
 * The calls of an account's audit comments (001 §3 "Audit comment", §7), outside the data providers
 * (DESIGN.md §10 "Calls outside data providers"): the list as a `queryOptions` factory, writes as
 * functions. Kept beside the panel for the reason `document-queries.ts` gives.
 */
import { queryOptions } from "@tanstack/react-query";
import { IDEMPOTENCY_HEADER, type HttpClient } from "../../../../providers/http";
import { apiPath } from "./document-queries";

/** Audit types and comment categories (001 §3 "Audit comment"). */
import type { AuditType } from "../../../../schemas/entities/audit-types";
import { COMMENT_CATEGORIES } from "../../../../schemas/requests/rcm";

export { AUDIT_TYPES, type AuditType } from "../../../../schemas/entities/audit-types";
export { COMMENT_CATEGORIES };
export type CommentCategory = (typeof COMMENT_CATEGORIES)[number];

/** An audit comment, camel-cased (001 §3 "Audit comment"). */
export interface AuditComment {
  commentId: string;
  chargeId: string | null;
  chargeCode: string | null;
  comment: string;
  auditType: AuditType;
  category: CommentCategory;
  resolved: boolean;
  privateComment?: boolean;
  beneficiaryComment?: boolean;
  authorName?: string | null;
  authorEmail?: string | null;
  /** ISO date-time. */
  createdAt: string;
  updatedAt?: string;
}

const COMMENTS = "rcm/v1/accounts/{id}/audit-comments";

/** The comments of an account, newest first (`GET rcm/v1/accounts/{id}/audit-comments`, 001 §3, §7). */
export function auditCommentsQuery(http: HttpClient, accountId: string) {
  return queryOptions({
    queryKey: ["rcm", "audit-comments", accountId] as const,
    queryFn: async ({ signal }) => {
      const rows = (await http.get<AuditComment[]>(apiPath(COMMENTS, { id: accountId }), { signal })).data;
      return [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
  });
}

/** A new comment (001 §7 "Comment creation sends comment, privateComment and beneficiaryComment (true)"). */
export interface NewAuditComment {
  comment: string;
  privateComment: boolean;
  auditType: AuditType;
  category: CommentCategory;
  /** For category CHARGE. */
  chargeId?: string;
}

/**
 * Creates a comment: `POST rcm/v1/accounts/{id}/audit-comments`, snake_case body with
 * `beneficiary_comment: true`. `idempotencyKey` (from `ChangeKeys`) makes the user's "try again"
 * of the same comment the same change (issue 17 §1).
 */
export async function createAuditComment(
  http: HttpClient,
  accountId: string,
  comment: NewAuditComment,
  idempotencyKey?: string,
): Promise<AuditComment> {
  const body = {
    comment: comment.comment,
    privateComment: comment.privateComment,
    beneficiaryComment: true,
    auditType: comment.auditType,
    category: comment.category,
    ...(comment.category === "CHARGE" && comment.chargeId ? { chargeId: comment.chargeId } : {}),
  };
  const headers = idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : undefined;
  return (
    await http.post<AuditComment>(apiPath(COMMENTS, { id: accountId }), body, { snakeBody: true, headers })
  ).data;
}

/** Edits or resolves a comment: `PATCH rcm/v1/accounts/{id}/audit-comments`, snake_case body (001 §7). */
export async function patchAuditComment(
  http: HttpClient,
  accountId: string,
  patch: { commentId: string; comment?: string; resolved?: boolean },
): Promise<AuditComment> {
  return (await http.patch<AuditComment>(apiPath(COMMENTS, { id: accountId }), patch, { snakeBody: true }))
    .data;
}

/** Deletes a comment: `DELETE rcm/v1/accounts/{id}/audit-comments/{commentId}` (the reference API's route). */
export async function deleteAuditComment(
  http: HttpClient,
  accountId: string,
  commentId: string,
): Promise<void> {
  await http.delete(apiPath(`${COMMENTS}/{commentId}`, { id: accountId, commentId }));
}
