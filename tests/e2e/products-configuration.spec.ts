import texts from "../../locales/es-DO/products-configuration.json" with { type: "json" };
import { axeScan, expect, signIn, test, text, tokenOf } from "./fixtures";

/**
 * Products configuration end to end (issue 8 §3; 001 §2 "products-configuration",
 * "products-configuration/detail", "Screens implied: Provider product configuration dialog and
 * package group dialog"; §3 "Other", fields decided in docs/decisions.md "Products configuration";
 * §7 "GET and PUT providers/{id}/products"; 000 §1 feature flag, §6 VIEW/MODIFY_PRODUCT_CONFIGURATION):
 * an editor searches a product, opens its detail, configures it in the configuration dialog and
 * puts it in a package group in the other dialog, reloads and sees both; a viewer sees a product
 * read-only and the API refuses a forced change; a 400 keeps what was typed and shows the
 * translated message on the field; the configuration dialog is completed by keyboard alone. axe on
 * the list, the detail and the open dialog. Each test uses its own catalogue product (no other spec
 * touches them; seeded by sandbox/seed/products-configuration.ts). Texts are the default locale's (es-DO).
 */
const p = texts.productsConfiguration;
const fields = texts.resources["products-configuration"].fields;
const PRODUCTS = "/api/rcm/v1/providers/clinica-andina-co/products";
const n = (template: string, value: number) => template.replace("{{n}}", String(value));

interface WireProduct {
  product_code: string;
  configured: boolean;
  default_billing_code: string | null;
  unit_of_measure: string | null;
  support_file_codes: string[];
  package_group: { name: string; folder: string; file_name: string } | null;
}

