import type { WarmUpContext } from "../define-area";
import { authorizationDetailQuery } from "./detail/authorization-detail-queries";

/** The authorization detail's path, `/authorizations/{authorizationId}` (000 §2). */
const DETAIL_PATH = /^\/authorizations\/([1-9]\d{0,8})$/;

/**
 * The claims desk's warm-up (define-area.ts `warmUp`): when the session starts on an
 * authorization's detail (a deep link, or a reload there), asks for the detail
 * (`GET …/authorizations/{id}`) into the session's query cache under the key the screen reads, so
 * it travels with the sign-in instead of after the route renders (issue 21
 * `authorizationDetail.firstPaintMs`); the screen's code and texts are started by the shell for any
 * route (src/app/resource-routes.tsx `preloadScreenAt`). Nothing renders from here: the route's
 * gate still asks the access-control provider first.
 */
export default function warmUpAuthorizations(context: WarmUpContext): void {
  const match = DETAIL_PATH.exec(context.location.pathname);
  const provider = context.session.extensions?.providerSlug ?? "";
  if (!match || !provider) return;
  void context.queryClient.prefetchQuery(authorizationDetailQuery(context.http, provider, match[1]));
}
