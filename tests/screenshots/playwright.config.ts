import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "../chromium";

/**
 * The README's screenshots (`npm run screenshots`, not part of `npm test`): the built portal served
 * by the reference API on its own database, in Chromium, as the end-to-end tests run it
 * (playwright.config.ts). SHOTS_PORT, SHOTS_DATA_DIR and SHOTS_DIST change where it runs.
 */
const root = path.resolve(import.meta.dirname, "../..");
const port = Number(process.env.SHOTS_PORT ?? 4390);
const dataDir = process.env.SHOTS_DATA_DIR ?? ".data/screenshots";
const distDir = process.env.SHOTS_DIST ?? "dist";

export default defineConfig({
  testDir: ".",
  testMatch: "*.shots.ts",
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    locale: "es-DO",
    launchOptions: { executablePath: chromiumPath, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `npx tsx sandbox/main.ts --reset --data-dir ${dataDir} --port ${port} --serve ${distDir} --quiet`,
    cwd: root,
    url: `http://127.0.0.1:${port}/api/__sandbox/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
