import { expect, submitSignIn, test, text } from "./fixtures";

/**
 * The sign-in lockout warning (issue 19 §9; docs/decisions.md "Sign-in throttling", "Sign-in
 * lockout warning"): the reference API locks a username after 5 wrong passwords and tells each
 * bad password how many tries are left; the sign-in page says nothing more for the first two,
 * then warns with two tries left and with one. Texts are es-DO's.
 */
const lockout = text.auth.login.lockout;

test.describe("sign-in lockout warning (issue 19 §9)", () => {
  test("warns when two tries are left before the lock, then when one is", async ({ page }) => {
    // A username of nobody: counted like a real one, and no other test signs in with it.
    const username = `lockout-${Date.now()}@example.test`;
    const badCredentials = page.getByRole("alert").getByText(text.errors.badCredentials);
    const warning = page.getByRole("status").filter({ hasText: /./ });

    for (let attempt = 1; attempt <= 2; attempt += 1) {
      await submitSignIn(page, username, `Wrong#Password${attempt}`);
      await expect(badCredentials).toBeVisible();
      await expect(page.getByText(lockout.two)).toHaveCount(0);
      await expect(page.getByText(lockout.one)).toHaveCount(0);
    }

    // The third wrong password leaves two tries (5 − 3).
    await submitSignIn(page, username, "Wrong#Password3");
    await expect(badCredentials).toBeVisible();
    await expect(warning.getByText(lockout.two)).toBeVisible();

    await submitSignIn(page, username, "Wrong#Password4");
    await expect(badCredentials).toBeVisible();
    await expect(warning.getByText(lockout.one)).toBeVisible();
    await expect(page.getByText(lockout.two)).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
  });
});
