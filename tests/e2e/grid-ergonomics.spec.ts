import type { Page } from "@playwright/test";
import { test, expect, signIn, text } from "./fixtures";

/**
 * Grids a billing team can work in all day (issue 7 §3b), on a 1280 × 720 laptop: at least 10 rows
 * with the status visible without scrolling sideways, the one-row filter bar with removable chips,
 * density, the column chooser within the view configuration (001 §1), saved views that follow the
 * user to another machine (docs/api-contract.md "Saved views"), keyboard triage with its `?` help,
 * and a chip removed while another filter change is in flight on a slowed-down CPU.
 */
const accountsText = text.resources.accounts;
const statusText = text.statuses["rcm-status-account"];
const grid = text.grid;

test.use({ viewport: { width: 1280, height: 720 } });

const rows = (page: Page) => page.locator("tbody tr.ant-table-row");

/** Waits until the list shows rows and no request is running. */
async function settled(page: Page): Promise<void> {
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(".ant-spin-spinning")).toHaveCount(0, { timeout: 30_000 });
}

/** Picks one option of an antd select found by its label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  const box = page.getByRole("combobox", { name: label, exact: true });
  await box.click();
  await box.fill(option);
  await page.locator(".ant-select-dropdown:visible").getByTitle(option, { exact: true }).click();
  await page.keyboard.press("Escape");
}

/** Picks the option of a yes / no select (not searchable) found by its label. */
async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.locator(".ant-select-dropdown:visible").getByTitle(option, { exact: true }).click();
}

/** Opens the filters panel of the one-row bar. */
async function openPanel(page: Page): Promise<void> {
  await page.getByRole("button", { name: text.filters.more }).click();
  await expect(page.getByLabel(text.filters.from, { exact: true })).toBeVisible();
}

const completeLabel = accountsText.filters.requiredSupportDocumentsCompleted;
const completeYes = accountsText.filters.requiredSupportDocumentsCompletedOptions.true;
const removeComplete = text.filters.remove.replace("{{filter}}", completeLabel);

