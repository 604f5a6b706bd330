import { defineArea, PENDING_SCREEN, type ScreenLoader } from "../define-area";

const accountsList: ScreenLoader = () => import("./accounts/accounts-list-screen");

/**
 * The revenue-cycle area (001): its layout loads the role permissions before any /rcm/* screen
 * renders (rcm-layout.tsx, DESIGN.md §6), the accounts grid is its landing screen.
 */
export default defineArea({
  name: "rcm",
  layout: () => import("./rcm-layout"),
  screens: {
    // The account detail (issue 7 §2) is not built yet: its declared custom page shows the placeholder.
    accounts: { list: accountsList, show: PENDING_SCREEN },
  },
  routes: [
    { path: "/rcm", redirect: "/rcm/home" },
    { path: "/rcm/*", redirect: "/rcm/home" },
  ],
  landing: [accountsList],
});
