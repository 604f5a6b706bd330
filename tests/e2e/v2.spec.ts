import type { Locator, Page } from "@playwright/test";
import v2Json from "../../locales/es-DO/v2.json" with { type: "json" };
import formsJson from "../../locales/es-DO/forms.json" with { type: "json" };
import { axeScan, expect, signIn, test } from "./fixtures";

/**
 * The v2 area end to end (issue 10 §3, §5; 000 §2–§5, §7; 001 §2–§5), in Chromium against the
 * reference API, as the demo user without claims: Home V2 lists the authorizations with their Home
 * V2 status labels and filters them; the user opens a do-universal hospitalization authorization,
 * fills its three-step sponsor form (a pattern refuses a typed character and clears a pasted value
 * that breaks it; a prescription file is uploaded), submits it with an observation, lands on the
 * detail with the new document and observation, adds another observation (newest first) and
 * changes the status. axe finds no serious or critical violation on home, detail and every step.
 * Texts are es-DO's.
 */
const v = v2Json.v2;
const f = formsJson.forms;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name]));

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** Pastes `text` into a field as the browser would (a paste event with clipboard data). */
async function paste(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData("text/plain", pasted);
    element.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** Chooses an option of the open antd select by its label. */
async function pickOption(page: Page, label: string): Promise<void> {
  await page.locator(".ant-select-dropdown:visible").getByTitle(label, { exact: true }).click();
}

/** Fills the first step's admission date and goes to the next step. */
async function admitAndNext(page: Page): Promise<void> {
  const admission = page.getByRole("textbox", { name: "Fecha de ingreso" });
  await admission.click();
  await admission.fill("01/11/2026");
  await admission.press("Enter");
  await page.getByRole("button", { name: v.form.next }).click();
}

async function rowsSettled(page: Page): Promise<void> {
  await expect(page.locator("tbody tr.ant-table-row").first()).toBeVisible();
  await expect(page.locator(".ant-spin-spinning")).toHaveCount(0);
}

test.describe("v2 area (users without claims)", () => {
  test.setTimeout(240_000);

  test("finds an authorization, fills the sponsor form step by step, sees the detail, comments and changes the status", async ({
    page,
  }) => {
    await signIn(page, "without-claims");
    await expect(page).toHaveURL(/\/v2\/home$/);
    await expect(page.getByRole("heading", { level: 1, name: v.home.title })).toBeVisible();
    await rowsSettled(page);
    // Statuses show their Home V2 labels (000 §4).
    await expect(page.locator("[data-status]").first()).toBeVisible();
    const labels = await page.locator("[data-status]").allInnerTexts();
    expect(labels.every((label) => Object.values(v.statuses).includes(label))).toBe(true);
    expect(await axeScan(page)).toEqual([]);

    // Filter by insurer and status: READY shows as "Pendiente de validación".
    await page.getByLabel(v.home.filters.sponsor).fill("do-universal");
    await page.getByLabel(v.home.filters.status).click();
    await pickOption(page, v.statuses.READY);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: v.home.filters.apply }).click();
    await rowsSettled(page);
    const codes = page.locator("tbody tr.ant-table-row");
    await expect(codes.first()).toContainText(v.statuses.READY);
    await expect(codes.filter({ hasNotText: v.statuses.READY })).toHaveCount(0);

    // The first seeded authorization: a do-universal hospitalization (three groups and a guest form).
    const code = "V2-2026-000001";
    await page.getByLabel(v.home.filters.code).fill(code);
    await page.getByRole("button", { name: v.home.filters.apply }).click();
    await expect(codes).toHaveCount(1);
    await expect(codes.first()).toContainText(v.coverage.HOSPITALIZATION);
    await page.getByRole("link", { name: fill(v.home.open, { code }) }).click();
    await expect(page).toHaveURL(
      /\/v2\/authorizations\/do-universal\/V2-2026-000001\?detailForm=hospitalization$/,
    );
    await expect(page.getByRole("heading", { level: 1, name: fill(v.detail.title, { code }) })).toBeVisible();
    expect(await axeScan(page)).toEqual([]);

    // The sponsor's form, step by step (000 §4: the step rises by one until the last).
    await page.getByRole("link", { name: v.detail.fillForm }).click();
    await expect(page).toHaveURL(/\/v2\/authorizations\/V2-2026-000001\/new\/do-universal\/hospitalization$/);
    await expect(page.getByText(fill(v.form.step, { step: 1, total: 3 }))).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Datos del paciente" })).toBeVisible();
    expect(await axeScan(page)).toEqual([]);

    const cedula = page.getByRole("textbox", { name: "Cédula" });
    // A pasted value that breaks the pattern is cleared (001 §5).
    await paste(cedula, "ABC-123");
    await expect(cedula).toHaveValue("");
    await expect(page.getByText(fill(v.form.pasteCleared, { field: "Cédula" }))).toBeVisible();
    // A typed character that breaks it is rejected.
    await cedula.pressSequentially("001-x");
    await expect(cedula).toHaveValue("001-");
    await expect(page.getByText(fill(v.form.charRejected, { field: "Cédula" }))).toBeVisible();
    await cedula.pressSequentially("1234567-8");
    await expect(cedula).toHaveValue("001-1234567-8");
    // Required fields are asked before the next step.
    await page.getByRole("button", { name: v.form.next }).click();
    await expect(page.getByText(f.errors.required).first()).toBeVisible();
    await admitAndNext(page);

    await expect(page.getByText(fill(v.form.step, { step: 2, total: 3 }))).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Información médica" })).toBeVisible();
    expect(await axeScan(page)).toEqual([]);
    await page.getByRole("textbox", { name: "Diagnóstico" }).fill("Neumonía adquirida en la comunidad");
    const days = page.getByRole("textbox", { name: "Días estimados de estancia" });
    await days.fill("3");
    await page.getByRole("button", { name: v.form.next }).click();

    await expect(page.getByText(fill(v.form.step, { step: 3, total: 3 }))).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Documentos" })).toBeVisible();
    expect(await axeScan(page)).toEqual([]);
    await page.getByLabel("Indicación médica").setInputFiles({
      name: "indicacion.pdf",
      mimeType: "application/pdf",
      buffer: PDF,
    });
    await expect(page.getByText(fill(f.file.uploaded, { name: "indicacion.pdf" }))).toBeVisible();
    // The observation cannot be empty (000 §5).
    await page.getByRole("button", { name: v.form.submit }).click();
    await expect(page.getByText(v.form.observationRequired)).toBeVisible();
    await page.getByLabel(v.form.observation).fill("Paciente ingresado por emergencia.");
    await page.getByRole("button", { name: v.form.submit }).click();

    // Back on the detail with its detail form, the new document and observation.
    await expect(page).toHaveURL(
      /\/v2\/authorizations\/do-universal\/V2-2026-000001\?detailForm=hospitalization$/,
    );
    await page.getByRole("tab", { name: v.detail.tabs.documentation }).click();
    await expect(page.getByRole("cell", { name: "indicacion.pdf", exact: true })).toBeVisible();
    await expect(
      page.getByRole("button", { name: fill(v.detail.files.download, { name: "indicacion.pdf" }) }),
    ).toBeVisible();
    await page.getByRole("tab", { name: v.detail.tabs.observations }).click();
    await expect(page.locator(".pp-v2-comments li").first()).toContainText(
      "Paciente ingresado por emergencia.",
    );
    // A new observation: not empty, then listed first.
    await page.getByRole("button", { name: v.detail.comments.send }).click();
    await expect(page.getByText(v.detail.comments.required)).toBeVisible();
    await page.getByLabel(v.detail.comments.label).fill("Se adjuntó la indicación médica.");
    await page.getByRole("button", { name: v.detail.comments.send }).click();
    await expect(page.locator(".pp-v2-comments li").first()).toContainText(
      "Se adjuntó la indicación médica.",
    );
    expect(await axeScan(page)).toEqual([]);

    // Change the status from READY to APPROVED (000 §4).
    await page.getByRole("tab", { name: v.detail.tabs.information }).click();
    await expect(page.locator('[data-status="READY"]')).toBeVisible();
    await page.getByLabel(v.detail.status.label).click();
    await pickOption(page, v.statuses.APPROVED);
    await page.getByRole("button", { name: v.detail.status.change }).click();
    await expect(page.locator('[data-status="APPROVED"]')).toBeVisible();
  });

  test("on a 4× slower CPU, what is typed survives a reload, the steps and going back (issue 10 §2, §5)", async ({
    page,
  }) => {
    await signIn(page, "without-claims");
    await page.goto("/v2/authorizations/V2-2026-000001/new/do-universal/hospitalization");
    await expect(page.getByRole("heading", { level: 2, name: "Datos del paciente" })).toBeVisible();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const cedula = page.getByRole("textbox", { name: "Cédula" });
    await cedula.pressSequentially("001-1234567-8");
    await expect(cedula).toHaveValue("001-1234567-8");
    // The tab's draft follows every key: a reload restores it, with its note.
    await page.reload();
    await expect(page.getByText(v.form.draftRestored)).toBeVisible();
    await expect(cedula).toHaveValue("001-1234567-8");
    // Typing again drops the note and keeps what was restored.
    await cedula.press("End");
    await cedula.press("Backspace");
    await cedula.press("9");
    await expect(page.getByText(v.form.draftRestored)).toHaveCount(0);
    await expect(cedula).toHaveValue("001-1234567-9");
    await admitAndNext(page);
    await expect(page.getByText(fill(v.form.step, { step: 2, total: 3 }))).toBeVisible();
    const diagnosis = page.getByRole("textbox", { name: "Diagnóstico" });
    await diagnosis.pressSequentially("Neumonía");
    // Back, then forward again: both steps keep their values.
    await page.getByRole("button", { name: v.form.previous }).click();
    await expect(page.getByText(fill(v.form.step, { step: 1, total: 3 }))).toBeVisible();
    await expect(cedula).toHaveValue("001-1234567-9");
    await page.getByRole("button", { name: v.form.next }).click();
    await expect(diagnosis).toHaveValue("Neumonía");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  });

  test("a sponsor form of one group is the current form, completed by keyboard alone", async ({ page }) => {
    await signIn(page, "without-claims");
    // The third seeded authorization: do-primera's outpatient form, one group (000 §5).
    const code = "V2-2026-000003";
    await page.goto(`/v2/authorizations/do-primera/${code}?detailForm=outpatient-care`);
    await expect(page.getByRole("heading", { level: 1, name: fill(v.detail.title, { code }) })).toBeVisible();
    const open = page.getByRole("link", { name: v.detail.fillForm });
    await open.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/v2\/authorizations\/V2-2026-000003\/new\/do-primera\/outpatient-care$/);
    await expect(page.getByRole("heading", { level: 2, name: "Consulta ambulatoria" })).toBeVisible();
    // One group: no step counter, the submit is on the first step.
    await expect(page.locator(".pp-v2-step-counter")).toHaveCount(0);
    expect(await axeScan(page)).toEqual([]);

    const date = page.getByRole("textbox", { name: "Fecha de la consulta" });
    await date.focus();
    await page.keyboard.type("15/10/2026");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    const copayment = page.getByRole("textbox", { name: "Copago" });
    await expect(copayment).toBeFocused();
    // A numeric field normalises on leaving (001 §5; commas removed, 000 §5).
    await page.keyboard.type("1,250");
    await page.keyboard.press("Tab");
    await expect(copayment).toHaveValue("1250");
    await expect(page.getByRole("textbox", { name: "Motivo de la consulta" })).toBeFocused();
    await page.keyboard.type("Control de presión arterial");
    await page.keyboard.press("Tab");
    // The file field is the portal's drop zone (issue 19 §9): a button holding the labelled file input.
    await expect(page.getByRole("button").filter({ has: page.getByLabel("Orden médica") })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel(v.form.observation)).toBeFocused();
    await page.keyboard.type("Consulta de control.");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: v.form.submit })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(
      /\/v2\/authorizations\/do-primera\/V2-2026-000003\?detailForm=outpatient-care$/,
    );
    await page.getByRole("tab", { name: v.detail.tabs.observations }).click();
    await expect(page.locator(".pp-v2-comments li").first()).toContainText("Consulta de control.");

    // An additional document: refused before the network when of another type, else listed.
    await page.getByRole("tab", { name: v.detail.tabs.documentation }).click();
    const add = page.getByLabel(v.detail.files.add);
    await add.setInputFiles({ name: "notas.docx", mimeType: "application/msword", buffer: Buffer.from("x") });
    await expect(
      page.getByRole("alert").filter({
        hasText: fill(v.detail.files.refused.type, {
          name: "notas.docx",
          types: "PNG, JPG, JPEG, XML, PDF",
        }),
      }),
    ).toBeVisible();
    await add.setInputFiles({ name: "informe.pdf", mimeType: "application/pdf", buffer: PDF });
    await expect(page.getByRole("cell", { name: "informe.pdf", exact: true })).toBeVisible();
    expect(await axeScan(page)).toEqual([]);
  });

  test("sponsor templates: asked with a sponsor and a coverage, downloaded with their file name", async ({
    page,
  }) => {
    await signIn(page, "without-claims");
    await page.getByRole("link", { name: v.templates.link }).click();
    await expect(page).toHaveURL(/\/v2\/sponsor-templates$/);
    await expect(page.getByRole("heading", { level: 1, name: v.templates.title })).toBeVisible();
    await page.getByRole("button", { name: v.templates.search }).click();
    await expect(page.getByText(v.templates.choose)).toBeVisible();
    await page.getByLabel(v.templates.sponsor).fill("do-universal");
    await page.getByLabel(v.templates.coverage).click();
    await pickOption(page, v.coverage.HOSPITALIZATION);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: v.templates.search }).click();
    const name = "do-universal-hospitalization.pdf";
    const button = page.getByRole("button", { name: fill(v.templates.download, { name }) });
    await expect(button).toBeVisible();
    expect(await axeScan(page)).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
    expect(download.suggestedFilename()).toBe(name);
  });

  test("the Folios variant (a token extension) titles Home V2 Folios", async ({ page }) => {
    await signIn(page, "without-claims-folios");
    await expect(page).toHaveURL(/\/v2\/home$/);
    await expect(page.getByRole("heading", { level: 1, name: v.home.titleFolios })).toBeVisible();
    await rowsSettled(page);
    await expect(page.getByRole("columnheader", { name: v.home.columns.folio })).toBeVisible();
    await page.locator("tbody tr.ant-table-row a").first().click();
    await expect(page.getByText(v.detail.fields.taxId)).toBeVisible();
  });
});