test.describe("grids to work in all day (issue 7 §3b)", () => {
  test("1280×720: the accounts grid shows at least 10 rows and the status column, no sideways scrolling", async ({
    page,
  }) => {
    await signIn(page, "rcm-editor");
    await expect(page).toHaveURL(/\/rcm\/home/);
    await settled(page);
    const layout = await page.evaluate(() => {
      const inView = [...document.querySelectorAll("tbody tr.ant-table-row")].filter((row) => {
        const box = row.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
      const status = document.querySelector("tbody tr.ant-table-row [data-status]")?.getBoundingClientRect();
      return {
        rowsInView: inView.length,
        statusInside: status !== undefined && status.left >= 0 && status.right <= window.innerWidth,
        statusTop: status?.top ?? -1,
        pageScrollsSideways: document.documentElement.scrollWidth > window.innerWidth,
      };
    });
    expect(layout.rowsInView).toBeGreaterThanOrEqual(10);
    expect(layout.statusInside).toBe(true);
    expect(layout.statusTop).toBeLessThan(720);
    expect(layout.pageScrollsSideways).toBe(false);
    await expect(
      page.getByRole("columnheader", { name: accountsText.fields.status, exact: true }),
    ).toBeInViewport();
  });

  test("a filter of the panel shows as a chip with the count on the button; removing the chip removes the filter", async ({
    page,
  }) => {
    await signIn(page, "rcm-editor");
    await settled(page);
    await expect(page.getByTestId("filter-chips")).toHaveCount(0);
    await openPanel(page);
    await pick(page, completeLabel, completeYes);
    await expect(page).toHaveURL(/requiredSupportDocumentsCompleted=true/);
    await page.getByLabel(text.filters.from, { exact: true }).fill("01/01/2020");
    await page.getByLabel(text.filters.from, { exact: true }).press("Enter");
    await expect(page).toHaveURL(/createdAt\.from=2020-01-01/);

    const chips = page.getByTestId("filter-chips");
    await expect(chips.locator("[data-chip=requiredSupportDocumentsCompleted]")).toHaveText(
      `${completeLabel}: ${completeYes}`,
    );
    await expect(chips.locator("[data-chip=createdAt]")).toContainText("≥ 01/01/2020");
    await expect(page.getByTestId("more-filters-count")).toHaveText("2");

    // Chips stay while the panel is closed, and remove their filter.
    await page.getByRole("button", { name: text.filters.more }).click();
    await expect(page.getByLabel(text.filters.from, { exact: true })).toHaveCount(0);
    await Promise.all([
      page.waitForResponse((response) => {
        const url = new URL(response.url());
        return (
          url.pathname.endsWith("/rcm/v1/accounts") &&
          url.searchParams.get("from_date") === "2020-01-01" &&
          !url.searchParams.has("required_support_documents_completed")
        );
      }),
      page.getByRole("button", { name: removeComplete }).click(),
    ]);
    await expect(page).not.toHaveURL(/requiredSupportDocumentsCompleted/);
    await expect(chips.locator("[data-chip]")).toHaveCount(1);
    await expect(page.getByTestId("more-filters-count")).toHaveText("1");
  });

  test("density: compact by default on the RCM grid, switched and kept on reload", async ({ page }) => {
    await signIn(page, "rcm-editor");
    await settled(page);
    const density = page.getByTestId("density");
    await expect(density).toHaveAttribute("aria-pressed", "true");
    await expect(density).toHaveAccessibleName(grid.density.compact);
    await expect(page.locator(".ant-table.ant-table-small")).toHaveCount(1);
    const compactHeight = (await rows(page).first().boundingBox())?.height ?? 0;

    await density.click();
    await expect(density).toHaveAttribute("aria-pressed", "false");
    await expect(page.locator(".ant-table.ant-table-small")).toHaveCount(0);
    await expect(page.locator(".ant-table.ant-table-middle")).toHaveCount(1);
    expect((await rows(page).first().boundingBox())?.height ?? 0).toBeGreaterThan(compactHeight);

    await page.reload();
    await settled(page);
    await expect(page.getByTestId("density")).toHaveAttribute("aria-pressed", "false");
  });

  test("column chooser: offers only the columns the view configuration allows (001 §1), hides and shows them", async ({
    page,
  }) => {
    // The provider's view configuration excludes the cost center from the accounts list.
    await page.route("**/rcm/v1/view-configuration/**", (route) =>
      route.fulfill({
        json: {
          sections: [{ section: "accounts", view_name: "list", excluded_columns: ["costCenterName"] }],
        },
      }),
    );
    await signIn(page, "rcm-editor");
    await settled(page);
    await page.getByRole("button", { name: grid.columns.button }).click();
    const chooser = page.getByRole("group", { name: grid.columns.button });
    await expect(chooser.getByRole("checkbox")).toHaveCount(12);
    await expect(chooser.getByLabel(accountsText.fields.costCenterName, { exact: true })).toHaveCount(0);

    const patient = page.getByRole("columnheader", { name: accountsText.fields.patientName, exact: true });
    await expect(patient).toHaveCount(1);
    await chooser.getByLabel(accountsText.fields.patientName, { exact: true }).uncheck();
    await expect(patient).toHaveCount(0);
    await chooser.getByLabel(accountsText.fields.patientName, { exact: true }).check();
    await expect(patient).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(chooser).toHaveCount(0);
    await expect(page.getByRole("button", { name: grid.columns.button })).toBeFocused();
  });

  test("a saved view made on one machine is listed on another for the same user, without the search (PHI)", async ({
    page,
    browser,
    baseURL,
  }) => {
    await signIn(page, "rcm-editor");
    await settled(page);
    await choose(page, accountsText.filters.statuses, statusText.SENT);
    await expect(page).toHaveURL(/statuses=SENT/);
    const search = page.getByLabel(accountsText.filters.searchValue);
    await search.fill("Gómez");
    await search.press("Enter");
    await page.getByRole("button", { name: grid.columns.button }).click();
    await page
      .getByRole("group", { name: grid.columns.button })
      .getByLabel(accountsText.fields.agreementName, { exact: true })
      .uncheck();
    await page.keyboard.press("Escape");
    await page.getByTestId("density").click();

    const name = "Enviadas sin convenio";
    await page.getByRole("button", { name: grid.views.button }).click();
    const views = page.getByRole("group", { name: grid.views.button });
    await expect(views.getByText(grid.views.phiLeftOut)).toBeVisible();
    await views.getByLabel(grid.views.name).fill(name);
    const saved = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().endsWith("/portal/v1/saved-views"),
    );
    await views.getByRole("button", { name: grid.views.save }).click();
    await expect(views.getByText(grid.views.saved.replace("{{name}}", name))).toBeVisible();
    const body = (await saved).postDataJSON() as { filters: Record<string, unknown>; columns: string[] };
    expect(body.filters).toEqual({ statuses: ["SENT"] });
    expect(body.columns).not.toContain("agreementName");

    // Another machine: a fresh browser context, the same user.
    const other = await browser.newContext({ baseURL, viewport: { width: 1280, height: 720 } });
    try {
      const second = await other.newPage();
      await signIn(second, "rcm-editor");
      await settled(second);
      await expect(second).not.toHaveURL(/statuses=SENT/);
      await second.getByRole("button", { name: grid.views.button }).click();
      const listed = second.getByRole("group", { name: grid.views.button });
      await listed.getByRole("button", { name, exact: true }).click();
      await expect(second).toHaveURL(/statuses=SENT/);
      expect(decodeURIComponent(second.url())).not.toMatch(/Gómez|search/i);
      await expect(
        second.getByRole("columnheader", { name: accountsText.fields.agreementName, exact: true }),
      ).toHaveCount(0);
      await expect(second.getByTestId("density")).toHaveAttribute("aria-pressed", "false");
    } finally {
      await other.close();
    }
  });

  test("keyboard triage: ? lists the shortcuts; j/k move, a number runs the row's action, Enter opens; nothing while typing", async ({
    page,
  }) => {
    await signIn(page, "administrator");
    await expect(page).toHaveURL(/\/home$/);
    await settled(page);
    const voidLabel = text.resources.authorizations.actions.void.label;

    await page.keyboard.press("?");
    const help = page.getByRole("dialog", { name: grid.keys.title });
    await expect(help).toBeVisible();
    await expect(help).toContainText(grid.keys.next);
    await expect(help).toContainText(grid.keys.rowAction.replace("{{action}}", voidLabel));
    await expect(help).toContainText(grid.keys.typing);
    await page.keyboard.press("Escape");
    await expect(help).toBeHidden();

    // Typing in a field never triggers a shortcut.
    const search = page.getByLabel(text.resources.authorizations.filters.authorizationCode);
    await search.focus();
    await page.keyboard.type("jk?");
    await expect(search).toHaveValue("jk?");
    await expect(search).toBeFocused();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await search.fill("");
    await search.blur();

    await page.keyboard.press("j");
    await expect(rows(page).nth(0)).toBeFocused();
    await page.keyboard.press("j");
    await expect(rows(page).nth(1)).toBeFocused();
    await page.keyboard.press("k");
    await expect(rows(page).nth(0)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(rows(page).nth(1)).toBeFocused();

    // The first row that may be voided: reach it by keyboard and run its first action with "1".
    const voidable = await rows(page).evaluateAll((all) =>
      all.findIndex((row) => row.querySelector("[data-action=void]") !== null),
    );
    expect(voidable).toBeGreaterThanOrEqual(0);
    for (let i = 1; i > voidable; i -= 1) await page.keyboard.press("k");
    for (let i = 1; i < voidable; i += 1) await page.keyboard.press("j");
    await expect(rows(page).nth(voidable)).toBeFocused();
    await page.keyboard.press("1");
    const confirm = page.getByRole("dialog");
    await expect(confirm).toContainText(text.resources.authorizations.actions.void.confirmBody);
    // Focus moves into the confirmation, on Cancel (the safe answer), where Escape is heard; a key
    // pressed before it lands there would go to the row behind.
    await expect(confirm.getByRole("button", { name: text.list.cancel })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(confirm).toHaveCount(0);

    await rows(page).nth(voidable).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/authorizations\/\d+/);
  });

  test("keyboard triage on the accounts grid: x selects the current row and the bulk actions appear", async ({
    page,
  }) => {
    await signIn(page, "rcm-editor");
    await settled(page);
    await page.keyboard.press("j");
    await expect(rows(page).nth(0)).toBeFocused();
    await page.keyboard.press("x");
    await expect(rows(page).nth(0).locator("input[type=checkbox]")).toBeChecked();
    await expect(page.getByRole("button", { name: /\(1\)$/ }).first()).toBeVisible();
    await page.keyboard.press("j");
    await page.keyboard.press(" ");
    await expect(rows(page).nth(1).locator("input[type=checkbox]")).toBeChecked();
    await expect(page.getByRole("button", { name: /\(2\)$/ }).first()).toBeVisible();
    await page.keyboard.press("x");
    await expect(rows(page).nth(1).locator("input[type=checkbox]")).not.toBeChecked();
  });

  test("CPU 4× slower: a chip removed while a status pick is in flight loses neither change", async ({
    page,
  }) => {
    await signIn(page, "rcm-editor");
    await settled(page);
    await openPanel(page);
    await pick(page, completeLabel, completeYes);
    await expect(page).toHaveURL(/requiredSupportDocumentsCompleted=true/);
    await page.getByRole("button", { name: text.filters.more }).click();
    await settled(page);

    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const both = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname.endsWith("/rcm/v1/accounts") &&
        url.searchParams.get("statuses") === "SENT" &&
        !url.searchParams.has("required_support_documents_completed")
      );
    });
    const statuses = page.getByRole("combobox", { name: accountsText.filters.statuses, exact: true });
    await statuses.click();
    await statuses.fill(statusText.SENT);
    await page.locator(".ant-select-dropdown:visible").getByTitle(statusText.SENT, { exact: true }).click();
    // At once, without waiting for the list: remove the chip.
    await page.getByRole("button", { name: removeComplete }).click();

    await expect(page).toHaveURL(/statuses=SENT/);
    await expect(page).not.toHaveURL(/requiredSupportDocumentsCompleted/);
    await both;
    await expect(page.getByTestId("filter-chips")).toHaveCount(0);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  });
});
