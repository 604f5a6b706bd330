import type { Page } from "@playwright/test";
import v2Json from "../../locales/es-DO/v2.json" with { type: "json" };
import formsJson from "../../locales/es-DO/forms.json" with { type: "json" };
import { axeScan, expect, signIn, test, tokenOf } from "./fixtures";

/**
 * Additional products, the reimbursement error and authorization requests end to end (issue 10 §3,
 * §5; 000 §3, §4 "Authorization form (v2)" and "Authorization request creation", §5, §7, §9), in
 * Chromium against the reference API, as the demo user without claims, in es-DO:
 * - do-senasa's additional-products form (not a reimbursement, action ADDITIONAL_PRODUCTS) sends
 *   its product to `POST /arc/v2/authorizations/without-claims/{id}/additional-products` on the last step;
 * - a reimbursement submit whose authorization was not obtained shows 000 §5's exact error;
 * - an authorization request from a detail: typed partly by keyboard, sent (202), polled until the
 *   insurer made its authorizations, each prescription attached, completed; the new
 *   authorization's detail lists its prescription. axe on the request screen in each phase.
 */
const v = v2Json.v2;
const f = formsJson.forms;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name]));

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** Chooses an option of the open antd select by its label. */
async function pickOption(page: Page, label: string): Promise<void> {
  await page.locator(".ant-select-dropdown:visible").getByTitle(label, { exact: true }).click();
}

