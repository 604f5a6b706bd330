import type { AccessControlProvider } from "@refinedev/core";
import type { AccessRequirement } from "../../schemas/access";
import { decide, type AccessContext } from "./rules";

export * from "./rules";
export * from "./landing";
export { PORTAL_ROLE_TABLE, RCM_ROLE_DENIALS } from "./role-tables";

/** What the access-control provider needs from the app. */
export interface AccessControlDeps {
  /** The current user, build flags and per-user restrictions. */
  getContext(): AccessContext;
  /** The requirement a resource declares for an action (resources/*.ts `access`), if any. */
  requirementOf(resource: string | undefined, action: string): AccessRequirement | undefined;
}

/**
 * The Refine AccessControlProvider (DESIGN.md §6). Every action button asks `can()`:
 * - `can({ resource, action })` looks up the requirement the resource declares for the action;
 * - `can({ action, params: { requirement } })` decides an ad-hoc requirement (tabs, menu links).
 * Answers carry an i18n key as `reason` when refused.
 */
export function createAccessControlProvider(deps: AccessControlDeps): AccessControlProvider {
  return {
    can: async ({ resource, action, params }) => {
      const explicit = (params as { requirement?: AccessRequirement } | undefined)?.requirement;
      const requirement = explicit ?? deps.requirementOf(resource, action);
      return decide(requirement, deps.getContext());
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
  };
}
