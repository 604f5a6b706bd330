/**
 * The dispensation's figure (issue 21 "Tests and measurements"), for `npm run bench`:
 * `dispensation.msToCompleted`: the seeded prescription 4701 (two APPROVED products; a
 * dispensation does not consume it, so every run and every bench database can use it) scripted
 * from the products step with its prices set at once (the user's own typing excluded): Send → the
 * sponsor's answer (the 202 says `Retry-After: 0`, the first poll answers) → Next → the document
 * number → Complete → `/home` saying the dispensation was completed. Wall clock, median of 3, each
 * run in a fresh context (target < 2 s).
 */
import type { Browser } from "@playwright/test";
import { signIn } from "../e2e/fixtures";
import { d, fill, productFields, SEEDED } from "../e2e/dispensing-helpers";

/** Where the bench's browser and server are. */
export interface DispensationBenchOptions {
  browser: Browser;
  /** Origin of the reference API serving the portal, e.g. `http://127.0.0.1:4320`. */
  base: string;
}

/** The dispensation's figure, in milliseconds. */
export interface DispensationFigures {
  msToCompleted: number;
  runs: number[];
  /** The last run's time between the walk's milestones (where the time goes). */
  lastRunSteps: Record<string, number>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function dispenseOnce(
  options: DispensationBenchOptions,
): Promise<{ ms: number; steps: Record<string, number> }> {
  const context = await options.browser.newContext({ baseURL: options.base });
  const page = await context.newPage();
  try {
    await signIn(page, "authorizer");
    await page.goto(`/prescriptions/${SEEDED.id}`);
    for (const name of SEEDED.approved) await productFields(page, name).price.fill("10");
    const started = Date.now();
    const steps: Record<string, number> = {};
    let last = started;
    const lap = (name: string) => {
      const now = Date.now();
      steps[name] = now - last;
      last = now;
    };
    await page.getByRole("button", { name: d.actions.send }).click();
    await page.getByText(fill(d.approved, { code: SEEDED.code })).waitFor();
    lap("sendToAnswer");
    await page.getByRole("button", { name: d.actions.next }).click();
    await page.getByLabel(d.complete.documentNumber).fill("FAC-BENCH-1");
    lap("answerToDocument");
    await page.getByRole("button", { name: d.actions.complete }).click();
    await page.waitForURL(/\/home$/);
    await page.locator(".ant-message-success").waitFor();
    lap("completeToHome");
    return { ms: Date.now() - started, steps };
  } finally {
    await context.close();
  }
}

/**
 * Measures the scripted dispensation (3 runs).
 * @throws when a step does not show within the page's waits (the bench records the error).
 */
export async function measureDispensation(options: DispensationBenchOptions): Promise<DispensationFigures> {
  const runs: number[] = [];
  let steps: Record<string, number> = {};
  for (let run = 0; run < 3; run++) {
    const once = await dispenseOnce(options);
    runs.push(once.ms);
    steps = once.steps;
  }
  return { msToCompleted: median(runs), runs, lastRunSteps: steps };
}
