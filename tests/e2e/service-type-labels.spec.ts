import type { Page } from "@playwright/test";
import aiTexts from "../../locales/es-DO/ai-rules.json" with { type: "json" };
import productTexts from "../../locales/es-DO/products-configuration.json" with { type: "json" };
import { SERVICE_TYPES } from "../../sandbox/lib/domain";
import { expect, signIn, test, text } from "./fixtures";

/**
 * Service types by their label (issue 18 §10, "Defects a new user met"): the products list and the
 * AI-analysed documents list showed the service type's code (`URGENCIAS`, `CONSULTA EXTERNA`).
 * Every service-type cell of both lists now shows a label of the catalogue (`serviceTypes.<code>`,
 * es-DO here), never a code.
 */
const labels: Record<string, string> = text.serviceTypes;
const shownLabels = new Set(Object.values(labels));

/** The texts of one column of the grid on screen, found by its header. */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  const rows = page.locator("tbody tr.ant-table-row");
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator(".ant-spin-spinning")).toHaveCount(0);
  const headers = await page.locator("thead th").allInnerTexts();
  const index = headers.findIndex((name) => name.trim() === header);
  expect(index, `column ${header} in ${headers.join(" | ")}`).toBeGreaterThanOrEqual(0);
  return (await rows.locator(`td:nth-child(${index + 1})`).allInnerTexts()).map((cell) => cell.trim());
}

function expectLabels(cells: string[]): void {
  expect(cells.length).toBeGreaterThan(0);
  for (const cell of cells) {
    for (const name of cell.split(", ").filter(Boolean)) {
      expect(SERVICE_TYPES as readonly string[]).not.toContain(name);
      expect(shownLabels, `"${name}" is a catalogue label`).toContain(name);
    }
  }
}

test.describe("service types by label (issue 18 §10)", () => {
  test("the products list shows the service type's label, not its code", async ({ page }) => {
    await signIn(page, "rcm-admin");
    await page.goto("/rcm/products-configuration");
    expectLabels(
      await columnTexts(page, productTexts.resources["products-configuration"].fields.serviceType),
    );
    // Filtered to URGENCIAS (the filter's key in the URL): every row says "Urgencias".
    await page.goto("/rcm/products-configuration?serviceType=URGENCIAS");
    const urgent = await columnTexts(
      page,
      productTexts.resources["products-configuration"].fields.serviceType,
    );
    expect(new Set(urgent)).toEqual(new Set([labels.URGENCIAS]));
  });

  test("the AI-analysed documents list shows service types by label, not by code", async ({ page }) => {
    await signIn(page, "rcm-editor");
    await page.goto("/rcm/ai-analysis-overview");
    const cells = await columnTexts(page, aiTexts.resources["ai-analysed-documents"].fields.serviceTypes);
    expectLabels(cells);
  });
});
