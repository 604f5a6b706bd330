import { useQueries } from "@tanstack/react-query";
import { useCanWithoutCache } from "@refinedev/core";
import { useRestrictedEvents, useSession } from "../../base/runtime-context";

/**
 * Which of a resource's actions the user may do, asked through Refine's access control
 * (`can({ resource, action })`, DESIGN.md §6): one cached question per action, asked again when
 * the user or their restricted events change. While an answer is pending the action counts as not
 * permitted (hidden beats disabled).
 * @param accountRestrictedEvents events restricted for the user on one account (001 §7), refused too
 *   (`can()` params, providers/access); undefined outside an account.
 * @returns the permitted action names.
 */
export function usePermittedActions(
  resource: string,
  actions: readonly string[],
  accountRestrictedEvents?: readonly string[],
): Set<string> {
  const { can } = useCanWithoutCache();
  const user = useSession()?.userId ?? "";
  const restricted = useRestrictedEvents()?.join(",") ?? "";
  const perAccount = accountRestrictedEvents?.join(",") ?? "";
  const results = useQueries({
    queries: actions.map((action) => ({
      queryKey: ["resource-action-permission", user, restricted, perAccount, resource, action],
      queryFn: async () =>
        can ? await can({ resource, action, params: { accountRestrictedEvents } }) : { can: true },
      staleTime: 60_000,
    })),
  });
  const permitted = new Set<string>();
  results.forEach((result, index) => {
    if (result.data?.can) permitted.add(actions[index]);
  });
  return permitted;
}
