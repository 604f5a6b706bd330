import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";
import type { HttpClient } from "../../providers/http";
import type { AuthService } from "../../providers/auth";
import { currencyOf, type Currency, type RuntimeConfig } from "../../providers/config";
import type { SessionStore } from "../../providers/session";
import type { TokenResponse } from "../../providers/session-types";

/** What the whole app shares: runtime configuration, the session, the HTTP client and the auth calls. */
export interface Runtime {
  config: RuntimeConfig;
  sessionStore: SessionStore;
  http: HttpClient;
  auth: AuthService;
}

const RuntimeContext = createContext<Runtime | null>(null);

/** Provides the runtime to the tree (set once in src/main.tsx, or by tests). */
export function RuntimeProvider({ runtime, children }: { runtime: Runtime; children: ReactNode }) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

/** The runtime. @throws Error outside a RuntimeProvider. */
export function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error("useRuntime must be used inside <RuntimeProvider>");
  return runtime;
}

/** The runtime configuration (DESIGN.md §5). */
export function useRuntimeConfig(): RuntimeConfig {
  return useRuntime().config;
}

/** The current session, re-rendering on change; null while signed out. */
export function useSession(): TokenResponse | null {
  const { sessionStore } = useRuntime();
  return useSyncExternalStore(
    (listener) => sessionStore.subscribe(listener),
    () => sessionStore.get(),
  );
}

/** The currency of the signed-in user's country (001 §9; default CO → COP). */
export function useCurrency(): Currency {
  const config = useRuntimeConfig();
  const session = useSession();
  return currencyOf(config, session?.extensions?.countryCode);
}
