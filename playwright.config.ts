import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./tests/chromium";
import { deviceAgentPort } from "./tests/e2e/device-agent";

/**
 * End-to-end tests (DESIGN.md §8): the built portal served by the reference API on its own
 * database (reset at every run, fault injection on), in Chromium. The browser is
 * PLAYWRIGHT_CHROMIUM_PATH, else Debian's /usr/bin/chromium where present, else Playwright's own.
 */
const port = Number(process.env.E2E_PORT ?? 4310);
/** Where the run keeps its database and which build it serves (set both to run two suites at once). */
const dataDir = process.env.E2E_DATA_DIR ?? ".data/e2e";
const distDir = process.env.E2E_DIST ?? "dist";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    screenshot: "only-on-failure",
    // The user setting the portal honours (WCAG 2.3.3): antd's dialogs and menus then open at once,
    // so no click lands on a dialog still zooming in (tests/e2e/reduced-motion.spec.ts).
    reducedMotion: "reduce",
    launchOptions: { executablePath: chromiumPath, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `npx tsx sandbox/main.ts --reset --data-dir ${dataDir} --port ${port} --faults --serve ${distDir} --quiet --device-agent ${deviceAgentPort()}`,
    url: `http://127.0.0.1:${port}/api/__sandbox/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: { SANDBOX_ACCESS_TTL_S: "300" },
  },
});
