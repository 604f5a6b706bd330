import type { WarmUpContext } from "../define-area";
import { viewConfigurationQuery } from "../../components/resource/queries";
import {
  initialListState,
  listQueryInput,
  prefetchList,
  prefetchListAt,
} from "../../components/resource/list-query";
import accounts from "../../../resources/accounts";
import charges from "../../../resources/charges";
import {
  accountQuery,
  accountRestrictedEventsQuery,
  accountSupportFileRestrictionsQuery,
  ACCOUNT_PREFETCH_FRESH_MS,
  rolePermissionsQuery,
} from "./queries";
import { prefetchForMount } from "../../lib/query-client";

/** An account screen's path, `/rcm/account/{id}` (src/areas/rcm/account/paths.ts). */
const ACCOUNT_PATH = /^\/rcm\/account\/([^/]+)$/;

/** The URL key prefix of the account screen's charges grid (account/account-charges.tsx). */
const CHARGES_URL_PREFIX = "charges";

/**
 * When the session starts on an account (a deep link, or a reload there), starts what the account
 * screen asks first, under the keys it reads: the account, the caller's restrictions on it
 * (use-account-loader.ts) and the first page of its charges grid (account-charges.tsx), so they
 * travel with the role permissions instead of after the screen's code (issue 23 §2,
 * docs/performance.md "accountDetail").
 * @returns whether the path was an account's.
 */
export function prefetchAccountAt(context: WarmUpContext, provider: string): boolean {
  const match = ACCOUNT_PATH.exec(context.location.pathname);
  if (!match) return false;
  const accountId = decodeURIComponent(match[1]);
  const { queryClient, http, session } = context;
  const query = { http, provider, userId: session.userId };
  for (const options of [
    accountQuery(query, accountId),
    accountRestrictedEventsQuery(query, accountId),
    accountSupportFileRestrictionsQuery(query, accountId),
  ])
    void prefetchForMount(
      queryClient,
      options as Parameters<typeof prefetchForMount>[1],
      ACCOUNT_PREFETCH_FRESH_MS,
    );
  const dataProvider = context.dataProviders[charges.service];
  if (dataProvider) {
    const state = initialListState(charges, new URLSearchParams(context.location.search), CHARGES_URL_PREFIX);
    const input = listQueryInput(charges, state, {
      roles: session.extensions?.rcmUserRoles,
      hiddenFilters: [],
      pathParams: { id: accountId },
    });
    void prefetchList(queryClient, dataProvider, input);
  }
  return true;
}

/**
 * The revenue cycle's warm-up (define-area.ts `warmUp`): as an RCM user's session starts, asks for
 * the role permissions the RCM layout waits for (001 §6) and the view configuration the accounts
 * grid waits for (001 §1), into the session's query cache under the keys the layout and the grid
 * read (src/areas/rcm/queries.ts, src/components/resource/queries.ts), and, when the session starts
 * on the accounts grid (/rcm/home, where RCM users land), the grid's first page under the key the
 * grid reads (list-query.ts), so the rows travel alongside the permissions instead of after them;
 * on an account's page, the account and its first charges ({@link prefetchAccountAt}).
 * Nothing renders or is permitted from here: the layout still renders its screens only once the
 * permissions are in, and reading a list needs no event (001 §6 events gate actions).
 */
export default function warmUpRcm(context: WarmUpContext): void {
  const { queryClient, http, session } = context;
  const provider = session.extensions?.providerSlug ?? "";
  if (!provider) return;
  void queryClient.prefetchQuery(rolePermissionsQuery({ http, provider, userId: session.userId }));
  void queryClient.prefetchQuery(viewConfigurationQuery({ http, provider }));
  prefetchListAt(context, accounts);
  prefetchAccountAt(context, provider);
}
