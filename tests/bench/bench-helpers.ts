/**
 * What the scripted benches share (issue 20, 21 "Tests and measurements"): a run in a fresh,
 * signed-in browser context, a stopwatch with laps between a walk's milestones, and the median of
 * the runs.
 */
import type { Browser, Page } from "@playwright/test";
import { signIn, type DemoKind } from "../e2e/fixtures";

/** Where a bench's browser and server are. */
export interface BenchTarget {
  browser: Browser;
  /** Origin of the reference API serving the portal, e.g. `http://127.0.0.1:4320`. */
  base: string;
}

/** The middle of the runs (the upper middle of an even count). */
export function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

/**
 * Runs `walk` on a page of a fresh context signed in as `kind`, and closes the context whatever happens.
 * @throws what `walk` or the sign-in throws.
 */
export async function inFreshContext<T>(
  target: BenchTarget,
  kind: DemoKind,
  walk: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await target.browser.newContext({ baseURL: target.base });
  const page = await context.newPage();
  try {
    await signIn(page, kind);
    return await walk(page);
  } finally {
    await context.close();
  }
}

/** A stopwatch started now: `lap(name)` records the time since the last lap; `elapsed()` the time since the start. */
export function stopwatch() {
  const started = Date.now();
  const steps: Record<string, number> = {};
  let last = started;
  return {
    steps,
    lap(name: string): void {
      const now = Date.now();
      steps[name] = now - last;
      last = now;
    },
    elapsed: (): number => Date.now() - started,
  };
}
