/**
 * OAuth calls (000 §7 "Authentication"; docs/api-contract.md "Authentication"):
 * `POST /v1/oauth/token` with the password, client_credentials and refresh_token grants (client
 * basic authentication, sign-in throttling, refresh-token rotation, family revocation on reuse),
 * `POST /v1/oauth/revoke` (RFC 7009, an addition to the contract) and `GET /v1/oauth/check_token`.
 */
import { and, eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import {
  revokeRequestBody,
  tokenRequestBody,
  type RevokeRequestBody,
  type TokenRequestBody,
} from "../../../schemas/requests/auth";
import { access_tokens, refresh_tokens, users } from "../../db/schema";
import { clientAddress } from "../../lib/client-address";
import type { AppDeps, AppEnv } from "../../lib/context";
import { ApiError, OAuthError } from "../../lib/errors";
import { translate } from "../../lib/messages";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import { lockedForSeconds, recordFailure, recordSuccess } from "../../lib/throttle";
import {
  hashToken,
  issueAccessToken,
  issueSession,
  resolveBearer,
  revokeFamily,
  tokenAnswer,
} from "../../lib/tokens";
import { check, readJson } from "../../lib/validate";

/** A hash to compare against when the username is unknown, so that timing does not tell. */
const DUMMY_HASH = hashPassword("not-a-password-of-anyone");

/**
 * The OAuth client of the request's Basic authentication.
 * @throws OAuthError 401 invalid_client when missing or wrong.
 */
function authenticateClient(c: Context<AppEnv>, deps: AppDeps): string {
  const match = /^Basic\s+(\S+)\s*$/i.exec(c.req.header("authorization") ?? "");
  const decoded = match ? Buffer.from(match[1], "base64").toString("utf8") : "";
  const colon = decoded.indexOf(":");
  const id = colon > 0 ? safeDecode(decoded.slice(0, colon)) : "";
  const secret = colon > 0 ? safeDecode(decoded.slice(colon + 1)) : "";
  if (!id || deps.config.clients[id] === undefined || deps.config.clients[id] !== secret) {
    c.header("www-authenticate", 'Basic realm="oauth"');
    throw new OAuthError(401, "invalid_client", "INVALID_CLIENT");
  }
  return id;
}

/** Form-decodes a Basic credential part (RFC 6749 §2.3.1); malformed escapes stay as they are. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

/** The body of an OAuth call, form-urlencoded (RFC 6749, RFC 7009) or JSON, with OAuth-style errors. */
async function readOAuthBody(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  let body: unknown;
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    try {
      const form = await c.req.parseBody();
      body = Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === "string"));
    } catch {
      throw new OAuthError(400, "invalid_request", { text: "body is not a valid form" });
    }
  } else {
    try {
      body = await readJson(c);
    } catch {
      throw new OAuthError(400, "invalid_request", { text: "body is not valid JSON" });
    }
  }
  return body;
}

/** Checks an OAuth body against its schema; a failure is 400 invalid_request naming the field. */
function checkOAuthBody<T>(schema: object, body: unknown): T {
  try {
    return check<T>(schema, body);
  } catch (error) {
    const text = error instanceof ApiError ? error.message : "invalid request";
    throw new OAuthError(400, "invalid_request", { text });
  }
}

/** The token request, form-urlencoded or JSON, with OAuth-style errors. */
async function readTokenRequest(c: Context<AppEnv>): Promise<TokenRequestBody> {
  const body = await readOAuthBody(c);
  const grant = (body as { grant_type?: unknown } | null)?.grant_type;
  if (typeof grant === "string" && !["password", "client_credentials", "refresh_token"].includes(grant)) {
    throw new OAuthError(400, "unsupported_grant_type", "UNSUPPORTED_GRANT_TYPE");
  }
  return checkOAuthBody<TokenRequestBody>(tokenRequestBody, body);
}

async function passwordGrant(deps: AppDeps, c: Context<AppEnv>, clientId: string, body: TokenRequestBody) {
  if (!body.username || !body.password) {
    throw new OAuthError(400, "invalid_request", { text: "username and password are required" });
  }
  const username = body.username.trim().toLowerCase();
  const keys = { username, address: clientAddress(c, deps) };
  const waitS = await lockedForSeconds(deps, keys);
  if (waitS > 0) {
    // Locked: refused before the password is looked at, so even the right one waits.
    c.header("retry-after", String(waitS));
    throw new OAuthError(429, "too_many_attempts", "TOO_MANY_ATTEMPTS");
  }
  const [user] = await deps.handle.db.select().from(users).where(eq(users.username, username));
  const ok = await verifyPassword(body.password, user ? user.password_hash : await DUMMY_HASH);
  if (!user || !ok) {
    const remaining = await recordFailure(deps, keys);
    // The OAuth error shape (RFC 6749 §5.2) plus the tries left before the lock, which RFC 6749
    // lets an error answer add, so that the sign-in page can warn before the last tries
    // (issue 19 §9; docs/decisions.md "Sign-in lockout warning").
    const answer = {
      error: "invalid_grant",
      error_description: translate("BAD_CREDENTIALS", c.get("lang") ?? "es"),
      ...(remaining === null ? {} : { attempts_remaining: remaining }),
    };
    return c.json(answer, 400);
  }
  await recordSuccess(deps, username);
  if (user.tfa_required) {
    const access = await issueAccessToken(deps, {
      user_id: user.id,
      client_id: clientId,
      scope: "tfa",
      family_id: null,
    });
    return c.json(await tokenAnswer(deps, user, { access_token: access, scope: "tfa" }));
  }
  return c.json(await issueSession(deps, user, clientId));
}

