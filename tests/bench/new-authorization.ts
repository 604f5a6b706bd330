/**
 * The new authorization's figures (issue 20 "Tests and measurements"), for `npm run bench`:
 * - `newAuthorization.beneficiarySearch.msToResults`: from the search form's submit to the frame
 *   after the first result row is in the document, in the page's clock (paint-probe.ts), median of
 *   5 runs, each on a fresh load of the beneficiary step (target < 600 ms: the search's 202 says
 *   `Retry-After: 0`, so the results beat the 2 s fallback interval);
 * - `newAuthorization.outpatient.msToClaim`: an outpatient consultation for do-senasa (nothing to
 *   verify, no invoice) scripted from the sponsor chosen to `/home` saying the claim was created,
 *   every field set at once (the user's own typing excluded), wall clock, median of 3 (target < 3 s).
 *   The doctor's form is the user's own input too: its time (`lastRunSteps.doctorFilled`) is
 *   left out of the figure — its two list picks wait for antd Select's slide-up
 *   and the driver's retries (0/20/100/100/500 ms), which under load spread it from 0.6 to 1.4 s
 *   with the portal idle (docs/performance.md "msToClaim round 3");
 * - `catalogues.{diagnosisSearch,productSearch}.p95Ms`: bench/catalogue-search.ts over the running
 *   API at full catalogue size (target < 50 ms).
 */
import type { Page } from "@playwright/test";
import { measureCatalogueSearch, type CatalogueSearchFigures } from "../../bench/catalogue-search";
import {
  chooseBeneficiary,
  DRAFT_KEY,
  fillDoctor,
  SENASA,
  submitSearch,
  t,
  verifyIdentity,
  doctorNext,
  resultsToClaim,
} from "../e2e/new-authorization-walk";
import { apiToken } from "./api-token";
import { inFreshContext, median, stopwatch, type BenchTarget } from "./bench-helpers";
import { installPaintProbe, submitToShownMs } from "./paint-probe";

/** The new authorization's figures, in milliseconds. */
export interface NewAuthorizationFigures {
  beneficiarySearch: { msToResults: number; runs: number[] };
  /** `lastRunSteps`: the last run's time between the walk's milestones (where the time goes). */
  outpatient: { msToClaim: number; runs: number[]; lastRunSteps: Record<string, number> };
}

/** Writes the flow's draft (ids and choices) and opens `step` of an outpatient consultation. */
async function openStep(page: Page, step: string, draft: Record<string, unknown>): Promise<void> {
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
    DRAFT_KEY,
    JSON.stringify({ kind: "outpatient-consultation", ...draft }),
  ] as const);
  await page.goto(`/authorization/outpatient-care?kind=outpatient-consultation&step=${step}`);
  await page.locator(`[data-flow-step="${step}"]`).waitFor();
}

function searchOnce(target: BenchTarget): Promise<number> {
  return inFreshContext(target, "authorizer", async (page) => {
    await installPaintProbe(page, "tbody tr input[type=radio]");
    await openStep(page, "beneficiary", { sponsorSlug: "do-senasa", searchFormSlug: "identity-document" });
    await page.getByRole("radio", { name: "Cédula de identidad" }).check();
    await page.getByLabel("Número de documento").fill(SENASA.document);
    await page.getByRole("button", { name: t.search.beneficiary.search, exact: true }).click();
    return await submitToShownMs(page);
  });
}

function outpatientOnce(target: BenchTarget): Promise<{ ms: number; steps: Record<string, number> }> {
  return inFreshContext(target, "authorizer", async (page) => {
    await openStep(page, "sponsor", {});
    const watch = stopwatch();
    await submitSearch(page, "outpatient-consultation", SENASA);
    watch.lap("sponsorToSearchSubmitted");
    await chooseBeneficiary(page, SENASA);
    watch.lap("resultsToDoctor");
    await fillDoctor(page);
    watch.lap("doctorFilled");
    await doctorNext(page);
    await verifyIdentity(page, false);
    watch.lap("doctorToAuthorization");
    await page.getByRole("button", { name: t.billing.send, exact: true }).click();
    await resultsToClaim(page, false);
    watch.lap("requestToClaimStep");
    await page.getByRole("button", { name: t.claim.create, exact: true }).click();
    await page.waitForURL(/\/home$/);
    await page.locator(".ant-message-success").waitFor();
    watch.lap("claimToHome");
    // The user's own input (the doctor's form) is not the portal's time.
    return { ms: watch.elapsed() - watch.steps.doctorFilled, steps: watch.steps };
  });
}

/**
 * Measures the beneficiary search (5 runs) and the scripted outpatient flow (3 runs).
 * @throws when a step does not show within the walk's waits (the bench records the error).
 */
export async function measureNewAuthorization(options: BenchTarget): Promise<NewAuthorizationFigures> {
  const searches: number[] = [];
  for (let run = 0; run < 5; run++) searches.push(await searchOnce(options));
  const flows: number[] = [];
  let steps: Record<string, number> = {};
  for (let run = 0; run < 3; run++) {
    const flow = await outpatientOnce(options);
    flows.push(flow.ms);
    steps = flow.steps;
  }
  return {
    beneficiarySearch: { msToResults: median(searches), runs: searches },
    outpatient: { msToClaim: median(flows), runs: flows, lastRunSteps: steps },
  };
}

/** The medical catalogues' search latency over the running API, as the administrator. */
export async function measureCatalogues(base: string): Promise<CatalogueSearchFigures> {
  const token = await apiToken(base, "administrator");
  return measureCatalogueSearch((path) =>
    fetch(`${base}/api${path}`, { headers: { Authorization: `Bearer ${token}` } }),
  );
}
