import type { i18n as I18n } from "i18next";
import { loadTexts } from "../../providers/i18n";
import { preloadable } from "../lib/preloadable";
import type { Runtime } from "../base/runtime-context";
import { SignedInApp } from "./signed-in-loader";

/**
 * The router and the route table (./routed-app.tsx): loaded at once when the page opens anywhere
 * but the sign-in page, and while the user types when it opens on it (./App.tsx).
 */
export const RoutedApp = preloadable<{ i18n: I18n }>(() => import("./routed-app"));

let started = false;

/**
 * Starts loading everything signing in leads to: the HTTP layer (the token call needs it), then, in
 * parallel, the signed-in app, its layout and texts, and the landing screens (issue "Hardening and
 * weight" §1: no request waterfall after the token answer), and, when signing in will lead to a
 * remembered deep link, that page's screen and texts (resource-routes.tsx `preloadScreenAt`).
 * Called when the user starts typing on the sign-in page; nothing of it blocks the page, and it
 * runs once.
 * @param target the path signing in leads to when already known (a same-origin deep link the guard
 *   remembered), e.g. "/authorizations/3010592"; its screen is started beside the landing screens.
 */
export function prefetchSignedIn(runtime: Runtime, i18n: I18n, target?: string): void {
  if (started) return;
  started = true;
  // The router takes the page over at the token answer (or at "forgot password").
  void RoutedApp.preload();
  // The HTTP layer first: pressing "sign in" waits for it (the token call), the rest only after the token.
  const rest = () => {
    void SignedInApp.preload().then(({ PortalLayout, preloadScreenAt }) => {
      void PortalLayout.preload();
      if (target) preloadScreenAt(new URL(target, window.location.origin).pathname, i18n);
    });
    void loadTexts(i18n, "portal");
    // The areas' registrations are not in the sign-in page's first load (issue 23 §7).
    void import("../areas/registry").then(({ preloadLandingScreens }) => preloadLandingScreens());
  };
  void runtime.loadHttp().then(rest, rest);
}

/**
 * Signing in succeeded and leads to `target`: once the signed-in app's code and the HTTP layer are
 * in (usually already, prefetched while the user typed), makes the session's wiring and starts its
 * first calls (src/app/session-wiring.ts), then the target screen's code and texts (when not
 * already in), before the landing page renders.
 * @param target a same-origin path with its query, e.g. "/rcm/home".
 */
export function startSignedIn(runtime: Runtime, i18n: I18n, target: string): void {
  const url = new URL(target, window.location.origin);
  void Promise.all([SignedInApp.preload(), runtime.loadHttp()]).then(
    ([module, http]) => {
      module.startSessionWiring(runtime, http, i18n, { pathname: url.pathname, search: url.search });
      module.preloadScreenAt(url.pathname, i18n);
    },
    () => undefined,
  );
}
