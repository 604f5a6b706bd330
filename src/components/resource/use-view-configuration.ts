import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { useHttp, useSession } from "../../base/runtime-context";
import {
  readCachedViewConfiguration,
  writeCachedViewConfiguration,
  type ViewConfiguration,
} from "../../lib/view-configuration";
import { viewConfigurationQuery } from "./queries";

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
  const options = viewConfigurationQuery({ http, provider });
  const query = useQuery({ ...options, enabled: enabled && options.enabled });
  useEffect(() => {
    if (query.data && provider) writeCachedViewConfiguration(safeLocalStorage(), provider, query.data);
  }, [query.data, provider]);
  return query.data ?? cached;
}
