import { ACCOUNT_STATUS_CATALOGUE } from "../../../../schemas/entities/status-catalogues";

/**
 * The answer of `GET /rcm/v1/role-permissions/providers/{provider}/statuses` (001 §3 "Role
 * permissions", 001 §6, docs/api-contract.md), camel-cased.
 */
export interface RolePermissions {
  roleStatuses?: { role: string; statuses: string[] }[];
  accountEventRestrictions?: { restrictedEvent: string }[];
  supportFileRestrictions?: unknown[];
}

/** The role-permissions endpoint under apiBaseUrl (`{provider}` = the session's provider slug). */
export const ROLE_PERMISSIONS_ENDPOINT = "rcm/v1/role-permissions/providers/{provider}/statuses";

/**
 * The statuses a user may filter by (001 §6 "Role permissions loaded per provider give statuses
 * allowed"): the union of the statuses listed for the user's RCM roles, in catalogue order
 * (unknown values last). When the answer lists none of the user's roles, every filterable status
 * of the catalogue is offered (the server still checks).
 */
export function allowedStatuses(
  permissions: RolePermissions | undefined,
  roles: readonly string[] | undefined,
): string[] {
  const catalogue: readonly string[] = ACCOUNT_STATUS_CATALOGUE.values;
  const mine = new Set<string>();
  let matched = false;
  for (const entry of permissions?.roleStatuses ?? []) {
    if (!roles?.includes(entry.role)) continue;
    matched = true;
    for (const status of entry.statuses ?? []) mine.add(status);
  }
  if (!matched) return [...catalogue];
  const ordered = catalogue.filter((status) => mine.has(status));
  const others = [...mine].filter((status) => !catalogue.includes(status));
  return [...ordered, ...others];
}

/** The per-user restricted events of the answer (001 §6), for `sessionStore.setRestrictedEvents`. */
export function restrictedEventsOf(permissions: RolePermissions | undefined): string[] {
  return (permissions?.accountEventRestrictions ?? [])
    .map((entry) => entry.restrictedEvent)
    .filter((event): event is string => typeof event === "string" && event !== "");
}
