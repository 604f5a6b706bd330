import type { i18n as I18n } from "i18next";
import { loadTexts } from "../../providers/i18n";
import { preloadLandingScreens } from "../areas/registry";
import type { Runtime } from "./runtime-context";

/** The signed-in app's module (Refine, data providers, resource routes), loaded once. */
export const loadSignedInApp = () => import("./signed-in-app");

let started = false;

/**
 * Starts loading, in parallel, everything signing in leads to: the HTTP layer, the signed-in app,
 * its layout and texts, and the landing screens (issue "Hardening and weight" §1: no request
 * waterfall after the token answer). Called when the user starts typing on the sign-in page;
 * nothing of it blocks the page, and it runs once.
 */
export function prefetchSignedIn(runtime: Runtime, i18n: I18n): void {
  if (started) return;
  started = true;
  void runtime.loadHttp();
  void loadSignedInApp();
  void import("./portal-layout");
  void loadTexts(i18n, "portal");
  preloadLandingScreens();
}
