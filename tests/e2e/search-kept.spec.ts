import type { Page } from "@playwright/test";
import accountJson from "../../locales/es-DO/account.json" with { type: "json" };
import { expect, signIn, test, text } from "./fixtures";

/**
 * The search kept for the tab's life (issue 19 §1; DESIGN.md §5): a search on the accounts grid
 * survives opening an account and coming back, by the browser's Back and by the screen's back
 * link, with the same filtered count; the text is never in the URL, the history state,
 * localStorage or sessionStorage; signing out forgets it. On the account's page the sidebar keeps
 * the accounts' section highlighted (issue 19 §9).
 */
const SEARCH = "Gómez";
const searchLabel = text.resources.accounts.filters.searchValue;

const rows = (page: Page) => page.locator("[data-resource=accounts] tbody tr.ant-table-row");

/** Waits until the grid shows rows and nothing loads; returns the total it shows. */
async function settledTotal(page: Page): Promise<string> {
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(".ant-spin-spinning")).toHaveCount(0, { timeout: 30_000 });
  return page.getByTestId("list-total").innerText();
}

/** Every place outside memory the search could have leaked to: URL, history state, both storages. */
async function traces(page: Page): Promise<string> {
  return page.evaluate(() => {
    const stored = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, index) => {
        const key = storage.key(index) ?? "";
        return `${key}=${storage.getItem(key) ?? ""}`;
      }).join("\n");
    return [
      location.href,
      decodeURIComponent(location.href),
      JSON.stringify(history.state),
      stored(localStorage),
      stored(sessionStorage),
    ].join("\n");
  });
}

test("a search survives going to an account and back (Back and the back link), leaves no trace, and ends with the session", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, "rcm-editor");
  await expect(page).toHaveURL(/\/rcm\/home/);
  const unfiltered = await settledTotal(page);

  const search = page.getByLabel(searchLabel, { exact: true });
  await search.fill(SEARCH);
  await search.press("Enter");
  await expect(page.getByTestId("list-total")).not.toHaveText(unfiltered, { timeout: 30_000 });
  const filtered = await settledTotal(page);
  await expect(rows(page).first()).toContainText(SEARCH);

  // Open an account, come back with the browser's Back.
  await rows(page).first().getByTestId("open-account").click();
  await expect(page).toHaveURL(/\/rcm\/account\//);
  await expect(page.getByRole("link", { name: accountJson.account.backToList })).toBeVisible({
    timeout: 30_000,
  });
  // The sidebar keeps the accounts' section highlighted on the account's page (issue 19 §9).
  await expect(page.locator(".ant-menu-item-selected")).toHaveText(text.resources.accounts.title);
  await page.goBack();
  await expect(page).toHaveURL(/\/rcm\/home/);
  await expect(page.getByLabel(searchLabel, { exact: true })).toHaveValue(SEARCH);
  expect(await settledTotal(page)).toBe(filtered);

  // Open another, come back by the screen's own link.
  await rows(page).nth(1).getByTestId("open-account").click();
  await page.getByRole("link", { name: accountJson.account.backToList }).first().click();
  await expect(page).toHaveURL(/\/rcm\/home/);
  await expect(page.getByLabel(searchLabel, { exact: true })).toHaveValue(SEARCH);
  expect(await settledTotal(page)).toBe(filtered);

  // In memory only.
  const seen = await traces(page);
  expect(seen).not.toContain(SEARCH);
  expect(seen).not.toContain(encodeURIComponent(SEARCH));

  // Signing out forgets it.
  await page.getByRole("button", { name: text.app.signOut }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, "rcm-editor");
  await expect(page).toHaveURL(/\/rcm\/home/);
  await expect(page.getByLabel(searchLabel, { exact: true })).toHaveValue("");
  expect(await settledTotal(page)).toBe(unfiltered);
});
