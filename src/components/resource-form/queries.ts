import { queryOptions } from "@tanstack/react-query";
import { fillEndpoint, type PathParams } from "../../../providers/data/endpoint";
import type { HttpClient } from "../../../providers/http";
import type { LookupWidgetOptions, PickWidgetOptions } from "../../../schemas/forms/form-declaration";

/**
 * Calls of declared forms outside the data providers (DESIGN.md §10 "Calls outside data
 * providers"), as `queryOptions` factories on the one endpoint filler.
 */

/** Who is asking: the HTTP client, the session's provider slug, the form's path parameters. */
export interface FormQueryContext {
  http: HttpClient;
  provider: string;
  pathParams?: PathParams;
}

/**
 * A server search of a `lookup` field (issue 8 §1 "search selects over lookups"):
 * `GET <endpoint>?<searchParam>=<term>`, the endpoint's placeholders filled (`{provider}` from the
 * session, the rest from the form's path parameters). Answers kept 1 minute per term; disabled
 * without a provider or while the term is shorter than `minChars`.
 * @returns the raw (camel-cased) answer; `lookupItems` reads it.
 */
export function lookupSearchQuery(context: FormQueryContext, source: LookupWidgetOptions, term: string) {
  const { http, provider, pathParams } = context;
  const searchParam = source.searchParam ?? "search_value";
  return queryOptions({
    queryKey: ["form-lookup", provider, source.endpoint, pathParams ?? {}, term] as const,
    queryFn: async ({ signal }): Promise<unknown> =>
      (
        await http.get<unknown>(`/${fillEndpoint(source.endpoint, { provider, ...pathParams })}`, {
          params: term === "" ? {} : { [searchParam]: term },
          signal,
        })
      ).data,
    enabled: provider !== "" && term.length >= (source.minChars ?? 0),
    staleTime: 60_000,
  });
}

/**
 * The whole list of a `pick` field (`GET <endpoint>` with its `params`, placeholders filled as a
 * lookup's): one call per endpoint and provider, kept 10 minutes (the provider's support
 * documents, agreements). Disabled without a provider.
 * @returns the raw (camel-cased) answer; `pickOptions` reads it.
 */
export function pickListQuery(context: FormQueryContext, source: PickWidgetOptions) {
  const { http, provider, pathParams } = context;
  return queryOptions({
    queryKey: ["form-pick", provider, source.endpoint, source.params ?? {}, pathParams ?? {}] as const,
    queryFn: async ({ signal }): Promise<unknown> =>
      (
        await http.get<unknown>(`/${fillEndpoint(source.endpoint ?? "", { provider, ...pathParams })}`, {
          params: source.params ?? {},
          signal,
        })
      ).data,
    enabled: provider !== "" && source.endpoint !== undefined,
    staleTime: 10 * 60_000,
  });
}
