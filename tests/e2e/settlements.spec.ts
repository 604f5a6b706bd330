/**
 * Settlements end to end (issue 22; 000 §2, §3, §4, §5, §6, §7; docs/api-contract.md
 * "Settlements of authorizations"): the list with its statuses in words, who may reach it, and a
 * settlement submitter settling do-universal's claims with the wizard (select-all minus two
 * exclusions, a manual authorization, the invoice, commas in the amount), axe on every step, a
 * reload mid-wizard resuming on its step, a refused completion keeping every step, and the detail
 * showing the summary's total.
 */
import type { Locator, Page } from "@playwright/test";
import part from "../../locales/es-DO/settlements.json" with { type: "json" };
import { axeScan, expect, loseAnswer, signIn, test, text } from "./fixtures";
import {
  centsOf,
  chooseSponsor,
  expectStepHeading,
  fillBilling,
  PDF,
  uploadInvoice,
} from "./settlements-helpers";

const s = part.settlements;

/** Cents → "12,345.67" (with the thousands commas a person types; the wizard removes them). */
function typed(cents: number): string {
  const whole = Math.floor(cents / 100).toLocaleString("en-US");
  return `${whole}.${String(cents % 100).padStart(2, "0")}`;
}

/** Expects the wizard's step heading, and axe to find nothing on the step. */
async function expectStep(page: Page, number: number, name: string) {
  await expectStepHeading(page, number, name);
  expect(await axeScan(page)).toEqual([]);
}

