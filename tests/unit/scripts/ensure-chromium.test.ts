/**
 * `npm test` on a machine without Chromium (issue 6 §4): the end-to-end step installs Debian's
 * chromium when it may (root on Debian, as .ci/run does), else stops before any test with the one
 * command to run (scripts/ensure-chromium.mjs).
 */
import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { chromiumPlan, DEBIAN_CHROMIUM, type ChromiumFacts } from "../../../scripts/ensure-chromium.mjs";

const none = (): boolean => false;
const only =
  (...paths: string[]) =>
  (candidate: string) =>
    paths.includes(candidate);
const facts = (overrides: Partial<ChromiumFacts>): ChromiumFacts => ({
  exists: none,
  playwrightPath: "/root/.cache/ms-playwright/chromium/chrome",
  isRoot: false,
  isDebian: false,
  ...overrides,
});

describe("chromiumPlan", () => {
  it("uses PLAYWRIGHT_CHROMIUM_PATH, else Debian's chromium, else Playwright's own", () => {
    expect(chromiumPlan(facts({ configuredPath: "/opt/c", exists: only("/opt/c") }))).toEqual({
      action: "ok",
      path: "/opt/c",
    });
    expect(chromiumPlan(facts({ exists: only(DEBIAN_CHROMIUM) }))).toEqual({
      action: "ok",
      path: DEBIAN_CHROMIUM,
    });
    expect(chromiumPlan(facts({ exists: only("/root/.cache/ms-playwright/chromium/chrome") }))).toMatchObject(
      {
        action: "ok",
      },
    );
  });

  it("installs Debian's chromium as root on Debian", () => {
    expect(chromiumPlan(facts({ isRoot: true, isDebian: true }))).toEqual({ action: "install" });
  });

  it("otherwise stops with the one command to run", () => {
    expect(chromiumPlan(facts({ isDebian: true }))).toMatchObject({
      action: "stop",
      command: "sudo apt-get install -y chromium",
    });
    expect(chromiumPlan(facts({ isRoot: true }))).toMatchObject({
      action: "stop",
      command: "npx playwright install chromium",
    });
    // A configured path that is missing is not replaced behind the user's back.
    expect(chromiumPlan(facts({ configuredPath: "/nope", isRoot: true, isDebian: true }))).toMatchObject({
      action: "stop",
      command: "unset PLAYWRIGHT_CHROMIUM_PATH",
    });
  });

  it("the script stops at once (exit 1) and prints the command", () => {
    const script = path.resolve(import.meta.dirname, "../../../scripts/ensure-chromium.mjs");
    const run = spawnSync(process.execPath, [script], {
      env: { ...process.env, PLAYWRIGHT_CHROMIUM_PATH: "/nonexistent/chromium" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("unset PLAYWRIGHT_CHROMIUM_PATH");
  });
});
