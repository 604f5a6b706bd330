/**
 * The new authorization's other kinds end to end in Chromium (issue 20 "Tests and measurements";
 * 000 §2, §3, §4): from `/home` to the claim, a laboratory authorization with two exams and a
 * prescription-drugs authorization with a treatment (do-senasa: nothing to verify, no invoice);
 * the API's request carries the exams and the treatment. And the flow in four languages (issue 20
 * "Done when"): the UI language switched on a step (the switcher's es-DO, en and pt), its texts are
 * those of the language, never keys.
 */
import type { Page } from "@playwright/test";
import { textsOf } from "../locales";
import { expect, signIn, test, text } from "./fixtures";
import {
  attachPrescription,
  chooseBeneficiary,
  createClaim,
  doctorNext,
  DRAFT_KEY,
  fillDoctor,
  pick,
  requestIdOf,
  requestAnswer,
  resultsToClaim,
  SENASA,
  startFromHome,
  submitSearch,
  t,
  verifyIdentity,
} from "./new-authorization-walk";

/** From /home to the doctor step of `kind` for the do-senasa demo holder. */
async function toDoctor(page: Page, kind: string): Promise<void> {
  await signIn(page, "authorizer");
  await startFromHome(page, kind);
  await submitSearch(page, kind, SENASA);
  await chooseBeneficiary(page, SENASA);
  await fillDoctor(page);
}

/** Identity (nothing required) → request → results → claim; the request's products as the page sent them. */
async function toClaim(page: Page, request: Parameters<typeof requestAnswer>[0]) {
  await doctorNext(page);
  await verifyIdentity(page, false);
  const sent = page.waitForRequest(
    (r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/arc/v1/authorization-requests",
  );
  const id = requestIdOf(page);
  await page.getByRole("button", { name: t.billing.send, exact: true }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  await resultsToClaim(page, false);
  const [authorization] = (await requestAnswer(request, await id)).authorizations;
  await createClaim(page, authorization.authorization_code);
  return body;
}

test("a laboratory authorization with two exams, from /home to the claim", async ({ page, request }) => {
  await toDoctor(page, "laboratory");
  const exams = page.getByLabel(t.doctor.products.examsLabel);
  await pick(page, exams, "hemograma sangre", /Hemograma completo en sangre/);
  await pick(page, exams, "glicemia ayunas", /Glicemia en ayunas/);
  await expect(page.getByTestId("chosen-product")).toHaveCount(2);
  await attachPrescription(page);
  const body = await toClaim(page, request);
  expect(JSON.stringify(body)).toMatch(/laboratory/);
  expect(JSON.stringify(body).match(/"product_id"|"productId"/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
});

test("a prescription-drugs authorization with a treatment, from /home to the claim", async ({
  page,
  request,
}) => {
  await toDoctor(page, "prescription-drugs");
  const dt = t.doctor.treatments;
  await pick(page, page.getByLabel(dt.label), "acetaminofen", /Acetaminof/);
  const treatment = page.getByTestId("treatment");
  await expect(treatment).toHaveCount(1);
  await treatment.getByLabel(dt.composition).fill("acetaminofén 500 mg");
  for (const label of [dt.drugForm, dt.dosageUnit, dt.frequencies]) {
    await treatment.getByLabel(label).click();
    await page.locator(".ant-select-dropdown:visible .ant-select-item-option").first().click();
    await page.keyboard.press("Escape");
  }
  await treatment.getByLabel(dt.duration).fill("5");
  await treatment.getByLabel(t.doctor.quantity).fill("10");
  await attachPrescription(page);
  const body = await toClaim(page, request);
  expect(JSON.stringify(body)).toContain("acetaminofén 500 mg");
});

test("the flow in the switcher's languages: a step's texts follow the UI language, never a key", async ({
  page,
}) => {
  await signIn(page, "authorizer");
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
    DRAFT_KEY,
    JSON.stringify({
      kind: "laboratory",
      sponsorSlug: "do-senasa",
      searchFormSlug: "identity-document",
      beneficiaryId: 1,
      beneficiaryReady: true,
    }),
  ] as const);
  await page.goto("/authorization/laboratories?kind=laboratory&step=doctor");
  await expect(page.locator('[data-flow-step="doctor"]')).toBeVisible();
  let current = text;
  // The switcher offers the provider country's languages (es-DO, en, pt for clinica-central-do).
  for (const language of ["en", "pt", "es-DO"] as const) {
    const texts = textsOf(language) as unknown as typeof text & { newAuthorization: typeof t };
    await page
      .getByRole("combobox", { name: current.app.language })
      .selectOption({ label: current.languages[language] });
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    const n = texts.newAuthorization;
    await expect(page.getByLabel(n.doctor.license)).toBeVisible();
    await expect(page.getByLabel(n.doctor.products.examsLabel)).toBeVisible();
    await expect(page.getByRole("button", { name: n.next, exact: true })).toBeVisible();
    const shown = await page.locator("main").innerText();
    expect(shown).not.toMatch(/newAuthorization\.|\b[a-z]+\.[a-z]+[A-Z]\w*\b/);
    current = texts;
  }
});
