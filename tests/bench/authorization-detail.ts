/**
 * `authorizationDetail.firstPaintMs` of `npm run bench` (issue 21 "Tests and measurements"; target
 * < 800 ms): a deep link to an authorization (`/authorizations/<id>`, 000 §2) opened signed out,
 * then, from pressing "sign in" to every amount of the detail shown (the sign-in, the screen's code
 * and its text parts, `GET /arc/v1/providers/{provider}/authorizations/{id}`). The authorization is
 * the authorizer's provider's newest prescription-drugs one (products, treatments, every section).
 * Median of `runs` runs, each in a fresh browser context (nothing cached). Measures, never asserts.
 * Modelled on tests/bench/account-detail.ts.
 */
import type { Browser } from "@playwright/test";
import { demoUser, pressSignIn, text } from "../e2e/fixtures";
import { apiToken } from "./api-token";
import { installPaintProbe, submitToShownMs } from "./paint-probe";

/** Options of {@link measureAuthorizationDetail}. */
export interface AuthorizationDetailBenchOptions {
  browser: Browser;
  /** Origin of the portal served by the reference API, e.g. `http://127.0.0.1:4320`. */
  base: string;
  /** Runs to take the median of (default 5). */
  runs?: number;
  /** The authorization to open (default: the newest prescription-drugs one). */
  authorizationId?: number;
}

/** The amounts the detail shows (`data-testid="amount-<field>"`, src/areas/authorizations/detail/amounts-section.tsx). */
const AMOUNTS = ["amount", "copayment", "coinsurance", "discount", "taxes", "advance", "totalToPay"];

/** The document once every amount is in it. */
const SHOWN = `body${AMOUNTS.map((field) => `:has([data-testid="amount-${field}"])`).join("")}`;

/**
 * The id of the authorizer's provider's newest PRESCRIPTION_DRUGS authorization (the home list,
 * `GET /arc/v1/providers/{provider}/outpatient-care-claim`), else the newest of any type.
 * @throws Error when the sign-in or the list call fails, or the list is empty.
 */
export async function detailAuthorizationId(base: string): Promise<number> {
  const token = await apiToken(base, "authorizer");
  const list = await fetch(
    `${base}/api/arc/v1/providers/clinica-central-do/outpatient-care-claim?page=0&size=100&sort=createdAt,desc`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  if (!list.ok) throw new Error(`GET outpatient-care-claim failed: ${list.status}`);
  const rows = ((await list.json()) as { content: { authorization_id: number; coverage_type: string }[] })
    .content;
  const row = rows.find((r) => r.coverage_type === "PRESCRIPTION_DRUGS") ?? rows[0];
  if (!row) throw new Error("the authorizer's provider has no authorization");
  return row.authorization_id;
}

/**
 * Opens the deep link signed out, signs the authorizer in and times each run from the sign-in
 * form's submit to the frame after every amount of the detail is in the document (paint-probe.ts,
 * the page's clock; each is then checked visible).
 * @returns `{ firstPaintMs }`, the median in milliseconds (rounded to 0.1 ms), and every run.
 * @throws Error when a run does not show the detail within 60 s or leaves the deep link.
 */
export async function measureAuthorizationDetail(
  opts: AuthorizationDetailBenchOptions,
): Promise<{ firstPaintMs: number; runs: number[] }> {
  const id = opts.authorizationId ?? (await detailAuthorizationId(opts.base));
  const user = demoUser("authorizer");
  const runs: number[] = [];
  for (let run = 0; run < (opts.runs ?? 5); run++) {
    const context = await opts.browser.newContext({ baseURL: opts.base });
    try {
      const page = await context.newPage();
      // Timed in the page's clock (paint-probe.ts): the driver's own waits poll up to 500 ms apart.
      await installPaintProbe(page, SHOWN);
      await page.goto(`/authorizations/${id}`);
      await page.waitForURL((url) => url.pathname.endsWith("/login"));
      // Filled in place (fillSignIn would open /login afresh and lose the remembered deep link).
      await page.getByLabel(text.auth.login.username).fill(user.username);
      await page.getByLabel(text.auth.login.password, { exact: true }).fill(user.password);
      await pressSignIn(page);
      runs.push(await submitToShownMs(page));
      for (const field of AMOUNTS) await page.getByTestId(`amount-${field}`).waitFor({ state: "visible" });
      if (!page.url().includes(`/authorizations/${id}`))
        throw new Error(`the sign-in did not return to the deep link (at ${page.url()})`);
    } finally {
      await context.close();
    }
  }
  const sorted = [...runs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { firstPaintMs: Math.round(median * 10) / 10, runs };
}
