/**
 * What the v2 authorization routes share (sandbox/routes/arc/v2-authorizations.ts): the id pattern,
 * the user-without-claims check, the file row they answer and the caller's authorization by id.
 */
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import type { UserRow } from "../../../db/schema";
import { v2_authorization_files, v2_authorizations } from "../../../db/schema-v2";
import { requireUser } from "../../../lib/auth";
import type { AppDeps, AppEnv } from "../../../lib/context";
import { forbidden, notFound } from "../../../lib/errors";

export const INT = /^\d{1,9}$/;

/**
 * A user without claims (000 §2 "users without claims to /v2").
 * @throws 401 without a session, 403 for other users.
 */
export function requireV2User(c: Context<AppEnv>): UserRow {
  const user = requireUser(c);
  if (!user.is_user_without_claims) throw forbidden();
  return user;
}

export const FILE_ROW = {
  id: v2_authorization_files.id,
  authorization_id: v2_authorization_files.authorization_id,
  field_slug: v2_authorization_files.field_slug,
  authorization_form_field_id: v2_authorization_files.authorization_form_field_id,
  document_type_slug: v2_authorization_files.document_type_slug,
  file_name: v2_authorization_files.file_name,
  content_type: v2_authorization_files.content_type,
  size_bytes: v2_authorization_files.size_bytes,
  created_at: v2_authorization_files.created_at,
};

/** The authorization lookups over the app's database. */
export function authorizationQueries(deps: AppDeps) {
  const db = deps.handle.db;

  /** The caller's authorization by id. @throws 404 when it is not of the caller's provider. */
  async function ownById(user: UserRow, idText: string) {
    if (!INT.test(idText)) throw notFound();
    const [row] = await db
      .select()
      .from(v2_authorizations)
      .where(
        and(
          eq(v2_authorizations.id, Number(idText)),
          eq(v2_authorizations.provider_slug, user.provider_slug),
        ),
      );
    if (!row) throw notFound();
    return row;
  }

  return { ownById };
}
