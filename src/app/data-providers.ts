import type { DataProvider } from "@refinedev/core";
import { createDataProvider, DIALECTS, type PathParams, type ServiceName } from "../../providers/data";
import type { HttpClient } from "../../providers/http";

/**
 * One Refine DataProvider per backend service (DESIGN.md §3), by service name; a resource picks
 * its own with `meta.dataProviderName` (its declaration's `service`). `default` is the claims
 * service (arc). `pathParams` fills `{provider}` in endpoints from the session.
 */
export function createDataProviders(
  http: HttpClient,
  pathParams: () => PathParams,
): Record<"default" | ServiceName, DataProvider> {
  const entries = Object.entries(DIALECTS).map(([name, dialect]) => [
    name,
    createDataProvider(dialect, http, { pathParams }),
  ]);
  const providers = Object.fromEntries(entries) as Record<ServiceName, DataProvider>;
  return { default: providers.arc, ...providers };
}
