import type { APIRequestContext, Page } from "@playwright/test";
import accountJson from "../../locales/es-DO/account.json" with { type: "json" };
import { axeScan, demoUser, expect, signIn, test, text, tokenOf } from "./fixtures";

/**
 * The account detail and its charges end to end (issue 7 §2, §6; 001 §2 "account/{accountId}",
 * "charge/{chargeId}", §3, §7), in Chromium against the reference API: an editor opens an account
 * from the grid (its visible link, Enter on the row, a double click), sees the header and the
 * charges; the charges grid pages and filters under its own URL keys (`charges.*`) while the page
 * keeps working; a charge opens its detail and links back; the tabs work by keyboard; axe finds no
 * serious or critical violation on the account detail nor on the charges grid with its filters open.
 * Texts are the es-DO locale's.
 */
const accountTexts = accountJson.account;
const chargeTexts = accountJson.charge;
const chargesTexts = accountJson.resources.charges;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name]));

const gridRows = (page: Page) => page.locator('[data-resource="accounts"] tbody tr.ant-table-row');
const chargesList = (page: Page) => page.locator('[data-resource="charges"]');
const chargeRows = (page: Page) => chargesList(page).locator("tbody tr.ant-table-row");
const ACCOUNT_URL = /\/rcm\/account\/[0-9a-f-]{36}(\?.*)?$/;

async function gridSettled(page: Page): Promise<void> {
  await expect(gridRows(page).first()).toBeVisible();
  await expect(page.locator(".ant-spin-spinning")).toHaveCount(0);
}

async function chargesSettled(page: Page): Promise<void> {
  await expect(chargeRows(page).first()).toBeVisible();
  await expect(chargesList(page).locator(".ant-spin-spinning")).toHaveCount(0);
}

/** The account heading of the detail for an invoice number. */
const accountHeading = (page: Page, invoice: string) =>
  page.getByRole("heading", { level: 1, name: fill(accountTexts.title, { invoice }) });

/** An account of the editor's provider with more than `min` charges (the largest amounts first). */
async function accountWithCharges(
  request: APIRequestContext,
  min: number,
): Promise<{ id: string; invoice_number: string }> {
  const token = await tokenOf(request, "rcm-editor");
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get("/api/rcm/v1/accounts?page=0&size=20&sort=desc&order_by=invoice_amount", {
    headers,
  });
  expect(list.ok()).toBeTruthy();
  for (const account of ((await list.json()) as { content: { id: string; invoice_number: string }[] })
    .content) {
    const charges = await request.get(`/api/rcm/v1/accounts/${account.id}/charges?page=0&size=1`, {
      headers,
    });
    if (((await charges.json()) as { total_elements: number }).total_elements > min) return account;
  }
  throw new Error(`no account with more than ${min} charges among the 20 largest`);
}

/** Runs `action` and waits for the charges answer whose query has every parameter of `expected`. */
async function chargesAnswer(page: Page, action: () => Promise<unknown>, expected: Record<string, string>) {
  await Promise.all([
    page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        /\/rcm\/v1\/accounts\/[^/]+\/charges$/.test(url.pathname) &&
        Object.entries(expected).every(([key, value]) => url.searchParams.get(key) === value)
      );
    }),
    action(),
  ]);
  await chargesSettled(page);
}

