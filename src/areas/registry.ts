import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { ResourceDeclaration } from "../../resources/define-resource";

/** Props every registered screen receives. */
export interface ScreenProps {
  declaration: ResourceDeclaration;
}

/** A lazily loaded screen (its code is fetched when its route is first shown). */
export type LazyScreen = LazyExoticComponent<ComponentType<ScreenProps>>;

/**
 * Bespoke screens by `<resource>.<page>` (page = list | show | create), DESIGN.md §3: where a
 * declaration says `customList` / `custom`, src/app/resource-routes.tsx renders the screen found
 * here; otherwise the generic renderer (lists) or the pending placeholder. Every entry is lazy so
 * that the sign-in page loads no table code.
 */
const SCREEN_LOADERS = {
  "accounts.list": () => import("./rcm/accounts/accounts-list-screen"),
  "authorizations.list": () => import("./authorizations/authorization-home-screen"),
  "authorizations.create": () => import("./authorizations/new-authorization-empty-screen"),
  "settlements.list": () => import("./settlements/settlements-empty-screen"),
  "settlements.create": () => import("./settlements/new-settlement-empty-screen"),
  "v2-authorizations.list": () => import("./v2/v2-home-empty-screen"),
} satisfies Record<string, () => Promise<{ default: ComponentType<ScreenProps> }>>;

export const SCREENS: Readonly<Record<string, LazyScreen>> = Object.fromEntries(
  Object.entries(SCREEN_LOADERS).map(([key, load]) => [key, lazy(load)]),
);

/**
 * Starts downloading the code of the screens users land on (000 §2, 001 §2: the authorization
 * home and the accounts grid), so that it is in by the time sign-in finishes. Idempotent: the
 * module loader fetches each chunk once and `lazy()` reuses it.
 */
export function preloadLandingScreens(): void {
  void SCREEN_LOADERS["accounts.list"]();
  void SCREEN_LOADERS["authorizations.list"]();
}

/** The generic list screen (src/components/resource), lazy. */
export const GenericListScreen: LazyScreen = lazy(() => import("../components/resource/generic-list-screen"));

/** The placeholder of declared pages without a screen yet, lazy. */
export const PendingScreen: LazyScreen = lazy(() => import("../components/resource/pending-screen"));
