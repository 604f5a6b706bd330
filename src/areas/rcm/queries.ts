import { queryOptions } from "@tanstack/react-query";
import { fillEndpoint } from "../../../providers/data/endpoint";
import type { HttpClient } from "../../../providers/http";
import { ROLE_PERMISSIONS_ENDPOINT, type RolePermissions } from "./accounts/role-permissions";
import type { AccountDetail } from "../../../schemas/entities/account-detail";
import type { Charge } from "../../../schemas/entities/charge";
import type { AuditRule } from "../../../schemas/entities/audit-rule";

/**
 * The revenue cycle's calls outside the data providers (DESIGN.md §10 "Calls outside data
 * providers"): `queryOptions` factories, endpoints filled by the one filler
 * (providers/data/endpoint.ts `fillEndpoint`). Components use them with `useQuery(factory(…))`,
 * layouts and tests with `queryClient.fetchQuery(factory(…))`: one key, one cache entry.
 */

/** Who is asking: the HTTP client and the session's provider slug and user. */
export interface RcmQueryContext {
  http: HttpClient;
  provider: string;
  userId: string | undefined;
}

/**
 * The role permissions of the signed-in provider (001 §3 "Role permissions", 001 §6):
 * `GET rcm/v1/role-permissions/providers/{provider}/statuses`, loaded once per user and provider
 * (never stale while the session lasts; sign-out clears the cache). Disabled without a provider.
 * The query fails (never resolves to "no restrictions") when the call fails; the HTTP layer's
 * retries apply.
 * @throws Error from `fillEndpoint` if run without a provider.
 */
