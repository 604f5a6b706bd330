import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import Papa from "papaparse";
import { test, expect, signIn, axeScan, text } from "./fixtures";

/**
 * The first two grids end to end (issue 3): the RCM account list at /rcm/home (001 §2, §5, §6,
 * §7) and the authorization list at /home (000 §2, §4, §7, §8), against the reference API.
 * Texts are the es-DO locale's, so controls are found by what users read.
 */
const accountsText = text.resources.accounts;
const authorizationsText = text.resources.authorizations;

const rows = (page: Page) => page.locator("tbody tr.ant-table-row");
const firstCells = (page: Page) => rows(page).locator("td:first-child").allInnerTexts();

/** Waits until the list shows rows and no request is running. */
async function settled(page: Page): Promise<void> {
  await expect(rows(page).first()).toBeVisible();
  await expect(page.locator(".ant-spin-spinning")).toHaveCount(0);
}

/** Picks one option of an antd select found by its label (typing narrows the virtual list). */
async function choose(page: Page, label: string, option: string): Promise<void> {
  const box = page.getByRole("combobox", { name: label, exact: true });
  await box.click();
  await box.fill(option);
  await page.locator(".ant-select-dropdown:visible").getByTitle(option, { exact: true }).click();
  await page.keyboard.press("Escape");
  // Closed for good before anything else (an axe scan) looks at the page.
  await expect(page.locator(".ant-select-dropdown:visible")).toHaveCount(0);
}

/**
 * Runs `action` and waits for the account list answer it causes: one whose query has every
 * parameter of `expected` (e.g. `{ page: "2" }`).
 */
async function listAnswer(
  page: Page,
  action: () => Promise<unknown>,
  expected: Record<string, string> = {},
): Promise<void> {
  await Promise.all([
    page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname.endsWith("/rcm/v1/accounts") &&
        Object.entries(expected).every(([key, value]) => url.searchParams.get(key) === value)
      );
    }),
    action(),
  ]);
  await settled(page);
}

/** Types a date (DD/MM/YYYY) into a date picker found by its label. */
async function typeDate(page: Page, label: string, value: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press("Enter");
}

