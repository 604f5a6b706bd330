import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { preloadable } from "../lib/preloadable";
import { Navigate, Route, Routes } from "react-router";
import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import type { i18n as I18n } from "i18next";
import { useTranslation } from "react-i18next";
import { AuthPages } from "../areas/auth/lazy";
import { Loading } from "../components/loading";
import { PathGate, UnknownPath } from "../components/route-gate/path-pages";
import { AlertsProvider } from "../base/alerts/alerts";
import { localizeResources, preloadScreenAt, refineResources, resourceRoutes } from "./resource-routes";
import { useHttp, type Runtime } from "../base/runtime-context";
import { UiLocale } from "./ui-locale";
import { startSessionWiring, takeSessionWiring } from "./session-wiring";

export { preloadScreenAt, startSessionWiring };

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
  const http = useHttp();
  // The session's query cache and providers, made as the token answered (session-wiring.ts, so the
  // first calls of the areas the user reaches are already out, issue 6 §1), or now for a reload: at
  // this first render the router's location is where signing in (or the reload) leads.
  const [{ queryClient, providers }] = useState(() => {
    const { pathname, search } = window.location;
    return takeSessionWiring(runtime, http, i18n, { pathname, search });
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

  // antd's own texts follow the UI language (ui-locale.tsx). antd's App context (message, modal,
  // notification), alerts hiding after 4 s (000 §9), is only used behind sign-in. The Suspense boundary is this component's own: were a lazy screen below
  // to suspend up to App's boundary during the first mount (a reload, whose screens are not
  // prefetched), React would throw this mount away and build a second query cache and warm-up,
  // asking every first call twice.
  return (
    <UiLocale>
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
                {/* A path the user may not open says so; an unknown one shows not-found or goes
                    where the spec says (issue 19 §8, docs/decisions.md "Not found and not allowed"). */}
                <Route element={<PathGate />}>
                  <Route index element={<Navigate to="/home" replace />} />
                  <Route path="/update-password" element={<UpdatePasswordPage />} />
                  {resourceRoutes()}
                  <Route path="*" element={<UnknownPath />} />
                </Route>
              </Route>
            </Routes>
          </Refine>
        </Suspense>
      </AlertsProvider>
    </UiLocale>
  );
}
