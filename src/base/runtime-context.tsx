import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from "react";
import type { HttpClient } from "../../providers/http";
import type { AuthService } from "../../providers/auth";
import {
  areaCurrency,
  currencyOfCode,
  type Currency,
  type CurrencyArea,
  type RuntimeConfig,
} from "../../providers/config";
import type { PendingSecondFactor, SessionStore } from "../../providers/session";
import type { TokenResponse } from "../../providers/session-types";

/**
 * What the whole app shares: runtime configuration, the session, the auth calls, and the HTTP
 * client's loader (the sign-in page shows before axios loads; signed-in screens read the loaded
 * client with {@link useHttp}).
 */
export interface Runtime {
  config: RuntimeConfig;
  sessionStore: SessionStore;
  auth: AuthService;
  /** Loads the HTTP client once; the same promise on every call (src/app/http-loader.ts). */
  loadHttp(): Promise<HttpClient>;
}

const RuntimeContext = createContext<Runtime | null>(null);
const HttpContext = createContext<HttpClient | null>(null);

/** Provides the loaded HTTP client to the signed-in app (src/app/App.tsx, or tests). */
export function HttpProvider({ http, children }: { http: HttpClient; children: ReactNode }) {
  return <HttpContext.Provider value={http}>{children}</HttpContext.Provider>;
}

/** The portal's HTTP client (DESIGN.md §4). @throws Error outside an HttpProvider (i.e. before sign-in). */
export function useHttp(): HttpClient {
  const http = useContext(HttpContext);
  if (!http) throw new Error("useHttp must be used inside <HttpProvider> (the signed-in app)");
  return http;
}

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

/**
 * A value read from the session store, re-rendering when the store changes. `read` must return
 * the same reference while nothing changed (the store's getters do).
 */
export function useSessionStoreValue<T>(read: (store: SessionStore) => T): T {
  const { sessionStore } = useRuntime();
  return useSyncExternalStore(
    (listener) => sessionStore.subscribe(listener),
    () => read(sessionStore),
  );
}

/** The current session; null while signed out. */
export function useSession(): TokenResponse | null {
  return useSessionStoreValue((store) => store.get());
}

/** The second factor waiting to be verified (000 §4), or null. */
export function usePendingSecondFactor(): PendingSecondFactor | null {
  return useSessionStoreValue((store) => store.getPendingSecondFactor());
}

/** The per-user restricted RCM events (001 §6), once loaded. */
export function useRestrictedEvents(): readonly string[] | undefined {
  return useSessionStoreValue((store) => store.getRestrictedEvents());
}

/**
 * The currency amounts of an area are shown in when a row names none (providers/config.ts
 * `areaCurrency`): the claims desk's DOP (000 §9), or the revenue cycle's by the signed-in user's
 * country (001 §9; default CO → COP).
 */
export function useCurrency(area: CurrencyArea = "rcm"): Currency {
  const config = useRuntimeConfig();
  const session = useSession();
  return areaCurrency(config, area, session?.extensions?.countryCode);
}

/** The currency of an ISO 4217 code, configured symbol first (providers/config.ts `currencyOfCode`). */
export function useCurrencyOfCode(): (code: string) => Currency {
  const config = useRuntimeConfig();
  return useCallback((code: string) => currencyOfCode(config, code), [config]);
}
