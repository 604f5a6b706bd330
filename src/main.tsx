import "./app/react-19-render";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { loadRuntimeConfig } from "../providers/config";
import { SessionStore } from "../providers/session";
import { AuthService } from "../providers/auth";
import { createI18n, initialLocale, LOCALE_CHOICE_KEY } from "../providers/i18n";
import { App, opensOnSignIn } from "./app/App";
import { RoutedApp } from "./app/prefetch";
import { deferredPost, httpLoader } from "./app/http-loader";
import "./app/global.css";

/**
 * Boot (DESIGN.md §2, §5): runtime configuration, then i18n (the `auth` texts of one language),
 * then the session (resumed from the refresh token kept in sessionStorage, which loads the HTTP
 * layer), then the app — the sign-in page alone when the portal opens on it, the router otherwise
 * (src/app/App.tsx).
 */
async function boot(): Promise<void> {
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from index.html");
  // Anywhere but a fresh sign-in page, the router and route table load beside the boot's calls.
  const where = { pathname: window.location.pathname, historyState: window.history.state as unknown };
  if (!opensOnSignIn(false, where)) void RoutedApp.preload();
  const config = await loadRuntimeConfig();
  const chosen = (() => {
    try {
      return localStorage.getItem(LOCALE_CHOICE_KEY);
    } catch {
      return null;
    }
  })();
  const i18n = await createI18n(
    initialLocale(navigator.languages ?? [navigator.language], config.defaultLocale, chosen),
  );
  const sessionStore = new SessionStore();
  // axios and the HTTP layer load on first use: at once when a stored session resumes, else when
  // the user starts typing on the sign-in page (DESIGN.md §4, issue "Hardening and weight" §1).
  const loadHttp = httpLoader({
    baseURL: config.apiBaseUrl,
    retry: config.retry,
    pollCeilingMs: config.pollCeilingMs,
    getAccessToken: () => sessionStore.getAccessToken(),
    getLanguage: () => (config.theme === "branded" ? "es-DO" : i18n.language),
    refreshSession: async () => {
      await auth.refresh();
    },
    // Clearing the session unmounts the signed-in app and with it the query cache.
    onSessionExpired: () => sessionStore.clear(),
  });
  const auth = new AuthService(deferredPost(loadHttp), sessionStore, config);
  await auth.resume();
  createRoot(container).render(
    <StrictMode>
      <App runtime={{ config, sessionStore, auth, loadHttp }} i18n={i18n} />
    </StrictMode>,
  );
}

boot().catch((error: unknown) => {
  // The boot failed before i18n existed: the fallback language's text, set as text (never HTML).
  console.error("Boot failed", error instanceof Error ? error.message : error);
  void import("../locales/es/auth.json").then((messages) => {
    const root = document.getElementById("root");
    if (root) root.textContent = messages.default.app.loadFailed;
  });
});
