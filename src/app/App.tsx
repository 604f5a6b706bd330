import { Suspense, use, useMemo } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
import ConfigProvider from "antd/es/config-provider";
import { StyleProvider } from "@ant-design/cssinjs";
import type { i18n as I18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import { AuthPages } from "../areas/auth/lazy";
import { Loading } from "../components/loading";
import { RequireSession, SecondFactorPending, SignedOutOnly } from "../base/guards";
import { LoadErrorBoundary } from "./load-error-boundary";
import { HttpProvider, RuntimeProvider, useRuntime, type Runtime } from "../base/runtime-context";
import { prefetchSignedIn, SignedInApp, startSignedIn } from "./prefetch";
import { SignInPrefetchProvider } from "../base/sign-in-prefetch";
import { usePrefersReducedMotion } from "../lib/reduced-motion";
import { THEME_CONFIGS, withMotionPreference } from "./themes";
import { createKeptStyleCache } from "./style-cache";

/** antd's styles, computed once per page (./style-cache.ts). */
const styleCache = createKeptStyleCache();

/**
 * The signed-in app once the HTTP client is loaded (usually already, since signing in or resuming
 * loaded it); its code starts downloading at the same time rather than after.
 */
function SignedIn({ i18n }: { i18n: I18n }) {
  const runtime = useRuntime();
  void SignedInApp.preload();
  const http = use(runtime.loadHttp());
  return (
    <HttpProvider http={http}>
      <SignedInApp runtime={runtime} i18n={i18n} />
    </HttpProvider>
  );
}

/**
 * The application and the route table of 000 §2 / 001 §2. The sign-in screens are served here
 * directly; everything behind `RequireSession` is the lazily loaded SignedInApp (Refine, data
 * providers, layout, resource routes), so the sign-in route loads only what it shows. antd's
 * motion follows the user's "reduce motion" setting.
 */
export function App({ runtime, i18n }: { runtime: Runtime; i18n: I18n }) {
  const reducedMotion = usePrefersReducedMotion();
  const themeConfig = useMemo(
    () => withMotionPreference(THEME_CONFIGS[runtime.config.theme] ?? THEME_CONFIGS.branded, reducedMotion),
    [runtime.config.theme, reducedMotion],
  );
  const signIn = useMemo(
    () => ({
      prefetch: (target?: string) => prefetchSignedIn(runtime, i18n, target),
      signedIn: (target: string) => startSignedIn(runtime, i18n, target),
    }),
    [runtime, i18n],
  );
  return (
    <RuntimeProvider runtime={runtime}>
      <SignInPrefetchProvider value={signIn}>
        <I18nextProvider i18n={i18n}>
          <StyleProvider cache={styleCache}>
            <ConfigProvider theme={themeConfig}>
              <BrowserRouter>
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
                        <Route path="*" element={<SignedIn i18n={i18n} />} />
                      </Route>
                    </Routes>
                  </Suspense>
                </LoadErrorBoundary>
              </BrowserRouter>
            </ConfigProvider>
          </StyleProvider>
        </I18nextProvider>
      </SignInPrefetchProvider>
    </RuntimeProvider>
  );
}
