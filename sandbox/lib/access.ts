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