export function rolePermissionsQuery({ http, provider, userId }: RcmQueryContext) {
  return queryOptions({
    queryKey: ["rcm", "role-permissions", userId ?? "", provider] as const,
    queryFn: async ({ signal }): Promise<RolePermissions> =>
      (
        await http.get<RolePermissions>(`/${fillEndpoint(ROLE_PERMISSIONS_ENDPOINT, { provider })}`, {
          signal,
        })
      ).data,
    enabled: provider !== "",
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** `GET rcm/v1/accounts/{id}` (001 §7). */
export const ACCOUNT_ENDPOINT = "rcm/v1/accounts/{id}";
/** The caller's restricted events on one account (001 §7): `[{ restrictedEvent }]`. */
export const ACCOUNT_RESTRICTED_EVENTS_ENDPOINT =
  "rcm/v1/role-permissions/providers/{provider}/accounts/{accountId}/restricted-events";
/** The support files the caller may not touch on one account (001 §7): `[{ fileCode }]`. */
export const ACCOUNT_SUPPORT_FILE_RESTRICTIONS_ENDPOINT =
  "rcm/v1/role-permissions/providers/{provider}/accounts/{accountId}/support-file-restrictions";
/** `GET rcm/v1/charges/{id}` (001 §7). */
export const CHARGE_ENDPOINT = "rcm/v1/charges/{id}";

/** The react-query key prefix of everything loaded for one account (to refresh it after an action). */
export function accountKey(accountId: string) {
  return ["rcm", "account", accountId] as const;
}

/**
 * How long the account queries asked by the session's warm-up serve the account screen, in ms
 * from their answer (warm-up.ts `prefetchAccountAt`, src/lib/query-client.ts).
 */
export const ACCOUNT_PREFETCH_FRESH_MS = 60_000;

/**
 * One account's detail (001 §3 "Detail adds", §7 `GET rcm/v1/accounts/{id}`), camel-cased by the
 * HTTP layer: header fields, last change log, children and parent. Fails (HTTP error kept as the
 * query error: 404 unknown account, 403 another provider's, 400 malformed id) rather than resolving
 * to an empty account.
 * @throws Error from `fillEndpoint` if run without an account id.
 */
export function accountQuery({ http }: Pick<RcmQueryContext, "http">, accountId: string) {
  return queryOptions({
    queryKey: [...accountKey(accountId), "detail"] as const,
    queryFn: async ({ signal }): Promise<AccountDetail> =>
      (await http.get<AccountDetail>(`/${fillEndpoint(ACCOUNT_ENDPOINT, { id: accountId })}`, { signal }))
        .data,
    enabled: accountId !== "",
  });
}

/**
 * The events refused to the caller on one account (001 §7 `…/accounts/{accountId}/restricted-events`),
 * as event names. They add to the role tables and the per-user restrictions in `can()`
 * (`params.accountRestrictedEvents`). Fails rather than resolving to "no restrictions".
 * @throws Error from `fillEndpoint` without a provider or account id.
 */
export function accountRestrictedEventsQuery({ http, provider, userId }: RcmQueryContext, accountId: string) {
  return queryOptions({
    queryKey: [...accountKey(accountId), "restricted-events", userId ?? "", provider] as const,
    queryFn: async ({ signal }): Promise<string[]> => {
      const url = `/${fillEndpoint(ACCOUNT_RESTRICTED_EVENTS_ENDPOINT, { provider, accountId })}`;
      const rows = (await http.get<{ restrictedEvent: string }[]>(url, { signal })).data;
      return rows.map((row) => row.restrictedEvent);
    },
    enabled: provider !== "" && accountId !== "",
  });
}

/**
 * The support file codes the caller may not touch on one account (001 §7
 * `…/accounts/{accountId}/support-file-restrictions`). Fails rather than resolving to "none".
 * @throws Error from `fillEndpoint` without a provider or account id.
 */
export function accountSupportFileRestrictionsQuery(
  { http, provider, userId }: RcmQueryContext,
  accountId: string,
) {
  return queryOptions({
    queryKey: [...accountKey(accountId), "support-file-restrictions", userId ?? "", provider] as const,
    queryFn: async ({ signal }): Promise<string[]> => {
      const url = `/${fillEndpoint(ACCOUNT_SUPPORT_FILE_RESTRICTIONS_ENDPOINT, { provider, accountId })}`;
      const rows = (await http.get<{ fileCode: string }[]>(url, { signal })).data;
      return rows.map((row) => row.fileCode);
    },
    enabled: provider !== "" && accountId !== "",
  });
}

/**
 * One charge (001 §3 "Charge", §7 `GET rcm/v1/charges/{id}`) with the account fields charge views
 * show. Fails on 404 / 403 / 400 like {@link accountQuery}.
 * @throws Error from `fillEndpoint` if run without a charge id.
 */
export function chargeQuery({ http }: Pick<RcmQueryContext, "http">, chargeId: string) {
  return queryOptions({
    queryKey: ["rcm", "charge", chargeId] as const,
    queryFn: async ({ signal }): Promise<Charge> =>
      (await http.get<Charge>(`/${fillEndpoint(CHARGE_ENDPOINT, { id: chargeId })}`, { signal })).data,
    enabled: chargeId !== "",
  });
}

/** The react-query key prefix of one agreement's audit rules (to refresh them after a change). */
export function auditRulesKey(agreementCode: string) {
  return ["rcm", "audit-rules", agreementCode] as const;
}

/**
 * The audit rules of one agreement, oldest first: `GET rcm/v1/provider-payer-configurations/
 * {agreementCode}/audit-configurations` (001 §2 "agreements/audit-rule"; docs/api-contract.md
 * "Agreements"), a plain array (no paging), camel-cased. Disabled without an agreement code.
 * @param endpoint - the audit rules' endpoint template (resources/audit-rules.ts).
 */
export function auditRulesQuery(
  { http }: Pick<RcmQueryContext, "http">,
  endpoint: string,
  agreementCode: string,
) {
  return queryOptions({
    queryKey: auditRulesKey(agreementCode),
    queryFn: async ({ signal }): Promise<AuditRule[]> =>
      (await http.get<AuditRule[]>(`/${fillEndpoint(endpoint, { agreementCode })}`, { signal })).data,
    enabled: agreementCode !== "",
  });
}
