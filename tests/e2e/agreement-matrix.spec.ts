import type { Page } from "@playwright/test";
import matrixJson from "../../locales/es-DO/agreement-matrix.json" with { type: "json" };
import { matrixXlsx } from "../agreement-matrix-files";
import { axeScan, expect, signIn, test, tokenOf } from "./fixtures";

/**
 * The agreement matrix end to end (issue 8 §4, §6 "an admin uploads a matrix with two bad rows and
 * sees exactly those rows"; 001 §2 "upload-agreement-matrix", §3 "Uploaded agreement matrix", §4
 * the five states, §5 "Matrix upload: invalid file type", §7 upload-process-file and
 * download-process-file, §8 "the server's errors list is kept … Success shows a matrix success
 * alert"; 000 §6 UPLOAD_AGREEMENT_MATRIX), in Chromium against the reference API: an RCM admin
 * reaches the screen from the menu, uploads a real XLSX (exceljs) with two bad rows and sees exactly
 * those rows, downloads the processed file; a valid matrix (agreement codes only: nothing changes)
 * ends in the success alert; a file of another type is refused before the network; a viewer sees
 * the list but no upload; axe; the errors reopened and downloaded by keyboard. Texts are es-DO's.
 */
const m = matrixJson.agreementMatrix;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name]));
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const UPLOAD_PATH = "/api/rcm/v1/provider-payer-configurations/upload-process-file";

