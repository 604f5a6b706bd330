import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { useHttp, useSession } from "../../app/runtime-context";
import {
  isViewConfiguration,
  readCachedViewConfiguration,
  writeCachedViewConfiguration,
  type ViewConfiguration,
} from "../../lib/view-configuration";
import { fillProvider } from "./use-lookup-options";

/** The view-configuration call of 001 §7 (`GET view-configuration/{id}` under rcm/v1). */
export const VIEW_CONFIGURATION_ENDPOINT = "rcm/v1/view-configuration/{provider}";

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The view configuration of the signed-in provider (001 §1), read from the localStorage cache
 * `pp.viewConfiguration` at once and refreshed from the server (stale-while-revalidate); the
 * fresh answer replaces the cache. `enabled: false` (lists without a `viewConfiguration`) makes no
 * call. A failed call keeps the cached value (or none: every column is shown).
 */
export function useViewConfiguration(enabled: boolean): ViewConfiguration | undefined {
  const http = useHttp();
  const provider = useSession()?.extensions?.providerSlug ?? "";
  const cached = enabled && provider ? readCachedViewConfiguration(safeLocalStorage(), provider) : undefined;
  const query = useQuery({
    queryKey: ["view-configuration", provider],
    queryFn: async ({ signal }) => {
      const response = await http.get<unknown>(`/${fillProvider(VIEW_CONFIGURATION_ENDPOINT, provider)}`, {
        signal,
      });
      return isViewConfiguration(response.data) ? response.data : { sections: [] };
    },
    enabled: enabled && provider !== "",
    staleTime: 5 * 60_000,
  });
  useEffect(() => {
    if (query.data && provider) writeCachedViewConfiguration(safeLocalStorage(), provider, query.data);
  }, [query.data, provider]);
  return query.data ?? cached;
}
