import type { Page } from "@playwright/test";
import { expect, signIn, test, text } from "./fixtures";

/**
 * Truthful results (issue 19 §5; 000 §2 "row action void, or void only the claim", 000 §8): voiding
 * only the claim says that the claim was voided and the authorization kept, never "the
 * authorization was voided", and its row, also after a reload, tells it from a full void. Texts
 * are es-DO's.
 */
const actions = text.resources.authorizations.actions;
const VOIDED = text.statuses["claim-status"].VOIDED;
const KEPT = text.authorizations.claimOnlyVoided;
const CLAIM_ARIA = /^Anular solo el reclamo de /;

const rows = (page: Page) => page.locator("tbody tr.ant-table-row");
const toast = (page: Page, content: string) => page.locator(".ant-message").getByText(content);

/** Waits until the list shows rows and no request is running. */
async function settled(page: Page): Promise<void> {
  await expect(rows(page).first()).toBeVisible();
  await expect(page.locator(".ant-spin-spinning")).toHaveCount(0);
}

test.describe("claim-only void (issue 19 §5)", () => {
  test("voiding only the claim says the authorization is kept, and the row shows it", async ({ page }) => {
    await signIn(page, "administrator");
    await expect(page).toHaveURL(/\/home$/);
    await settled(page);
    const button = page.getByRole("button", { name: CLAIM_ARIA }).first();
    const code = ((await button.getAttribute("aria-label")) ?? "").replace(CLAIM_ARIA, "");
    expect(code).not.toBe("");

    await button.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(actions.voidClaim.confirmBody);
    await dialog.getByRole("button", { name: actions.voidClaim.confirmOk, exact: true }).click();
    await expect(toast(page, text.errors.voidAuthorizations.claimOnlySuccess)).toBeVisible({
      timeout: 20_000,
    });
    await expect(toast(page, text.errors.voidAuthorizations.success)).toHaveCount(0);

    const row = rows(page).filter({ hasText: code });
    await expect(row.getByText(VOIDED, { exact: true })).toBeVisible();
    await expect(row.getByText(KEPT, { exact: true })).toBeVisible();
    await expect(row.getByRole("button", { name: /^Anular/ })).toHaveCount(0);

    // What the row shows is what the server holds: the same after a reload.
    await page.reload();
    await settled(page);
    const reloaded = rows(page).filter({ hasText: code });
    await expect(reloaded.getByText(VOIDED, { exact: true })).toBeVisible();
    await expect(reloaded.getByText(KEPT, { exact: true })).toBeVisible();
  });

  test("a full void shows no claim-only note", async ({ page }) => {
    await signIn(page, "administrator");
    await settled(page);
    const button = page.getByRole("button", { name: /^Anular la autorización / }).first();
    const code = ((await button.getAttribute("aria-label")) ?? "").replace(/^Anular la autorización /, "");
    expect(code).not.toBe("");
    await button.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: actions.void.confirmOk, exact: true }).click();
    await expect(toast(page, text.errors.voidAuthorizations.success)).toBeVisible();
    const row = rows(page).filter({ hasText: code });
    await expect(row.getByText(VOIDED, { exact: true })).toBeVisible();
    await expect(row.getByText(KEPT, { exact: true })).toHaveCount(0);
  });
});
