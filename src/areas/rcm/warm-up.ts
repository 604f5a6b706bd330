import type { WarmUpContext } from "../define-area";
import { viewConfigurationQuery } from "../../components/resource/queries";
import { prefetchListAt } from "../../components/resource/list-query";
import accounts from "../../../resources/accounts";
import { rolePermissionsQuery } from "./queries";

/**
 * The revenue cycle's warm-up (define-area.ts `warmUp`): as an RCM user's session starts, asks for
 * the role permissions the RCM layout waits for (001 §6) and the view configuration the accounts
 * grid waits for (001 §1), into the session's query cache under the keys the layout and the grid
 * read (src/areas/rcm/queries.ts, src/components/resource/queries.ts), and, when the session starts
 * on the accounts grid (/rcm/home, where RCM users land), the grid's first page under the key the
 * grid reads (list-query.ts), so the rows travel alongside the permissions instead of after them.
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
}