test.describe("products configuration (issue 8 §3)", () => {
  test("an editor searches a product, configures it and its package group, and sees both after reload", async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const token = await tokenOf(request, "rcm-editor");
    // An unconfigured catalogue product of the PP-I02xx range (no other test here uses that range).
    const unconfigured = await request.get(`${PRODUCTS}?configured=false&search_value=PP-I02&size=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const [first] = ((await unconfigured.json()) as { content: WireProduct[] }).content;
    const code = first.product_code;
    await signIn(page, "rcm-editor");
    await page.goto("/rcm/products-configuration");
    const search = page.getByLabel(texts.resources["products-configuration"].filters.search);
    await expect(search).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(p.intro)).toBeVisible();
    expect(await axeScan(page)).toEqual([]);
    await search.fill(code);
    await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).searchParams.get("search_value") === code),
      search.press("Enter"),
    ]);
    const link = page.getByRole("link", { name: p.configure.replace("{{code}}", code) });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/rcm/products-configuration/detail\\?productCode=${code}$`));
    await expect(page.getByRole("button", { name: p.detail.editConfiguration })).toBeVisible({
      timeout: 20_000,
    });
    expect(await axeScan(page)).toEqual([]);

    // The provider product configuration dialog.
    await page.getByRole("button", { name: p.detail.editConfiguration }).click();
    let dialog = page.getByRole("dialog", { name: p.dialog.title.replace("{{code}}", code) });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(":focus")).toHaveCount(1);
    await dialog.getByLabel(fields.defaultBillingCode).fill("INS-150");
    const unit = dialog.getByLabel(fields.unitOfMeasure);
    await unit.focus();
    await page.keyboard.type(p.units.DOSE);
    await page.locator(".ant-select-dropdown:visible").getByTitle(p.units.DOSE, { exact: true }).click();
    await dialog.getByLabel(p.fields.requiresSupportDocuments).check();
    const supports = dialog.getByRole("combobox", { name: p.fields.supportFileCodes, exact: true });
    await supports.click();
    await supports.fill("HC");
    await page
      .locator(".ant-select-dropdown:visible")
      .getByTitle(/\(HC\)$/)
      .click();
    // A multiple select stays open after a choice: a click above it closes it.
    await dialog.getByLabel(fields.defaultBillingCode).click();
    await expect(page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)")).toHaveCount(0);
    await dialog.getByRole("button", { name: p.dialog.addAgreement }).click();
    const agreement = dialog.getByLabel(n(p.fields.agreementN, 1), { exact: true });
    await agreement.click();
    await page.locator(".ant-select-dropdown:visible .ant-select-item-option").first().click();
    await dialog.getByLabel(n(p.fields.billingCodeN, 1), { exact: true }).fill("AG-150");
    expect(await axeScan(page)).toEqual([]);
    await dialog.getByRole("button", { name: p.dialog.save }).click();
    await expect(page.getByText(p.dialog.saved)).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId("product-status")).toHaveText(p.status.configured);

    // The package group dialog.
    await page.getByRole("button", { name: p.detail.editGroup }).click();
    dialog = page.getByRole("dialog", { name: p.dialog.groupTitle.replace("{{code}}", code) });
    await expect(dialog.locator(":focus")).toHaveCount(1);
    await dialog.getByLabel(p.fields.groupName).fill("Insumos de farmacia");
    await dialog.getByLabel(p.fields.folder).fill("farmacia");
    await dialog.getByLabel(p.fields.fileName).fill("insumos-farmacia");
    expect(await axeScan(page)).toEqual([]);
    await dialog.getByRole("button", { name: p.dialog.save }).click();
    await expect(page.getByText(p.dialog.groupSaved)).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId("product-billing-code")).toHaveText("INS-150", { timeout: 20_000 });
    await expect(page.getByTestId("product-unit")).toHaveText(p.units.DOSE);
    await expect(page.getByTestId("product-supports")).toHaveText("HC");
    await expect(page.getByTestId("product-agreements")).toContainText("AG-150");
    await expect(page.getByTestId("product-group-name")).toHaveText("Insumos de farmacia");
    await expect(page.getByTestId("product-status")).toHaveText(p.status.configured);

    const saved = await request.get(`${PRODUCTS}/${code}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await saved.json()) as WireProduct).toMatchObject({
      configured: true,
      default_billing_code: "INS-150",
      unit_of_measure: "DOSE",
      support_file_codes: ["HC"],
      package_group: { name: "Insumos de farmacia", folder: "farmacia", file_name: "insumos-farmacia" },
    });
  });

  test("a viewer sees a product read-only and the API refuses a change (000 §6)", async ({
    page,
    request,
  }) => {
    const code = "PP-I0151";
    await signIn(page, "rcm-viewer");
    await page.goto(`/rcm/products-configuration/detail?productCode=${code}`);
    await expect(page.getByText(p.detail.readOnly)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("product-status")).toBeVisible();
    await expect(page.getByRole("button", { name: p.detail.editConfiguration })).toHaveCount(0);
    await expect(page.getByRole("button", { name: p.detail.editGroup })).toHaveCount(0);
    expect(await axeScan(page)).toEqual([]);
    await page.goto("/rcm/products-configuration");
    const search = page.getByLabel(texts.resources["products-configuration"].filters.search);
    await search.fill(code);
    await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).searchParams.get("search_value") === code),
      search.press("Enter"),
    ]);
    await expect(page.getByRole("link", { name: p.view.replace("{{code}}", code) })).toBeVisible();
    await expect(page.getByRole("link", { name: p.configure.replace("{{code}}", code) })).toHaveCount(0);
    expect(await axeScan(page)).toEqual([]);

    const token = await tokenOf(request, "rcm-viewer");
    const refused = await request.put(PRODUCTS, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        products: [
          {
            product_code: code,
            default_billing_code: "X1",
            unit_of_measure: "UNIT",
            requires_support_documents: false,
            support_file_codes: [],
            agreement_billing_codes: [],
          },
        ],
      },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ error_code: "INSUFFICIENT_PERMISSIONS" });
  });

  test("a viewer filters the products by service type (the provider's lookup, service_type)", async ({
    page,
  }) => {
    await signIn(page, "rcm-viewer");
    await page.goto("/rcm/products-configuration");
    await expect(page.getByLabel(texts.resources["products-configuration"].filters.search)).toBeVisible({
      timeout: 20_000,
    });
    const more = page.getByRole("button", { name: text.filters.more });
    if (await more.count()) await more.click();
    const box = page.getByRole("combobox", {
      name: texts.resources["products-configuration"].filters.serviceType,
      exact: true,
    });
    const [answer] = await Promise.all([
      page.waitForResponse(
        (response) => new URL(response.url()).searchParams.get("service_type") === "URGENCIAS",
      ),
      (async () => {
        await box.click();
        // The provider's lookup (sandbox/seed/catalogues.ts): slug URGENCIAS, shown "Urgencias".
        await page.locator(".ant-select-dropdown:visible").getByTitle("Urgencias", { exact: true }).click();
      })(),
    ]);
    await page.keyboard.press("Escape");
    const rows = ((await answer.json()) as { content: { service_type: string }[] }).content;
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.service_type))).toEqual(new Set(["URGENCIAS"]));
    await expect(page.locator("tbody tr.ant-table-row")).toHaveCount(rows.length);
    await expect(page.locator(".ant-select-dropdown:visible")).toHaveCount(0);
    expect(await axeScan(page)).toEqual([]);
  });

  test("a 400 keeps what was typed and shows the translated message on the field", async ({ page }) => {
    const code = "PP-I0152";
    // Whatever the seed made of it, the form's own values are what the 400 must keep.
    await signIn(page, "rcm-editor");
    await page.goto(`/rcm/products-configuration/detail?productCode=${code}`);
    await page.getByRole("button", { name: p.detail.editConfiguration }).click({ timeout: 20_000 });
    const dialog = page.getByRole("dialog", { name: p.dialog.title.replace("{{code}}", code) });
    await expect(dialog.locator(":focus")).toHaveCount(1);
    const billing = dialog.getByLabel(fields.defaultBillingCode);
    // Checked before the network, translated.
    await billing.fill("no vale!");
    await billing.press("Tab");
    await expect(dialog.getByText(p.errors.billingCode)).toBeVisible();
    await billing.fill("RECHAZADO-1");
    await dialog.getByLabel(fields.unitOfMeasure).focus();
    await page.keyboard.type(p.units.UNIT);
    await page.locator(".ant-select-dropdown:visible").getByTitle(p.units.UNIT, { exact: true }).click();

    const serverMessage = "products.0.default_billing_code is not in the payer's tariff";
    let puts = 0;
    await page.route("**/api/rcm/v1/providers/*/products", async (route) => {
      if (route.request().method() !== "PUT") return route.fallback();
      puts += 1;
      await route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({ error_code: "VALIDATION_ERROR", message: serverMessage }),
      });
    });
    await dialog.getByRole("button", { name: p.dialog.save }).click();
    await expect(dialog.getByRole("alert").filter({ hasText: serverMessage })).toBeVisible({
      timeout: 15_000,
    });
    expect(puts).toBe(1);
    await expect(dialog.getByText(p.errors.refused)).toBeVisible();
    await expect(billing).toHaveValue("RECHAZADO-1");
    await expect(dialog.getByLabel(fields.unitOfMeasure)).toBeVisible();
    await expect(dialog.getByTitle(p.units.UNIT, { exact: true })).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test("the configuration dialog is completed by keyboard alone", async ({ page }) => {
    const code = "PP-I0153";
    await signIn(page, "rcm-editor");
    await page.goto(`/rcm/products-configuration/detail?productCode=${code}`);
    const open = page.getByRole("button", { name: p.detail.editConfiguration });
    await expect(open).toBeVisible({ timeout: 20_000 });
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: p.dialog.title.replace("{{code}}", code) });
    await expect(dialog.locator(":focus")).toHaveCount(1);
    const billing = dialog.getByLabel(fields.defaultBillingCode);
    for (let i = 0; i < 6 && !(await billing.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press("Tab");
    await expect(billing).toBeFocused();
    await page.keyboard.type("KB-153");
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel(fields.unitOfMeasure)).toBeFocused();
    await page.keyboard.type(p.units.SESSION);
    await page.keyboard.press("Enter");
    await expect(dialog.getByTitle(p.units.SESSION, { exact: true })).toBeVisible();
    await page.keyboard.press("Shift+Tab");
    await expect(billing).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText(p.dialog.saved)).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId("product-billing-code")).toHaveText("KB-153");
    await expect(page.getByTestId("product-unit")).toHaveText(p.units.SESSION);
  });
});
