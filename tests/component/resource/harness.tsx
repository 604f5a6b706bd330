/**
 * Test harness of list screens: Refine with the react-router binding over a MemoryRouter, the real
 * data providers and HTTP client against the reference API in-process (tests/component/sandbox-backend.ts)
 * through msw, the real access-control provider fed by the
 * declarations, i18next with the locale files, antd's App context as the portal sets it up
 * (src/app/alerts/alerts.tsx), and a small menu made with Refine's useMenu (as the portal's sider does)
 * so that tests see menu entries.
 */
import type { ReactNode } from "react";
import { Link, MemoryRouter, Outlet, Route, Routes, useLocation } from "react-router";
import { CanAccess, Refine, useMenu, type TreeMenuItem } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import ConfigProvider from "antd/es/config-provider";
import { createQueryClient } from "../../../src/lib/query-client";
import i18next, { type i18n as I18n } from "i18next";
import { I18nextProvider, initReactI18next, useTranslation } from "react-i18next";
import { cleanup, configure, render, type RenderResult } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { setupServer } from "msw/node";
import { textsOf } from "../../locales";
import { AuthService } from "../../../providers/auth";
import type { RuntimeConfig } from "../../../providers/config";
import { createHttpClient, type HttpClient } from "../../../providers/http";
import { SessionStore } from "../../../providers/session";
import type { TokenResponse } from "../../../providers/session-types";
import { RESOURCES } from "../../../resources";
import type { ResourceDeclaration } from "../../../resources/define-resource";
import { AREAS, warmUpAreas, type AreaRegistration } from "../../../src/areas/registry";
import { areasOf } from "../../../providers/access";
import { buildRefineResources, requirementOf, resourceRoutes } from "../../../src/app/resource-routes";
import { createRefineProviders } from "../../../src/app/refine-providers";
import { HttpProvider, RuntimeProvider, type Runtime } from "../../../src/base/runtime-context";
import { AlertsProvider } from "../../../src/base/alerts/alerts";
import { DownloadsHost } from "../../../src/components/downloads/downloads-host";
import { BASE, PROVIDER } from "./handlers";
import { useSandboxBackend, type SandboxBackend, type SandboxBackendOptions } from "../sandbox-backend";

// Screens are lazy and antd is heavy under jsdom: allow more than the default second.
configure({ asyncUtilTimeout: 8000 });

/**
 * The msw server of a test file (start it in beforeAll, reset in afterEach). It holds no wire of
 * its own: `useSandboxBackend(server)` (tests/component/sandbox-backend.ts) makes the reference API
 * answer, and tests add fault shapes with `server.use(...)`.
 */
export const server = setupServer();

/**
 * The reference API of a test file behind {@link server}, with the hooks every such file needs:
 * the backend started once (tests/component/sandbox-backend.ts), msw listening (an unhandled
 * request is an error), the request record emptied before each test, and after each test the
 * rendered tree unmounted and the test's own fault handlers dropped. Call it at the top level.
 */
