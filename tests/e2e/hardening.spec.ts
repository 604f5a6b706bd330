import type { Page } from "@playwright/test";
import { test, expect, signIn, submitSignIn, text } from "./fixtures";

/**
 * The portal against the hardened reference API (issue 6 §2): the sign-in page under throttling,
 * the built portal running under the Content-Security-Policy without a single violation, and
 * sign-out revoking the refresh token on the server.
 */

/** Collects CSP violations the page reports (the listener is installed before any page script). */
async function recordCspViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  await page.exposeFunction("__reportCspViolation", (line: string) => {
    seen.push(line);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation: (line: string) => void })
        .__reportCspViolation;
      void report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return seen;
}

test.describe("hardening (issue 6 §2)", () => {
  test("five wrong passwords, then the sign-in page says to wait 15 minutes (000 §8 too many attempts)", async ({
    page,
  }) => {
    // A username of nobody: the lock applies to unknown usernames too, and no other test signs in with it.
    const username = `throttled-${Date.now()}@example.test`;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await submitSignIn(page, username, `Wrong#Password${attempt}`);
      await expect(page.getByRole("alert").getByText(text.errors.badCredentials)).toBeVisible();
    }
    await submitSignIn(page, username, "Wrong#Password6");
    const wait = text.errors.tooManyAttemptsWait_other.replace("{{count}}", "15");
    await expect(page.getByRole("alert").getByText(wait)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the served portal sends the security headers and runs under its CSP without a violation", async ({
    page,
    request,
  }) => {
    const violations = await recordCspViolations(page);
    const index = await request.get("/login", { headers: { accept: "text/html" } });
    const csp = index.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(index.headers()["x-content-type-options"]).toBe("nosniff");
    expect(index.headers()["referrer-policy"]).toBe("same-origin");
    expect(index.headers()["cross-origin-opener-policy"]).toBe("same-origin");

    await signIn(page, "rcm-editor");
    await expect(page).toHaveURL(/\/rcm\/home/);
    await expect(page.locator("tbody tr.ant-table-row").first()).toBeVisible();
    // Dropdowns, pickers and popups insert their own styles and portals.
    await page.getByRole("combobox", { name: text.resources.accounts.filters.statuses, exact: true }).click();
    await expect(page.locator(".ant-select-dropdown:visible")).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: text.filters.more }).click();
    await page.getByLabel(text.filters.from, { exact: true }).click();
    await expect(page.locator(".ant-picker-dropdown:visible")).toBeVisible();
    await page.keyboard.press("Escape");
    await page.goto("/home");
    await page.getByTestId("sign-out").click();
    await expect(page).toHaveURL(/\/login$/);
    expect(violations).toEqual([]);
  });

  test("sign-out revokes the refresh token: it then answers invalid_grant", async ({ page, request }) => {
    await signIn(page, "rcm-viewer");
    await expect(page).toHaveURL(/\/rcm\/home/);
    const refreshToken = await page.evaluate(() => sessionStorage.getItem("pp.refreshToken"));
    expect(refreshToken).toBeTruthy();
    const revoked = page.waitForResponse((response) => response.url().endsWith("/api/v1/oauth/revoke"));
    await page.getByTestId("sign-out").click();
    expect((await revoked).status()).toBe(200);
    await expect(page).toHaveURL(/\/login$/);

    const client = Buffer.from("provider-portal:provider-portal-secret").toString("base64");
    const answer = await request.post("/api/v1/oauth/token", {
      headers: { authorization: `Basic ${client}` },
      form: { grant_type: "refresh_token", refresh_token: refreshToken ?? "" },
    });
    expect(answer.status()).toBe(401);
    expect(await answer.json()).toMatchObject({ error: "invalid_grant" });
  });
});