test.describe("v2 additional products and authorization requests", () => {
  test.setTimeout(180_000);

  test("an additional-products form sends its product on the last step (000 §4)", async ({ page }) => {
    await signIn(page, "without-claims");
    const code = "V2-AP-000001";
    await page.goto(`/v2/authorizations/do-senasa/${code}?detailForm=additional-products`);
    await expect(page.getByRole("heading", { level: 1, name: fill(v.detail.title, { code }) })).toBeVisible();
    await page.getByRole("link", { name: v.detail.fillForm }).click();
    await expect(page).toHaveURL(/\/v2\/authorizations\/V2-AP-000001\/new\/do-senasa\/additional-products$/);
    await expect(page.getByText(fill(v.form.step, { step: 1, total: 2 }))).toBeVisible();
    await page.getByRole("textbox", { name: "Código del producto en el prestador" }).fill("PROC-22");
    // The type by mouse: the list opens in place and the option takes the click (a grid cell of
    // the form must not clip the list; the request test below picks by keyboard).
    await page.getByLabel("Tipo de producto").click();
    await pickOption(page, "Procedimiento médico");
    await expect(
      page.locator(".ant-select-selection-item").filter({ hasText: "Procedimiento médico" }),
    ).toBeVisible();
    await page.getByRole("textbox", { name: "Cantidad" }).fill("2");
    await page.getByRole("button", { name: v.form.next }).click();
    await expect(page.getByText(fill(v.form.step, { step: 2, total: 2 }))).toBeVisible();
    await page
      .getByRole("textbox", { name: "Justificación médica" })
      .fill("Se requiere un procedimiento adicional.");
    await page.getByLabel(v.form.observation).fill("Se agrega un procedimiento.");
    const sent = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().endsWith("/additional-products"),
    );
    const answered = page.waitForResponse((response) => response.url().endsWith("/additional-products"));
    await page.getByRole("button", { name: v.form.submit }).click();
    const request = await sent;
    expect(request.url()).toMatch(
      /\/api\/arc\/v2\/authorizations\/without-claims\/\d+\/additional-products$/,
    );
    expect(request.postDataJSON()).toEqual({
      products: [{ product_type_slug: "medical-procedure", quantity: 2, provider_product_code: "PROC-22" }],
    });
    expect((await answered).status()).toBe(201);
    // Then the form is submitted as usual: back on the detail with its observation.
    await expect(page).toHaveURL(
      /\/v2\/authorizations\/do-senasa\/V2-AP-000001\?detailForm=additional-products$/,
    );
    await page.getByRole("tab", { name: v.detail.tabs.observations }).click();
    await expect(page.locator(".pp-v2-comments li").first()).toContainText("Se agrega un procedimiento.");
  });

  test("a reimbursement submit without the created authorization shows 000 §5's error", async ({
    page,
    request,
  }) => {
    // A seeded authorization of do-universal's reimbursement form; its created authorization (the
    // reimbursement) is not obtained: the detail is answered without reimbursement_id (page.route).
    const token = await tokenOf(request, "without-claims");
    const list = await request.get("/api/arc/v2/authorizations/without-claims", {
      params: { sponsor_slug: "do-universal", coverage_type: "REIMBURSEMENT", size: 1 },
      headers: { authorization: `Bearer ${token}` },
    });
    const [row] = ((await list.json()) as { content: { authorization_code: string }[] }).content;
    const code = row.authorization_code;
    await signIn(page, "without-claims");
    await page.route(
      (url) => url.pathname.endsWith(`/without-claims/${code}`),
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: { ...body, reimbursement_id: null } });
      },
    );
    await page.goto(`/v2/authorizations/${code}/new/do-universal/reimbursement`);
    await expect(page.getByText(fill(v.form.step, { step: 1, total: 2 }))).toBeVisible();
    await page.getByRole("textbox", { name: "Cédula" }).pressSequentially("001-1234567-8");
    await page.getByRole("button", { name: v.form.next }).click();
    await expect(page.getByText(fill(v.form.step, { step: 2, total: 2 }))).toBeVisible();
    await page.getByRole("textbox", { name: "Monto reclamado" }).fill("1500");
    const date = page.getByRole("textbox", { name: "Fecha del gasto" });
    await date.click();
    await date.fill("01/11/2026");
    await date.press("Enter");
    await page.getByLabel("Factura", { exact: true }).setInputFiles({
      name: "factura.pdf",
      mimeType: "application/pdf",
      buffer: PDF,
    });
    await expect(page.getByText(fill(f.file.uploaded, { name: "factura.pdf" }))).toBeVisible();
    let commented = false;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/comment")) commented = true;
    });
    await page.getByRole("button", { name: v.form.submit }).click();
    await expect(
      page.getByText("Error al obtener la autorización creada, porfavor intente nuevamente"),
    ).toBeVisible();
    expect(v.form.reimbursementError).toBe(
      "Error al obtener la autorización creada, porfavor intente nuevamente",
    );
    // Nothing was sent and the user stays on the form with the values.
    expect(commented).toBe(false);
    await expect(page).toHaveURL(/\/new\/do-universal\/reimbursement(\?step=\d+)?$/);
  });

  test("an authorization request from start to complete (000 §4), partly by keyboard", async ({ page }) => {
    await signIn(page, "without-claims");
    const code = "V2-AP-000002";
    await page.goto(`/v2/authorizations/do-senasa/${code}`);
    await expect(page.getByRole("heading", { level: 1, name: fill(v.detail.title, { code }) })).toBeVisible();
    const start = page.getByRole("link", { name: v.detail.newRequest });
    await start.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/v2\/authorizations\/do-senasa\/V2-AP-000002\/request$/);
    await expect(page.getByRole("heading", { level: 1, name: v.request.title })).toBeVisible();
    expect(await axeScan(page)).toEqual([]);

    // Wrong input is named before anything is sent.
    await page.getByRole("button", { name: v.request.send }).click();
    await expect(page.getByText(v.request.errors.required).first()).toBeVisible();
    await expect(page.getByLabel(v.request.fields.doctorName)).toBeFocused();

    // The doctor, by keyboard: each field after the other with Tab.
    await page.keyboard.type("Dra. Ana Pérez");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel(v.request.fields.doctorLicenseNumber)).toBeFocused();
    await page.keyboard.type("EXQ-12345");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Cardiología");
    const onset = page.getByLabel(v.request.fields.illnessOnset);
    await onset.click();
    await onset.fill("01/11/2026");
    await onset.press("Tab");
    await page.getByLabel(v.request.fields.phone).fill("12");
    // The first product by keyboard: code, then the type with the arrow keys.
    await page.getByLabel(v.request.fields.productCode).first().fill("PROC-10");
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(
      page
        .locator(".ant-select-selection-item")
        .filter({ hasText: v.request.productTypes["medical-procedure"] }),
    ).toBeVisible();
    // A second product with the mouse.
    await page.getByRole("button", { name: v.request.addProduct }).click();
    await page.locator("#v2-request-product-1-code").fill("LAB-22");
    await page.locator("#v2-request-product-1-type").click();
    await pickOption(page, v.request.productTypes.LABORATORY);
    await page.locator("#v2-request-product-1-quantity").fill("3");
    // 000 §5: the risk manager is asked only with a medical procedure.
    await page.getByLabel(v.request.fields.riskManager).fill("Gestor de riesgo");
    // The phone is refused (6 to 15 digits), then fixed; Enter sends the form.
    await page.getByRole("button", { name: v.request.send }).click();
    await expect(page.getByText(v.request.errors.phone)).toBeVisible();
    const phone = page.getByLabel(v.request.fields.phone);
    await phone.fill("809-555-1234");
    const created = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/arc/v1/authorization-requests") &&
        response.request().method() === "POST",
    );
    await phone.press("Enter");
    const answer = await created;
    expect(answer.status()).toBe(202);
    expect(answer.request().postDataJSON()).toMatchObject({
      beneficiary_phone_number: "8095551234",
      sponsor_slug: "do-senasa",
      risk_manager: "Gestor de riesgo",
      diagnoses: [{ coding_system: "ICD-10", code: "Z00.0", type: "PRINCIPAL" }],
      products: [
        { product_type_slug: "medical-procedure", quantity: 1, provider_product_code: "PROC-10" },
        { product_type_slug: "LABORATORY", quantity: 3, provider_product_code: "LAB-22" },
      ],
    });

    // Polled (IN_PROGRESS, then CREATED): two authorizations, one per product type.
    await expect(page.getByText(fill(v.request.created, { count: 2 }))).toBeVisible({ timeout: 20_000 });
    expect(await axeScan(page)).toEqual([]);
    const complete = page.getByRole("button", { name: v.request.complete });
    await expect(complete).toBeDisabled();
    const prescriptions = page.getByLabel(
      fill(v.request.files.required, { document: v.request.documents.PRESCRIPTION }),
    );
    await expect(prescriptions).toHaveCount(2);
    // A file of a type not allowed is refused before the network.
    await prescriptions
      .first()
      .setInputFiles({ name: "receta.exe", mimeType: "application/octet-stream", buffer: PDF });
    await expect(page.getByRole("alert").filter({ hasText: "receta.exe" })).toBeVisible();
    for (const index of [0, 1]) {
      await prescriptions
        .nth(index)
        .setInputFiles({ name: `receta-${index}.pdf`, mimeType: "application/pdf", buffer: PDF });
      await expect(page.getByText(`receta-${index}.pdf`, { exact: false }).first()).toBeVisible();
    }
    await expect(complete).toBeEnabled();
    await expect(page.getByText(v.request.readyToComplete)).toBeVisible();
    await complete.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(fill(v.request.completed, { count: 2 }))).toBeVisible();
    expect(await axeScan(page)).toEqual([]);

    // The new authorization's detail lists its prescription.
    await page.getByRole("link", { name: /SOL-\d+-1/ }).click();
    await expect(page).toHaveURL(/\/v2\/authorizations\/do-senasa\/SOL-\d+-1$/);
    await page.getByRole("tab", { name: v.detail.tabs.documentation }).click();
    await expect(page.getByRole("cell", { name: "receta-0.pdf", exact: true })).toBeVisible();
  });
});
