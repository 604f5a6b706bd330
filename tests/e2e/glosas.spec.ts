import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import glosasJson from "../../locales/es-DO/glosas.json" with { type: "json" };
import { glosaRows, glosaXlsx, xlsxDataRows } from "../glosa-files";
import { axeScan, expect, signIn, test } from "./fixtures";

/**
 * Glosas end to end (issue 9 §3, §4; 001 §2 "glosas-upload", "glosa-detail/{id}", §3–§5, §7, §8;
 * 000 §6 glosa events), in Chromium against the reference API: a denials editor uploads a real
 * XLSX of glosas, watches it load, finds its rows in the processed list, answers one with a comment
 * and an accepted value, exports the list and counts the rows of the downloaded workbook; a file of
 * another type is refused before the network; a denials viewer can neither upload nor answer; axe
 * finds no serious or critical violation on the upload screen and the detail. Texts are es-DO's.
 */
const g = glosasJson.glosas;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name]));

const listRows = (page: Page) => page.locator('[data-resource="glosas"] tbody tr.ant-table-row');

async function listSettled(page: Page): Promise<void> {
  await expect(listRows(page).first()).toBeVisible();
  await expect(page.locator('[data-resource="glosas"] .ant-spin-spinning')).toHaveCount(0);
}

test.describe("glosas", () => {
  test.setTimeout(300_000);

  test("a denials editor uploads a spreadsheet, watches it load, answers a glosa and exports the list", async ({
    page,
  }, testInfo) => {
    const prefix = `E2E${Date.now().toString(36).toUpperCase()}`;
    const rows = 25;
    await signIn(page, "denials-editor");
    await page.goto("/rcm/glosas-upload");
    await expect(page.getByRole("heading", { level: 1, name: g.page.title })).toBeVisible();
    await listSettled(page);
    // The menu entry of the denials roles.
    await expect(page.getByRole("navigation").getByRole("link", { name: "Glosas" })).toBeVisible();
    expect(await axeScan(page)).toEqual([]);

    // Refused before the network: not a PDF, XLSX or TXT.
    const input = page.getByLabel(g.upload.choose);
    await input.setInputFiles({
      name: "notes.docx",
      mimeType: "application/msword",
      buffer: Buffer.from("x"),
    });
    await expect(
      page.getByRole("alert").filter({ hasText: fill(g.upload.refused.type, { name: "notes.docx" }) }),
    ).toBeVisible();

    // A real workbook, uploaded and followed until loaded.
    const workbook = Buffer.from(await glosaXlsx(glosaRows(rows, prefix)));
    await input.setInputFiles({
      name: `${prefix}.xlsx`,
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: workbook,
    });
    const fileRow = page.locator("tr", { hasText: `${prefix}.xlsx` });
    await expect(fileRow.locator('[data-file-status="PROCESSING"]')).toBeVisible();
    await expect(fileRow.locator('[data-file-status="LOADED"]')).toBeVisible({ timeout: 30_000 });
    await expect(fileRow).toContainText(String(rows));

    // Its rows in the processed list (the free-text filter is not patient data: it is in the URL).
    await page.goto(`/rcm/glosas-upload?filter=${prefix}&page=1&size=30`);
    await listSettled(page);
    await expect(listRows(page)).toHaveCount(rows);
    await expect(listRows(page).first()).toContainText(`${prefix}-000`);
    await expect(listRows(page).first().locator("[data-deadline]")).toBeVisible();

    // Answer one glosa with a comment and an accepted value; all fields are required first.
    await page.getByRole("link", { name: `${prefix}-00001` }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: fill(g.detail.title, { invoice: `${prefix}-00001` }) }),
    ).toBeVisible();
    expect(await axeScan(page)).toEqual([]);
    await page.getByRole("button", { name: g.detail.confirm }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: fill(g.detail.fieldRequired, { field: g.detail.comment }) }),
    ).toBeVisible();
    await page.getByRole("radio", { name: g.detail.eventCOMMENT }).check();
    await page
      .getByRole("textbox", { name: g.detail.comment, exact: true })
      .fill("Se envían los soportes de la atención.");
    await page.getByRole("spinbutton", { name: g.detail.acceptedValue, exact: true }).fill("100.50");
    await page.getByRole("button", { name: g.detail.confirm }).click();
    await expect(page.getByText(g.detail.commentSent)).toBeVisible();
    await expect(page.locator(".glosa-comments")).toContainText("Se envían los soportes de la atención.");
    await expect(page.getByText(g.statuses.IN_PROGRESS).first()).toBeVisible();

    // Export the filtered list and count the rows of the file.
    await page.goto(`/rcm/glosas-upload?filter=${prefix}&page=1`);
    await listSettled(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: g.list.exportXlsx }).click(),
    ]);
    const saved = testInfo.outputPath("glosas.xlsx");
    await download.saveAs(saved);
    const exported = await xlsxDataRows(new Uint8Array(await readFile(saved)));
    expect(exported.rows).toBe(rows);
    expect(exported.header).toContain("invoiceNumber");
  });

  test("a denials viewer can neither upload nor answer, but views and exports", async ({ page }) => {
    await signIn(page, "denials-viewer");
    await page.goto("/rcm/glosas-upload");
    await expect(page.getByRole("heading", { level: 1, name: g.page.title })).toBeVisible();
    await listSettled(page);
    await expect(page.getByRole("heading", { name: g.files.title })).toBeVisible();
    await expect(page.getByLabel(g.upload.choose)).toHaveCount(0);
    await expect(page.getByRole("button", { name: g.list.exportXlsx })).toBeVisible();
    await expect(page.getByRole("button", { name: g.files.disable })).toHaveCount(0);
    expect(await axeScan(page)).toEqual([]);
    await listRows(page).first().getByRole("link").click();
    await expect(page.getByRole("heading", { name: g.detail.amounts })).toBeVisible();
    await expect(page.getByRole("button", { name: g.detail.confirm })).toHaveCount(0);
    await expect(page.getByRole("button", { name: g.detail.updateDate })).toHaveCount(0);
    await expect(page.getByRole("button", { name: g.detail.disable })).toHaveCount(0);
    expect(await axeScan(page)).toEqual([]);
  });
});
