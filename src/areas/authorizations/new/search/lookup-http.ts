import type { HttpClient } from "../../../../../providers/http";
import { clientTokenHttpOf } from "../../../../../providers/client-token-http";
import { useHttp, useRuntime, useSession } from "../../../../base/runtime-context";

/**
 * The client-token client of the beneficiary lookup (000 §7 "Beneficiary lookup (client token as
 * bearer)"; providers/client-token-http.ts): the portal's client with a `client_credentials`
 * token in place of the user's, one per session's client.
 */
export function useLookupHttp(): HttpClient {
  const http = useHttp();
  const { auth } = useRuntime();
  return clientTokenHttpOf(http, () => auth.clientCredentials());
}

/** The signed-in user's provider slug (the session token's extension), "" when none. */
export function useProviderSlug(): string {
  return useSession()?.extensions?.providerSlug ?? "";
}
