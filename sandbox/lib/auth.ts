/**
 * Bearer authentication: a middleware that resolves the token (without rejecting), and guards the
 * routes call (docs/api-contract.md "General": bearer token on every call but the token call).
 */
import type { Context, MiddlewareHandler } from "hono";
import type { UserRow } from "../db/schema";
import type { AppDeps, AppEnv, Principal } from "./context";
import { ApiError, OAuthError, forbidden } from "./errors";
import { resolveBearer } from "./tokens";

/** The bearer token of a request, if any. */
export function bearerToken(c: Context): string | null {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/** Sets `principal` from a valid bearer token (null otherwise); never rejects. */
export function identify(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    c.set("principal", token ? await resolveBearer(deps, token) : null);
    await next();
  };
}

/**
 * The caller's principal, which must have one of the scopes.
 * @throws OAuthError 401 invalid_token without a valid token; ApiError 403 for another scope.
 */
export function requireScope(c: Context<AppEnv>, ...scopes: Principal["scope"][]): Principal {
  const principal = c.get("principal");
  if (!principal) throw new OAuthError(401, "invalid_token", "INVALID_TOKEN");
  if (!scopes.includes(principal.scope)) throw forbidden();
  return principal;
}

/**
 * The signed-in user of a full (`portal`) session.
 * @throws 401 without a valid token, 403 for a tfa or client token.
 */
export function requireUser(c: Context<AppEnv>): UserRow {
  const principal = requireScope(c, "portal");
  if (!principal.user) throw forbidden();
  return principal.user;
}

/**
 * The caller of a call made with the client token (a `client_credentials` access token; 000 §7
 * "Beneficiary lookup (client token as bearer)"). Any other token is refused 401, as in
 * production (docs/api-contract.md "Beneficiary lookup").
 * @throws OAuthError 401 invalid_token without a valid token or with a user's (portal or tfa) token.
 */
export function requireClient(c: Context<AppEnv>): Principal {
  const principal = c.get("principal");
  if (!principal || principal.scope !== "client") throw new OAuthError(401, "invalid_token", "INVALID_TOKEN");
  return principal;
}

/**
 * Checks that the `{id}` of a `/v1/users/{id}/...` path is the caller's own id.
 * @throws ApiError 403 otherwise.
 */
export function requireOwnId(user: UserRow, id: string): void {
  if (user.id !== id) throw new ApiError(403, "INSUFFICIENT_PERMISSIONS");
}
