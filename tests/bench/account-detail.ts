/**
 * `accountDetail.firstPaintMs` of `npm run bench` (issue 7 §6): a deep link to an account
 * (`/rcm/account/<id>`, 001 §2) opened signed out, then, from pressing "sign in" to the account
 * header and the first rows of its charges grid visible (the sign-in, the RCM role permissions, the
 * account and its per-account restrictions, the screen's code and text parts, the first charges
 * page). The account is the editor's provider's largest by amount, one with hundreds of charges.
 * Median of `runs` runs, each in a fresh browser context (nothing cached). Measures, never asserts.
 */
import type { Browser } from "@playwright/test";
import { demoUser, pressSignIn, text } from "../e2e/fixtures";
import { installPaintProbe, submitToShownMs } from "./paint-probe";

/** Options of {@link measureAccountDetailFirstPaint}. */
export interface AccountDetailOptions {
  browser: Browser;
  /** Origin of the portal served by the reference API, e.g. `http://127.0.0.1:4320`. */
  base: string;
  /** Runs to take the median of (default 5). */
  runs?: number;
  /** The account to open (default: the editor's provider's account with the largest amount). */
  accountId?: string;
}

/** The OAuth client of the portal's public/config.json (the reference API's demo client). */
const CLIENT = "provider-portal:provider-portal-secret";

/**
 * The id of the RCM editor's provider's account with the largest invoice amount (001 §7
 * `GET /rcm/v1/accounts` sorted by amount), asked through the reference API's password grant.
 * @throws Error when the sign-in or the list call fails, or the provider has no account.
 */
export async function largestAccountId(base: string): Promise<string> {
  const editor = demoUser("rcm-editor");
  const token = await fetch(`${base}/api/v1/oauth/token`, {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from(CLIENT).toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({
      grant_type: "password",
      username: editor.username,
      password: editor.password,
    }),
  });
  if (!token.ok) throw new Error(`sign-in of rcm-editor failed: ${token.status}`);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const list = await fetch(`${base}/api/rcm/v1/accounts?page=0&size=1&sort=desc&order_by=invoice_amount`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (!list.ok) throw new Error(`GET /rcm/v1/accounts failed: ${list.status}`);
  const [first] = ((await list.json()) as { content: { id: string }[] }).content;
  if (!first) throw new Error("the editor's provider has no account");
  return first.id;
}

/** A row of the account's charges grid. */
const CHARGE_ROW = '[data-resource="charges"] tbody tr.ant-table-row';

/** The document once both the account header and a first charge row are in it. */
const SHOWN = `body:has([data-testid="account-header"]):has(${CHARGE_ROW})`;

/**
 * Opens the deep link signed out, signs the RCM editor in and times each run from the sign-in
 * form's submit to the frame after the account header and the first charge row are in the
 * document (paint-probe.ts, the page's clock; both are then checked visible).
 * @returns the median, in milliseconds (rounded to 0.1 ms).
 * @throws Error when a run does not show the account within 60 s.
 */
export async function measureAccountDetailFirstPaint(opts: AccountDetailOptions): Promise<number> {
  const accountId = opts.accountId ?? (await largestAccountId(opts.base));
  const editor = demoUser("rcm-editor");
  const times: number[] = [];
  for (let run = 0; run < (opts.runs ?? 5); run++) {
    const context = await opts.browser.newContext({ baseURL: opts.base });
    try {
      const page = await context.newPage();
      // Timed in the page's clock (paint-probe.ts): the driver's own waits poll up to 500 ms apart.
      await installPaintProbe(page, SHOWN);
      // The deep link first: signed out, the portal keeps it and sends the user to sign in.
      await page.goto(`/rcm/account/${accountId}`);
      await page.waitForURL((url) => url.pathname.endsWith("/login"));
      // Filled in place (fillSignIn would open /login afresh and lose the remembered deep link).
      await page.getByLabel(text.auth.login.username).fill(editor.username);
      await page.getByLabel(text.auth.login.password, { exact: true }).fill(editor.password);
      await pressSignIn(page);
      times.push(await submitToShownMs(page));
      await page.getByTestId("account-header").waitFor({ state: "visible" });
      await page.locator(CHARGE_ROW).first().waitFor({ state: "visible" });
      if (!page.url().includes(`/rcm/account/${accountId}`))
        throw new Error(`the sign-in did not return to the deep link (at ${page.url()})`);
    } finally {
      await context.close();
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return Math.round(median * 10) / 10;
}
