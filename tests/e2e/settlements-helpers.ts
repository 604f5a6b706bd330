/**
 * Steps of the settlement wizard shared by the settlement specs (settlements.spec.ts,
 * settlements-resilience.spec.ts): the step's heading, a date typed into a picker, step 1's
 * sponsor and dates, step 5's billing fields and the invoice's upload, and an amount as shown.
 */
import type { Page } from "@playwright/test";
import part from "../../locales/es-DO/settlements.json" with { type: "json" };
import { expect } from "./fixtures";

const s = part.settlements;

/** A minimal PDF, the invoice the wizard uploads. */
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

/** Expects the wizard's heading of step `number` of 5, `name`. */
export async function expectStepHeading(page: Page, number: number, name: string): Promise<void> {
  await expect(
    page.getByRole("heading", {
      level: 2,
      name: s.stepHeading
        .replace("{{number}}", String(number))
        .replace("{{total}}", "5")
        .replace("{{name}}", name),
    }),
  ).toBeVisible();
}

/** Types a date (DD/MM/YYYY) into a date picker found by its label. */
export async function typeDate(page: Page, label: string, value: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press("Enter");
}

/** Step 1: the sponsor (by its name), 01/11/2025 to 31/10/2026, every coverage. */
export async function chooseSponsor(page: Page, sponsorName: string): Promise<void> {
  await expectStepHeading(page, 1, s.steps.sponsor);
  await page.getByLabel(s.sponsor.sponsor).click();
  await page.locator(".ant-select-item-option").filter({ hasText: sponsorName }).click();
  await typeDate(page, s.sponsor.dateFrom, "01/11/2025");
  await typeDate(page, s.sponsor.dateTo, "31/10/2026");
  for (const box of await page.getByRole("group").getByRole("checkbox").all()) await box.check();
}

/** Step 5's fields: the invoice `number` and `amount` (as typed), the tax receipt `receipt`. */
export async function fillBilling(
  page: Page,
  billing: { number: string; amount: string; receipt: string },
): Promise<void> {
  await expectStepHeading(page, 5, s.steps.billing);
  await page.getByLabel(s.billing.invoiceNumber).fill(billing.number);
  await typeDate(page, s.billing.invoiceDate, "31/10/2026");
  await page.getByLabel(s.billing.invoiceAmount).fill(billing.amount);
  await page.getByLabel(s.billing.taxReceiptNumber).fill(billing.receipt);
  await typeDate(page, s.billing.taxReceiptDate, "31/10/2026");
  await typeDate(page, s.billing.taxReceiptExpiryDate, "31/12/2027");
}

/** Step 5: uploads factura.pdf as the invoice and waits until the step says it is uploaded. */
export async function uploadInvoice(page: Page): Promise<void> {
  await page
    .locator("#settlement-file-INVOICE")
    .setInputFiles({ name: "factura.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(page.getByText(s.billing.uploaded.replace("{{name}}", "factura.pdf"))).toBeVisible();
}

/** "$ 12,345.67" → cents. */
export function centsOf(shown: string): number {
  return Number(shown.replace(/[^\d]/g, ""));
}
