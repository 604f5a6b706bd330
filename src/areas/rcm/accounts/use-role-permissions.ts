import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { useHttp, useRuntime, useSession } from "../../../app/runtime-context";
import { fillProvider } from "../../../components/resource/use-lookup-options";
import { ROLE_PERMISSIONS_ENDPOINT, restrictedEventsOf, type RolePermissions } from "./role-permissions";

/**
 * Loads the role permissions of the signed-in provider once per session (001 §6) and stores the
 * per-user restricted events in the session store, so that `can()` sees them (DESIGN.md §6).
 * @returns the answer, undefined while loading or when the call failed.
 */
export function useRolePermissions(): RolePermissions | undefined {
  const http = useHttp();
  const { sessionStore } = useRuntime();
  const session = useSession();
  const provider = session?.extensions?.providerSlug ?? "";
  const query = useQuery({
    queryKey: ["role-permissions", session?.userId, provider],
    queryFn: async ({ signal }) =>
      (await http.get<RolePermissions>(`/${fillProvider(ROLE_PERMISSIONS_ENDPOINT, provider)}`, { signal }))
        .data,
    enabled: provider !== "",
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    if (!query.data) return;
    const events = restrictedEventsOf(query.data);
    const current = sessionStore.getRestrictedEvents();
    if (current === undefined || current.join(",") !== events.join(","))
      sessionStore.setRestrictedEvents(events);
  }, [query.data, sessionStore]);
  return query.data;
}
