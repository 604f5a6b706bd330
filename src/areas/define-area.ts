import type { ComponentType } from "react";
import type { QueryClient } from "@tanstack/react-query";
import type { DataProvider } from "@refinedev/core";
import type { HttpClient } from "../../providers/http";
import type { TokenResponse } from "../../providers/session-types";
import type { ResourceDeclaration, ResourceName } from "../../resources";
import type { Area } from "../../schemas/access";
import type { TextPart } from "../../providers/i18n";

/**
 * How an area registers itself (DESIGN.md §3, §10 "Areas register themselves"): each
 * `src/areas/<area>/index.ts` default-exports one {@link defineArea} call with its bespoke screens,
 * keyed by resource name (checked against the declarations at compile time), its routes that are
 * not one resource's page, and optionally a layout route wrapping every route of the area.
 *
 * This module and the area index files are imported by the sign-in page (src/app/prefetch.ts
 * preloads the landing screens), so they hold data and dynamic imports only: never import a screen,
 * a layout or a library statically here.
 */

/** The pages a declaration may have (DESIGN.md §3). */
export type PageName = "list" | "show" | "create";

/** Props every registered screen receives. */
export interface ScreenProps {
  declaration: ResourceDeclaration;
}

/**
 * The guards a route may declare, by name (implemented once in src/components/route-gate/):
 * - `navigationBar`: 001 §2 "The AI rules and delivery-relationship pages redirect to /home when
 *   the navigation-bar view is hidden" (view configuration, section `pre-settlements`).
 */
export type RouteGuard = "navigationBar";

/**
 * What a route declares besides its screen (DESIGN.md §12 "an area route"), checked by the route
 * before the screen renders (src/components/route-gate/route-gate.tsx), so no screen repeats it:
 * - `access`: asked of the access-control provider (`useCan`); while unknown the route shows the
 *   loading state ("not loaded" never means "allowed"), refused it shows `AccessRefused` with the
 *   translation of `refusedKey` under the heading `titleKey`;
 * - `texts`: text parts (providers/i18n.ts `TEXT_PARTS`) loaded with the screen's code, in parallel;
 * - `guards`: redirects the spec states for the route ({@link RouteGuard}).
 */
export interface RouteGate {
  readonly access?: {
    /** Resource name asked about (a declaration's name, e.g. `agreements`). */
    readonly resource: string;
    /**
     * Action asked about (`list`, `show`, `configure`, …), or a function of the URL's search
     * parameters for a page whose mode is in its URL (the AI rules editor: `create` or `edit`).
     */
    readonly action: string | ((params: URLSearchParams) => string);
    /** i18n key of the refusal shown when the role lacks the permission. */
    readonly refusedKey: string;
    /** i18n key of the page heading shown above the refusal (or a function of the search parameters). */
    readonly titleKey?: string | ((params: URLSearchParams) => string);
  };
  readonly texts?: readonly TextPart[];
  readonly guards?: readonly RouteGuard[];
}

/**
 * The dynamic import of a screen's module (its default export is the screen), with the route's
 * gate: `texts` (the text parts beyond the signed-in app's `portal`, loaded in parallel with its
 * code) and `guards`; see {@link screenWithTexts} and {@link screenWith}.
 */
export type ScreenLoader = (() => Promise<{ default: ComponentType<ScreenProps> }>) &
  Pick<RouteGate, "texts" | "guards">;

/**
 * A screen that needs text parts of its own (e.g. the account detail: `account`, `documents`,
 * `actions`), so that a screen that does not show them (the accounts grid) never loads them:
 * `screens: { accounts: { show: screenWithTexts(["account"], () => import("./account-screen")) } }`.
 * @returns the loader, tagged with its parts.
 */
export function screenWithTexts(
  texts: readonly TextPart[],
  load: () => Promise<{ default: ComponentType<ScreenProps> }>,
): ScreenLoader {
  return screenWith({ texts }, load);
}

/**
 * A resource screen with its route's gate (texts and guards; a resource page's access is its
 * declaration's): `screenWith({ texts: ["ai-rules"], guards: ["navigationBar"] }, () => import(…))`.
 * @returns the loader, tagged with its gate.
 */
export function screenWith(
  gate: Pick<RouteGate, "texts" | "guards">,
  load: () => Promise<{ default: ComponentType<ScreenProps> }>,
): ScreenLoader {
  return Object.assign(() => load(), { texts: gate.texts, guards: gate.guards });
}

/** The dynamic import of a component without props (area layouts, flow screens). */
export type ComponentLoader = () => Promise<{ default: ComponentType }>;

/**
 * Bespoke screens of an area by resource and page. `Name` is the union of the declared resource
 * names, so `{ acounts: … }` or `{ accounts: { lst: … } }` fails `tsc`; test-only resources use
 * `AreaScreens<string>`.
 */
export type AreaScreens<Name extends string = ResourceName> = {
  readonly [R in Name]?: Readonly<Partial<Record<PageName, ScreenLoader>>>;
};

/**
 * A route of an area that is not a resource's page: a redirect, or a screen (wizards, forms that
 * are not one resource, configuration pages) with its {@link RouteGate} (access, texts, guards),
 * checked before the screen renders. A flow nests its steps as `children` under its screen, which
 * is then the flow's layout and renders `<Outlet />` (DESIGN.md §10, §12).
 */
export type AreaRoute =
  | { readonly path: string; readonly redirect: string }
  | ({
      readonly path: string;
      readonly screen: ComponentLoader;
      readonly children?: readonly AreaRoute[];
    } & RouteGate);

/** What an area's warm-up gets: the session's query cache, HTTP client and session. */
export interface WarmUpContext {
  queryClient: QueryClient;
  http: HttpClient;
  session: TokenResponse;
  /** The session's data providers, by service (src/app/data-providers.ts). */
  dataProviders: Readonly<Record<string, DataProvider>>;
  /** Where the signed-in app first renders (the landing page, or the page reloaded). */
  location: { pathname: string; search: string };
}

/**
 * The dynamic import of an area's warm-up: a function starting, into the session's query cache,
 * the calls its layout and landing screen will make first (the RCM role permissions and view
 * configuration), the moment the session starts rather than once the layout has rendered.
 */
export type WarmUpLoader = () => Promise<{ default: (context: WarmUpContext) => void }>;

/** What an area registers. */
export interface AreaRegistration<Name extends string = ResourceName> {
  /** The access area (schemas/access.ts); resource routes under it (providers/access `areaOfPath`) belong to it. */
  readonly name: Area;
  readonly screens: AreaScreens<Name>;
  readonly routes?: readonly AreaRoute[];
  /**
   * A layout route around every route of the area (resource pages and area routes), rendering
   * `<Outlet />` once what the area needs is in (the RCM layout loads the role permissions first).
   */
  readonly layout?: ComponentLoader;
  /** Screens users land on (000 §2, 001 §2): loaded, with the layout, while the user signs in. */
  readonly landing?: readonly ScreenLoader[];
  /** Started as the session starts, for users who reach the area (issue 6 §1, first rows ≤ 1 s). */
  readonly warmUp?: WarmUpLoader;
}

/**
 * Declares an area. An identity function: its parameter type does the checking (resource names,
 * page names, route shapes) on the object literal, excess properties included.
 * @returns the registration as given.
 */
export function defineArea(registration: AreaRegistration): AreaRegistration {
  return registration;
}

/**
 * The placeholder screen ("Coming soon"), for a page a declaration marks `custom` whose screen is
 * not built yet: registering it says so explicitly, where a missing registration fails a test.
 */
export const PENDING_SCREEN: ScreenLoader = () => import("../components/resource/pending-screen");
