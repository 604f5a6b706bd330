import type { WarmUpContext } from "../define-area";
import { viewConfigurationQuery } from "../../components/resource/queries";
import { rolePermissionsQuery } from "./queries";

/**
 * The revenue cycle's warm-up (define-area.ts `warmUp`): as an RCM user's session starts, asks for
 * the role permissions the RCM layout waits for (001 §6) and the view configuration the accounts
 * grid waits for (001 §1), into the session's query cache under the keys the layout and the grid
 * read (src/areas/rcm/queries.ts, src/components/resource/queries.ts). Nothing renders or is
 * permitted from here: the layout still renders its screens only once the permissions are in.
 */
export default function warmUpRcm({ queryClient, http, session }: WarmUpContext): void {
  const provider = session.extensions?.providerSlug ?? "";
  if (!provider) return;
  void queryClient.prefetchQuery(rolePermissionsQuery({ http, provider, userId: session.userId }));
  void queryClient.prefetchQuery(viewConfigurationQuery({ http, provider }));
}
