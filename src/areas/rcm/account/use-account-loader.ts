import { useCallback, useMemo } from "react";
import { useQueries, useQueryClient } from "@tanstack/react-query";
import { useHttp, useSession } from "../../../base/runtime-context";
import {
  accountKey,
  accountQuery,
  accountRestrictedEventsQuery,
  accountSupportFileRestrictionsQuery,
} from "../queries";
import type { AccountContextValue } from "./account-context";

/** What {@link useAccountLoader} gives. */
export interface AccountLoad {
  /** The context value once the account AND both per-account restrictions are in; null before. */
  value: AccountContextValue | null;
  /** The first failure while `value` is null (the account's own error preferred: 404, 403, 400). */
  error: unknown;
  /** True while a failed call is being tried again. */
  retrying: boolean;
  /** Tries the failed calls again. */
  retry(): void;
}

/**
 * Loads what an account screen provides through `AccountContext` (issue 7 §2; 001 §7): the account
 * (`GET rcm/v1/accounts/{id}`), the caller's restricted events on it and its support-file
 * restrictions, in parallel through src/areas/rcm/queries.ts. Until all three are in, `value` is
 * null (never "no restrictions"); `refresh()` reloads the account and what hangs under its key.
 * Used by the account screen (/rcm/account/:id) and the support administrator
 * (/rcm/support-administrator/:accountId): one loader, so moving between the two reuses the cache.
 * @param accountId the route's `:accountId`.
 * @param onRefresh more to reload on `refresh()` (e.g. the charges list of the account screen).
 */
export function useAccountLoader(accountId: string, onRefresh?: () => void): AccountLoad {
  const http = useHttp();
  const session = useSession();
  const context = { http, provider: session?.extensions?.providerSlug ?? "", userId: session?.userId };
  const queries = useQueries({
    queries: [
      accountQuery(context, accountId),
      accountRestrictedEventsQuery(context, accountId),
      accountSupportFileRestrictionsQuery(context, accountId),
    ],
  });
  const [account, restricted, fileRestrictions] = queries;
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: accountKey(accountId) });
    onRefresh?.();
  }, [queryClient, accountId, onRefresh]);

  const value = useMemo<AccountContextValue | null>(
    () =>
      account.data && restricted.data && fileRestrictions.data
        ? {
            accountId,
            account: account.data,
            restrictedEvents: restricted.data,
            restrictedFileCodes: fileRestrictions.data,
            refresh,
          }
        : null,
    [accountId, account.data, restricted.data, fileRestrictions.data, refresh],
  );
  const failed = queries.find((query) => query.isError);
  return {
    value,
    error: value ? null : (account.error ?? failed?.error ?? null),
    retrying: queries.some((query) => query.isFetching),
    retry: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}