test.describe("account detail (issue 7 §2)", () => {
  test("an editor opens an account from the grid by its link, by Enter and by a double click, and sees the header and charges", async ({
    page,
  }) => {
    test.setTimeout(120_000); // three openings of the account detail on a shared, busy machine
    await signIn(page, "rcm-editor");
    await expect(page).toHaveURL(/\/rcm\/home/);
    await gridSettled(page);

    // The visible link on the invoice number.
    const link = gridRows(page).first().getByTestId("open-account");
    const first = await link.innerText();
    await link.click();
    await expect(page).toHaveURL(ACCOUNT_URL);
    await expect(accountHeading(page, first)).toBeVisible();
    await expect(page.getByTestId("account-header")).toContainText(accountTexts.fields.patientName);
    await chargesSettled(page);
    await expect(page.getByRole("tab", { name: accountTexts.tabs.charges, selected: true })).toBeVisible();

    // Enter on a focused row.
    await page.goBack();
    await gridSettled(page);
    const second = gridRows(page).nth(1);
    const secondInvoice = await second.getByTestId("open-account").innerText();
    await second.focus();
    await page.keyboard.press("Enter");
    await expect(accountHeading(page, secondInvoice)).toBeVisible();

    // A double click on a row (not on its link).
    await page.goBack();
    await gridSettled(page);
    const third = gridRows(page).nth(2);
    const thirdInvoice = await third.getByTestId("open-account").innerText();
    await third.locator("td").nth(3).dblclick();
    await expect(accountHeading(page, thirdInvoice)).toBeVisible();
    await chargesSettled(page);

    // The tabs work by keyboard: arrows move between them, Enter selects; the URL keeps the tab.
    await page.getByRole("tab", { name: accountTexts.tabs.charges }).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("tab", { name: accountTexts.tabs.documents, selected: true })).toBeVisible();
    await expect(page).toHaveURL(/tab=documents/);
  });

  test("the charges grid pages and filters under its own URL keys, a charge opens its detail, and axe finds nothing serious", async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000); // two axe scans, paging, a filter, a reload and the charge detail
    const account = await accountWithCharges(request, 45);
    // A deep link opened signed out: sign-in, then the account (as the bench measures it).
    await page.goto(`/rcm/account/${account.id}`);
    await expect(page).toHaveURL(/\/login$/);
    const editor = demoUser("rcm-editor");
    await page.getByLabel(text.auth.login.username).fill(editor.username);
    await page.getByLabel(text.auth.login.password, { exact: true }).fill(editor.password);
    await page.getByRole("button", { name: text.auth.login.submit }).click();
    await expect(accountHeading(page, account.invoice_number)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/rcm/account/${account.id}$`));
    await chargesSettled(page);
    expect(await axeScan(page)).toEqual([]);

    // Page 2 of the charges: charges.page in the URL, never the bare `page` of a screen list.
    await chargesAnswer(
      page,
      () => chargesList(page).locator("li.ant-pagination-item").getByText("2", { exact: true }).click(),
      { page: "1" },
    );
    await expect(page).toHaveURL(/[?&]charges\.page=2/);
    expect(new URL(page.url()).searchParams.has("page")).toBe(false);

    // A filter of the charges (the service type of a charge shown): charges.serviceTypes, back to
    // the charges' page 1.
    const shownType = (await chargeRows(page).first().locator("td").nth(3).innerText()).trim();
    const [serviceType, label] = Object.entries(text.serviceTypes).find(([, name]) => name === shownType)!;
    const more = chargesList(page).getByRole("button", { name: text.filters.more });
    if (await more.count()) await more.click();
    const box = chargesList(page).getByRole("combobox", {
      name: chargesTexts.filters.serviceTypes,
      exact: true,
    });
    await chargesAnswer(
      page,
      async () => {
        await box.click();
        await page.locator(".ant-select-dropdown:visible").getByTitle(label, { exact: true }).click();
      },
      { service_types: serviceType, page: "0" },
    );
    await page.keyboard.press("Escape");
    // The scan is of the page, not of the closing dropdown (antd's option divs carry aria-selected
    // without a role while they are shown): wait until it is gone.
    await expect(page.locator(".ant-select-dropdown:visible")).toHaveCount(0);
    const url = new URL(page.url()).searchParams;
    expect(url.getAll("charges.serviceTypes")).toEqual([serviceType]);
    expect(url.get("charges.page")).toBe("1");
    // The page still works: the header is there, and the charges of that service type are listed.
    await expect(accountHeading(page, account.invoice_number)).toBeVisible();
    await expect(chargeRows(page).first()).toContainText(label);
    expect(await axeScan(page)).toEqual([]);

    // A reload keeps the charges' state (it is in the URL).
    await page.reload();
    await chargesSettled(page);
    expect(new URL(page.url()).searchParams.getAll("charges.serviceTypes")).toEqual([serviceType]);

    // The charge detail, and back to its account.
    const code = (await chargeRows(page).first().locator("td").nth(1).innerText()).trim();
    await chargeRows(page).first().dblclick();
    await expect(page).toHaveURL(/\/rcm\/charge\/[0-9a-f-]{36}$/);
    await expect(
      page.getByRole("heading", { level: 1, name: fill(chargeTexts.title, { code }) }),
    ).toBeVisible();
    await expect(page.getByText(chargeTexts.fields.diagnosis, { exact: true })).toBeVisible();
    expect(await axeScan(page)).toEqual([]);
    await page
      .getByRole("link", { name: fill(chargeTexts.backToAccount, { invoice: account.invoice_number }) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/rcm/account/${account.id}$`));
    await expect(accountHeading(page, account.invoice_number)).toBeVisible();
  });
});
