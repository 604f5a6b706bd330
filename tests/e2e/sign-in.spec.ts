import {
  test,
  expect,
  signIn,
  submitSignIn,
  demoUser,
  text,
  nextMessage,
  axeScan,
  type DemoKind,
} from "./fixtures";
import { textsOf } from "../locales";
import type { Page } from "@playwright/test";

const en = textsOf("en");
const pt = textsOf("pt");

/** Where each kind of user lands (000 §2 guards, 000 §6, 001 §2). */
const LANDINGS: [DemoKind, RegExp][] = [
  ["administrator", /\/home$/],
  ["authorizer", /\/home$/],
  ["settlement-submitter", /\/settlements$/],
  ["provider", /\/home$/],
  ["rcm-editor", /\/rcm\/home/],
  ["rcm-editor-with-audit", /\/rcm\/home/],
  ["rcm-viewer", /\/rcm\/home/],
  ["rcm-internal-auditor", /\/rcm\/home/],
  ["rcm-external-auditor", /\/rcm\/home/],
  ["rcm-admin", /\/rcm\/home/],
  ["rcm-consultant", /\/rcm\/home/],
  ["denials-viewer", /\/rcm\/home/],
  ["denials-editor", /\/rcm\/home/],
  ["denials-admin", /\/rcm\/home/],
  ["without-claims", /\/v2\/home$/],
  ["unknown-role", /\/home$/],
];

test.describe("each demo user lands where the spec says (000 §2)", () => {
  for (const [kind, landing] of LANDINGS) {
    test(`${kind} lands on ${landing.source}`, async ({ page }) => {
      await signIn(page, kind);
      await expect(page).toHaveURL(landing);
      await expect(page.getByTestId("signed-in-as")).toBeVisible();
    });
  }

  test("unknown-role sees the permission problem message (000 §6)", async ({ page }) => {
    await signIn(page, "unknown-role");
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText(text.access.permissionProblem)).toBeVisible();
  });
});

