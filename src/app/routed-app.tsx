import { Suspense, use, useMemo } from "react";
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from "react-router";
import type { i18n as I18n } from "i18next";
import { AuthPages } from "../areas/auth/lazy";
import { Loading } from "../components/loading";
import { RequireSession, SecondFactorPending, SignedOutOnly, type FromState } from "../base/guards";
import { HttpProvider, useRuntime } from "../base/runtime-context";
import { SignInNavigationProvider, type SignInNavigation } from "../base/sign-in-navigation";
import { LoadErrorBoundary } from "./load-error-boundary";
import { SignedInApp } from "./signed-in-loader";

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

/** /login inside the router: its navigation is the router's, and the guard's remembered path its state. */
function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as FromState | null)?.from;
  const navigation = useMemo<SignInNavigation>(
    () => ({ from, go: (to, options) => void navigate(to, { replace: options?.replace }) }),
    [from, navigate],
  );
  return (
    <SignInNavigationProvider value={navigation}>
      <AuthPages.Login />
    </SignInNavigationProvider>
  );
}

/**
 * The router and the route table of 000 §2 / 001 §2. The sign-in screens are served here
 * directly; everything behind `RequireSession` is the lazily loaded SignedInApp (Refine, data
 * providers, layout, resource routes). Loaded after the sign-in page when the portal opens on it
 * (src/app/App.tsx), at once otherwise.
 */
export default function RoutedApp({ i18n }: { i18n: I18n }) {
  return (
    <BrowserRouter>
      <LoadErrorBoundary>
        <Suspense fallback={<Loading />}>
          <Routes>
            <Route element={<SignedOutOnly />}>
              <Route path="/login" element={<LoginRoute />} />
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
  );
}
