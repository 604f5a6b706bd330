import type { APIRequestContext } from "@playwright/test";
import texts from "../../locales/es-DO/pre-settlements.json" with { type: "json" };
import { axeScan, expect, signIn, test, tokenOf } from "./fixtures";

/**
 * Pre-settlements end to end (issue 9 §1, §4; 001 §2, §4, §7, §8): an RCM editor builds a pending
 * pre-settlement, moves it to SENT and downloads its files through a download window that keeps
 * running while they go back to the list; a viewer sees no modifying action and the API refuses a
 * forced build with 403; axe finds nothing serious or critical on the list and the detail. Texts are
 * the default locale's (es-DO).
 */
const ps = texts.preSettlements;

interface WireRow {
  id: string;
  origin_invoice_group_id: string;
  status: string;
  invoice_count: number;
}

/** Pre-settlements of the caller's provider in a status (with invoices), newest first. */
async function inStatus(request: APIRequestContext, token: string, status: string): Promise<WireRow[]> {
  const answer = await request.get(`/api/rcm/v1/pre-settlements?statuses=${status}&page=0&size=50`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBeTruthy();
  return ((await answer.json()) as { content: WireRow[] }).content.filter((r) => r.invoice_count > 0);
}

test.describe("pre-settlements (issue 9 §1)", () => {
  test("an editor builds a pre-settlement, moves it to SENT and downloads its files while navigating away", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const token = await tokenOf(request, "rcm-editor");
    const [pending] = await inStatus(request, token, "PENDING");
    expect(pending).toBeDefined();
    await signIn(page, "rcm-editor");
    await page.goto(`/rcm/pre-settlements/${pending.origin_invoice_group_id}`);
    const actions = page.getByTestId("pre-settlement-actions");
    await actions.getByRole("button", { name: ps.actions.build }).click();
    await page.getByRole("tooltip").getByRole("button", { name: ps.actions.build }).click();
    await expect(page.getByText(`FEV_${pending.origin_invoice_group_id}.xml`)).toBeVisible({
      timeout: 20_000,
    });

    await actions.getByRole("button", { name: ps.actions.moveTo.SENT }).click();
    await page.getByRole("tooltip").getByRole("button", { name: ps.actions.moveTo.SENT }).click();
    await expect
      .poll(async () => {
        const answer = await request.get(`/api/rcm/v1/pre-settlements/${pending.id}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return ((await answer.json()) as WireRow).status;
      })
      .toBe("SENT");

    const download = page.waitForEvent("download", { timeout: 30_000 });
    await actions.getByRole("button", { name: ps.actions.download }).click();
    const window = page.getByRole("region", { name: /^Descarga: / });
    await expect(window).toBeVisible();
    // Away to the list (client-side navigation): the window stays and finishes.
    await page.getByRole("link", { name: ps.backToList }).click();
    await expect(page).toHaveURL(/\/rcm\/pre-settlements$/);
    await expect(window).toBeVisible();
    expect((await download).suggestedFilename()).toBe(`${pending.origin_invoice_group_id}.zip`);
    await expect(window).toBeHidden({ timeout: 15_000 });
  });

  test("a viewer cannot modify: no build, move, action or replace, and a forced build is refused 403", async ({
    page,
    request,
  }) => {
    const token = await tokenOf(request, "rcm-viewer");
    const [generated] = await inStatus(request, token, "GENERATED");
    await signIn(page, "rcm-viewer");
    await page.goto(`/rcm/pre-settlements/${generated.origin_invoice_group_id}`);
    const actions = page.getByTestId("pre-settlement-actions");
    await expect(actions.getByRole("button", { name: ps.actions.download })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(`RIPS_${generated.origin_invoice_group_id}.json`)).toBeVisible();
    for (const name of [
      ps.actions.build,
      ps.actions.moveTo.SENT,
      ps.actions.registerAction,
      ps.replace.button,
    ])
      await expect(page.getByRole("button", { name, exact: true })).toHaveCount(0);
    const forced = await request.put(`/api/rcm/v1/pre-settlements/${generated.id}/build`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(forced.status()).toBe(403);
    const move = await request.put(`/api/rcm/v1/pre-settlements/${generated.id}/status`, {
      headers: { authorization: `Bearer ${token}` },
      data: { next_status: "SENT" },
    });
    expect(move.status()).toBe(403);
  });

  test("axe: no serious or critical violation on the list and the detail", async ({ page, request }) => {
    const token = await tokenOf(request, "rcm-editor");
    const [settled] = await inStatus(request, token, "SETTLED");
    await signIn(page, "rcm-editor");
    await page.goto("/rcm/pre-settlements");
    await expect(page.locator("tbody tr.ant-table-row").first()).toBeVisible({ timeout: 20_000 });
    expect(await axeScan(page)).toEqual([]);
    // The package configuration of an agreement is reached from the list (001 §2
    // "pre-settlements/package-configuration").
    await page.getByRole("link", { name: ps.packageConfiguration }).click();
    await expect(page).toHaveURL(/\/rcm\/pre-settlements\/package-configuration$/);
    await expect(page.getByRole("heading", { level: 1, name: "Configuración de paquetes" })).toBeVisible();
    await page.goto(`/rcm/pre-settlements/${settled.origin_invoice_group_id}`);
    await expect(page.getByTestId("pre-settlement-screen")).toBeVisible({ timeout: 20_000 });
    expect(await axeScan(page)).toEqual([]);
  });
});