test.describe("second factor, rotation and terms (000 §2, §4)", () => {
  test("tfa-email verifies with the code from the outbox", async ({ page, request }) => {
    const user = demoUser("tfa-email");
    const since = new Date(Date.now() - 1000).toISOString();
    await submitSignIn(page, user.username, user.password);
    await expect(page).toHaveURL(/\/tfa-email-verification$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await axeScan(page)).toEqual([]);
    const message = await nextMessage(request, user.username, since);
    await page.getByLabel(text.auth.tfa.code).fill("000000");
    await page.getByRole("button", { name: text.auth.tfa.submit }).click();
    await expect(page.getByText(text.errors.verificationCodeIncorrect)).toBeVisible();
    await page.getByLabel(text.auth.tfa.code).fill(message.code ?? "");
    await page.getByRole("button", { name: text.auth.tfa.submit }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("tfa-sms verifies with the code from the outbox and shows the resend countdown", async ({
    page,
    request,
  }) => {
    const user = demoUser("tfa-sms");
    const since = new Date(Date.now() - 1000).toISOString();
    await submitSignIn(page, user.username, user.password);
    await expect(page).toHaveURL(/\/tfa-sms-verification$/);
    await expect(page.getByRole("button", { name: /\d+ s/ })).toBeDisabled();
    // The code goes by SMS to the demo user's phone (sandbox seed).
    const message = await nextMessage(request, "+18095550101", since);
    expect(message.channel).toBe("sms");
    await page.getByLabel(text.auth.tfa.code).fill(message.code ?? "");
    await page.getByRole("button", { name: text.auth.tfa.submit }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("five wrong codes lock the second factor and the page says so (000 §4 attempts lock)", async ({
    page,
  }) => {
    // Runs after the tfa-sms success above: the lock lasts until the database is reset.
    const user = demoUser("tfa-sms");
    await submitSignIn(page, user.username, user.password);
    await expect(page).toHaveURL(/\/tfa-sms-verification$/);
    const code = page.getByLabel(text.auth.tfa.code);
    const verify = page.getByRole("button", { name: text.auth.tfa.submit });
    for (let attempt = 1; attempt <= 4; attempt++) {
      await code.fill("000000");
      await verify.click();
      await expect(page.getByText(text.errors.verificationCodeIncorrect)).toBeVisible();
    }
    await code.fill("000000");
    await verify.click();
    await expect(page.getByText(text.errors.tooManyAttempts)).toBeVisible();
    await expect(page.getByText(text.auth.tfa.locked.replace("{{minutes}}", "5"))).toBeVisible();
    await expect(verify).toBeDisabled();
  });

  test("two-factor pages are not reachable without a pending second factor", async ({ page }) => {
    await page.goto("/tfa-email-verification");
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/tfa-sms-verification");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("password-rotation changes the password before anything else, then lands", async ({ page }) => {
    const user = demoUser("password-rotation");
    await submitSignIn(page, user.username, user.password);
    await expect(page).toHaveURL(/\/change-password-required$/);
    await page.goto("/home");
    await expect(page).toHaveURL(/\/login|\/change-password-required$/);
    if (page.url().endsWith("/login")) await submitSignIn(page, user.username, user.password);
    await expect(page).toHaveURL(/\/change-password-required$/);
    expect(await axeScan(page)).toEqual([]);
    await page.getByLabel(text.auth.rotation.previousPassword).fill(user.password);
    await page.getByLabel(text.auth.rotation.newPassword, { exact: true }).fill("weak");
    await expect(
      page.getByText(text.auth.password.uppercase.replace("{{min}}", "10"), { exact: false }),
    ).toBeVisible();
    await page.getByLabel(text.auth.rotation.newPassword, { exact: true }).fill("Rotated#Pass2027");
    await page.getByLabel(text.auth.rotation.confirm).fill("Rotated#Pass2027");
    await page.getByRole("button", { name: text.auth.rotation.submit }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("terms-required accepts the terms, then lands", async ({ page }) => {
    await signIn(page, "terms-required");
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    expect(await axeScan(page)).toEqual([]);
    await page.getByRole("button", { name: text.auth.terms.accept }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe("password reset (000 §2, §7, §8)", () => {
  test("forgot password → link from the outbox → new password works; the same link again is already used", async ({
    page,
    request,
  }) => {
    const user = demoUser("denials-viewer");
    const since = new Date(Date.now() - 1000).toISOString();
    await page.goto("/forgot-password");
    await page.getByLabel(text.auth.forgotPassword.email).fill("not-an-email");
    await page.getByRole("button", { name: text.auth.forgotPassword.submit }).click();
    await expect(page.getByText(text.auth.email.invalid)).toBeVisible();
    await page.getByLabel(text.auth.forgotPassword.email).fill(user.username.toUpperCase());
    await page.getByRole("button", { name: text.auth.forgotPassword.submit }).click();
    await expect(page).toHaveURL(/\/email-notification$/);
    const message = await nextMessage(request, user.username, since);
    expect(message.link).toMatch(/^\/change-password\?token=/);

    const newPassword = "Reset#Pass2027";
    await page.goto(message.link ?? "");
    await page.getByLabel(text.auth.changePassword.password, { exact: true }).fill(newPassword);
    await page.getByLabel(text.auth.changePassword.confirm).fill(newPassword);
    await page.getByRole("button", { name: text.auth.changePassword.submit }).click();
    await expect(page.getByText(text.auth.changePassword.success)).toBeVisible();

    await submitSignIn(page, user.username, newPassword);
    await expect(page).toHaveURL(/\/rcm\/home/);
    await page.getByTestId("sign-out").click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto(message.link ?? "");
    await page.getByLabel(text.auth.changePassword.password, { exact: true }).fill("Another#Pass2028");
    await page.getByLabel(text.auth.changePassword.confirm).fill("Another#Pass2028");
    await page.getByRole("button", { name: text.auth.changePassword.submit }).click();
    await expect(page.getByText(text.errors.linkAlreadyUsed)).toBeVisible();
    // What was typed is kept.
    await expect(page.getByLabel(text.auth.changePassword.password, { exact: true })).toHaveValue(
      "Another#Pass2028",
    );

    // The old password no longer works.
    await submitSignIn(page, user.username, user.password);
    await expect(page.getByText(text.errors.badCredentials)).toBeVisible();
  });

  test("an unregistered email is told so", async ({ page }) => {
    await page.goto("/forgot-password");
    await page.getByLabel(text.auth.forgotPassword.email).fill("nobody@nowhere.test");
    await page.getByRole("button", { name: text.auth.forgotPassword.submit }).click();
    await expect(page.getByText(text.errors.emailNotRegistered)).toBeVisible();
  });
});

/** Fills the sign-in form of the page as it is (no new load, unlike fillSignIn). */
async function fillInPlace(page: Page, user: { username: string; password: string }): Promise<void> {
  await page.getByLabel(text.auth.login.username).fill(user.username);
  await page.getByLabel(text.auth.login.password, { exact: true }).fill(user.password);
}

test.describe("sign-in screen", () => {
  // Issue 23 §7: opened on /login, the sign-in page runs before the router; its first navigation
  // hands the page to the router (src/app/App.tsx). The history stays the browser's own.
  test("opened on /login: 'forgot password' and Back work before the router, then signing in lands", async ({
    page,
  }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: text.auth.login.forgotPassword }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByLabel(text.auth.forgotPassword.email)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/login$/);
    await fillInPlace(page, demoUser("rcm-editor"));
    await page.getByRole("button", { name: text.auth.login.submit }).click();
    await expect(page).toHaveURL(/\/rcm\/home/);
    // Signing in replaced /login: Back does not return to the sign-in page.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/login$/);
  });

  test("a deep link opened signed out still leads there after a reload of the sign-in page", async ({
    page,
  }) => {
    await page.goto("/rcm/pre-settlements");
    await expect(page).toHaveURL(/\/login$/);
    await page.reload();
    await fillInPlace(page, demoUser("rcm-editor"));
    await page.getByRole("button", { name: text.auth.login.submit }).click();
    await expect(page).toHaveURL(/\/rcm\/pre-settlements$/);
  });

  test("a double click on Sign in signs in once and lands", async ({ page }) => {
    const passwordGrants: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/v1/oauth/token") && request.postData()?.includes("grant_type=password"))
        passwordGrants.push(request.url());
    });
    await page.goto("/login");
    await fillInPlace(page, demoUser("rcm-editor"));
    await page.getByRole("button", { name: text.auth.login.submit }).dblclick();
    await expect(page).toHaveURL(/\/rcm\/home/);
    expect(passwordGrants).toHaveLength(1);
  });

  test("a wrong password shows the bad-credentials message and keeps the username", async ({ page }) => {
    const user = demoUser("provider");
    await submitSignIn(page, user.username, "Wrong#Password1");
    await expect(page.getByRole("alert").getByText(text.errors.badCredentials)).toBeVisible();
    await expect(page.getByLabel(text.auth.login.username)).toHaveValue(user.username);
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the language switch changes the interface and <html lang>", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: text.auth.login.title })).toBeVisible();
    await page.getByRole("combobox", { name: text.app.language }).selectOption({ label: en.languages.en });
    await expect(page.getByRole("heading", { name: en.auth.login.title })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByLabel(en.auth.login.username).fill(demoUser("provider").username);
    await page.getByLabel(en.auth.login.password, { exact: true }).fill("Wrong#Password1");
    await page.getByRole("button", { name: en.auth.login.submit }).click();
    await expect(page.getByText(en.errors.badCredentials)).toBeVisible();
    // The choice is remembered across a reload.
    await page.reload();
    await expect(page.getByRole("heading", { name: en.auth.login.title })).toBeVisible();
  });

  test("sign-out then Back shows no data", async ({ page }) => {
    await signIn(page, "administrator");
    await expect(page).toHaveURL(/\/home$/);
    // The revocation answers late (2 s): sign-out must not wait on it to navigate, nor navigate
    // again once it answers. Back is pressed inside that window, where the old second redirect
    // (docs/decisions.md "Sign-out history") left the portal for about:blank.
    let revoked = 0;
    await page.route("**/api/v1/oauth/revoke", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      revoked += 1;
      await route.continue();
    });
    const before = await page.evaluate(() => history.length);
    await page.getByTestId("sign-out").click();
    await expect(page).toHaveURL(/\/login$/);
    // One navigation: sign-out pushed /login once after the page signed out of.
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    expect(
      await page.evaluate(
        () =>
          Object.keys(sessionStorage).length +
          Object.keys(localStorage).filter((k) => k !== "pp.viewConfiguration" && k !== "pp.locale").length,
      ),
    ).toBe(0);
    await page.goBack();
    // Back returns to the page signed out of, which the session guard replaces with /login: the
    // sign-in page, never about:blank, never a signed-in page.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: text.auth.login.title })).toBeVisible();
    await expect(page.getByTestId("signed-in-as")).toHaveCount(0);
    await expect(page.getByRole("table")).toHaveCount(0);
    // Once the revocation answers, nothing navigates again.
    await expect.poll(() => revoked, { timeout: 10_000 }).toBe(1);
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
  });

  test("a reload keeps the session (refresh token in sessionStorage only)", async ({ page }) => {
    await signIn(page, "authorizer");
    await expect(page).toHaveURL(/\/home$/);
    await page.reload();
    await expect(page.getByTestId("signed-in-as")).toBeVisible();
    const stored = await page.evaluate(() => ({
      local: JSON.stringify(localStorage),
      session: Object.keys(sessionStorage),
    }));
    expect(stored.session).toEqual(["pp.refreshToken"]);
    expect(stored.local).not.toMatch(/token/i);
  });

  test("unknown paths go home; signed-out users go to /login", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, "provider");
    await page.goto("/no/such/page");
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe("Portuguese browser (000 §1)", () => {
  test.use({ locale: "pt-BR" });
  test("gets the Portuguese interface", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: pt.auth.login.title })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  });
});

test.describe("accessibility of the sign-in screens (axe)", () => {
  for (const path of ["/login", "/forgot-password", "/email-notification", "/change-password?token=abc"]) {
    test(`${path} has no serious or critical violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await axeScan(page)).toEqual([]);
    });
  }
});

test.describe("sign-in to first rows under load (issue 6 §2)", () => {
  test("on a 4× slower CPU with the role permissions slow to answer, the grid's first page is asked at once, once, and shown", async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const events: string[] = [];
    // The permissions take 1.5 s more: the first page must not wait for them (src/areas/rcm/warm-up.ts).
    await page.route(/\/api\/rcm\/v1\/role-permissions\/providers\/[^/]+\/statuses$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      events.push("permissions answered");
      await route.continue();
    });
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith("/rcm/v1/accounts")) events.push("accounts asked");
    });
    await signIn(page, "rcm-editor");
    await expect(page.locator("tbody tr.ant-table-row").first()).toBeVisible({ timeout: 30_000 });
    expect(events.filter((event) => event === "accounts asked")).toHaveLength(1);
    expect(events.indexOf("accounts asked")).toBeLessThan(events.indexOf("permissions answered"));
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  });

  test("a reload on a 4× slower CPU asks each first call once (the signed-in app is not mounted twice)", async ({
    page,
  }) => {
    await signIn(page, "rcm-viewer");
    await expect(page.locator("tbody tr.ant-table-row").first()).toBeVisible();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const asked: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith("/api/rcm/"))
        asked.push(
          path.replace(/\/providers\/[^/]+|\/view-configuration\/[^/]+/, (m) =>
            m.replace(/\/[^/]+$/, "/:provider"),
          ),
        );
    });
    await page.reload();
    await expect(page.locator("tbody tr.ant-table-row").first()).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    const counts = Object.fromEntries(
      [...new Set(asked)].map((path) => [path, asked.filter((p) => p === path).length]),
    );
    expect(counts).toEqual({
      "/api/rcm/v1/role-permissions/providers/:provider/statuses": 1,
      "/api/rcm/v1/view-configuration/:provider": 1,
      "/api/rcm/v1/accounts": 1,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  });
});