async function refreshGrant(deps: AppDeps, c: Context<AppEnv>, clientId: string, body: TokenRequestBody) {
  if (!body.refresh_token)
    throw new OAuthError(400, "invalid_request", { text: "refresh_token is required" });
  const tokenHash = hashToken(body.refresh_token);
  const db = deps.handle.db;
  // Claim the token atomically: only one request can turn used from false to true.
  const [claimed] = await db
    .update(refresh_tokens)
    .set({ used: true })
    .where(
      and(
        eq(refresh_tokens.token_hash, tokenHash),
        eq(refresh_tokens.used, false),
        eq(refresh_tokens.revoked, false),
      ),
    )
    .returning();
  if (!claimed) {
    const [known] = await db.select().from(refresh_tokens).where(eq(refresh_tokens.token_hash, tokenHash));
    if (known?.used && !known.revoked) {
      await revokeFamily(deps, known.family_id);
      deps.log(`[auth] refresh token reused: family ${known.family_id} revoked`);
      throw new OAuthError(401, "invalid_grant", "REFRESH_TOKEN_REUSED");
    }
    throw new OAuthError(401, "invalid_grant", "INVALID_REFRESH_TOKEN");
  }
  if (claimed.client_id !== clientId || claimed.expires_at.getTime() <= deps.now().getTime()) {
    throw new OAuthError(401, "invalid_grant", "INVALID_REFRESH_TOKEN");
  }
  const [user] = await db.select().from(users).where(eq(users.id, claimed.user_id));
  if (!user) throw new OAuthError(401, "invalid_grant", "INVALID_REFRESH_TOKEN");
  return c.json(await issueSession(deps, user, clientId, claimed.family_id));
}

/**
 * Revokes a refresh token with its whole family (every access and refresh token descended from the
 * same sign-in), or one access token. `token_type_hint` only orders the look-ups (RFC 7009 §2.1).
 */
async function revokeToken(deps: AppDeps, clientId: string, body: RevokeRequestBody): Promise<void> {
  const tokenHash = hashToken(body.token);
  const db = deps.handle.db;
  const asRefresh = async () => {
    const [row] = await db.select().from(refresh_tokens).where(eq(refresh_tokens.token_hash, tokenHash));
    if (!row || row.client_id !== clientId) return false;
    await revokeFamily(deps, row.family_id);
    return true;
  };
  const asAccess = async () => {
    const [row] = await db
      .update(access_tokens)
      .set({ revoked: true })
      .where(and(eq(access_tokens.token_hash, tokenHash), eq(access_tokens.client_id, clientId)))
      .returning({ token_hash: access_tokens.token_hash });
    return row !== undefined;
  };
  const order = body.token_type_hint === "access_token" ? [asAccess, asRefresh] : [asRefresh, asAccess];
  for (const attempt of order) if (await attempt()) return;
}

/** Routes under /v1/oauth. */
export function oauthRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post("/token", async (c) => {
    const clientId = authenticateClient(c, deps);
    const body = await readTokenRequest(c);
    c.header("cache-control", "no-store");
    if (body.grant_type === "password") return passwordGrant(deps, c, clientId, body);
    if (body.grant_type === "refresh_token") return refreshGrant(deps, c, clientId, body);
    const access = await issueAccessToken(deps, {
      user_id: null,
      client_id: clientId,
      scope: "client",
      family_id: null,
    });
    return c.json({
      access_token: access,
      token_type: "bearer",
      expires_in: deps.config.accessTtlS,
      scope: "client",
    });
  });

  // RFC 7009 token revocation: 200 whether or not the token was known (§2.2), so that the answer
  // tells nothing; a token of another client is left alone.
  routes.post("/revoke", async (c) => {
    const clientId = authenticateClient(c, deps);
    const body = checkOAuthBody<RevokeRequestBody>(revokeRequestBody, await readOAuthBody(c));
    await revokeToken(deps, clientId, body);
    return c.body(null, 200);
  });

  routes.get("/check_token", async (c) => {
    const token = c.req.query("token");
    const principal = token ? await resolveBearer(deps, token) : null;
    if (!principal) throw new OAuthError(400, "invalid_token", "INVALID_TOKEN");
    return c.json({
      active: true,
      user_id: principal.user?.id ?? null,
      user_name: principal.user?.username ?? null,
      client_id: principal.client_id,
      exp: Math.floor(principal.expires_at.getTime() / 1000),
      scope: principal.scope,
    });
  });

  return routes;
}
