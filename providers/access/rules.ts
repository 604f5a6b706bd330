import type { AccessRequirement, Area, FeatureFlag, RcmEvent } from "../../schemas/access";
import { RCM_EVENTS } from "../../schemas/access";
import type { PortalRole, RcmRole, TokenResponse } from "../session-types";
import { PORTAL_ROLE_TABLE, RCM_ROLE_DENIALS } from "./role-tables";

/** True when `role` is one of the three portal roles (000 §6). */
export function isPortalRole(role: string | undefined): role is PortalRole {
  return role !== undefined && Object.prototype.hasOwnProperty.call(PORTAL_ROLE_TABLE, role);
}

/** True when `role` is one of the ten RCM roles (000 §6). */
export function isRcmRole(role: string): role is RcmRole {
  return Object.prototype.hasOwnProperty.call(RCM_ROLE_DENIALS, role);
}

/**
 * True when a branded-variant user has a missing or unknown role: the permission-error flag of
 * 000 §6 (the user lands on /home with the "contact support" message).
 */
export function hasPermissionError(session: TokenResponse): boolean {
  return Boolean(session.isBrandedUser) && !isPortalRole(session.brandedRole);
}

/**
 * The areas a session may reach (000 §2 guards, 000 §6): RCM users the RCM area, users without
 * claims the v2 area, branded users what their role allows (nothing when unknown), and ordinary
 * provider users authorizations and settlements (docs/decisions.md "Ordinary provider users").
 */
export function areasOf(session: TokenResponse): readonly Area[] {
  if (session.isRcmUser) return ["rcm"];
  if (session.isUserWithoutClaims) return ["v2"];
  if (session.isBrandedUser)
    return isPortalRole(session.brandedRole) ? PORTAL_ROLE_TABLE[session.brandedRole].areas : [];
  return ["authorizations", "settlements"];
}

/**
 * RCM events allowed to a user: an event is allowed when at least one of the user's known RCM roles
 * does not deny it, and the user has no per-user restriction on it (000 §6, 001 §6). Unknown roles
 * allow nothing.
 */
export function allowedRcmEvents(
  roles: readonly string[] | undefined,
  restrictedEvents: readonly string[] = [],
): Set<RcmEvent> {
  const allowed = new Set<RcmEvent>();
  for (const role of roles ?? []) {
    if (!isRcmRole(role)) continue;
    const denied = new Set<RcmEvent>(RCM_ROLE_DENIALS[role].denies);
    for (const event of RCM_EVENTS) if (!denied.has(event)) allowed.add(event);
  }
  for (const event of restrictedEvents) allowed.delete(event as RcmEvent);
  return allowed;
}

/** What a decision needs to know about the user and the build. */
export interface AccessContext {
  session: TokenResponse | null;
  features: Partial<Record<FeatureFlag, boolean>>;
  /**
   * Per-user restricted events (001 §6 `accountEventRestrictions`); undefined until the role
   * permissions are loaded (src/areas/rcm/rcm-layout.tsx), and then every event requirement is refused.
   */
  restrictedEvents?: readonly string[];
}

/** Why an action is refused, as an i18n key (DESIGN.md §6). */
export type DenialReason =
  | "access.signedOut"
  | "access.area"
  | "access.feature"
  | "access.country"
  | "access.event"
  | "access.loading";

/**
 * Decides one requirement. Pure: the Refine AccessControlProvider and the guards both call it.
 * An RCM event requirement is refused (`access.loading`) while the role permissions are not
 * loaded (`restrictedEvents` undefined): "not loaded" never means "allowed" (DESIGN.md §6, §10).
 * @returns `{ can: true }` or `{ can: false, reason }`.
 */
export function decide(
  requirement: AccessRequirement | undefined,
  ctx: AccessContext,
): { can: boolean; reason?: DenialReason } {
  if (!ctx.session) return { can: false, reason: "access.signedOut" };
  if (!requirement) return { can: true };
  if (requirement.feature && !ctx.features[requirement.feature])
    return { can: false, reason: "access.feature" };
  if (requirement.area && !areasOf(ctx.session).includes(requirement.area))
    return { can: false, reason: "access.area" };
  if (requirement.country && ctx.session.extensions?.countryCode?.toUpperCase() !== requirement.country)
    return { can: false, reason: "access.country" };
  if (requirement.event || requirement.anyEvent) {
    if (ctx.restrictedEvents === undefined) return { can: false, reason: "access.loading" };
    const allowed = allowedRcmEvents(ctx.session.extensions?.rcmUserRoles, ctx.restrictedEvents);
    if (requirement.event && !allowed.has(requirement.event)) return { can: false, reason: "access.event" };
    if (requirement.anyEvent && !requirement.anyEvent.some((event) => allowed.has(event)))
      return { can: false, reason: "access.event" };
  }
  return { can: true };
}
