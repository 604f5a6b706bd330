import { queryOptions } from "@tanstack/react-query";
import { fillEndpoint } from "../../../providers/data/endpoint";
import type { HttpClient } from "../../../providers/http";
import { isViewConfiguration, type ViewConfiguration } from "../../lib/view-configuration";

/**
 * The generic lists' calls outside the data providers (DESIGN.md §10 "Calls outside data
 * providers"): provider lookups of select filters and the view configuration, as `queryOptions`
 * factories on the one endpoint filler (providers/data/endpoint.ts `fillEndpoint`).
 */

/** The view-configuration call of 001 §7 (`GET view-configuration/{id}` under rcm/v1). */
export const VIEW_CONFIGURATION_ENDPOINT = "rcm/v1/view-configuration/{provider}";

/** Who is asking: the HTTP client and the session's provider slug. */
export interface ListQueryContext {
  http: HttpClient;
  provider: string;
}

/**
 * A lookup of a select filter (001 §3 "Provider lookups", 001 §6): the declaration's endpoint with
 * `{provider}` filled, fetched once per provider and endpoint within 5 minutes. Disabled without
 * a provider or endpoint.
 * @throws Error from `fillEndpoint` when the endpoint names a placeholder other than `{provider}`.
 */
export function lookupQuery({ http, provider }: ListQueryContext, endpoint: string | undefined) {
  return queryOptions({
    queryKey: ["lookup", provider, endpoint ?? ""] as const,
    queryFn: async ({ signal }): Promise<unknown> =>
      (await http.get<unknown>(`/${fillEndpoint(endpoint ?? "", { provider })}`, { signal })).data,
    enabled: provider !== "" && Boolean(endpoint),
    staleTime: 5 * 60_000,
  });
}

/**
 * The view configuration of the signed-in provider (001 §1, §7); an answer of another shape counts
 * as "no sections" (every column shown). Disabled without a provider.
 */
export function viewConfigurationQuery({ http, provider }: ListQueryContext) {
  return queryOptions({
    queryKey: ["view-configuration", provider] as const,
    queryFn: async ({ signal }): Promise<ViewConfiguration> => {
      const response = await http.get<unknown>(
        `/${fillEndpoint(VIEW_CONFIGURATION_ENDPOINT, { provider })}`,
        {
          signal,
        },
      );
      return isViewConfiguration(response.data) ? response.data : { sections: [] };
    },
    enabled: provider !== "",
    staleTime: 5 * 60_000,
  });
}
