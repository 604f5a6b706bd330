import { tracked } from "../../../lib/preloadable";

let loading: ReturnType<typeof load> | undefined;
const load = () => tracked(import("./agreement-configuration-screen"));

/**
 * The loader of the agreement configuration screen, shared by its route (src/areas/rcm/index.ts)
 * and the agreement list, which calls it ahead of a click: one promise for every call, marked when
 * settled (src/lib/preloadable.tsx `tracked`), so that the route's lazy wrapper finds the screen
 * loaded and renders it without suspending (a suspended route is held back up to 300 ms by React;
 * issue 23 §3, docs/performance.md). A failed download stays failed (the error boundary reloads).
 * Data and a dynamic import only: the area's index imports it.
 */
export function agreementConfigurationScreen(): ReturnType<typeof load> {
  loading ??= load();
  return loading;
}

/** The text parts of the agreement configuration route. */
export const AGREEMENT_CONFIGURATION_TEXTS = ["agreements"] as const;
