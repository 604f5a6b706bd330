/**
 * Opaque bearer tokens (stored as SHA-256 hashes), refresh-token families and the token answer of
 * `POST /v1/oauth/token` (000 §3 "Auth session", §7; docs/api-contract.md "Authentication").
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { access_tokens, providers, refresh_tokens, users, type UserRow } from "../db/schema";
import type { AppDeps, Principal } from "./context";

/** A new random token (256 bits, base64url). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The stored form of a token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Creates an access token and returns it in clear. */
export async function issueAccessToken(
  deps: AppDeps,
  grant: { user_id: string | null; client_id: string; scope: Principal["scope"]; family_id: string | null },
): Promise<string> {
  const token = newToken();
  const now = deps.now();
  await deps.handle.db.insert(access_tokens).values({
    token_hash: hashToken(token),
    user_id: grant.user_id,
    client_id: grant.client_id,
    scope: grant.scope,
    family_id: grant.family_id,
    expires_at: new Date(now.getTime() + deps.config.accessTtlS * 1000),
    created_at: now,
  });
  return token;
}

/** Creates a refresh token of a family and returns it in clear. */
export async function issueRefreshToken(
  deps: AppDeps,
  user_id: string,
  client_id: string,
  family_id: string,
): Promise<string> {
  const token = newToken();
  const now = deps.now();
  await deps.handle.db.insert(refresh_tokens).values({
    token_hash: hashToken(token),
    family_id,
    user_id,
    client_id,
    expires_at: new Date(now.getTime() + deps.config.refreshTtlS * 1000),
    created_at: now,
  });
  return token;
}

/**
 * The token answer of docs/api-contract.md for a user. `tfa` answers carry scope "tfa", no refresh
 * token and `tfa_required: true`.
 */
export async function tokenAnswer(
  deps: AppDeps,
  user: UserRow,
  tokens: { access_token: string; refresh_token?: string; scope: "portal" | "tfa" },
): Promise<Record<string, unknown>> {
  const [provider] = await deps.handle.db
    .select()
    .from(providers)
    .where(eq(providers.slug, user.provider_slug));
  return {
    access_token: tokens.access_token,
    token_type: "bearer",
    ...(tokens.refresh_token ? { refresh_token: tokens.refresh_token } : {}),
    expires_in: deps.config.accessTtlS,
    scope: tokens.scope,
    user_id: user.id,
    extensions: {
      provider_slug: user.provider_slug,
      provider_branch_id: user.provider_branch_id,
      country_code: provider.country_code,
      providers_web_title: provider.web_title,
      rcm_user_roles: user.rcm_user_roles,
      locale: user.locale,
      sponsor_text_overrides: user.sponsor_text_overrides,
    },
    tfa_required: tokens.scope === "tfa",
    tfa_available_methods: user.tfa_methods,
    password_rotation_required: user.password_rotation_required,
    terms_and_conditions_acceptance_required: user.terms_acceptance_required,
    terms_and_conditions_slug: user.terms_slug,
    is_rcm_user: user.is_rcm_user,
    is_user_without_claims: user.is_user_without_claims,
    is_branded_user: user.is_branded_user,
    branded_role: user.branded_role,
  };
}

/**
 * Starts a full session: a new refresh-token family (unless continuing one), an access token and a
 * refresh token; returns the token answer.
 */
export async function issueSession(
  deps: AppDeps,
  user: UserRow,
  client_id: string,
  family_id: string = randomUUID(),
): Promise<Record<string, unknown>> {
  const access = await issueAccessToken(deps, { user_id: user.id, client_id, scope: "portal", family_id });
  const refresh = await issueRefreshToken(deps, user.id, client_id, family_id);
  return tokenAnswer(deps, user, { access_token: access, refresh_token: refresh, scope: "portal" });
}

/** Revokes every access and refresh token of a family (refresh-token reuse, DESIGN.md §5). */
export async function revokeFamily(deps: AppDeps, family_id: string): Promise<void> {
  await deps.handle.db
    .update(refresh_tokens)
    .set({ revoked: true })
    .where(eq(refresh_tokens.family_id, family_id));
  await deps.handle.db
    .update(access_tokens)
    .set({ revoked: true })
    .where(eq(access_tokens.family_id, family_id));
}

/**
 * The session check's statement, built once per database (drizzle's `prepare`: placeholders
 * `hash`, the token's SHA-256, and `now`, an ISO instant). Every call to the API makes it, and
 * drizzle building the text of its 40 selected columns again on each call was a third of its cost
 * (docs/performance.md "bulkStatusChange: statements built once"); on PostgreSQL it is also a
 * named prepared statement, planned once per connection.
 */
const bearerQueries = new WeakMap<Db, ReturnType<typeof prepareBearerQuery>>();
function prepareBearerQuery(db: Db) {
  return db
    .select({ token: access_tokens, user: users })
    .from(access_tokens)
    .leftJoin(users, eq(users.id, access_tokens.user_id))
    .where(
      and(
        eq(access_tokens.token_hash, sql.placeholder("hash")),
        eq(access_tokens.revoked, false),
        gt(access_tokens.expires_at, sql.placeholder("now")),
      ),
    )
    .prepare("resolve_bearer");
}

/** Resolves a bearer token to its principal; null when unknown, revoked or expired. */
export async function resolveBearer(deps: AppDeps, token: string): Promise<Principal | null> {
  const db = deps.handle.db;
  let query = bearerQueries.get(db);
  if (!query) bearerQueries.set(db, (query = prepareBearerQuery(db)));
  const rows = await query.execute({ hash: hashToken(token), now: deps.now().toISOString() });
  const row = rows[0];
  if (!row) return null;
  const scope = row.token.scope;
  if (scope !== "portal" && scope !== "tfa" && scope !== "client") return null;
  return {
    token_hash: row.token.token_hash,
    scope,
    client_id: row.token.client_id,
    family_id: row.token.family_id,
    expires_at: row.token.expires_at,
    user: row.user,
  };
}
