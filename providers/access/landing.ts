import type { Area } from "../../schemas/access";
import type { TokenResponse } from "../session-types";
import { PORTAL_ROLE_TABLE } from "./role-tables";
import { areasOf, hasPermissionError, isPortalRole } from "./rules";

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

/** Pages of 000 §2's root layout (`/`, `/home`, `/update-password`) that belong to no area. */
const CLAIMS_DESK_ROOT: ReadonlySet<string> = new Set(["/", "/home", "/update-password"]);

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
  if (session.isRcmUser) {
    const area = areaOfPath(pathname);
    if (area === "rcm") return null;
    // An unknown path is let through to the not-found page (issue 19 §8; unknownPathRedirect).
    if (area === undefined && !CLAIMS_DESK_ROOT.has(pathname)) return null;
    return landing;
  }
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

/**
 * Whether `pathname` is a page the session may not open, to be refused in words rather than
 * redirected (issue 19 §8 "a path the role may not open says so"; docs/decisions.md "Not found and
 * not allowed"): a path of an area the session does not reach (000 §6 roles, 001 §2 user kinds), or
 * /update-password for RCM users and users without claims. The session guard lets such a path
 * through and the signed-in app shows the refusal (src/components/route-gate/path-pages.tsx).
 * False while rotation or terms are pending, for the entry points 000 §2 redirects (`/`, `/home`,
 * the finishing pages) and for a session with the permission-error flag (000 §2: sent to /home).
 */
export function refusedPath(session: TokenResponse, pathname: string): boolean {
  if (session.passwordRotationRequired || session.termsAndConditionsAcceptanceRequired) return false;
  if (pathname === "/" || pathname === "/home" || pathname === ROTATION_PATH || pathname === TERMS_PATH)
    return false;
  if (hasPermissionError(session)) return false;
  const area = areaOfPath(pathname);
  if (area === undefined)
    return Boolean(session.isRcmUser || session.isUserWithoutClaims) && CLAIMS_DESK_ROOT.has(pathname);
  return !areasOf(session).includes(area);
}

/**
 * Where a path no route knows sends the session, or null to show the not-found page (issue 19 §8;
 * docs/decisions.md "Not found and not allowed"): the claims desk keeps 000 §2 "Unknown paths go
 * to Home" (/home, then the guards), users without claims never get here (001 §2 "Unknown paths go
 * to home": the guard sends them to /v2/home), and RCM users, whose layout names no such redirect
 * (001 §2 "RCM layout"), see the not-found page with the way to their home.
 */
export function unknownPathRedirect(session: TokenResponse): string | null {
  return session.isRcmUser ? null : "/home";
}
