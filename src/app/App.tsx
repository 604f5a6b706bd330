import { startTransition, Suspense, useCallback, useMemo, useState } from "react";
import ConfigProvider from "antd/es/config-provider";
import { StyleProvider } from "@ant-design/cssinjs";
import type { i18n as I18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import { AuthPages } from "../areas/auth/lazy";
import { Loading } from "../components/loading";
import { LoadErrorBoundary } from "./load-error-boundary";
import { RuntimeProvider, type Runtime } from "../base/runtime-context";
import { SignInNavigationProvider, type SignInNavigation } from "../base/sign-in-navigation";
import { prefetchSignedIn, RoutedApp, startSignedIn } from "./prefetch";
import { SignInPrefetchProvider } from "../base/sign-in-prefetch";
import { usePrefersReducedMotion } from "../lib/reduced-motion";
import { THEME_CONFIGS, withMotionPreference } from "./themes";
import { createKeptStyleCache } from "./style-cache";

/** antd's styles, computed once per page (./style-cache.ts). */
const styleCache = createKeptStyleCache();

/**
 * Whether the page opens on the sign-in page before the router (issue 23 §7): a document opened
 * at /login, signed out, that no navigation of the portal led to (a guard's redirect leaves
 * navigation state, kept in `history.state`, and is served by the router as before).
 * @param where the page's location and history state (`window.location`, `window.history.state`).
 */
export function opensOnSignIn(
  signedIn: boolean,
  where: { pathname: string; historyState: unknown },
): boolean {
  return !signedIn && where.pathname === "/login" && where.historyState === null;
}

/**
 * The sign-in page shown before the router: signing in replaces the address, then hands the page to
 * the router (./routed-app.tsx), loaded while the user types (./prefetch.ts); its link ("forgot
 * password") loads its page as a new document.
 */
function SignInBeforeRouter({ onNavigated }: { onNavigated: () => void }) {
  const navigation = useMemo<SignInNavigation>(
    () => ({
      go: (to, options) => {
        // A link of the sign-in page ("forgot password") opens its page as a document of its own:
        // a history entry pushed here, outside the router, was sometimes not shown again on Back
        // (1 run in 12 under load). After signing in, /login is replaced, then the router mounts.
        if (!options?.replace) {
          window.location.assign(to);
          return;
        }
        window.history.replaceState(null, "", to);
        onNavigated();
      },
    }),
    [onNavigated],
  );
  return (
    <SignInNavigationProvider value={navigation}>
      <AuthPages.Login />
    </SignInNavigationProvider>
  );
}

/**
 * The application: runtime, texts, styles and theme around either the sign-in page alone (when
 * the portal opens on it: no router, no route table, no areas in its first load — docs/bundle/
 * README.md "The sign-in page before the router") or the routed app. antd's motion follows the
 * user's "reduce motion" setting.
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
  const [routed, setRouted] = useState(
    () =>
      !opensOnSignIn(runtime.sessionStore.get() !== null, {
        pathname: window.location.pathname,
        historyState: window.history.state,
      }),
  );
  // A transition, as the router's own navigations are (react-router's BrowserRouter): the sign-in
  // page stays until the routed app can show the target, instead of a fallback that React 19
  // holds back for 300 ms once shown.
  const toRouter = useCallback(() => startTransition(() => setRouted(true)), []);
  return (
    <RuntimeProvider runtime={runtime}>
      <SignInPrefetchProvider value={signIn}>
        <I18nextProvider i18n={i18n}>
          <StyleProvider cache={styleCache}>
            <ConfigProvider theme={themeConfig}>
              <LoadErrorBoundary>
                <Suspense fallback={<Loading />}>
                  {routed ? <RoutedApp i18n={i18n} /> : <SignInBeforeRouter onNavigated={toRouter} />}
                </Suspense>
              </LoadErrorBoundary>
            </ConfigProvider>
          </StyleProvider>
        </I18nextProvider>
      </SignInPrefetchProvider>
    </RuntimeProvider>
  );
}
