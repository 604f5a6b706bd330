import type { Area } from "../../schemas/access";
import type { TokenResponse } from "../session-types";
import { PORTAL_ROLE_TABLE } from "./role-tables";
import { areasOf, isPortalRole } from "./rules";

/**
 * The page a user lands on after signing in (000 §2 guards, 000 §6, 001 §2): RCM users /rcm,
 * users without claims /v2, branded users their role's start page (/home when the role is
 * missing or unknown), everybody else /home.
 */
export function landingOf(session: TokenResponse): string {
  if (session.isRcmUser) return "/rcm/home";
  if (session.isUserWithoutClaims) return "/v2/home";
  if (session.isBrandedUser && isPortalRole(session.brandedRole))
    return PORTAL_ROLE_TABLE[session.brandedRole].landing;
  return "/home";
}

/** The area a path belongs to, or undefined for shared pages (/home, /update-password). */
export function areaOfPath(pathname: string): Area | undefined {
  if (pathname === "/rcm" || pathname.startsWith("/rcm/")) return "rcm";
  if (pathname === "/v2" || pathname.startsWith("/v2/")) return "v2";
  if (pathname === "/settlements" || pathname.startsWith("/settlements/")) return "settlements";
  if (
    pathname === "/authorization" ||
    pathname.startsWith("/authorization/") ||
    pathname.startsWith("/authorizations/")
  ) {
    return "authorizations";
  }
  return undefined;
}

/** Paths of the pages that finish signing in (000 §2). */
export const ROTATION_PATH = "/change-password-required";
export const TERMS_PATH = "/terms-and-conditions";

/**
 * Where the guard sends an authenticated session that asks for `pathname`, or null to let it
 * through (000 §2 guards, in their order): rotation, then terms, then the user kind's area, then
 * the role's areas. `/home` is the shared landing of branded users whatever their role, except
 * SETTLEMENT_SUBMITTER, who is sent to /settlements (000 §2).
 */
export function guardRedirect(session: TokenResponse, pathname: string): string | null {
  if (session.passwordRotationRequired) return pathname === ROTATION_PATH ? null : ROTATION_PATH;
  if (session.termsAndConditionsAcceptanceRequired) return pathname === TERMS_PATH ? null : TERMS_PATH;
  if (pathname === ROTATION_PATH || pathname === TERMS_PATH) return landingOf(session);
  const landing = landingOf(session);
  if (session.isRcmUser) return areaOfPath(pathname) === "rcm" ? null : landing;
  if (session.isUserWithoutClaims) return areaOfPath(pathname) === "v2" ? null : landing;
  if (pathname === "/") return landing;
  if (pathname === "/home") {
    if (session.isBrandedUser && session.brandedRole === "SETTLEMENT_SUBMITTER") return "/settlements";
    return null;
  }
  const area = areaOfPath(pathname);
  if (area === undefined) return null;
  if (area === "rcm" || area === "v2") return landing;
  return areasOf(session).includes(area) ? null : "/home";
}