/** Presses Tab until the field labelled `label` (or the element `target`) has the focus (keyboard only). */
async function tabToField(page: Page, target: string | Locator, limit = 40): Promise<void> {
  const field = typeof target === "string" ? page.getByLabel(target, { exact: true }) : target;
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press("Tab");
    if (await field.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/** Presses Tab until the focused element's accessible text matches, then returns (keyboard only). */
async function tabTo(page: Page, name: RegExp, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const label = el?.closest("label")?.textContent ?? "";
      return `${el?.getAttribute("aria-label") ?? ""} ${el?.textContent ?? ""} ${label}`;
    });
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

test.describe("settlements (issue 22)", () => {
  test("an authorizer cannot reach any settlement route (000 §6)", async ({ page }) => {
    await signIn(page, "authorizer");
    await expect(page).toHaveURL(/\/home$/);
    for (const path of [
      "/settlements",
      "/settlements/new",
      "/settlements/00000000-0000-4000-8000-000000000001",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: text.paths.notAllowed.title })).toBeVisible();
    }
  });

  test("the submitter lands on the list: statuses in words (Paid, Filed), amounts with 2 decimals", async ({
    page,
  }) => {
    await signIn(page, "settlement-submitter");
    await expect(page).toHaveURL(/\/settlements$/);
    const statuses = part.statuses["settlement-status"];
    await expect(page.getByText(statuses.COMPLETED, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(statuses.APPROVED_BY_SPONSOR, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/\$ [\d,]+\.\d{2}/).first()).toBeVisible();
    expect(await axeScan(page)).toEqual([]);
  });

  test("a submitter settles do-universal minus two claims, with a manual authorization; a reload resumes; the detail shows the summary's total", async ({
    page,
    request,
  }) => {
    await signIn(page, "settlement-submitter");
    await page.goto("/settlements/new");
    await expectStep(page, 1, s.steps.sponsor);
    // Next with nothing chosen names every problem.
    await page.getByRole("button", { name: s.next }).click();
    await expect(page.getByText(s.problems.sponsor)).toBeVisible();
    await chooseSponsor(page, "ARS Universal");
    await page.getByRole("button", { name: s.next }).click();

    await expectStep(page, 2, s.steps.pending);
    await page
      .getByRole("checkbox", { name: new RegExp(s.pending.selectAll.replace(/\(\{\{count\}\}\)/, "")) })
      .check();
    const rows = page.getByRole("checkbox", { name: /^Incluir la autorización/ });
    await expect(rows.first()).toBeChecked();
    await rows.nth(0).uncheck();
    await rows.nth(1).uncheck();
    await expect(page.getByTestId("settlement-chosen")).toBeVisible();
    const calls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/claims")) calls.push(`${r.method()} ${r.postData() ?? r.url()}`);
    });
    await page.getByRole("button", { name: s.next }).click();

    await expectStep(page, 3, s.steps.manual);
    // Select-all sends the criteria minus the two excluded, never the ids one by one (000 §4).
    expect(calls.some((c) => c.startsWith("DELETE"))).toBe(true);
    const post = calls.find((c) => c.startsWith("POST")) ?? "";
    expect(post).toContain("excluded_claim_ids");
    expect(post).not.toContain('"claim_ids"');
    await page.getByLabel(s.manual.quantity).fill("1");
    await page.getByLabel(s.manual.amount).fill("100.50");
    await page.getByRole("button", { name: s.next }).click();

    await expectStep(page, 4, s.steps.summary);
    const total = centsOf(await page.getByTestId("summary-total").innerText());
    const count = await page.getByTestId("summary-count").innerText();
    // A reload resumes on the summary with the same draft settlement.
    await page.reload();
    await expect(page).toHaveURL(/step=summary/);
    await expect(page.getByTestId("summary-total")).toHaveText(/\d/);
    expect(centsOf(await page.getByTestId("summary-total").innerText())).toBe(total);
    const draft = await page.evaluate(() => sessionStorage.getItem("pp.flow:new-settlement:new") ?? "");
    expect(draft).toContain("excludedClaims");
    expect(draft).not.toMatch(/invoice|factura/i);
    await page.getByRole("button", { name: s.next }).click();

    await expectStep(page, 5, s.steps.billing);
    await fillBilling(page, { number: "FAC-E2E-001", amount: typed(total), receipt: "B0100009001" });
    await uploadInvoice(page);
    // The invoice amount without the manual authorization's 100.50 is refused with the server's text; every step is kept.
    await page.getByRole("button", { name: s.complete }).click();
    await expect(page.getByRole("alert").filter({ hasText: /no coincide/ })).toBeVisible();
    await expect(page.getByLabel(s.billing.invoiceNumber)).toHaveValue("FAC-E2E-001");
    // The right amount, typed with commas; its answer lost once: the retry completes one settlement.
    await page.getByLabel(s.billing.invoiceAmount).fill(typed(total + 10050));
    const id = JSON.parse(draft).settlementId as string;
    await loseAnswer(request, {
      path: `/settlements/v3/settlements/${id}/complete`,
      method: "POST",
      user: "settlement-submitter",
    });
    await page.getByRole("button", { name: s.complete }).click();
    await expect(page).toHaveURL(new RegExp(`/settlements/${id}$`));
    await expect(page.getByTestId("settlement-count")).toHaveText(count);
    expect(centsOf(await page.getByTestId("settlement-total").innerText())).toBe(total);
    await expect(page.getByText("FAC-E2E-001")).toBeVisible();
    expect(await axeScan(page)).toEqual([]);
  });
  test("keyboard alone through the five steps to the completed settlement (sponsor, pending, manual, summary, billing)", async ({
    page,
  }) => {
    await signIn(page, "settlement-submitter");
    await page.goto("/settlements/new");
    await expectStep(page, 1, s.steps.sponsor);
    await page.getByLabel(s.sponsor.sponsor).focus();
    await page.keyboard.press("ArrowDown");
    for (let i = 0; i < 4; i += 1) await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page.locator(".ant-select-selection-item")).toHaveText("SeNaSa");
    await page.keyboard.press("Tab");
    await page.keyboard.type("01/11/2025");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.type("31/10/2026");
    await page.keyboard.press("Enter");
    for (let i = 0; i < 6; i += 1) {
      await tabTo(page, new RegExp(Object.values(text.statuses["coverage-type"]).slice(0, 6).join("|")));
      await page.keyboard.press("Space");
    }
    await tabTo(page, new RegExp(`^\\s*${s.next}`));
    await page.keyboard.press("Enter");
    await expectStep(page, 2, s.steps.pending);
    await tabTo(page, /Seleccionar todas/);
    await page.keyboard.press("Space");
    await expect(page.getByRole("checkbox", { name: /Seleccionar todas/ })).toBeChecked();
    // Select-all off again, and the first pending authorization alone (only one claim is settled).
    await page.keyboard.press("Space");
    await expect(page.getByRole("checkbox", { name: /Seleccionar todas/ })).not.toBeChecked();
    await tabTo(page, /^\s*Incluir la autorización/);
    await page.keyboard.press("Space");
    await expect(page.getByTestId("settlement-chosen")).toContainText("1");
    await tabTo(page, new RegExp(`^\\s*${s.next}`));
    await page.keyboard.press("Enter");
    await expectStep(page, 3, s.steps.manual);
    await expect(page.getByText(s.manual.none)).toBeVisible();
    await tabTo(page, new RegExp(`^\\s*${s.next}`));
    await page.keyboard.press("Enter");
    await expectStep(page, 4, s.steps.summary);
    await expect(page.getByTestId("summary-count")).toHaveText("1");
    const total = centsOf(await page.getByTestId("summary-total").innerText());
    await tabTo(page, new RegExp(`^\\s*${s.next}`));
    await page.keyboard.press("Enter");
    await expectStep(page, 5, s.steps.billing);
    // Asked for before the Enter that opens it (Playwright's interception arrives by a message).
    const chooser = page.waitForEvent("filechooser");
    const fields: [string, string][] = [
      [s.billing.invoiceNumber, "FAC-E2E-KBD"],
      [s.billing.invoiceDate, "31/10/2026"],
      [s.billing.invoiceAmount, typed(total)],
      [s.billing.taxReceiptNumber, "B0100009003"],
      [s.billing.taxReceiptDate, "31/10/2026"],
      [s.billing.taxReceiptExpiryDate, "31/12/2027"],
    ];
    for (const [label, value] of fields) {
      await tabToField(page, label);
      await page.keyboard.type(value);
      if (value.includes("/")) await page.keyboard.press("Enter");
    }
    await tabToField(page, page.locator('.ant-upload[role="button"]').first());
    await page.keyboard.press("Enter");
    await (await chooser).setFiles({ name: "factura.pdf", mimeType: "application/pdf", buffer: PDF });
    await expect(page.getByText(s.billing.uploaded.replace("{{name}}", "factura.pdf"))).toBeVisible();
    await tabTo(page, new RegExp(`^\\s*${s.complete}`));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/settlements\/[^/]+$/);
    await expect(page.getByTestId("settlement-count")).toHaveText("1");
    expect(centsOf(await page.getByTestId("settlement-total").innerText())).toBe(total);
  });
});
