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
export const SCREENS: Readonly<Record<string, LazyScreen>> = {
  "accounts.list": lazy(() => import("./rcm/accounts/accounts-list-screen")),
  "authorizations.list": lazy(() => import("./authorizations/authorization-home-screen")),
  "authorizations.create": lazy(() => import("./authorizations/new-authorization-empty-screen")),
  "settlements.list": lazy(() => import("./settlements/settlements-empty-screen")),
  "settlements.create": lazy(() => import("./settlements/new-settlement-empty-screen")),
  "v2-authorizations.list": lazy(() => import("./v2/v2-home-empty-screen")),
};

/** The generic list screen (src/components/resource), lazy. */
export const GenericListScreen: LazyScreen = lazy(() => import("../components/resource/generic-list-screen"));

/** The placeholder of declared pages without a screen yet, lazy. */
export const PendingScreen: LazyScreen = lazy(() => import("../components/resource/pending-screen"));
