/**
 * The service modules of sandbox/routes, found once when the reference API loads
 * (service-modules.ts; issue 18 §8). Apart from service-modules.ts, which the modules import
 * `defineServiceModule` from, so that finding them (a top-level await that imports each) never
 * waits on a file a module is itself waiting for.
 */
import { findServiceModules, type ServiceModule } from "./service-modules";

/** The service modules of sandbox/routes, in path order. */
export const SERVICE_MODULES: readonly ServiceModule[] = await findServiceModules();
