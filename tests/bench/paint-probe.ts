/**
 * Timing in the page's own clock, for the bench's "from pressing to seeing" figures (issue 6 §2
 * "sign-in to first rows"): the test driver's own waits poll the page at growing intervals (up to
 * 500 ms apart), so a figure taken with `locator.waitFor` and `Date.now()` can be late by up to
 * half a second. The probe records, in the page, when the user acts (a form submitted, or a click)
 * and the frame after an element matching a selector is first in the document.
 */
import type { Page } from "@playwright/test";

/**
 * What the probe recorded, page clock ms (`performance.now()`), `null` until it happened:
 * `submittedAt` the user's action that starts the figure (the first submit, or the first click).
 */
export interface PaintProbe {
  submittedAt: number | null;
  shownAt: number | null;
}

/**
 * Installs the probe before the page's scripts run, for every document the page loads.
 * @param selector CSS selector of the element whose first appearance is timed.
 * @param startOn the user's action the figure starts at, as the page sees it: the first form
 *   submit (signing in) or the first click (a link), in each document.
 */
export async function installPaintProbe(
  page: Page,
  selector: string,
  startOn: "submit" | "click" = "submit",
): Promise<void> {
  // A script in a string: the test runner's transform would wrap named functions in a helper the
  // page does not have.
  await page.addInitScript(`(() => {
    const probe = { submittedAt: null, shownAt: null };
    window.__ppPaintProbe = probe;
    document.addEventListener(${JSON.stringify(startOn)}, () => {
      if (probe.submittedAt === null) probe.submittedAt = performance.now();
    }, true);
    let pending = false;
    const check = () => {
      if (pending || probe.shownAt !== null || probe.submittedAt === null) return;
      if (document.querySelector(${JSON.stringify(selector)})) {
        pending = true;
        requestAnimationFrame(() => { probe.shownAt = performance.now(); });
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  })()`);
}

/**
 * Reads the probe once the element has shown (waits for it).
 * @returns ms from the user's action to the frame after the element was first in the document.
 * @throws Error when the form was never submitted or the element never shown within `timeoutMs`.
 */
export async function submitToShownMs(page: Page, timeoutMs = 60_000): Promise<number> {
  // A function, not a string: the portal's CSP forbids the eval a string predicate needs.
  await page.waitForFunction(
    () => {
      const probe = (window as unknown as { __ppPaintProbe?: PaintProbe }).__ppPaintProbe;
      return probe !== undefined && probe.shownAt !== null;
    },
    undefined,
    { timeout: timeoutMs },
  );
  const probe = (await page.evaluate("window.__ppPaintProbe")) as PaintProbe;
  if (probe.submittedAt === null || probe.shownAt === null) throw new Error("the probe saw no submit");
  return Math.round(probe.shownAt - probe.submittedAt);
}
