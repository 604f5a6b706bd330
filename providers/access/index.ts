import type { AccessControlProvider } from "@refinedev/core";
import type { AccessRequirement } from "../../schemas/access";
import { decide, type AccessContext } from "./rules";

export * from "./rules";
export * from "./landing";
export { PORTAL_ROLE_TABLE, RCM_ROLE_DENIALS } from "./role-tables";

/** What `can()` reads from its `params` (all optional). */
export interface AccessParams {
  /** An ad-hoc requirement, replacing the resource's declared one. */
  requirement?: AccessRequirement;
  /** Events restricted for this user on one account (001 §7), refused on top of the per-user ones. */
  accountRestrictedEvents?: readonly string[];
}

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
 * - `can({ action, params: { requirement } })` decides an ad-hoc requirement (tabs, menu links);
 * - `params.accountRestrictedEvents` (001 §7 per-account `restricted-events`, loaded with the
 *   account) are refused on top of the per-user ones: allowed events = role tables ∖ role-permission
 *   restrictions ∖ per-user ∖ per-account (issue 7 §1).
 * Answers carry an i18n key as `reason` when refused.
 */
export function createAccessControlProvider(deps: AccessControlDeps): AccessControlProvider {
  return {
    can: async ({ resource, action, params }) => {
      const given = params as AccessParams | undefined;
      const requirement = given?.requirement ?? deps.requirementOf(resource, action);
      const context = deps.getContext();
      const perAccount = given?.accountRestrictedEvents;
      if (!perAccount?.length || context.restrictedEvents === undefined) return decide(requirement, context);
      return decide(requirement, {
        ...context,
        restrictedEvents: [...context.restrictedEvents, ...perAccount],
      });
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
  };
}
