import { queryOptions } from "@tanstack/react-query";
import { fillEndpoint } from "../../../providers/data/endpoint";
import type { HttpClient } from "../../../providers/http";
import { ROLE_PERMISSIONS_ENDPOINT, type RolePermissions } from "./accounts/role-permissions";

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