/** Agreement codes of the signed-in admin's provider, from the reference API. */
async function agreementCodes(page: Page): Promise<string[]> {
  const token = await tokenOf(page.request, "rcm-admin");
  const answer = await page.request.get("/api/rcm/v1/provider-payer-configurations/all-agreements", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBeTruthy();
  return ((await answer.json()) as { agreement_code: string }[]).map((a) => a.agreement_code);
}

/** Opens the screen and waits for the uploaded list to settle. */
async function openScreen(page: Page): Promise<void> {
  await page.goto("/rcm/upload-agreement-matrix");
  await expect(page.getByRole("heading", { level: 1, name: m.title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: m.list.title })).toBeVisible();
  await expect(page.locator('[data-testid="matrix-uploads"] .ant-spin-spinning')).toHaveCount(0);
}

test.describe("agreement matrix (issue 8 §4)", () => {
  test.setTimeout(180_000);

  test("an admin uploads a matrix with two bad rows and sees exactly those rows, then downloads the processed file", async ({
    page,
  }) => {
    await signIn(page, "rcm-admin");
    const codes = await agreementCodes(page);
    expect(codes.length).toBeGreaterThanOrEqual(3);
    // The menu entry (resources/agreement-matrix.ts), reached by its link.
    await page.goto("/rcm/agreements");
    await page.getByRole("navigation").getByRole("link", { name: "Matriz de convenios" }).click();
    await expect(page).toHaveURL(/\/rcm\/upload-agreement-matrix$/);
    await openScreen(page);

    const name = `matriz-${Date.now().toString(36)}.xlsx`;
    const workbook = await matrixXlsx([
      { AGREEMENT_CODE: codes[0] },
      { AGREEMENT_CODE: "NO-EXISTE-E2E", SPONSOR_TYPE: "PRIVATE" },
      { AGREEMENT_CODE: codes[1] },
      { AGREEMENT_CODE: codes[2], SPONSOR_TYPE: "MARCIANO" },
    ]);
    await page.getByLabel(m.upload.choose).setInputFiles({ name, mimeType: XLSX, buffer: workbook });

    // Followed until the server's list of rows in error shows (001 §4, §8): exactly rows 3 and 5.
    const errorsHeading = page.getByRole("heading", { level: 2, name: fill(m.result.errorsTitle, { name }) });
    await expect(errorsHeading).toBeVisible({ timeout: 30_000 });
    const errorRows = page.locator('[data-testid="matrix-errors"] tbody tr.ant-table-row');
    await expect(errorRows).toHaveCount(2);
    await expect(errorRows.nth(0)).toContainText("3");
    await expect(errorRows.nth(0)).toContainText(m.columns.AGREEMENT_CODE);
    await expect(errorRows.nth(0)).toContainText(
      fill(m.errors.MATRIX_ROW_UNKNOWN_AGREEMENT, { value: "NO-EXISTE-E2E" }),
    );
    await expect(errorRows.nth(1)).toContainText("5");
    await expect(errorRows.nth(1)).toContainText(m.columns.SPONSOR_TYPE);
    await expect(errorRows.nth(1)).toContainText(
      fill(m.errors.MATRIX_ROW_INVALID_VALUE, { value: "MARCIANO" }),
    );
    await expect(page.getByText(fill(m.result.errorsSummary, { failed: 2, rows: 4 }))).toBeVisible();
    // No alert besides the list (001 §8 "An alert shows only when no list exists").
    await expect(page.getByTestId("matrix-outcome").getByRole("alert")).toHaveCount(0);

    // The uploaded list shows it with its state.
    const listRow = page.locator('[data-testid="matrix-uploads"] tr', { hasText: name });
    await expect(listRow.locator('[data-matrix-status="VALIDATION_ERROR"]')).toHaveText(
      m.statuses.VALIDATION_ERROR,
    );

    // The processed file (001 §7 download-process-file).
    const downloading = page.waitForEvent("download");
    await listRow.getByRole("button", { name: `${m.list.download}: ${name}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(name.replace(/\.xlsx$/, "-processed.xlsx"));
  });

  test("a valid matrix ends in the success alert (001 §8)", async ({ page }) => {
    await signIn(page, "rcm-admin");
    const codes = await agreementCodes(page);
    await openScreen(page);
    const name = `valida-${Date.now().toString(36)}.xlsx`;
    // Agreement codes only: every other value is left as it is.
    const workbook = await matrixXlsx(codes.slice(0, 2).map((code) => ({ AGREEMENT_CODE: code })));
    await page.getByLabel(m.upload.choose).setInputFiles({ name, mimeType: XLSX, buffer: workbook });
    await expect(
      page.getByText(fill(m.result.success, { name, applied: Math.min(2, codes.length) })),
    ).toBeVisible({ timeout: 30_000 });
    const listRow = page.locator('[data-testid="matrix-uploads"] tr', { hasText: name });
    await expect(listRow.locator('[data-matrix-status="UPLOAD_COMPLETE"]')).toHaveText(
      m.statuses.UPLOAD_COMPLETE,
    );
  });

  test("a workbook without the agreement column ends in the error alert and no list (001 §8)", async ({
    page,
  }) => {
    await signIn(page, "rcm-admin");
    await openScreen(page);
    const name = `sin-codigo-${Date.now().toString(36)}.xlsx`;
    const workbook = await matrixXlsx([{ PAYER: "sura" }], ["PAYER", "SPONSOR_TYPE"]);
    await page.getByLabel(m.upload.choose).setInputFiles({ name, mimeType: XLSX, buffer: workbook });
    const alert = page.getByTestId("matrix-outcome").getByRole("alert");
    await expect(alert).toContainText(fill(m.result.errorAlert, { name }), { timeout: 30_000 });
    await expect(alert).toContainText(m.errors.MATRIX_INVALID_FORMAT.replace(/\.$/, ""));
    await expect(page.getByTestId("matrix-errors")).toHaveCount(0);
    const listRow = page.locator('[data-testid="matrix-uploads"] tr', { hasText: name });
    await expect(listRow.locator('[data-matrix-status="UPLOAD_ERRORS"]')).toHaveText(
      m.statuses.UPLOAD_ERRORS,
    );
  });

  test("a file of another type is refused before the network with its reason (001 §5)", async ({ page }) => {
    await signIn(page, "rcm-admin");
    await openScreen(page);
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === UPLOAD_PATH) uploads.push(request.method());
    });
    await page.getByLabel(m.upload.choose).setInputFiles({
      name: "matriz.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("AGREEMENT_CODE\nA1\n"),
    });
    await expect(
      page.getByRole("alert").filter({ hasText: fill(m.upload.refused.type, { name: "matriz.csv" }) }),
    ).toBeVisible();
    await page.waitForTimeout(500);
    expect(uploads).toEqual([]);
  });

  test("a denials administrator, whose only RCM event is the matrix upload (000 §6), reaches the screen, uploads and reads its rows in error", async ({
    page,
  }) => {
    await signIn(page, "denials-admin");
    await page.getByRole("navigation").getByRole("link", { name: "Matriz de convenios" }).click();
    await expect(page).toHaveURL(/\/rcm\/upload-agreement-matrix$/);
    await openScreen(page);
    const name = `denials-${Date.now().toString(36)}.xlsx`;
    const workbook = await matrixXlsx([{ AGREEMENT_CODE: "NO-EXISTE-DENIALS" }]);
    await page.getByLabel(m.upload.choose).setInputFiles({ name, mimeType: XLSX, buffer: workbook });
    const errorRows = page.locator('[data-testid="matrix-errors"] tbody tr.ant-table-row');
    await expect(errorRows).toHaveCount(1, { timeout: 30_000 });
    await expect(errorRows.first()).toContainText(
      fill(m.errors.MATRIX_ROW_UNKNOWN_AGREEMENT, { value: "NO-EXISTE-DENIALS" }),
    );
    const listRow = page.locator('[data-testid="matrix-uploads"] tr', { hasText: name });
    await expect(listRow.locator('[data-matrix-status="VALIDATION_ERROR"]')).toHaveText(
      m.statuses.VALIDATION_ERROR,
    );
    // Still no agreement screen for this role.
    await expect(
      page.getByRole("navigation").getByRole("link", { name: "Convenios", exact: true }),
    ).toHaveCount(0);
  });

  test("a viewer sees the uploaded list but cannot upload (000 §6)", async ({ page }) => {
    await signIn(page, "rcm-viewer");
    await openScreen(page);
    await expect(page.getByText(m.upload.viewerNote)).toBeVisible();
    await expect(page.getByLabel(m.upload.choose)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: m.upload.title })).toHaveCount(0);
    // The server refuses the viewer's upload too.
    const token = await tokenOf(page.request, "rcm-viewer");
    const refused = await page.request.post(UPLOAD_PATH, {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        file: { name: "m.xlsx", mimeType: XLSX, buffer: await matrixXlsx([{ AGREEMENT_CODE: "A" }]) },
        process_type: "AGREEMENT_MATRIX",
        provider_slug: "clinica-andina-co",
      },
    });
    expect(refused.status()).toBe(403);
  });

  test("axe finds no serious or critical violation; errors reopened and downloaded by keyboard", async ({
    page,
  }) => {
    await signIn(page, "rcm-admin");
    const codes = await agreementCodes(page);
    await openScreen(page);
    const name = `teclado-${Date.now().toString(36)}.xlsx`;
    const workbook = await matrixXlsx([
      { AGREEMENT_CODE: codes[0] },
      { AGREEMENT_CODE: "NO-EXISTE-TECLADO" },
    ]);
    await page.getByLabel(m.upload.choose).setInputFiles({ name, mimeType: XLSX, buffer: workbook });
    const errorsHeading = page.getByRole("heading", { level: 2, name: fill(m.result.errorsTitle, { name }) });
    await expect(errorsHeading).toBeVisible({ timeout: 30_000 });
    expect(await axeScan(page)).toEqual([]);

    // Closed, then reopened from the list with the keyboard only.
    await page.getByRole("button", { name: m.result.close, exact: true }).press("Enter");
    await expect(errorsHeading).toHaveCount(0);
    const showErrors = page.getByRole("button", { name: `${m.list.showErrors}: ${name}` });
    let reached = false;
    for (let i = 0; i < 80 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await showErrors.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press("Enter");
    await expect(errorsHeading).toBeVisible();
    // Focus lands on the rows in error.
    await expect(
      page.locator(`span[tabindex="-1"]`, { hasText: fill(m.result.errorsTitle, { name }) }),
    ).toBeFocused();
    await expect(page.locator('[data-testid="matrix-errors"] tbody tr.ant-table-row')).toHaveCount(1);
    // Download by keyboard: Tab to the panel's download button and press Enter.
    const panelDownload = page.getByRole("button", { name: m.list.download, exact: true });
    reached = false;
    for (let i = 0; i < 40 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await panelDownload.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    const downloading = page.waitForEvent("download");
    await page.keyboard.press("Enter");
    expect((await downloading).suggestedFilename()).toBe(name.replace(/\.xlsx$/, "-processed.xlsx"));
  });
});
