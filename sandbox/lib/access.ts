/** Access checks of the claims-desk and revenue-cycle calls: the caller's own provider only. */
import type { Context } from "hono";
import type { UserRow } from "../db/schema";
import { requireUser } from "./auth";
import type { AppEnv } from "./context";
import { forbidden } from "./errors";

/**
 * A signed-in user acting on `{provider}`, which must be the user's provider.
 * @throws 401 without a session, 403 for another provider.
 */
export function requireProviderUser(c: Context<AppEnv>, provider: string): UserRow {
  const user = requireUser(c);
  if (user.provider_slug !== provider) throw forbidden();
  return user;
}

/** Branded roles that may use the claims desk (000 §6: ADMINISTRATOR and AUTHORIZER). */
export const CLAIMS_DESK_BRANDED_ROLES: readonly string[] = ["ADMINISTRATOR", "AUTHORIZER"];

/**
 * A user of the claims desk (000 §6; docs/api-contract.md "Claims desk: a new authorization"): an
 * ordinary provider user or a branded ADMINISTRATOR or AUTHORIZER, optionally acting on
 * `{provider}`, which must be the user's provider.
 * @throws 401 without a session; 403 for an RCM user, a user without claims, another branded role
 * or another provider.
 */
export function requireClaimsDeskUser(c: Context<AppEnv>, provider?: string): UserRow {
  const user = requireUser(c);
  if (user.is_rcm_user || user.is_user_without_claims) throw forbidden();
  if (user.is_branded_user && !CLAIMS_DESK_BRANDED_ROLES.includes(user.branded_role ?? "")) throw forbidden();
  if (provider !== undefined && user.provider_slug !== provider) throw forbidden();
  return user;
}

/**
 * An RCM user (001 §6), optionally acting on `{provider}`, which must be the user's provider.
 * @throws 401 without a session, 403 for a user who is not an RCM user or another provider.
 */
export function requireRcmUser(c: Context<AppEnv>, provider?: string): UserRow {
  const user = requireUser(c);
  if (!user.is_rcm_user || user.rcm_user_roles.length === 0) throw forbidden();
  if (provider !== undefined && user.provider_slug !== provider) throw forbidden();
  return user;
}
