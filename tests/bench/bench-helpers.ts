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

/**
 * The nearest-rank percentile of `values` (any order), rounded to 0.1; NaN when there are none.
 * @param p the percentile, 0–100 (50 the median's lower middle, 95 the p95).
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[index] * 10) / 10;
}

/**
 * The accounts list's latency at scale (issue 23 §8; bench.ts `accountsList`, postgres.ts
 * `accountsListPg`): times in ms of the same query, the first requests left out.
 */
export interface ListLatency {
  /** Accounts in the database. */
  rows: number;
  /** Accounts the query's filter matches (the Spring page's total). */
  matched: number;
  p50Ms: number;
  p95Ms: number;
  samples: number;
  /** The query string measured. */
  query: string;
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
