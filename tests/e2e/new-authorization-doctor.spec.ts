/**
 * The new authorization's doctor step in Chromium (issue 20 §3; 000 §3, §5, §7), reached alone by
 * writing the flow's draft (ids and choices) into sessionStorage, against the reference API's
 * medical catalogues: a laboratory authorization filled by keyboard alone (licence, name,
 * specialty and country searched, illness onset typed, a diagnosis and an exam searched in the
 * catalogues, the medical request's date typed, the prescription chosen through the drop zone's
 * file dialog opened with Enter); axe finds no serious or critical violation; a wrong Next says the
 * errors; a reload keeps the step and the ids; Next leads to identity verification with ids only in
 * the draft.
 */
import type { Page } from "@playwright/test";
import { axeScan, expect, signIn, test, text } from "./fixtures";
import { pickByKeyboard } from "./new-authorization-walk";

const t = (text as unknown as { newAuthorization: NewAuthorizationTexts }).newAuthorization;

interface NewAuthorizationTexts {
  next: string;
  doctor: Record<string, string> & {
    diagnoses: Record<string, string>;
    products: Record<string, string>;
    prescription: Record<string, string>;
    errors: Record<string, string>;
  };
}
const d = t.doctor;
const KEY = "pp.flow:new-authorization:new";

/** Today as the date input takes it (DD/MM/YYYY) and as the wire has it. */
function today(): { typed: string; wire: string } {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    typed: `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}`,
    wire: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
  };
}

/** Signs in, writes the draft of a flow completed up to the doctor step, opens the doctor step. */
async function openDoctorStep(page: Page, extra: Record<string, unknown> = {}): Promise<void> {
  await signIn(page, "authorizer");
  const draft = {
    kind: "laboratory",
    sponsorSlug: "do-senasa",
    searchFormSlug: "by-document",
    beneficiaryId: 1,
    beneficiaryReady: true,
    ...extra,
  };
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
    KEY,
    JSON.stringify(draft),
  ] as const);
  await page.goto("/authorization/laboratories?kind=laboratory&step=doctor");
  await expect(page.locator('[data-flow-step="doctor"]')).toBeVisible();
}

async function draft(page: Page): Promise<Record<string, unknown>> {
  return JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), KEY)) ?? "{}") as Record<
    string,
    unknown
  >;
}

/** Presses Tab until `target` has the focus (at most five times), as a keyboard user does. */
async function tabTo(page: Page, target: ReturnType<Page["locator"]>): Promise<void> {
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(
    `Tab did not reach the target; focused: ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200))}`,
  );
}

test("a laboratory authorization's doctor step by keyboard alone; axe; Next leads on with ids only in the draft", async ({
  page,
}) => {
  await openDoctorStep(page);
  const date = today();

  await page.getByLabel(d.license).focus();
  await page.keyboard.type("EXQ-4521");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Ana Pérez");
  await page.keyboard.press("Tab");
  await pickByKeyboard(page, "Cardio", /^Cardiología$/);
  await page.keyboard.press("Tab");
  await pickByKeyboard(page, "Dominicana", /Dominicana/);
  await page.keyboard.press("Tab");
  await page.keyboard.type(date.typed);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await pickByKeyboard(page, "diabetes", /^E10 /);
  await expect(page.getByTestId("chosen-diagnosis")).toHaveCount(1);

  // A wrong Next: the exam and the prescription are missing; what was typed is kept.
  await page.getByRole("button", { name: t.next }).click();
  await expect(page.getByText(d.errors.noExam)).toBeVisible();
  await expect(page.getByText(d.errors.prescriptionRequired)).toBeVisible();
  await expect(page.getByLabel(d.license)).toHaveValue("EXQ-4521");
  await expect(page.getByLabel(d.products.examsLabel)).toBeFocused();

  // Asked for well before the Enter that opens it: Playwright turns the interception of file
  // choosers on by a message of its own, which under load (CI) arrived after a press made at once.
  const chooser = page.waitForEvent("filechooser");
  await pickByKeyboard(page, "hemograma sangre", /Hemograma completo en sangre/);
  await expect(page.getByTestId("chosen-product")).toHaveCount(1);
  await page.getByLabel(d.prescription.date).focus();
  await page.keyboard.type(date.typed);
  await page.keyboard.press("Enter");
  await tabTo(page, page.locator('.ant-upload[role="button"]'));
  await page.keyboard.press("Enter");
  await (
    await chooser
  ).setFiles({ name: "receta.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") });
  await expect(page.getByTestId("prescription-attached")).toContainText("receta.pdf");

  const violations = (await axeScan(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(violations).toEqual([]);

  await page.getByRole("button", { name: t.next }).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator('[data-flow-step="identity"]')).toBeVisible();
  const kept = await draft(page);
  expect(kept).toMatchObject({
    doctorLicense: "EXQ-4521",
    doctorSpecialty: "cardiologia",
    doctorCountry: "DO",
    illnessOnset: date.wire,
    prescriptionDate: date.wire,
    prescriptionChecked: true,
    clinicalComplete: true,
  });
  expect(kept.diagnosisCodes).toEqual(["E10"]);
  expect(kept.products).toEqual([expect.objectContaining({ productTypeSlug: "laboratory", quantity: 1 })]);
  expect(JSON.stringify(kept)).not.toContain("receta");
});

test("a reload keeps the doctor step and the ids chosen", async ({ page }) => {
  await openDoctorStep(page, { doctorLicense: "EXQ-900", diagnosisCodes: ["Z00.0", "J45.9"] });
  await page.getByLabel(d.name).fill("Luis Gómez");
  await expect.poll(async () => (await draft(page)).doctorName).toBe("Luis Gómez");
  await page.reload();
  await expect(page.locator('[data-flow-step="doctor"]')).toBeVisible();
  await expect(page.getByLabel(d.license)).toHaveValue("EXQ-900");
  await expect(page.getByLabel(d.name)).toHaveValue("Luis Gómez");
  await expect(page.getByTestId("chosen-diagnosis")).toHaveCount(2);
  await expect(page.getByTestId("chosen-diagnosis").first()).toContainText("Z00.0");
});
