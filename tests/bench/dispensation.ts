/**
 * The dispensation's figure (issue 21 "Tests and measurements"), for `npm run bench`:
 * `dispensation.msToCompleted`: the seeded prescription 4701 (two APPROVED products; a
 * dispensation does not consume it, so every run and every bench database can use it) scripted
 * from the products step with its prices set at once (the user's own typing excluded): Send → the
 * sponsor's answer (the 202 says `Retry-After: 0`, the first poll answers) → Next → the document
 * number → Complete → `/home` saying the dispensation was completed. Wall clock, median of 3, each
 * run in a fresh context (target < 2 s).
 */
import { d, fill, productFields, SEEDED } from "../e2e/dispensing-helpers";
import { inFreshContext, median, stopwatch, type BenchTarget } from "./bench-helpers";

/** The dispensation's figure, in milliseconds. */
export interface DispensationFigures {
  msToCompleted: number;
  runs: number[];
  /** The last run's time between the walk's milestones (where the time goes). */
  lastRunSteps: Record<string, number>;
}

function dispenseOnce(target: BenchTarget): Promise<{ ms: number; steps: Record<string, number> }> {
  return inFreshContext(target, "authorizer", async (page) => {
    await page.goto(`/prescriptions/${SEEDED.id}`);
    for (const name of SEEDED.approved) await productFields(page, name).price.fill("10");
    const watch = stopwatch();
    await page.getByRole("button", { name: d.actions.send }).click();
    await page.getByText(fill(d.approved, { code: SEEDED.code })).waitFor();
    watch.lap("sendToAnswer");
    await page.getByRole("button", { name: d.actions.next }).click();
    await page.getByLabel(d.complete.documentNumber).fill("FAC-BENCH-1");
    watch.lap("answerToDocument");
    await page.getByRole("button", { name: d.actions.complete }).click();
    await page.waitForURL(/\/home$/);
    await page.locator(".ant-message-success").waitFor();
    watch.lap("completeToHome");
    return { ms: watch.elapsed(), steps: watch.steps };
  });
}

/**
 * Measures the scripted dispensation (3 runs).
 * @throws when a step does not show within the page's waits (the bench records the error).
 */
export async function measureDispensation(options: BenchTarget): Promise<DispensationFigures> {
  const runs: number[] = [];
  let steps: Record<string, number> = {};
  for (let run = 0; run < 3; run++) {
    const once = await dispenseOnce(options);
    runs.push(once.ms);
    steps = once.steps;
  }
  return { msToCompleted: median(runs), runs, lastRunSteps: steps };
}
