import { lazy, Suspense, useMemo } from "react";
import { BrowserRouter, Navigate, Route, Routes } from "react-router";
import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { App as AntdApp, ConfigProvider, Spin } from "antd";
import type { i18n as I18n } from "i18next";
import { I18nextProvider, useTranslation } from "react-i18next";
import { createAccessControlProvider } from "../../providers/access";
import { createRefineAuthProvider } from "../../providers/auth";
import { createI18nProvider } from "../../providers/i18n";
import { createDataProviders } from "./data-providers";
import { RequireSession, SecondFactorPending, SignedOutOnly } from "./guards";
import { localizeResources, refineResources, requirementOf, resourceRoutes } from "./resource-routes";
import { RuntimeProvider, type Runtime } from "./runtime-context";
import { THEME_CONFIGS } from "./themes";
import { LoadErrorBoundary } from "./load-error-boundary";
import { AuthPages } from "../areas/auth/lazy";

const PortalLayout = lazy(() => import("./portal-layout").then((m) => ({ default: m.PortalLayout })));
const UpdatePasswordPage = lazy(() => import("../areas/auth/update-password-page"));

function Loading() {
  return (
    <div style={{ display: "grid", placeItems: "center", minHeight: "60vh" }}>
      <Spin aria-label="loading" />
    </div>
  );
}

/**
 * The application: the runtime, i18n, theme and router around the Refine part.
 */
export function App({ runtime, i18n }: { runtime: Runtime; i18n: I18n }) {
  return (
    <RuntimeProvider runtime={runtime}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider theme={THEME_CONFIGS[runtime.config.theme] ?? THEME_CONFIGS.branded}>
          <AntdApp>
            <BrowserRouter>
              <PortalRefine runtime={runtime} i18n={i18n} />
            </BrowserRouter>
          </AntdApp>
        </ConfigProvider>
      </I18nextProvider>
    </RuntimeProvider>
  );
}

/**
 * Refine wired to the providers, and the route table of 000 §2 / 001 §2. Resource routes (lists,
 * details) come from the declarations in resources/ through `resourceRoutes()`; every screen is
 * lazy so that the sign-in page loads only what it shows. Menu labels are i18n keys, translated
 * here so the menu follows the language switcher.
 */
function PortalRefine({ runtime, i18n }: { runtime: Runtime; i18n: I18n }) {
  const { config, sessionStore, auth, queryClient, http } = runtime;
  const { t } = useTranslation();
  const resources = useMemo(() => localizeResources(refineResources, t), [t]);
  const providers = useMemo(() => {
    const authProvider = createRefineAuthProvider(auth, sessionStore, () => queryClient.clear());
    const accessControlProvider = createAccessControlProvider({
      getContext: () => ({
        session: sessionStore.get(),
        features: config.features,
        restrictedEvents: sessionStore.getRestrictedEvents(),
      }),
      requirementOf,
    });
    return {
      authProvider,
      accessControlProvider,
      i18nProvider: createI18nProvider(i18n),
      dataProvider: createDataProviders(http, () => ({
        provider: sessionStore.get()?.extensions?.providerSlug ?? "",
      })),
    };
  }, [auth, sessionStore, queryClient, config, i18n, http]);

  return (
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
      <LoadErrorBoundary>
        <Suspense fallback={<Loading />}>
          <Routes>
            <Route element={<SignedOutOnly />}>
              <Route path="/login" element={<AuthPages.Login />} />
            </Route>
            <Route path="/forgot-password" element={<AuthPages.ForgotPassword />} />
            <Route path="/email-notification" element={<AuthPages.EmailNotification />} />
            <Route path="/change-password" element={<AuthPages.ChangePassword />} />
            <Route element={<SecondFactorPending />}>
              <Route path="/tfa-email-verification" element={<AuthPages.TfaEmail />} />
              <Route path="/tfa-sms-verification" element={<AuthPages.TfaSms />} />
            </Route>
            <Route element={<RequireSession />}>
              <Route path="/change-password-required" element={<AuthPages.Rotation />} />
              <Route path="/terms-and-conditions" element={<AuthPages.Terms />} />
              <Route element={<PortalLayout />}>
                <Route index element={<Navigate to="/home" replace />} />
                <Route path="/update-password" element={<UpdatePasswordPage />} />
                {resourceRoutes()}
                <Route path="/rcm" element={<Navigate to="/rcm/home" replace />} />
                <Route path="/rcm/*" element={<Navigate to="/rcm/home" replace />} />
                <Route path="/v2" element={<Navigate to="/v2/home" replace />} />
                <Route path="/v2/*" element={<Navigate to="/v2/home" replace />} />
                <Route path="*" element={<Navigate to="/home" replace />} />
              </Route>
            </Route>
          </Routes>
        </Suspense>
      </LoadErrorBoundary>
    </Refine>
  );
}
