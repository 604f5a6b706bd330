import type { Page, Request } from "@playwright/test";
import { test, expect, signIn, text } from "./fixtures";

/**
 * List state under load (issue 6 §4 "Defects found while measuring"; DESIGN.md §10 "List state
 * updates are computed from the current URL state when applied"): filters chosen in quick
 * succession on a slowed-down CPU are all kept, a search on page 2 asks for page 1 only, and the
 * authorization home asks for its list once.
 */
const accountsText = text.resources.accounts;
const statusText = text.statuses["rcm-status-account"];

const rows = (page: Page) => page.locator("tbody tr.ant-table-row");

/** Waits until the list shows rows and no request is running. */
async function settled(page: Page): Promise<void> {
  await expect(rows(page).first()).toBeVisible();
  await expect(page.locator(".ant-spin-spinning")).toHaveCount(0);
}

/** The number of "Total: N" above the list. */
async function total(page: Page): Promise<number> {
  return Number((await page.getByTestId("list-total").innerText()).replace(/\D/g, ""));
}

/** Collects the list requests (by path end) the page makes from now on. */
function listRequests(page: Page, pathEnd: string): URL[] {
  const seen: URL[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(pathEnd)) seen.push(url);
  });
  return seen;
}

/** Slows the page's CPU down `rate` times (Chromium DevTools protocol). */
async function throttleCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

test.describe("list state under load (issue 6 §4)", () => {
  test("two statuses picked, then a date range typed within ~200 ms on a 3× slower CPU: every filter is kept", async ({
    page,
  }) => {
    await signIn(page, "rcm-editor");
    await expect(page).toHaveURL(/\/rcm\/home/);
    await settled(page);
    const unfiltered = await total(page);
    // The date range lives in the filters panel under the one-row bar (issue 7 §3b): open it first.
    await page.getByRole("button", { name: text.filters.more }).click();
    await expect(page.getByLabel(text.filters.from, { exact: true })).toBeVisible();
    await throttleCpu(page, 3);

    const statuses = page.getByRole("combobox", { name: accountsText.filters.statuses, exact: true });
    const from = page.getByLabel(text.filters.from, { exact: true });
    const to = page.getByLabel(text.filters.to, { exact: true });
    const dropdown = page.locator(".ant-select-dropdown:visible");
    const everyFilter = page.waitForResponse((response) => {
      const query = new URL(response.url()).searchParams;
      return (
        response.url().includes("/rcm/v1/accounts?") &&
        query.get("statuses")?.split(",").sort().join() === "IN_PROGRESS,SENT" &&
        query.get("from_date") === "2020-01-01" &&
        query.get("to_date") === "2025-12-31"
      );
    });
    await statuses.click();
    await statuses.fill(statusText.IN_PROGRESS);
    await dropdown.getByTitle(statusText.IN_PROGRESS, { exact: true }).click();
    await statuses.fill(statusText.SENT);
    await dropdown.getByTitle(statusText.SENT, { exact: true }).click();
    // At once, without waiting for any answer: the date range.
    await from.fill("01/01/2020");
    await from.press("Enter");
    await to.fill("31/12/2025");
    await to.press("Enter");

    await expect(page).toHaveURL(/statuses=IN_PROGRESS/);
    await expect(page).toHaveURL(/statuses=SENT/);
    await expect(page).toHaveURL(/createdAt\.from=2020-01-01/);
    await expect(page).toHaveURL(/createdAt\.to=2025-12-31/);
    await everyFilter;
    await expect(page.getByTestId("list-total")).not.toHaveText(new RegExp(`\\b${unfiltered}$`));
    await settled(page);
    const filtered = await total(page);
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(unfiltered);

    // The status select still holds both statuses (hidden tags of a narrow select included).
    const tags = page
      .locator(".ant-select", { has: statuses })
      .locator(
        ".ant-select-selection-overflow-item:not(.ant-select-selection-overflow-item-rest) .ant-select-selection-item",
      );
    await expect(tags).toHaveCount(2);
    expect(
      (await tags.evaluateAll((items) => items.map((item) => item.getAttribute("title")))).sort(),
    ).toEqual([statusText.IN_PROGRESS, statusText.SENT].sort());

    // The same filters set one by one, from the link, give the same total.
    await throttleCpu(page, 1);
    await page.reload();
    await settled(page);
    expect(await total(page)).toBe(filtered);
  });

  test("a search made on page 2 asks for page 1 only (no wasted page-2 request)", async ({ page }) => {
    await signIn(page, "rcm-editor");
    await settled(page);
    await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).searchParams.get("page") === "1"),
      page.locator("li.ant-pagination-item").getByText("2", { exact: true }).click(),
    ]);
    await expect(page).toHaveURL(/page=2/);
    await settled(page);
    const seen = listRequests(page, "/rcm/v1/accounts");
    const search = page.getByLabel(accountsText.filters.searchValue);
    await search.fill("Gómez");
    await Promise.all([
      page.waitForResponse(
        (response) => new URL(response.url()).searchParams.get("search_value") === "Gómez",
      ),
      search.press("Enter"),
    ]);
    await settled(page);
    await expect(page).toHaveURL(/page=1/);
    expect(seen.map((url) => [url.searchParams.get("page"), url.searchParams.get("search_value")])).toEqual([
      ["0", "Gómez"],
    ]);
  });

  test("landing on /home asks for the authorization list once", async ({ page }) => {
    const seen = listRequests(page, "/outpatient-care-claim");
    await signIn(page, "administrator");
    await expect(page).toHaveURL(/\/home$/);
    await settled(page);
    await expect(page.getByRole("tab", { name: text.authorizations.tabs.authorizations })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(seen).toHaveLength(1);
  });
});