function todayWire(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}`;
}

/** The number of "Total: N" above the list. */
async function total(page: Page): Promise<number> {
  const shown = await page.getByTestId("list-total").innerText();
  return Number(shown.replace(/\D/g, ""));
}

test.describe("accounts grid (001 §2 /rcm/home)", () => {
  test("rcm-editor filters by status and date range, sorts by amount, pages to 3, reloads to the same rows; no search text in the URL", async ({
    page,
  }) => {
    await signIn(page, "rcm-editor");
    await expect(page).toHaveURL(/\/rcm\/home/);
    await settled(page);

    await choose(page, accountsText.filters.statuses, text.statuses["rcm-status-account"].IN_PROGRESS);
    await expect(page).toHaveURL(/statuses=IN_PROGRESS/);
    // The date range lives in the filters panel under the one-row bar (issue 7 §3b).
    await page.getByRole("button", { name: text.filters.more }).click();
    await listAnswer(page, () => typeDate(page, text.filters.from, "01/01/2020"), {
      from_date: "2020-01-01",
    });
    await listAnswer(page, () => typeDate(page, text.filters.to, today()), { to_date: todayWire() });
    await expect(page).toHaveURL(/createdAt\.from=2020-01-01/);
    await settled(page);

    await listAnswer(
      page,
      () =>
        page.getByRole("columnheader", { name: new RegExp(`^${accountsText.fields.invoiceAmount}`) }).click(),
      { order_by: "invoice_amount", sort: "asc" },
    );
    await expect(page).toHaveURL(/sort=invoiceAmount\.asc/);
    await listAnswer(
      page,
      () => page.locator("li.ant-pagination-item").getByText("3", { exact: true }).click(),
      { page: "2" },
    );
    await expect(page).toHaveURL(/page=3/);
    const before = await firstCells(page);
    expect(before.length).toBeGreaterThan(0);

    await listAnswer(page, () => page.reload(), { page: "2" });
    expect(await firstCells(page)).toEqual(before);
    await expect(
      page.getByRole("combobox", { name: accountsText.filters.statuses, exact: true }),
    ).toBeVisible();

    // DESIGN.md §5: the search text (PHI) reaches the server but never the URL.
    const search = page.getByLabel(accountsText.filters.searchValue);
    await search.fill("Gómez");
    await Promise.all([
      page.waitForResponse(
        (response) => new URL(response.url()).searchParams.get("search_value") === "Gómez",
      ),
      search.press("Enter"),
    ]);
    await expect(page).toHaveURL(/page=1/);
    expect(decodeURIComponent(page.url())).not.toMatch(/Gómez|search/i);
  });

  test("rcm-external-auditor has no concurrent-status filter and no provider lookups (001 §5, §6)", async ({
    page,
  }) => {
    await signIn(page, "rcm-external-auditor");
    await settled(page);
    const more = page.getByRole("button", { name: text.filters.more });
    if (await more.count()) await more.click();
    await expect(
      page.getByRole("combobox", { name: accountsText.filters.concurrentAuditRequired }),
    ).toHaveCount(0);
    await expect(page.getByRole("combobox", { name: accountsText.filters.executorService })).toHaveCount(0);
    await expect(
      page.getByRole("combobox", { name: accountsText.filters.statuses, exact: true }),
    ).toBeVisible();
  });

  test("CSV export of a filtered grid downloads as many rows as the list total", async ({ page }) => {
    await signIn(page, "rcm-editor");
    await settled(page);
    await listAnswer(
      page,
      () => choose(page, accountsText.filters.statuses, text.statuses["rcm-status-account"].SENT),
      { statuses: "SENT" },
    );
    await expect(page).toHaveURL(/statuses=SENT/);
    const expected = await total(page);
    expect(expected).toBeGreaterThan(0);
    const [download] = await Promise.all([
      page.waitForEvent("download", { timeout: 60_000 }),
      page.getByRole("button", { name: text.export.button }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^accounts-\d{8}-\d{4}\.csv$/);
    const path = await download.path();
    const csv = (await readFile(path, "utf8")).replace(/^\uFEFF/, "");
    const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true });
    expect(parsed.data[0]?.[0]).toBe(accountsText.fields.invoiceNumber);
    expect(parsed.data.length - 1).toBe(expected);
  });

  test("axe: no serious or critical violation on the accounts grid", async ({ page }) => {
    await signIn(page, "rcm-editor");
    await settled(page);
    expect(await axeScan(page)).toEqual([]);
  });
});

test.describe("authorization grid (000 §2 /home)", () => {
  test("administrator voids an authorization after confirming and sees its new status", async ({ page }) => {
    await signIn(page, "administrator");
    await expect(page).toHaveURL(/\/home$/);
    await settled(page);
    const button = page.getByRole("button", { name: /^Anular la autorización / }).first();
    const label = (await button.getAttribute("aria-label")) ?? "";
    const code = label.replace(/^Anular la autorización /, "");
    expect(code).not.toBe("");
    await button.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(authorizationsText.actions.void.confirmBody);
    await dialog
      .getByRole("button", { name: authorizationsText.actions.void.confirmOk, exact: true })
      .click();
    await expect(page.getByText(text.errors.voidAuthorizations.success).first()).toBeVisible();
    const row = rows(page).filter({ hasText: code });
    await expect(row.getByText(text.statuses["claim-status"].VOIDED, { exact: true })).toBeVisible();
    await expect(row.getByRole("button", { name: /^Anular/ })).toHaveCount(0);
  });

  test("authorizer sees no settlement tabs (000 §6)", async ({ page }) => {
    await signIn(page, "authorizer");
    await settled(page);
    await expect(page.getByRole("tab", { name: text.authorizations.tabs.authorizations })).toBeVisible();
    await expect(page.getByRole("tab", { name: text.authorizations.tabs.settlements })).toHaveCount(0);
    await expect(page.getByRole("tab", { name: text.authorizations.tabs.newSettlement })).toHaveCount(0);
  });

  test("axe: no serious or critical violation on the authorization grid", async ({ page }) => {
    await signIn(page, "administrator");
    await settled(page);
    expect(await axeScan(page)).toEqual([]);
  });
});
