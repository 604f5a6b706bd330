import type { AccessControlProvider, AuthProvider, I18nProvider } from "@refinedev/core";
import type { QueryClient } from "@tanstack/react-query";
import type { i18n as I18n } from "i18next";
import { createAccessControlProvider, type AccessControlDeps } from "../../providers/access";
import { createRefineAuthProvider } from "../../providers/auth";
import { createI18nProvider } from "../../providers/i18n";
import { forgetDraftsOnSignOut } from "../lib/flow";
import { createDataProviders } from "./data-providers";
import type { HttpClient } from "../../providers/http";
import type { Runtime } from "../base/runtime-context";

/** The four providers Refine is given. */
export interface RefineProviders {
  authProvider: AuthProvider;
  accessControlProvider: AccessControlProvider;
  i18nProvider: I18nProvider;
  dataProvider: ReturnType<typeof createDataProviders>;
}

/**
 * Wires Refine's providers to the runtime (DESIGN.md §3, §6): auth over the AuthService (sign-out
 * clears `queryClient`), access control over the session, the build's feature flags and the
 * per-user restricted events, i18n over the i18next instance, one data provider per service with
 * `{provider}` from the session. Used by the signed-in app and by component tests, so both run
 * the same wiring.
 * @param requirementOf what an action of a resource requires (src/app/resource-routes.tsx).
 */
export function createRefineProviders(
  runtime: Runtime,
  http: HttpClient,
  i18n: I18n,
  queryClient: QueryClient,
  requirementOf: AccessControlDeps["requirementOf"],
): RefineProviders {
  const { auth, sessionStore, config } = runtime;
  // A flow's draft (ids of a patient) never outlives the session in the tab.
  forgetDraftsOnSignOut(sessionStore);
  return {
    authProvider: createRefineAuthProvider(auth, sessionStore, () => queryClient.clear()),
    accessControlProvider: createAccessControlProvider({
      getContext: () => ({
        session: sessionStore.get(),
        features: config.features,
        restrictedEvents: sessionStore.getRestrictedEvents(),
      }),
      requirementOf,
    }),
    i18nProvider: createI18nProvider(i18n),
    dataProvider: createDataProviders(http, () => ({
      provider: sessionStore.get()?.extensions?.providerSlug ?? "",
    })),
  };
}
