import { test, expect, text } from "./fixtures";

/**
 * /change-password with a link that cannot work (000 §2 "a used or invalid link shows an
 * already-used message"; issue 6 §4). A used link is covered by sign-in.spec.ts.
 */
test.describe("password link (000 §2)", () => {
  test("an unknown token shows the already-used text", async ({ page }) => {
    await page.goto("/change-password?token=not-a-real-token");
    await page.getByLabel(text.auth.changePassword.password, { exact: true }).fill("Another#Pass2028");
    await page.getByLabel(text.auth.changePassword.confirm).fill("Another#Pass2028");
    await page.getByRole("button", { name: text.auth.changePassword.submit }).click();
    await expect(page.getByText(text.errors.linkAlreadyUsed)).toBeVisible();
    await expect(page.getByText(text.errors.linkInvalid)).toHaveCount(0);
  });

  test("a link without a token shows the already-used text", async ({ page }) => {
    await page.goto("/change-password");
    await expect(page.getByText(text.errors.linkAlreadyUsed)).toBeVisible();
  });
});
