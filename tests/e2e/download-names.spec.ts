import fs from "node:fs";
import { unzipSync } from "fflate";
import downloadTexts from "../../locales/es-DO/downloads.json" with { type: "json" };
import { expect, signIn, test, text } from "./fixtures";

/**
 * Names in a multi-account download window (issue 18 §10, "Defects a new user met"): a pending
 * item was named by its account's UUID ("Cuenta 6ae91477-…") and the zip entries repeated the type
 * code (`ACCOUNT/RES-RES-FE-0031598.pdf`). Each item is named by its invoice number until its file
 * is named, and each file once by its code.
 */
const d = downloadTexts.downloads;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

test("a download of two accounts names its items by invoice number, its zip entries once by type code", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, "rcm-editor");
  await page.goto("/rcm/home?requiredSupportDocumentsCompleted=true&page=1&size=15&sort=createdAt.desc");
  const rows = page.locator("tbody tr.ant-table-row");
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  const invoices = [
    (await rows.nth(0).locator("td").nth(1).innerText()).trim(),
    (await rows.nth(1).locator("td").nth(1).innerText()).trim(),
  ];
  // The preparations wait until the pending items have been read.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/v1/s3-explorer/account-files", async (route) => {
    await held;
    await route.continue();
  });

  await rows.nth(0).locator("input[type=checkbox]").check();
  await rows.nth(1).locator("input[type=checkbox]").check();
  const label = text.resources.accounts.actions.downloadFiles.label;
  await page.getByRole("button", { name: `${label} (2)`, exact: true }).click();
  const region = page.getByRole("region", { name: `Descarga: ${d.types.accountFiles}` });
  await expect(region).toBeVisible();
  await region.getByRole("button", { name: d.actions.expand }).click();
  const items = region.getByRole("list", { name: d.itemsLabel }).getByRole("listitem");
  await expect(items).toHaveCount(2);
  const shown = await items.allInnerTexts();
  for (const invoice of invoices)
    expect(shown.some((item) => item.includes(d.item.invoice.replace("{{number}}", invoice)))).toBe(true);
  for (const item of shown) expect(item).not.toMatch(UUID);

  const downloads = [page.waitForEvent("download"), page.waitForEvent("download")];
  release();
  const first = await downloads[0];
  const path = await first.path();
  const entries = Object.keys(unzipSync(new Uint8Array(fs.readFileSync(path))));
  expect(entries.length).toBeGreaterThan(0);
  for (const entry of entries) {
    const name = entry.split("/").pop() ?? "";
    const [code, next] = name.split("-");
    expect(next, entry).not.toBe(code);
  }
  await downloads[1];
});
