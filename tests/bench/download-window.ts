/**
 * `downloadWindow` of `npm run bench` (issue 7 §6): one floating download window of 50 accounts'
 * files (001 §4 "Download manager": each item prepared with `POST v1/s3-explorer/account-files`,
 * then fetched), started from the accounts grid's selection in Chromium against the reference API.
 * `wallMs` runs from the click to the window's end (state completed, or error when an item failed); `peakHeapMB` is
 * the page's largest used JS heap sampled every 100 ms meanwhile (CDP `Performance.getMetrics`),
 * from a heap whose garbage was collected at the click (`heapBeforeMB`). The files themselves are
 * downloaded by the browser, streamed to disk (src/lib/download-manager/download-queries.ts).
 * Measures, never asserts; throws when the window does not finish within 5 minutes or ends in error
 * (a figure with failed items would not be comparable).
 */
import type { Browser } from "@playwright/test";
import { demoUser, submitSignIn, text } from "../e2e/fixtures";

/** Options of {@link measureDownloadWindow}. */
export interface DownloadWindowOptions {
  browser: Browser;
  /** Origin of the portal served by the reference API, e.g. `http://127.0.0.1:4320`. */
  base: string;
  /** Accounts in the window (default 50; at most the grid's page size 50). */
  items?: number;
}

/** What {@link measureDownloadWindow} answers. */
export interface DownloadWindowResult {
  items: number;
  wallMs: number;
  /** The page's largest used JS heap from the click to the window's end, in MB. */
  peakHeapMB: number;
  /** The page's used JS heap at the click, after a garbage collection, in MB. */
  heapBeforeMB: number;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/**
 * Signs in as the RCM editor, selects `items` accounts whose support documents are complete,
 * downloads their files in one window and times it.
 * @throws Error when the grid shows fewer accounts, or the window does not finish in 5 minutes, or
 *   ends in error.
 */
export async function measureDownloadWindow(opts: DownloadWindowOptions): Promise<DownloadWindowResult> {
  const items = Math.min(opts.items ?? 50, 50);
  const context = await opts.browser.newContext({ baseURL: opts.base, acceptDownloads: true });
  try {
    const page = await context.newPage();
    const editor = demoUser("rcm-editor");
    await submitSignIn(page, editor.username, editor.password);
    await page.waitForURL((url) => !url.pathname.endsWith("/login"));
    await page.goto(
      `/rcm/home?requiredSupportDocumentsCompleted=true&page=1&size=${items}&sort=createdAt.desc`,
    );
    const rows = page.locator("tbody tr.ant-table-row");
    await rows.nth(items - 1).waitFor({ state: "visible", timeout: 60_000 });
    if ((await rows.count()) < items) throw new Error(`The grid shows fewer than ${items} accounts`);
    for (let i = 0; i < items; i++) await rows.nth(i).locator("input[type=checkbox]").check();

    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    let peak = 0;
    const sample = async () => {
      const { metrics } = await cdp.send("Performance.getMetrics");
      const used = metrics.find((m) => m.name === "JSHeapUsedSize")?.value ?? 0;
      peak = Math.max(peak, used);
    };
    // The page's garbage of signing in and of the grid is collected first, so the peak measures
    // the window over the page's live heap, not whether V8 happened to collect before the click
    // (62 to 133 MB used before the click in runs of the same build; docs/performance.md "Issue 23,
    // round 2").
    await cdp.send("HeapProfiler.collectGarbage");
    await sample();
    const heapBeforeMB = mb(peak);
    const sampler = setInterval(() => void sample().catch(() => undefined), 100);

    const label = text.resources.accounts.actions as unknown as Record<string, { label: string }>;
    const started = performance.now();
    await page.getByRole("button", { name: `${label.downloadFiles.label} (${items})`, exact: true }).click();
    const window = page.getByRole("region", { name: /^Descarga: / });
    await window.waitFor({ state: "visible", timeout: 30_000 });
    // Done when no item is pending or preparing: the window's state is completed or error.
    await page
      .locator(
        "[data-testid=download-window][data-state=completed], [data-testid=download-window][data-state=error]",
      )
      .waitFor({ state: "attached", timeout: 300_000 });
    const wallMs = Math.round(performance.now() - started);
    clearInterval(sampler);
    const state = await page.locator("[data-testid=download-window]").first().getAttribute("data-state");
    if (state !== "completed") throw new Error(`The download window ended in ${state}: not a figure to keep`);
    await sample();
    return { items, wallMs, peakHeapMB: mb(peak), heapBeforeMB };
  } finally {
    await context.close();
  }
}
