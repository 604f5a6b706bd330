import type { Area } from "../../schemas/access";
import type { PortalRole } from "../session-types";

/**
 * The role tables as data (DESIGN.md §6). Each row says where it comes from: a spec section, or
 * docs/decisions.md where the spec says "not shown".
 */

/** Portal roles of the branded variant: areas reached and landing page. Source: 000 §6 role table. */
export const PORTAL_ROLE_TABLE: Record<
  PortalRole,
  { areas: readonly Area[]; landing: string; source: string }
> = {
  ADMINISTRATOR: { areas: ["authorizations", "settlements"], landing: "/home", source: "000 §6" },
  AUTHORIZER: { areas: ["authorizations"], landing: "/home", source: "000 §6" },
  SETTLEMENT_SUBMITTER: { areas: ["settlements"], landing: "/settlements", source: "000 §6" },
};

/** The RCM role denial lists: one table shared with the reference API (schemas/rcm-role-denials.ts). */
export { RCM_ROLE_DENIALS } from "../../schemas/rcm-role-denials";
