import type { Page } from "@playwright/test";
import { test, expect, signIn, text } from "./fixtures";

/**
 * The user's "reduce motion" setting (WCAG 2.1 SC 2.3.3): with it, antd's dialogs open without
 * their zoom animation; without it, the zoom plays. The whole e2e suite runs with the setting on
 * (playwright.config.ts), so that no click lands on a dialog still zooming in; this spec sets
 * both values explicitly.
 */

/** Records, from the first page script on, the CSS animations that start inside an antd dialog. */
async function recordDialogAnimations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __dialogAnimations: string[] }).__dialogAnimations = seen;
    document.addEventListener(
      "animationstart",
      (event) => {
        if (event.target instanceof Element && event.target.closest(".ant-modal-root"))
          seen.push(event.animationName);
      },
      true,
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { __dialogAnimations: string[] }).__dialogAnimations);
}

async function openKeyboardHelp(page: Page) {
  await signIn(page, "rcm-viewer");
  await expect(page.locator("tbody tr.ant-table-row").first()).toBeVisible();
  await page.getByRole("button", { name: text.grid.keys.title }).click();
  const help = page.getByRole("dialog", { name: text.grid.keys.title });
  await expect(help).toBeVisible();
  return help;
}

test.describe("with 'reduce motion'", () => {
  test.use({ reducedMotion: "reduce" });

  test("a dialog opens without its zoom animation", async ({ page }) => {
    const animations = await recordDialogAnimations(page);
    const help = await openKeyboardHelp(page);
    await page.keyboard.press("Escape");
    await expect(help).toBeHidden();
    expect(await animations()).toEqual([]);
  });
});

test.describe("without 'reduce motion'", () => {
  test.use({ reducedMotion: "no-preference" });

  test("a dialog zooms in", async ({ page }) => {
    const animations = await recordDialogAnimations(page);
    await openKeyboardHelp(page);
    await expect.poll(async () => (await animations()).some((name) => /zoomin/i.test(name))).toBe(true);
  });
});
