import type { ComponentProps } from "react";
import { lazyWithTexts } from "../base/lazy-with-texts";

/**
 * The signed-in app (Refine, data providers, layout, resource routes) with its texts (the
 * `portal` part); preloadable, so that once prefetched it renders without suspending. Rendered by
 * the routed app (./routed-app.tsx), prefetched from the sign-in page (./prefetch.ts).
 */
export const SignedInApp = lazyWithTexts<
  ComponentProps<typeof import("./signed-in-app").default>,
  typeof import("./signed-in-app")
>("portal", () => import("./signed-in-app"));
