import type { Page } from "@playwright/test";
import agreements from "../../locales/es-DO/agreements.json" with { type: "json" };
import { textsOf } from "../locales";
import { expect, signIn, test, text } from "./fixtures";

/**
 * antd's own texts follow the UI language (issue 18 §10, "Defects a new user met"): pagination,
 * the page-size changer, dialogs' Close and the number steppers were English in es-DO and pt.
 * antd's locale (src/app/ui-locale.tsx) loads with the language's texts behind sign-in, never with
 * the sign-in page; the steppers, which antd does not localize, are named from our texts.
 */
const pt = textsOf("pt");
const p = agreements.agreements.packages;
const en = textsOf("en");

/** The accounts grid's pagination: the titles antd gives its previous / next buttons. */
async function expectPagination(page: Page, previous: string, next: string, pageSize: string) {
  const pagination = page.locator(".ant-pagination").first();
  await expect(pagination.locator("li.ant-pagination-prev")).toHaveAttribute("title", previous);
  await expect(pagination.locator("li.ant-pagination-next")).toHaveAttribute("title", next);
  await expect(pagination.getByRole("combobox", { name: pageSize })).toHaveCount(1);
}

test.describe("antd's texts in the UI language (issue 18 §10)", () => {
  test("the sign-in page loads no antd locale", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: text.auth.login.title })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((script) => /\/(es_ES|pt_BR|en_US)-[^/]*\.js$/.test(script))).toEqual([]);
  });

  test("pagination follows es-DO, then pt, then en", async ({ page }) => {
    await signIn(page, "rcm-editor");
    await page.goto("/rcm/home");
    await expect(page.locator("tbody tr.ant-table-row").first()).toBeVisible({ timeout: 20_000 });
    await expectPagination(page, "Página anterior", "Página siguiente", "tamaño de página");

    const switcher = page.getByRole("combobox", { name: text.app.language });
    await switcher.selectOption({ label: text.languages.pt });
    await expect(page.locator("html")).toHaveAttribute("lang", "pt");
    await expectPagination(page, "Página anterior", "Próxima página", "tamanho da página");

    await page.getByRole("combobox", { name: pt.app.language }).selectOption({ label: pt.languages.en });
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expectPagination(page, "Previous Page", "Next Page", "Page Size");
  });

  test("number steppers and a dialog's Close speak es-DO, then pt", async ({ page }) => {
    await signIn(page, "rcm-editor");
    // An agreement's packages (read here, never saved).
    await page.goto("/rcm/agreements/configuration/packages?agreementCode=MSER-EVT-2026");
    // The split size (a number stepper) shows with the PDF + ZIP package type.
    await page.getByLabel(p.values.packageType.PDF_ZIP, { exact: true }).check({ timeout: 20_000 });
    const up = page.locator(".ant-input-number-handler-up").first();
    const down = page.locator(".ant-input-number-handler-down").first();
    await expect(up).toHaveAttribute("aria-label", text.widgets.increaseValue, { timeout: 20_000 });
    await expect(down).toHaveAttribute("aria-label", text.widgets.decreaseValue);
    await expect(page.locator('[aria-label="Increase Value"], [aria-label="Decrease Value"]')).toHaveCount(0);
    await page.getByRole("button", { name: p.addGroup }).click();
    const dialog = page.getByRole("dialog", { name: p.group.createTitle });
    const close = dialog.getByRole("button", { name: "Cerrar", exact: true });
    await expect(close).toHaveCount(1);
    // Closed by that very button: an Escape pressed before the dialog holds the focus (a busy CI
    // machine) reaches nothing and left the dialog open.
    await close.click();
    await expect(dialog).toBeHidden();

    await page.getByRole("combobox", { name: text.app.language }).selectOption({ label: text.languages.pt });
    await expect(page.locator("html")).toHaveAttribute("lang", "pt");
    await expect(up).toHaveAttribute("aria-label", pt.widgets.increaseValue);
    await expect(down).toHaveAttribute("aria-label", pt.widgets.decreaseValue);
    const ptPackages = (pt as unknown as typeof agreements).agreements.packages;
    await page.getByRole("button", { name: ptPackages.addGroup }).click();
    const ptDialog = page.getByRole("dialog", { name: ptPackages.group.createTitle });
    await expect(ptDialog.getByRole("button", { name: "Fechar", exact: true })).toHaveCount(1);
    expect(en.widgets.decreaseValue).not.toBe(pt.widgets.decreaseValue);
  });
});
