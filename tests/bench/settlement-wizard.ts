/**
 * The settlement wizard through the browser (issue 22 "Tests and measurements"
 * `settlementWizard.msToCompleted`: scripted, excluding typing; target < 3 s), for `npm run bench`:
 * a fresh context signed in as the settlement submitter opens `/settlements/new` and, from the
 * first step's action to the completed settlement's detail showing its total, goes through the
 * five steps: do-universal, every coverage, the cut-off range = ONE day of the completion pool
 * (November 2026, sandbox/routes/settlements/settlement-seed.ts `seedPendingVolume`) still pending,
 * so each run settles new claims and the measured October volume stays; select all minus two;
 * one manual authorization (do-universal asks for them: 000 §5); the summary (its total read to
 * type the invoice amount); the billing fields, the invoice PDF's upload, Complete. Every field is
 * set at once with `fill()`, dates typed DD/MM/YYYY as a person does, and the laps that are the
 * user's own input are left out ({@link USER_INPUT}: the user's own typing excluded). Wall clock,
 * median of 3, each run in a fresh context, with the last run's time between the walk's milestones
 * (`lastRunSteps`, input laps included). The day is looked up over the API before the clock starts.
 * Each run settles one pool day (30 in all): the bench's server must start with
 * `SETTLEMENT_BENCH_ENV` (settlements.ts), as for the API-only figure.
 *
 * Outside the bench: `BENCH_BASE=http://127.0.0.1:4351 npx tsx tests/bench/settlement-wizard.ts`
 * against a reference API that serves a built portal and was seeded with the pending volume.
 */
import { chromium, type Page } from "@playwright/test";
import part from "../../locales/es-DO/settlements.json" with { type: "json" };
import { CHROMIUM_ARGS, chromiumPath } from "../chromium";
import { centsOf, expectStepHeading, fillBilling, typeDate, uploadInvoice } from "../e2e/settlements-helpers";
import { apiToken } from "./api-token";
import { inFreshContext, median, stopwatch, type BenchTarget } from "./bench-helpers";

const s = part.settlements;
const SPONSOR = { slug: "do-universal", name: "ARS Universal" };
/** The completion pool of seedPendingVolume: one of its days is settled per run. */
const POOL = { from: "2026-11-01", to: "2026-11-30" };
/** The manual authorization each run adds (do-universal), and its amount in cents. */
const MANUAL = { quantity: "1", amount: "100.00", cents: 10_000 };

/** The wizard's figure, in milliseconds. */
export interface SettlementWizardUiFigures {
  msToCompleted: number;
  runs: number[];
  /** The last run's time between the walk's milestones (where the time goes). */
  lastRunSteps: Record<string, number>;
  /** The claims each run settled (the day's pending claims minus the two excluded). */
  claims: number[];
}

/**
 * The first pool day with at least 5 pending claims of do-universal (a settled day keeps only its
 * two excluded claims), as YYYY-MM-DD.
 * @throws Error when the pool is settled (seed the bench's database again) or a call fails.
 */
