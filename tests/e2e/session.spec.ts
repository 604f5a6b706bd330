import { test, expect, signIn, text } from "./fixtures";

test.describe("idle timeout (DESIGN.md §5)", () => {
  test("warns before the end, 'stay' keeps the session, then idleness signs out", async ({ page }) => {
    await page.clock.install();
    await signIn(page, "provider");
    await expect(page.getByTestId("signed-in-as")).toBeVisible();
    // 15 minutes of idleness with a 60 s warning (public/config.json).
    await page.clock.runFor(14 * 60_000 + 5_000);
    const warning = page.getByRole("dialog", { name: text.idle.title });
    await expect(warning).toBeVisible();
    await warning.getByRole("button", { name: text.idle.stay }).click();
    await expect(warning).toBeHidden();
    await page.clock.runFor(10 * 60_000);
    await expect(page.getByTestId("signed-in-as")).toBeVisible();
    await page.clock.runFor(5 * 60_000 + 5_000);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem("pp.refreshToken"))).toBeNull();
  });
});

test.describe("the menu shows only what the role may reach (000 §6)", () => {
  test("authorizer: authorizations, no settlements", async ({ page }) => {
    await signIn(page, "authorizer");
    const menu = page.locator(".ant-layout-sider");
    await expect(menu.getByRole("menuitem")).not.toHaveCount(0);
    await expect(menu.getByText(/Autorizaciones/)).toBeVisible();
    await expect(menu.getByText(/Liquidaciones/)).toHaveCount(0);
    // A path the role may not open says so where it was asked (issue 19 §8), no silent redirect.
    await page.goto("/settlements");
    await expect(page.getByRole("heading", { level: 1, name: text.paths.notAllowed.title })).toBeVisible();
    await expect(page.getByText(text.emptyStates.settlements.title)).toHaveCount(0);
  });

  test("settlement-submitter: settlements, no authorizations", async ({ page }) => {
    await signIn(page, "settlement-submitter");
    await expect(page).toHaveURL(/\/settlements$/);
    const menu = page.locator(".ant-layout-sider");
    await expect(menu.getByText(/Liquidaciones/)).toBeVisible();
    await expect(menu.getByText(/Autorizaciones/)).toHaveCount(0);
  });

  test("rcm user: the revenue-cycle menu only, and /home sends back to /rcm", async ({ page }) => {
    await signIn(page, "rcm-viewer");
    const menu = page.locator(".ant-layout-sider");
    await expect(menu.getByText(text.menu.rcm)).toBeVisible();
    await expect(menu.getByText(/Autorizaciones|Liquidaciones/)).toHaveCount(0);
    // A Colombian provider's user gets no Brazil dispatch panel (for Brazilian providers only).
    await expect(menu.getByText(text.resources.accounts.title)).toBeVisible();
    await expect(menu.getByText(text.resources["pre-settlements-br"].title)).toHaveCount(0);
    await expect(menu.getByText(text.resources["pre-settlements-br-credentials"].title)).toHaveCount(0);
    await page.goto("/home");
    await expect(page).toHaveURL(/\/rcm\/home/);
  });
});

test.describe("HTTP behaviours against the reference API (000 §7, DESIGN.md §4)", () => {
  const rows = (page: import("@playwright/test").Page) => page.locator("tbody tr.ant-table-row");

  /**
   * Answers the browser's next `count` account-list calls with `status` (in the page, so that no
   * other test's calls as the same demo user can take the fault, as a user-wide sandbox fault
   * could when tests run in parallel); later calls reach the reference API. Returns the calls seen.
   */
  async function failNextAccountCalls(page: import("@playwright/test").Page, status: number, count: number) {
    const seen: number[] = [];
    let left = count;
    await page.route(/\/api\/rcm\/v1\/accounts\?/, async (route) => {
      if (left > 0) {
        left -= 1;
        seen.push(status);
        const body =
          status === 401
            ? { error: "invalid_token", error_description: "expired" }
            : { error_code: "INTERNAL_SERVER_ERROR", message: "Injected by the test" };
        await route.fulfill({ status, json: body });
        return;
      }
      const answer = await route.fetch();
      seen.push(answer.status());
      await route.fulfill({ response: answer });
    });
    return seen;
  }

  test("a burst of four 500s is retried and the grid still loads", async ({ page }) => {
    await signIn(page, "rcm-internal-auditor");
    await expect(rows(page).first()).toBeVisible();
    const seen = await failNextAccountCalls(page, 500, 4);
    await page.reload();
    await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
    // Four 500s, each retried (000 §7: up to 5 retries, 1 s apart), then the answer.
    expect(seen).toEqual([500, 500, 500, 500, 200]);
  });

  test("an expired access token is refreshed once and the refresh token rotates", async ({ page }) => {
    await signIn(page, "rcm-editor-with-audit");
    await expect(rows(page).first()).toBeVisible();
    const before = await page.evaluate(() => sessionStorage.getItem("pp.refreshToken"));
    const refreshes: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/v1/oauth/token")) refreshes.push(request.postData() ?? "");
    });
    const seen = await failNextAccountCalls(page, 401, 1);
    // A new sort makes a list call that answers 401, then one refresh, then the call again.
    await page
      .getByRole("columnheader", { name: text.resources.accounts.fields.invoiceAmount, exact: true })
      .click();
    await expect(rows(page).first()).toBeVisible();
    await expect.poll(() => seen).toEqual([401, 200]);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("pp.refreshToken"))).not.toBe(before);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]).toContain("grant_type=refresh_token");
    await expect(page.getByTestId("signed-in-as")).toBeVisible();
  });
});

test.describe("load failures (000 §8)", () => {
  test("a screen whose code cannot be fetched shows the translated chunk-load message, not a blank page", async ({
    page,
  }) => {
    await signIn(page, "rcm-viewer");
    await expect(page.locator("tbody tr.ant-table-row").first()).toBeVisible();
    await page.route(/\/assets\/(resource-list|accounts-list|generic-list)[^/]*\.js$/, (route) =>
      route.abort(),
    );
    await page.reload();
    await expect(page.getByText(text.errors.chunkLoad)).toBeVisible();
    await expect(page.getByRole("button", { name: text.app.reload })).toBeVisible();
  });
});
