/** Types of scripts/ensure-chromium.mjs, for its tests. */

/** Debian's Chromium, used by tests/chromium.ts when present. */
export declare const DEBIAN_CHROMIUM: string;

/** Facts about the machine that decide what to do about Chromium. */
export interface ChromiumFacts {
  /** PLAYWRIGHT_CHROMIUM_PATH, when set. */
  configuredPath?: string;
  exists(path: string): boolean;
  /** Where Playwright's own Chromium would be. */
  playwrightPath?: string;
  isRoot: boolean;
  isDebian: boolean;
}

/** What to do: nothing (a Chromium is there), install Debian's, or stop with one command to run. */
export type ChromiumPlan =
  | { action: "ok"; path: string }
  | { action: "install" }
  | { action: "stop"; reason: string; command: string };

export declare function chromiumPlan(facts: ChromiumFacts): ChromiumPlan;
