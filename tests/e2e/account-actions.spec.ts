import type { APIRequestContext, Page } from "@playwright/test";
import actionsTexts from "../../locales/es-DO/actions.json" with { type: "json" };
import { expect, signIn, test, text, tokenOf } from "./fixtures";

/**
 * Account actions end to end (issue 7 §3, §4, §6; 001 §4 "Account statuses", "Download manager";
 * 000 §6 events), in Chromium against the reference API (faults on): a bulk move reports exactly
 * what happened, the selection survives paging, an external auditor gets no action it may not do
 * (and the API refuses a forced one), and a download window outlives the screen it started on.
 * Texts are the es-DO locale's.
 */
const labels = text.resources.accounts.actions as unknown as Record<string, { label: string }>;
const texts = actionsTexts.accountActions;
const rows = (page: Page) => page.locator("tbody tr.ant-table-row");
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name]));

interface WireAccount {
  id: string;
  invoice_number: string;
  status: string | null;
}

/** Accounts of the editor's provider in a status, newest first (as the grid sorts by default). */
async function accountsIn(request: APIRequestContext, token: string, status: string, size: number) {
  const answer = await request.get(
    `/api/rcm/v1/accounts?statuses=${status}&page=0&size=${size}&sort=desc&order_by=created_at`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(answer.ok()).toBeTruthy();
  return ((await answer.json()) as { content: WireAccount[] }).content;
}

async function statusOf(request: APIRequestContext, token: string, id: string): Promise<string | null> {
  const answer = await request.get(`/api/rcm/v1/accounts/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBeTruthy();
  return ((await answer.json()) as WireAccount).status;
}

const gridOf = (status: string, size: number, page = 1) =>
  `/rcm/home?statuses=${status}&page=${page}&size=${size}&sort=createdAt.desc`;

test.describe("account actions (issue 7 §3)", () => {
  test("a bulk move of 50 accounts with two forced failures reports 48 moved and lists the two", async ({
    page,
    request,
  }) => {
    // 50 calls, 4 at a time, on a shared CI machine.
    test.setTimeout(180_000);
    const token = await tokenOf(request, "rcm-editor");
    const accounts = await accountsIn(request, token, "READY_TO_GENERATE", 50);
    expect(accounts).toHaveLength(50);
    const refused = [accounts[3], accounts[27]];
    for (const account of refused) {
      const armed = await request.post("/api/__sandbox/faults", {
        data: {
          path_prefix: `/rcm/v1/accounts/${account.id}/status`,
          status: 409,
          error_code: "INVALID_STATUS_TRANSITION",
          message: "Rechazo forzado por la prueba",
          count: 1,
        },
      });
      expect(armed.ok()).toBeTruthy();
    }

    await signIn(page, "rcm-editor");
    await page.goto(gridOf("READY_TO_GENERATE", 50));
    // The first list of 50 rows after the server starts may take a while on a cold database.
    await expect(rows(page)).toHaveCount(50, { timeout: 30_000 });
    for (const account of refused)
      await expect(rows(page).filter({ hasText: account.invoice_number })).toHaveCount(1);
    await page.locator("thead input[type=checkbox]").check();

    const label = labels.moveToPackageGenerated.label;
    await page.getByRole("button", { name: `${label} (50)`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: texts.title.moveToPackageGenerated });
    // The dialog's code and texts load with this first action.
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toContainText(
      fill(texts.confirm.move, { count: 50, status: text.statuses["rcm-status-account"].PACKAGE_GENERATED }),
    );
    await dialog.getByLabel(texts.fields.message).fill("Paquetes listos (prueba)");
    await dialog.getByRole("button", { name: texts.buttons.start }).click();

    await expect(dialog.getByTestId("account-action-affected")).toHaveText(
      fill(texts.report.affected, { count: 48 }),
      { timeout: 120_000 },
    );
    const failures = dialog.getByTestId("account-action-failures").locator("li");
    await expect(failures).toHaveCount(2);
    for (const account of refused)
      await expect(failures.filter({ hasText: account.invoice_number })).toContainText(
        "Rechazo forzado por la prueba",
      );

    // What the report says is what the API holds: the two refused kept their status, the rest moved.
    for (const account of refused)
      expect(await statusOf(request, token, account.id)).toBe("READY_TO_GENERATE");
    for (const account of [accounts[0], accounts[49]])
      expect(await statusOf(request, token, account.id)).toBe("PACKAGE_GENERATED");

    // The footer's Close (the corner's close button is named "Cerrar" too, in the UI language).
    await dialog.locator(".ant-modal-footer").getByRole("button", { name: texts.buttons.close }).click();
    await expect(dialog).toBeHidden();
    // The moved accounts left the filtered list; the two refused are still there.
    for (const account of refused)
      await expect(rows(page).filter({ hasText: account.invoice_number })).toHaveCount(1);
  });

  test("the selection survives paging", async ({ page }) => {
    await signIn(page, "rcm-editor");
    await page.goto(gridOf("SENT", 15));
    await expect(rows(page)).toHaveCount(15);
    await rows(page).nth(0).locator("input[type=checkbox]").check();
    await rows(page).nth(1).locator("input[type=checkbox]").check();
    const firstPage = await rows(page).nth(0).locator("td").nth(1).innerText();
    const label = labels.moveToSettled.label;
    await expect(page.getByRole("button", { name: `${label} (2)`, exact: true })).toBeEnabled();

    await page.locator(".ant-pagination-item-2").click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows(page).filter({ hasText: firstPage })).toHaveCount(0);
    await rows(page).nth(4).locator("input[type=checkbox]").check();
    await expect(page.getByRole("button", { name: `${label} (3)`, exact: true })).toBeEnabled();

    await page.locator(".ant-pagination-item-1").click();
    await expect(rows(page).filter({ hasText: firstPage })).toHaveCount(1);
    await expect(rows(page).nth(0).locator("input[type=checkbox]")).toBeChecked();
    await expect(rows(page).nth(1).locator("input[type=checkbox]")).toBeChecked();
    await expect(page.getByRole("button", { name: `${label} (3)`, exact: true })).toBeEnabled();
  });

  test("an external auditor sees no action it may not do, and a forced call is refused", async ({
    page,
    request,
  }) => {
    await signIn(page, "rcm-external-auditor");
    await expect(rows(page).first()).toBeVisible();
    // Every account action but the download needs an event EXTERNAL_AUDITOR is denied (000 §6).
    for (const [name, { label }] of Object.entries(labels)) {
      if (name === "downloadFiles") continue;
      await expect(page.getByRole("button", { name: new RegExp(`^${label}`) })).toHaveCount(0);
      await expect(page.locator(`tbody [data-action=${name}]`)).toHaveCount(0);
    }
    await expect(page.locator("thead input[type=checkbox]")).toBeVisible();

    const token = await tokenOf(request, "rcm-external-auditor");
    const editorToken = await tokenOf(request, "rcm-editor");
    const [account] = await accountsIn(request, editorToken, "PENDING_AUDIT", 1);
    const forced = await request.put(`/api/rcm/v1/accounts/${account.id}/status`, {
      headers: { authorization: `Bearer ${token}` },
      data: { next_status: "READY_TO_GENERATE" },
    });
    expect(forced.status()).toBe(403);
    const validate = await request.post("/api/rcm/v1/accounts/validate-support-documents", {
      headers: { authorization: `Bearer ${token}` },
      data: { account_ids: [account.id] },
    });
    expect(validate.status()).toBe(403);
    expect(await statusOf(request, editorToken, account.id)).toBe("PENDING_AUDIT");
  });

  test("a download window keeps running while the user moves to another screen, then closes itself", async ({
    page,
    request,
  }) => {
    await signIn(page, "rcm-editor");
    await page.goto("/rcm/home?requiredSupportDocumentsCompleted=true&page=1&size=15&sort=createdAt.desc");
    await expect(rows(page).first()).toBeVisible();
    // The preparation of the file answers after 3 s: long enough to leave the screen meanwhile.
    await request.post("/api/__sandbox/faults", {
      data: { path_prefix: "/v1/s3-explorer/account-files", delay_ms: 3000, count: 1 },
    });
    const download = page.waitForEvent("download", { timeout: 30_000 });
    await rows(page).first().locator("[data-action=downloadFiles]").click();
    const window = page.getByRole("region", { name: /^Descarga: / });
    await expect(window).toBeVisible();

    // Another screen, client-side: the account detail of the first row.
    await rows(page).first().dblclick();
    await expect(page).toHaveURL(/\/rcm\/account\//);
    await expect(window).toBeVisible();
    expect((await download).suggestedFilename()).toMatch(/\.zip$/);
    await expect(window).toBeHidden({ timeout: 10_000 });
  });
});