export function useSandboxServer(options: SandboxBackendOptions = {}): SandboxBackend {
  const backend = useSandboxBackend(server, options);
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  beforeEach(() => backend.clearRequests());
  afterEach(() => {
    cleanup();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return backend;
}

/** Runtime configuration of the tests (public/config.json values, API on the fake origin). */
export const CONFIG: RuntimeConfig = {
  apiBaseUrl: BASE,
  oauthClient: { clientId: "provider-portal", clientSecret: "secret" },
  theme: "neutral",
  defaultLocale: "en",
  features: {
    biometricValidation: true,
    addNewAuthorization: true,
    showClaimIds: true,
    ripsView: true,
    productsConfigurationView: true,
    settlementSection: true,
    filterProductsByProviderAndSponsor: true,
  },
  biometricValidation: "true",
  retry: { maxAttempts: 0, delayMs: 5 },
  pollCeilingMs: 5_000,
  idleTimeoutMinutes: 15,
  idleWarningSeconds: 60,
  defaultCountry: "CO",
  currencyByCountry: { DO: { code: "DOP", symbol: "RD$" }, CO: { code: "COP", symbol: "$" } },
};

/** Sessions of the kinds the list tests use. */
export const SESSIONS = {
  rcmEditor: session({
    isRcmUser: true,
    extensions: { providerSlug: PROVIDER, countryCode: "DO", rcmUserRoles: ["EDITOR"] },
  }),
  rcmExternalAuditor: session({
    isRcmUser: true,
    extensions: { providerSlug: PROVIDER, countryCode: "DO", rcmUserRoles: ["EXTERNAL_AUDITOR"] },
  }),
  administrator: session({ isBrandedUser: true, brandedRole: "ADMINISTRATOR" }),
  authorizer: session({ isBrandedUser: true, brandedRole: "AUTHORIZER" }),
  unknownRole: session({ isBrandedUser: true, brandedRole: "JANITOR" }),
};

function session(overrides: Partial<TokenResponse>): TokenResponse {
  return {
    accessToken: "token",
    tokenType: "bearer",
    userId: "u-1",
    ...overrides,
    extensions: { providerSlug: PROVIDER, countryCode: "DO", ...overrides.extensions },
  };
}

/** An i18next instance with the English texts (as providers/i18n does, without lazy loading). */
export async function testI18n(): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: "en",
    fallbackLng: "en",
    resources: { en: { translation: textsOf("en") } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Shows the current path and query, for assertions on the URL. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function MenuItems({ items }: { items: TreeMenuItem[] }) {
  const { t } = useTranslation();
  return (
    <ul>
      {items.map((item) => (
        <CanAccess key={item.key} resource={item.name} action="list">
          <li>
            {item.route ? (
              <Link to={item.route}>{t(String(item.label))}</Link>
            ) : (
              <span>{t(String(item.label))}</span>
            )}
            {item.children.length > 0 ? <MenuItems items={item.children} /> : null}
          </li>
        </CanAccess>
      ))}
    </ul>
  );
}

function TestLayout() {
  const { menuItems } = useMenu();
  return (
    <>
      <nav aria-label="menu">
        <MenuItems items={menuItems} />
      </nav>
      <main>
        {/* As the signed-in layout (src/app/portal-layout.tsx): screens may start downloads. */}
        <DownloadsHost>
          <Outlet />
        </DownloadsHost>
      </main>
      <LocationProbe />
    </>
  );
}

/** What {@link renderPortal} returns besides Testing Library's result. */
export interface RenderedPortal extends RenderResult {
  runtime: Runtime;
}

/**
 * Renders the portal's resource routes at `path` for a session.
 * @param options.declarations the resources (default: the portal's).
 * @param options.areas area registrations (default: src/areas/registry.ts `AREAS`); test-only
 * resources register their screens in an `AreaRegistration<string>` of their own.
 */
export async function renderPortal(options: {
  path: string;
  session: TokenResponse | null;
  declarations?: readonly ResourceDeclaration[];
  areas?: readonly AreaRegistration<string>[];
  features?: Partial<RuntimeConfig["features"]>;
  extra?: ReactNode;
  /** Extra English texts (deep-merged), e.g. the keys of a test-only resource. */
  translations?: Record<string, unknown>;
  /** Start the areas' warm-ups before rendering, as the signed-in app does (src/app/signed-in-app.tsx). */
  warmUp?: boolean;
}): Promise<RenderedPortal> {
  const declarations = options.declarations ?? RESOURCES;
  const config: RuntimeConfig = { ...CONFIG, features: { ...CONFIG.features, ...options.features } };
  const sessionStore = new SessionStore(null);
  if (options.session) sessionStore.set(options.session);
  // The session's query client, as src/app/session-wiring.ts makes it.
  const queryClient = createQueryClient();
  const http: HttpClient = createHttpClient({
    baseURL: config.apiBaseUrl,
    retry: config.retry,
    pollCeilingMs: config.pollCeilingMs,
    getAccessToken: () => sessionStore.getAccessToken(),
    getLanguage: () => "en",
    refreshSession: async () => undefined,
    onSessionExpired: () => sessionStore.clear(),
    sleep: (ms, signal) =>
      new Promise((resolve, reject) => {
        if (signal?.aborted) reject(signal.reason);
        setTimeout(resolve, Math.min(ms, 5));
      }),
  });
  const runtime: Runtime = {
    config,
    sessionStore,
    auth: new AuthService(http, sessionStore, config),
    loadHttp: () => Promise.resolve(http),
  };
  const i18n = await testI18n();
  if (options.translations) i18n.addResourceBundle("en", "translation", options.translations, true, true);
  const providers = createRefineProviders(runtime, http, i18n, queryClient, (resource, action) =>
    requirementOf(resource, action, declarations),
  );
  if (options.warmUp && options.session) {
    const [pathname, query = ""] = options.path.split("?");
    warmUpAreas(
      {
        queryClient,
        http,
        session: options.session,
        dataProviders: providers.dataProvider,
        location: { pathname, search: query ? `?${query}` : "" },
      },
      areasOf(options.session),
    );
  }
  const result = render(
    <RuntimeProvider runtime={runtime}>
      <HttpProvider http={http}>
        <I18nextProvider i18n={i18n}>
          <ConfigProvider theme={{ token: { motion: false } }}>
            <AlertsProvider>
              <MemoryRouter initialEntries={[options.path]}>
                <Refine
                  routerProvider={routerProvider}
                  dataProvider={providers.dataProvider}
                  accessControlProvider={providers.accessControlProvider}
                  i18nProvider={providers.i18nProvider}
                  resources={buildRefineResources(declarations)}
                  options={{
                    disableTelemetry: true,
                    syncWithLocation: false,
                    reactQuery: { clientConfig: queryClient },
                  }}
                >
                  <Routes>
                    <Route element={<TestLayout />}>
                      {resourceRoutes(declarations, options.areas ?? AREAS)}
                      <Route path="*" element={<p>not found</p>} />
                    </Route>
                  </Routes>
                  {options.extra}
                </Refine>
              </MemoryRouter>
            </AlertsProvider>
          </ConfigProvider>
        </I18nextProvider>
      </HttpProvider>
    </RuntimeProvider>,
  );
  return Object.assign(result, { runtime, http });
}

/** The current location shown by the probe (path + query). */
export function currentLocation(container: ParentNode = document): string {
  return container.querySelector('[data-testid="location"]')?.textContent ?? "";
}
