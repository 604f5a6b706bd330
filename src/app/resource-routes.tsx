import { Suspense, type ReactElement } from "react";
import { matchPath, Navigate, Route, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import type { i18n as I18n } from "i18next";
import { Loading } from "../components/loading";
import { RESOURCES } from "../../resources";
import type { ResourceDeclaration } from "../../resources/define-resource";
import type { Area } from "../../schemas/access";
import { areaOfPath } from "../../providers/access/landing";
import { loadTexts, type TextPart } from "../../providers/i18n";
import type { AreaRoute, RouteGate as RouteGateDeclaration } from "../areas/define-area";
import { RouteGate } from "../components/route-gate/route-gate";
import {
  AREAS,
  GenericListScreen,
  layoutLoaderOf,
  lazyComponent,
  lazyComponentWithTexts,
  lazyScreen,
  PendingScreen,
  screenLoaderOf,
  type AreaRegistration,
  type LazyComponent,
  type LazyScreen,
  type PageName,
} from "../areas/registry";

/**
 * Routes derived from the resource declarations (DESIGN.md §3: "no path is written twice"):
 * App.tsx nests `resourceRoutes()` inside the authenticated layout. The Refine resources, menu
 * groups and access requirements of the declarations are in refine-resources.tsx (re-exported
 * here).
 */
export {
  buildRefineResources,
  ICONS,
  localizeResources,
  MENU_GROUPS,
  refineResources,
  requirementOf,
  type MenuGroup,
} from "./refine-resources";

function element(
  Screen: LazyScreen,
  declaration: ResourceDeclaration,
  gate: RouteGateDeclaration = {},
): ReactElement {
  return (
    <Suspense fallback={<Loading />}>
      <RouteGate gate={gate}>
        <Screen declaration={declaration} />
      </RouteGate>
    </Suspense>
  );
}

/** Thrown when a declaration marks a page `custom` / `customList` and no area registers its screen. */
export class MissingScreenError extends Error {
  constructor(resource: string, page: PageName) {
    super(
      `Resource "${resource}" declares a custom ${page} page, but no src/areas/<area>/index.ts registers it`,
    );
    this.name = "MissingScreenError";
  }
}

/**
 * The screen of a declaration's page (DESIGN.md §3): the registered one, else — only where the
 * declaration does not ask for a bespoke screen — the generic list or the placeholder.
 * @throws MissingScreenError for a `custom` page without a registered screen (never a silent fallback).
 */
export function screenOf(
  declaration: ResourceDeclaration,
  page: PageName,
  areas: readonly AreaRegistration<string>[] = AREAS,
): LazyScreen {
  const load = screenLoaderOf(declaration.name, page, areas);
  if (load) return lazyScreen(load);
  const custom = page === "list" ? declaration.customList : declaration[page]?.custom;
  if (custom) throw new MissingScreenError(declaration.name, page);
  return page === "list" ? GenericListScreen : PendingScreen;
}

/** A screen of an area's layout route: its path, code and own text parts (`screenWithTexts`). */
interface AreaScreen {
  path: string;
  preload: () => Promise<unknown>;
  texts?: readonly TextPart[];
}

/**
 * The element of an area's layout route: starts the code and the own text parts of the screen the
 * URL asks for at once (so that they download while the layout's code and data load: no
 * waterfall), then renders the lazy layout, which renders `<Outlet />` when the area is ready.
 */
function AreaLayoutElement({ Layout, screens }: { Layout: LazyComponent; screens: readonly AreaScreen[] }) {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  startScreensAt(screens, pathname, i18n);
  return (
    <Suspense fallback={<Loading />}>
      <Layout />
    </Suspense>
  );
}

/**
 * Starts the code and own text parts of the screens among `screens` whose path matches `pathname`.
 * Idempotent: the module loader fetches a chunk once, loadTexts a part once per language.
 */
function startScreensAt(screens: readonly AreaScreen[], pathname: string, i18n: I18n): void {
  for (const screen of screens) {
    if (!matchPath(screen.path, pathname)) continue;
    void screen.preload();
    for (const part of screen.texts ?? []) void loadTexts(i18n, part);
  }
}

/** The screen of a declaration's page as a routed screen: its path, code and own text parts. */
function declarationScreen(
  declaration: ResourceDeclaration,
  page: PageName,
  path: string,
  areas: readonly AreaRegistration<string>[],
): AreaScreen {
  return {
    path,
    preload: screenOf(declaration, page, areas).preload,
    texts: screenLoaderOf(declaration.name, page, areas)?.texts,
  };
}

/** The path of a declaration's page (none for a nested list: another resource's screen shows it). */
function pagePath(declaration: ResourceDeclaration, page: PageName): string | undefined {
  if (page !== "list") return declaration[page]?.route;
  return declaration.meta.nested ? undefined : declaration.meta.route;
}

const ROUTED_PAGES = ["list", "show", "create"] as const;

/**
 * Starts the code and own text parts of the screen routed at `pathname` (a resource page or an
 * area route), before anything renders it: called as signing in leads there (src/app/prefetch.ts:
 * while the user types, for a remembered deep link; and at the token answer), so that the first
 * render of the signed-in app finds them in and does not suspend. A suspended first render shows
 * the fallback, and React 19 then holds the reveal until 300 ms after that fallback
 * (FALLBACK_THROTTLE_MS): measured in a trace of the authorization detail's deep link
 * (docs/performance.md "authorizationDetail").
 */
export function preloadScreenAt(
  pathname: string,
  i18n: I18n,
  declarations: readonly ResourceDeclaration[] = RESOURCES,
  areas: readonly AreaRegistration<string>[] = AREAS,
): void {
  const screens: AreaScreen[] = [];
  for (const declaration of declarations)
    for (const page of ROUTED_PAGES) {
      const path = pagePath(declaration, page);
      if (path !== undefined && matchPath(path, pathname))
        screens.push(declarationScreen(declaration, page, path, areas));
    }
  for (const area of areas)
    for (const route of area.routes ?? [])
      if ("screen" in route && matchPath(route.path, pathname))
        screens.push({ path: route.path, preload: areaRouteScreen(route).preload, texts: route.texts });
  startScreensAt(screens, pathname, i18n);
}

/** The lazy screen of an area route: with its text parts loaded in parallel when it declares some. */
function areaRouteScreen(route: Extract<AreaRoute, { screen: unknown }>): LazyComponent {
  return route.texts?.length
    ? lazyComponentWithTexts(route.texts, route.screen)
    : lazyComponent(route.screen);
}

/**
 * The route of an area route (DESIGN.md §12 "an area route"): a redirect, or its screen behind its
 * gate (guards, access; texts load with the code), with its `children` nested (a flow's steps).
 */
function areaRoute(route: AreaRoute, key: string): ReactElement {
  if ("redirect" in route)
    return <Route key={key} path={route.path} element={<Navigate to={route.redirect} replace />} />;
  const Screen = areaRouteScreen(route);
  const content = (
    <Suspense fallback={<Loading />}>
      <RouteGate gate={route}>
        <Screen />
      </RouteGate>
    </Suspense>
  );
  return (
    <Route key={key} path={route.path} element={content}>
      {(route.children ?? []).map((child, index) => areaRoute(child, `${key}/${index}`))}
    </Route>
  );
}

/**
 * The react-router routes of the declarations' pages and of the areas, as one fragment to nest
 * inside the authenticated layout route: `list` at `meta.route` (none for a nested list), `show` and `create` at their
 * routes (screens from {@link screenOf}), each area's own routes (redirects, flows), and every
 * route of an area that has a layout (src/areas/<area>/index.ts `layout`) nested in that layout
 * route. Every screen is lazy-loaded.
 * @throws MissingScreenError when a custom page has no registered screen.
 */
export function resourceRoutes(
  declarations: readonly ResourceDeclaration[] = RESOURCES,
  areas: readonly AreaRegistration<string>[] = AREAS,
): ReactElement {
  const byArea = new Map<string, { routes: ReactElement[]; screens: AreaScreen[] }>();
  const groupOf = (path: string) => {
    const area = areaOfPath(path);
    const key = area && layoutLoaderOf(area, areas) ? area : "";
    let group = byArea.get(key);
    if (!group) byArea.set(key, (group = { routes: [], screens: [] }));
    return group;
  };
  for (const declaration of declarations) {
    for (const page of ROUTED_PAGES) {
      // A nested list's page is another resource's screen (issue 7 §1): no list route of its own.
      const path = pagePath(declaration, page);
      if (path === undefined) continue;
      const screen = screenOf(declaration, page, areas);
      const group = groupOf(path);
      group.screens.push(declarationScreen(declaration, page, path, areas));
      const gate = { guards: screenLoaderOf(declaration.name, page, areas)?.guards };
      group.routes.push(
        <Route
          key={`${declaration.name}.${page}`}
          path={path}
          element={element(screen, declaration, gate)}
        />,
      );
    }
  }
  for (const area of areas) {
    for (const route of area.routes ?? []) {
      const group = groupOf(route.path);
      if ("screen" in route)
        group.screens.push({ path: route.path, preload: areaRouteScreen(route).preload, texts: route.texts });
      group.routes.push(areaRoute(route, `${area.name}:${route.path}`));
    }
  }
  return (
    <>
      {[...byArea].map(([area, group]) => {
        const load = area === "" ? undefined : layoutLoaderOf(area as Area, areas);
        if (!load) return group.routes;
        return (
          <Route
            key={`area:${area}`}
            element={<AreaLayoutElement Layout={lazyComponent(load)} screens={group.screens} />}
          >
            {group.routes}
          </Route>
        );
      })}
    </>
  );
}
