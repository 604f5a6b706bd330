import type { Locator, Page } from "@playwright/test";
import { axeScan, expect, loseAnswer, signIn, test, text } from "./fixtures";
import { d, dispensationsOf, emptyApprovedProducts, fill, productFields, SEEDED } from "./dispensing-helpers";

/**
 * Prescriptions and dispensing end to end (issue 21 §2 "Tests and measurements"; 000 §2, §3, §4,
 * §7, §8, §9; docs/api-contract.md "Dispensing"): a pharmacist dispenses the approved products of a
 * prescription (the REJECTED one not dispensable, saying why) and completes, landing on /home with
 * the success; a dispensation the sponsor answers ERROR lands on /home with each product and its
 * reason; the whole job by keyboard alone; the automatic dispensation on a 4× slower CPU; a reload
 * mid-flow polls the same dispensation again; a lost answer makes one dispensation; axe. The
 * seeded prescriptions (sandbox/routes/dispensing/prescription-seed.ts) are only read or dispensed
 * (a dispensation does not consume them); 4703 is dispensed by the lost-answer test alone, which
 * counts its dispensations. Texts are es-DO's.
 */

const DOCUMENTS = "/api/dispensing/v1/documents/";

/** Counts the browser's POSTs of dispensations. */
function countSends(page: Page): { count: number } {
  const sends = { count: 0 };
  page.on("request", (sent) => {
    if (sent.method() === "POST" && new URL(sent.url()).pathname.startsWith(DOCUMENTS)) sends.count += 1;
  });
  return sends;
}

/** Types the unit price of each named product. */
async function typePrices(page: Page, prices: Record<string, string>): Promise<void> {
  for (const [name, price] of Object.entries(prices)) await productFields(page, name).price.fill(price);
}

