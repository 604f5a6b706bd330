import { existsSync } from "node:fs";

/**
 * How the tests and the bench start Chromium on this kind of machine (no downloaded browsers):
 * PLAYWRIGHT_CHROMIUM_PATH, else Debian's /usr/bin/chromium where present, else Playwright's own.
 */
export const chromiumPath: string | undefined =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

/** Flags for a headless Chromium in a closed network, run as root. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