async function pendingPoolDay(base: string): Promise<string> {
  const token = await apiToken(base, "settlement-submitter");
  const byDay = new Map<string, number>();
  for (let page = 0; page < 10; page++) {
    const answer = await fetch(
      `${base}/api/settlements/v3/settlements/pending-authorizations?sponsor_slug=${SPONSOR.slug}&date_from=${POOL.from}&date_to=${POOL.to}&page=${page}&size=100`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    if (!answer.ok) throw new Error(`settlement wizard bench: ${answer.status} ${await answer.text()}`);
    const body = (await answer.json()) as { content: { created_at: string }[] };
    for (const row of body.content) {
      const day = row.created_at.slice(0, 10);
      byDay.set(day, (byDay.get(day) ?? 0) + 1);
    }
    const found = [...byDay].find(([, count]) => count >= 5);
    if (found) return found[0];
    if (body.content.length < 100) break;
  }
  throw new Error("settlement wizard bench: the completion pool is settled: seed the bench database again");
}

/** YYYY-MM-DD → DD/MM/YYYY, as the date pickers are typed into. */
const shownDate = (day: string) => day.split("-").reverse().join("/");

/** Cents → "12345.67" (the invoice amount as typed). */
const amountOf = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

/**
 * The laps that are the user's own input, left out of the figure: the sponsor step's choices and
 * dates (antd Select's and the date pickers' slide animations, and the driver's retries, make them
 * 1.5–2.8 s under load with the portal idle), ticking the claims, the manual authorization's and the
 * billing fields. What stays is the portal's time: each step's calls and renders, the upload, the
 * completion and the detail.
 */
const USER_INPUT = ["sponsorFilled", "pendingChosen", "manualFilled", "billingFilled"] as const;

async function next(page: Page): Promise<void> {
  await page.getByRole("button", { name: s.next }).click();
}

function settleOnce(
  target: BenchTarget,
): Promise<{ ms: number; steps: Record<string, number>; claims: number }> {
  return inFreshContext(target, "settlement-submitter", async (page) => {
    const day = await pendingPoolDay(target.base);
    await page.goto("/settlements/new");
    await expectStepHeading(page, 1, s.steps.sponsor);
    await page.getByLabel(s.sponsor.sponsor).waitFor();
    const watch = stopwatch();

    // 1. Sponsor, the one day as the cut-off range, every coverage.
    await page.getByLabel(s.sponsor.sponsor).click();
    await page.locator(".ant-select-item-option").filter({ hasText: SPONSOR.name }).click();
    await typeDate(page, s.sponsor.dateFrom, shownDate(day));
    await typeDate(page, s.sponsor.dateTo, shownDate(day));
    for (const box of await page.getByRole("group").getByRole("checkbox").all()) await box.check();
    watch.lap("sponsorFilled");
    await next(page);
    await expectStepHeading(page, 2, s.steps.pending);
    const rows = page.getByRole("checkbox", { name: /^Incluir la autorización/ });
    await rows.first().waitFor();
    watch.lap("sponsorToPending");

    // 2. Select all, minus two.
    await page
      .getByRole("checkbox", { name: new RegExp(s.pending.selectAll.replace(/\(\{\{count\}\}\)/, "")) })
      .check();
    await rows.nth(0).uncheck();
    await rows.nth(1).uncheck();
    watch.lap("pendingChosen");
    await next(page);
    await expectStepHeading(page, 3, s.steps.manual);
    watch.lap("pendingToManual");

    // 3. One manual authorization.
    await page.getByLabel(s.manual.quantity).fill(MANUAL.quantity);
    await page.getByLabel(s.manual.amount).fill(MANUAL.amount);
    watch.lap("manualFilled");
    await next(page);
    await expectStepHeading(page, 4, s.steps.summary);
    const total = page.getByTestId("summary-total");
    await total.waitFor();
    const cents = centsOf(await total.innerText());
    const claims = Number(await page.getByTestId("summary-count").innerText());
    watch.lap("manualToSummary");

    // 4. → 5. Billing: the fields, the invoice, Complete.
    await next(page);
    await expectStepHeading(page, 5, s.steps.billing);
    watch.lap("summaryToBilling");
    await fillBilling(page, {
      number: `FAC-BENCH-${day}`,
      amount: amountOf(cents + MANUAL.cents),
      receipt: "B0100099999",
    });
    watch.lap("billingFilled");
    await uploadInvoice(page);
    watch.lap("invoiceUploaded");
    await page.getByRole("button", { name: s.complete }).click();
    await page.waitForURL(/\/settlements\/[0-9a-f-]{36}$/);
    await page.getByTestId("settlement-total").filter({ hasText: /\d/ }).waitFor();
    watch.lap("completeToDetail");
    // The user's own input (choosing, ticking, typing) is not the portal's time (issue 22 "typing excluded").
    const input = USER_INPUT.reduce((sum, lap) => sum + (watch.steps[lap] ?? 0), 0);
    return { ms: watch.elapsed() - input, steps: watch.steps, claims };
  });
}

/**
 * Measures the scripted settlement wizard (3 runs, each settling one pool day).
 * @param options.runs how many runs (3 by default; the median is the upper middle of an even count).
 * @throws when a step does not show within the page's waits, or the pool is settled (the bench
 * records the error).
 */
export async function measureSettlementWizardUi(
  options: BenchTarget & { runs?: number },
): Promise<SettlementWizardUiFigures> {
  const runs: number[] = [];
  const claims: number[] = [];
  let steps: Record<string, number> = {};
  for (let run = 0; run < (options.runs ?? 3); run++) {
    const once = await settleOnce(options);
    runs.push(once.ms);
    claims.push(once.claims);
    steps = once.steps;
  }
  return { msToCompleted: median(runs), runs, lastRunSteps: steps, claims };
}

if (process.argv[1]?.endsWith("tests/bench/settlement-wizard.ts")) {
  const base = process.env.BENCH_BASE;
  if (!base) throw new Error("Set BENCH_BASE to the reference API serving the portal");
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const runs = Number(process.env.BENCH_RUNS ?? 3);
    console.log(JSON.stringify(await measureSettlementWizardUi({ browser, base, runs }), null, 2));
  } finally {
    await browser.close();
  }
}
