import type { ComponentType } from "react";
import { preloadable, type Preloadable } from "../lib/preloadable";
import { lazyWithTexts } from "../base/lazy-with-texts";
import type { Area } from "../../schemas/access";
import type { TextPart } from "../../providers/i18n";
import {
  PENDING_SCREEN,
  type AreaRegistration,
  type ComponentLoader,
  type PageName,
  type ScreenLoader,
  type ScreenProps,
  type WarmUpContext,
  type WarmUpLoader,
} from "./define-area";
import authorizations from "./authorizations";
import dispensing from "./dispensing";
import rcm from "./rcm";
import settlements from "./settlements";
import v2 from "./v2";

export type { AreaRegistration, PageName, ScreenLoader, ScreenProps } from "./define-area";

/**
 * Every area of the portal (DESIGN.md §10 "Areas register themselves"). Adding an area = its
 * `src/areas/<area>/index.ts` and one entry here. Imported by the sign-in page through
 * src/app/prefetch.ts: everything reachable from here is data and dynamic imports.
 */
export const AREAS: readonly AreaRegistration[] = [authorizations, dispensing, settlements, rcm, v2];

/**
 * A lazily loaded screen; `preload()` starts fetching its code (idempotent). Once its code is in it
 * renders without suspending (src/lib/preloadable.tsx: `lazy()` would suspend once more and React
 * would hold the screen back up to 300 ms).
 */
export type LazyScreen = Preloadable<ScreenProps, { default: ComponentType<ScreenProps> }>;

/** A lazily loaded component without props (layouts, flow screens). */
export type LazyComponent = Preloadable<object, { default: ComponentType }>;

const lazies = new WeakMap<() => Promise<unknown>, LazyScreen | LazyComponent>();

/** The one lazy wrapper of a loader (the same component on every call, so React keeps its state). */
export function lazyScreen(load: ScreenLoader): LazyScreen {
  const known = lazies.get(load);
  if (known) return known as LazyScreen;
  // A screen registered with text parts (define-area.ts `screenWithTexts`) loads them with its code.
  const screen: LazyScreen = load.texts?.length ? lazyWithTexts(load.texts, load) : preloadable(load);
  lazies.set(load, screen);
  return screen;
}

/** The one lazy wrapper of an area route's screen that loads its own text parts with its code. */
export function lazyComponentWithTexts(texts: readonly TextPart[], load: ComponentLoader): LazyComponent {
  const known = lazies.get(load);
  if (known) return known as LazyComponent;
  const component: LazyComponent = lazyWithTexts(texts, load);
  lazies.set(load, component);
  return component;
}

/** The one lazy wrapper of a layout or flow-screen loader. */
export function lazyComponent(load: ComponentLoader): LazyComponent {
  const known = lazies.get(load);
  if (known) return known as LazyComponent;
  const component: LazyComponent = preloadable(load);
  lazies.set(load, component);
  return component;
}

/**
 * The screen an area registers for a resource's page, or undefined when none does.
 * @throws Error when two areas register the same page (one of them would be silently ignored).
 */
export function screenLoaderOf(
  resource: string,
  page: PageName,
  areas: readonly AreaRegistration<string>[] = AREAS,
): ScreenLoader | undefined {
  const found = areas.flatMap((area) => {
    const load = (area.screens as Readonly<Record<string, Partial<Record<PageName, ScreenLoader>>>>)[
      resource
    ]?.[page];
    return load ? [load] : [];
  });
  if (found.length > 1) throw new Error(`Two areas register the ${page} screen of "${resource}"`);
  return found[0];
}

/** The layout of an area, if a registration of that area declares one. */
export function layoutLoaderOf(
  area: Area,
  areas: readonly AreaRegistration<string>[] = AREAS,
): ComponentLoader | undefined {
  return areas.find((registration) => registration.name === area && registration.layout)?.layout;
}

/**
 * Starts downloading the code of the screens users land on (000 §2, 001 §2: the authorization
 * home and the accounts grid) and of their areas' layouts, so that it is in by the time sign-in
 * finishes. Idempotent: each lazy wrapper loads its module once and renders from it without
 * suspending once it is in.
 */
export function preloadLandingScreens(areas: readonly AreaRegistration<string>[] = AREAS): void {
  for (const area of areas) {
    if (!area.landing?.length) continue;
    if (area.layout) void lazyComponent(area.layout).preload();
    if (area.warmUp) void loadWarmUp(area.warmUp);
    for (const load of area.landing) void lazyScreen(load).preload();
  }
}

/**
 * Runs the warm-up of every area the user reaches (define-area.ts `warmUp`), once as the session
 * starts: the first calls of the area's layout and landing screen go out while the signed-in app
 * renders, instead of one after the other behind it (issue 6 §1, sign-in to first rows ≤ 1 s).
 * A failed warm-up call is only a cache miss: the screen asks again and shows the error.
 */
export function warmUpAreas(
  context: WarmUpContext,
  reachable: readonly Area[],
  areas: readonly AreaRegistration<string>[] = AREAS,
): void {
  for (const area of areas) {
    if (!area.warmUp || !reachable.includes(area.name)) continue;
    // Loaded while the user typed (preloadLandingScreens): run it now. Resolving even a loaded
    // module's import() waits for a task, behind the landing page's render (measured in a trace:
    // the first call went out ~110 ms after the token answer instead of at once).
    const loaded = warmUps.get(area.warmUp);
    if (loaded) {
      loaded(context);
      continue;
    }
    void loadWarmUp(area.warmUp).then(
      (run) => run(context),
      () => undefined,
    );
  }
}

type WarmUp = Awaited<ReturnType<WarmUpLoader>>["default"];

/** Warm-ups whose module is in, by their loader: run without waiting for an import. */
const warmUps = new WeakMap<WarmUpLoader, WarmUp>();

/** Loads an area's warm-up module once and keeps its function ({@link warmUps}). */
function loadWarmUp(loader: WarmUpLoader): Promise<WarmUp> {
  return loader().then((module) => {
    warmUps.set(loader, module.default);
    return module.default;
  });
}

/** The generic list screen (src/components/resource), lazy. */
export const GenericListScreen: LazyScreen = lazyScreen(
  () => import("../components/resource/generic-list-screen"),
);

/** The placeholder of declared (non-custom) pages without a screen yet, lazy. */
export const PendingScreen: LazyScreen = lazyScreen(PENDING_SCREEN);
