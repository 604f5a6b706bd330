import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, signIn, test, text } from "../e2e/fixtures";

/**
 * Takes the README's screenshots into docs/screenshots/ (`npm run screenshots`): each only once the
 * screen has rendered (texts, fonts, rows, no spinner), so none is a blank page.
 */
const out = (name: string) => path.resolve(import.meta.dirname, "../../docs/screenshots", name);

/** Waits until fonts are loaded, nothing spins and no menu is still opening. */
async function rendered(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect(page.locator(".ant-spin-spinning")).toHaveCount(0);
  await expect(page.locator(".ant-motion-collapse")).toHaveCount(0);
}

test("the sign-in screen", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("button", { name: text.auth.login.submit })).toBeVisible();
  await expect(page.getByLabel(text.auth.login.username)).toBeEditable();
  await rendered(page);
  await page.screenshot({ path: out("login.png"), animations: "disabled" });
});

test("the accounts grid of the revenue cycle (rcm-editor at /rcm/home)", async ({ page }) => {
  await signIn(page, "rcm-editor");
  await expect(page).toHaveURL(/\/rcm\/home/);
  await expect(page.locator("tbody tr.ant-table-row").first()).toBeVisible();
  await expect(page.getByTestId("list-total")).not.toHaveText(/\b0$/);
  await rendered(page);
  await page.screenshot({ path: out("accounts.png"), animations: "disabled" });
});
