import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { preloadable } from "../lib/preloadable";
import { QueryClient } from "@tanstack/react-query";
import { Navigate, Route, Routes } from "react-router";
import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import type { i18n as I18n } from "i18next";
import { useTranslation } from "react-i18next";
import { AuthPages } from "../areas/auth/lazy";
import { Loading } from "../components/loading";
import { AlertsProvider } from "./alerts/alerts";
import { createRefineProviders } from "./refine-providers";
import { localizeResources, refineResources, requirementOf, resourceRoutes } from "./resource-routes";
import { useHttp, type Runtime } from "./runtime-context";
import { warmUpAreas } from "../areas/registry";
import { areasOf } from "../../providers/access";

/** The layout, preloadable (src/app/prefetch.ts loads it while the user types). */
export const PortalLayout = preloadable(() =>
  import("./portal-layout").then((m) => ({ default: m.PortalLayout })),
);
const UpdatePasswordPage = lazy(() => import("../areas/auth/update-password-page"));

/**
 * Everything behind sign-in (000 §2, 001 §2): Refine wired to the providers, the pages that
 * finish signing in (rotation, terms) and the portal layout with the routes derived from the
 * resource declarations. Its own chunk, so the sign-in screens load neither Refine nor the data
 * providers. Menu labels are i18n keys, translated here so the menu follows the language switcher.
 */
export default function SignedInApp({ runtime, i18n }: { runtime: Runtime; i18n: I18n }) {
  const { sessionStore } = runtime;
  // One query cache per signed-in session; react-query never retries, the HTTP layer already
  // retries 500s (DESIGN.md §4). It is dropped with this component at sign-out, and cleared the
  // moment the session ends so that nothing cached is shown again (000 §4).
  const queryClient = useMemo(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: false, refetchOnWindowFocus: false },
          mutations: { retry: false },
        },
      }),
    [],
  );
  const http = useHttp();
  const providers = useMemo(
    () => createRefineProviders(runtime, http, i18n, queryClient, requirementOf),
    [runtime, http, i18n, queryClient],
  );
  // The first calls of the areas the user reaches go out now, while this app renders (issue 6 §1):
  // at its first render the router's location is where signing in (or a reload) leads.
  useState(() => {
    const session = sessionStore.get();
    const { pathname, search } = window.location;
    if (session) {
      warmUpAreas(
        { queryClient, http, session, dataProviders: providers.dataProvider, location: { pathname, search } },
        areasOf(session),
      );
    }
  });
  useEffect(
    () =>
      sessionStore.subscribe(() => {
        if (!sessionStore.get()) queryClient.clear();
      }),
    [sessionStore, queryClient],
  );
  const { t } = useTranslation();
  const resources = useMemo(() => localizeResources(refineResources, t), [t]);

  // antd's App context (message, modal, notification), alerts hiding after 4 s (000 §9), is only
  // used behind sign-in. The Suspense boundary is this component's own: were a lazy screen below
  // to suspend up to App's boundary during the first mount (a reload, whose screens are not
  // prefetched), React would throw this mount away and build a second query cache and warm-up,
  // asking every first call twice.
  return (
    <AlertsProvider>
      <Suspense fallback={<Loading />}>
        <Refine
          routerProvider={routerProvider}
          dataProvider={providers.dataProvider}
          authProvider={providers.authProvider}
          accessControlProvider={providers.accessControlProvider}
          i18nProvider={providers.i18nProvider}
          resources={resources}
          options={{
            disableTelemetry: true,
            syncWithLocation: false,
            warnWhenUnsavedChanges: false,
            reactQuery: { clientConfig: queryClient },
          }}
        >
          <Routes>
            <Route path="/change-password-required" element={<AuthPages.Rotation />} />
            <Route path="/terms-and-conditions" element={<AuthPages.Terms />} />
            <Route element={<PortalLayout />}>
              <Route index element={<Navigate to="/home" replace />} />
              <Route path="/update-password" element={<UpdatePasswordPage />} />
              {resourceRoutes()}
              <Route path="*" element={<Navigate to="/home" replace />} />
            </Route>
          </Routes>
        </Refine>
      </Suspense>
    </AlertsProvider>
  );
}
