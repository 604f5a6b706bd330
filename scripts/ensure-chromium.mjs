// Run before the end-to-end tests (`npm run test:e2e`): makes sure there is a Chromium to run them
// in, so that `npm test` on a fresh machine either gets one or stops at once with the one command
// to run, instead of failing every end-to-end test. The browser is looked up as tests/chromium.ts
// does: PLAYWRIGHT_CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own. As root
// on Debian it installs Debian's `chromium`, as .ci/run does.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { pathToFileURL } from "node:url";

/** Debian's Chromium, used by tests/chromium.ts when present. */
export const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/**
 * What to do about Chromium, from facts about the machine (pure, so it is tested without one).
 * @param {{ configuredPath?: string, exists: (path: string) => boolean, playwrightPath?: string,
 *   isRoot: boolean, isDebian: boolean }} facts `configuredPath` is PLAYWRIGHT_CHROMIUM_PATH;
 *   `playwrightPath` where Playwright's own Chromium would be.
 * @returns {{ action: "ok", path: string } | { action: "install" } | { action: "stop", reason: string, command: string }}
 */
export function chromiumPlan(facts) {
  const { configuredPath, exists, playwrightPath, isRoot, isDebian } = facts;
  if (configuredPath) {
    if (exists(configuredPath)) return { action: "ok", path: configuredPath };
    return {
      action: "stop",
      reason: `PLAYWRIGHT_CHROMIUM_PATH names ${configuredPath}, which does not exist.`,
      command: "unset PLAYWRIGHT_CHROMIUM_PATH",
    };
  }
  if (exists(DEBIAN_CHROMIUM)) return { action: "ok", path: DEBIAN_CHROMIUM };
  if (playwrightPath && exists(playwrightPath)) return { action: "ok", path: playwrightPath };
  if (isRoot && isDebian) return { action: "install" };
  return isDebian
    ? {
        action: "stop",
        reason: "The end-to-end tests need Chromium, and Debian's chromium package is not installed.",
        command: "sudo apt-get install -y chromium",
      }
    : {
        action: "stop",
        reason: "The end-to-end tests need Chromium, and none was found.",
        command: "npx playwright install chromium",
      };
}

/** Where Playwright's own Chromium would be, if the package can tell. */
async function playwrightChromium() {
  try {
    const { chromium } = await import("@playwright/test");
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

function stop(reason, command) {
  console.error(`\n${reason}\nRun this, then run the tests again:\n\n  ${command}\n`);
  process.exit(1);
}

async function main() {
  const facts = {
    configuredPath: process.env.PLAYWRIGHT_CHROMIUM_PATH || undefined,
    exists: (path) => fs.existsSync(path),
    playwrightPath: await playwrightChromium(),
    isRoot: typeof process.getuid === "function" && process.getuid() === 0,
    isDebian: fs.existsSync("/etc/debian_version"),
  };
  const plan = chromiumPlan(facts);
  if (plan.action === "ok") return;
  if (plan.action === "stop") stop(plan.reason, plan.command);
  console.log("Chromium is missing: installing Debian's chromium (apt-get), as .ci/run does…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "chromium"],
  ]) {
    const run = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (run.status !== 0) stop(`apt-get ${args.join(" ")} failed.`, "apt-get install -y chromium");
  }
  if (!fs.existsSync(DEBIAN_CHROMIUM))
    stop(`${DEBIAN_CHROMIUM} is still missing after installing chromium.`, "apt-get install -y chromium");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