/** Opens a prescription as `kind` and waits for its products. */
async function openPrescription(page: Page, id: number, kind: "authorizer" | "administrator" = "authorizer") {
  await signIn(page, kind);
  await page.goto(`/prescriptions/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: d.title })).toBeVisible();
  await expect(
    page.getByText(fill(d.steps.heading, { number: 1, total: 3, title: d.steps.products })),
  ).toBeVisible();
}

/** Completes an approved dispensation with a document number and lands on /home with the success. */
async function completeWith(page: Page, documentNumber: string, code: string): Promise<void> {
  await page.getByRole("button", { name: d.actions.next }).click();
  await page.getByLabel(d.complete.documentNumber).fill(documentNumber);
  await page.getByRole("button", { name: d.actions.complete }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(fill(d.completed, { code }))).toBeVisible();
}

/** Presses Tab until `target` has the focus (at most 80 presses). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 80; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the element");
}

test.describe("dispensing (issue 21 §2)", () => {
  test("a pharmacist dispenses the approved products, the rejected one says why, and completes once", async ({
    page,
  }) => {
    await openPrescription(page, SEEDED.id);
    const rejected = productFields(page, SEEDED.rejected);
    await expect(rejected.dispense).toBeDisabled();
    await expect(rejected.price).toHaveCount(0);
    await expect(page.getByRole("row", { name: new RegExp(SEEDED.rejected) })).toContainText(
      fill(d.notDispensable, { reason: "El producto no está cubierto por el plan" }),
    );
    for (const name of SEEDED.approved) {
      await expect(productFields(page, name).dispense).toBeChecked();
      await expect(productFields(page, name).taxes).toHaveValue("0.00");
    }
    await typePrices(page, { [SEEDED.approved[0]]: "100", [SEEDED.approved[1]]: "12.50" });
    const sends = countSends(page);
    await page.getByRole("button", { name: d.actions.send }).dblclick();
    await expect(page.getByText(fill(d.approved, { code: SEEDED.code }))).toBeVisible();
    await expect(page.getByTestId("dispensation-total")).toContainText("237.50");
    expect(sends.count).toBe(1);
    await completeWith(page, "FAC-E2E-0001", SEEDED.code);
  });

  test("a dispensation the sponsor refuses lands on /home with each product and its reason", async ({
    page,
  }) => {
    await openPrescription(page, SEEDED.id, "administrator");
    await productFields(page, SEEDED.approved[1]).dispense.uncheck();
    await typePrices(page, { [SEEDED.approved[0]]: "99999" });
    await page.getByRole("button", { name: d.actions.send }).click();
    await expect(page).toHaveURL(/\/home$/);
    const said = page.getByText(fill(emptyApprovedProducts, { products: "" }).trim());
    await expect(said).toBeVisible();
    await expect(said).toContainText(`${SEEDED.approved[0]}: El precio 99999.00 supera el precio autorizado`);
  });

  test("the whole dispensation by keyboard alone", async ({ page }) => {
    await openPrescription(page, SEEDED.id);
    for (const name of SEEDED.approved) {
      await tabTo(page, productFields(page, name).price);
      await page.keyboard.type("20");
    }
    await tabTo(page, page.getByRole("button", { name: d.actions.send }));
    await page.keyboard.press("Enter");
    await expect(page.getByText(fill(d.approved, { code: SEEDED.code }))).toBeVisible();
    await tabTo(page, page.getByRole("button", { name: d.actions.next }));
    await page.keyboard.press("Enter");
    await tabTo(page, page.getByLabel(d.complete.documentNumber));
    await page.keyboard.type("FAC-KEY-1");
    await tabTo(page, page.getByRole("button", { name: d.actions.complete }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText(fill(d.completed, { code: SEEDED.code }))).toBeVisible();
  });

  test("an automatic dispensation on a 4x slower CPU: each subtotal 1.00", async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await openPrescription(page, 4702);
    await expect(page.getByText(d.automatic)).toBeVisible();
    const metformina = productFields(page, "Metformina 850 mg tableta");
    await expect(metformina.price).toHaveValue("1.00");
    await expect(metformina.price).toBeDisabled();
    await page.getByRole("button", { name: d.actions.send }).click();
    await expect(page.getByText(fill(d.approved, { code: "RX-4702-1" }))).toBeVisible();
    await expect(page.getByTestId("dispensation-total")).toContainText("2.00");
    await completeWith(page, "FAC-AUTO-1", "RX-4702-1");
  });

  test("a reload mid-flow polls the same dispensation again and never sends a second", async ({ page }) => {
    await openPrescription(page, SEEDED.id);
    await typePrices(page, { [SEEDED.approved[0]]: "50", [SEEDED.approved[1]]: "10" });
    await page.getByRole("button", { name: d.actions.send }).click();
    await expect(page.getByText(fill(d.approved, { code: SEEDED.code }))).toBeVisible();
    const sends = countSends(page);
    await page.reload();
    await expect(page.getByText(fill(d.approved, { code: SEEDED.code }))).toBeVisible();
    await expect(page).toHaveURL(/step=answer/);
    expect(sends.count).toBe(0);
    await completeWith(page, "FAC-RELOAD-1", SEEDED.code);
  });

  test("changing the products of an approved dispensation judges them again, without a second dispensation", async ({
    page,
  }) => {
    await openPrescription(page, SEEDED.id, "administrator");
    await typePrices(page, { [SEEDED.approved[0]]: "10", [SEEDED.approved[1]]: "10" });
    const sends = countSends(page);
    const changes: string[] = [];
    page.on("request", (sent) => {
      if (
        sent.method() === "PUT" &&
        new URL(sent.url()).pathname.startsWith("/api/dispensing/v1/dispensations/")
      )
        changes.push(sent.url());
    });
    await page.getByRole("button", { name: d.actions.send }).click();
    await expect(page.getByTestId("dispensation-total")).toContainText("50.00");
    await page.getByRole("button", { name: d.actions.change }).click();
    await expect(
      page.getByText(fill(d.steps.heading, { number: 1, total: 3, title: d.steps.products })),
    ).toBeVisible();
    await productFields(page, SEEDED.approved[0]).quantity.fill("1");
    await productFields(page, SEEDED.approved[0]).price.fill("25");
    await page.getByRole("button", { name: d.actions.send }).click();
    await expect(page.getByTestId("dispensation-total")).toContainText("55.00");
    await expect(page.getByText(fill(d.approved, { code: SEEDED.code }))).toBeVisible();
    expect(sends.count).toBe(1);
    expect(changes).toHaveLength(1);
    await completeWith(page, "FAC-CHANGE-1", SEEDED.code);
  });

  test("a dispensation whose answer is lost is made once", async ({ page, request }) => {
    const before = (await dispensationsOf(request, 4703)).length;
    await loseAnswer(request, {
      path: "/dispensing/v1/documents/RX-4703-1/dispensations",
      method: "POST",
      user: "authorizer",
    });
    await openPrescription(page, 4703);
    await typePrices(page, { "Omeprazol 20 mg cápsula": "30" });
    await page.getByRole("button", { name: d.actions.send }).click();
    await expect(page.getByText(fill(d.approved, { code: "RX-4703-1" }))).toBeVisible();
    const made = await dispensationsOf(request, 4703);
    expect(made.length).toBe(before + 1);
    // The prescription lists it, once, with its status.
    await page.goto("/prescriptions/4703");
    const last = made[made.length - 1];
    await expect(
      page.getByText(fill(d.made.item, { id: last.id, code: "RX-4703-1", status: d.statuses.APPROVED })),
    ).toHaveCount(1);
  });

  test("a role without the claims desk's authorizations is refused the prescription", async ({ page }) => {
    await signIn(page, "settlement-submitter");
    await page.goto(`/prescriptions/${SEEDED.id}`);
    await expect(page.getByText(text.access.area)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.resources.authorizations.title);
    await expect(page.getByRole("button", { name: d.actions.send })).toHaveCount(0);
  });

  test("axe finds no serious or critical violation on the products and answer steps", async ({ page }) => {
    await openPrescription(page, SEEDED.id);
    expect(await axeScan(page)).toEqual([]);
    await typePrices(page, { [SEEDED.approved[0]]: "10", [SEEDED.approved[1]]: "10" });
    await page.getByRole("button", { name: d.actions.send }).click();
    await expect(page.getByText(fill(d.approved, { code: SEEDED.code }))).toBeVisible();
    expect(await axeScan(page)).toEqual([]);
  });
});
