/**
 * The new authorization walked through the real UI as a receptionist does (issue 20 "Tests and
 * measurements"; 000 §2, §4): from `/home`'s New authorization tab, type → sponsor → search method
 * → search → results → data → doctor → identity → authorization and billing → claim. Shared by the
 * integration specs `new-authorization*.spec.ts` (each step is also tested alone by its part's
 * spec). The demo families are those of sandbox/README.md "The claims desk".
 */
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { authOf, axeScan, expect, text } from "./fixtures";

interface Texts {
  next: string;
  kinds: Record<string, string>;
  steps: Record<string, string>;
  stepHeading: string;
  search: {
    sponsor: Record<string, string> & { verification: Record<string, string> };
    method: Record<string, string>;
    beneficiary: Record<string, string>;
    beneficiaryData: Record<string, string>;
  };
  doctor: Record<string, string> & {
    diagnoses: Record<string, string>;
    products: Record<string, string>;
    treatments: Record<string, string>;
    prescription: Record<string, string>;
  };
  identity: { verified: string; notRequired: string; fingerprint: { capture: string } };
  billing: { send: string; continue: string; amounts: { totalToPay: string } };
  claim: { create: string; success: string };
}

/** The flow's texts in es-DO (the demo users' language). */
export const t = (text as unknown as { newAuthorization: Texts }).newAuthorization;
/** The flow's draft key in sessionStorage (src/lib/flow). */
export const DRAFT_KEY = "pp.flow:new-authorization:new";
/** The provider of the demo users. */
export const PROVIDER = "clinica-central-do";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const pad = (n: number) => String(n).padStart(2, "0");
const now = new Date();
/** Today as the date inputs take it (DD/MM/YYYY). */
export const TODAY = `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}`;

/** A demo family member to search and choose (sandbox/README.md "The claims desk"). */
export interface Patient {
  /** The sponsor's name as the sponsor step shows it. */
  sponsor: string;
  /** The member's NATIONAL_ID. */
  document: string;
  /** The member's full name. */
  name: string;
}

/** do-universal (fingerprint; an invoice required). */
export const UNIVERSAL: Patient = {
  sponsor: "ARS Universal",
  document: "001-1234567-8",
  name: "Juan Carlos Pérez Reyes",
};
/** do-senasa (no verification, no invoice). */
export const SENASA: Patient = {
  sponsor: "SeNaSa",
  document: "047-4567890-1",
  name: "Yolanda Mercedes Jiménez Castillo",
};

const next = (page: Page) => page.getByRole("button", { name: t.next, exact: true });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

/**
 * axe finds no serious or critical violation (the pointer moved off the buttons first, and a
 * select's list closed: an open antd list carries `aria-selected` on its items, antd's own markup,
 * which axe refuses; CI once found the doctor's country list open after the onset's Enter under
 * load, not reproduced locally since; the open list is left to antd, the scan is of the step).
 */
export async function expectAxeClean(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  const openList = page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)");
  if ((await openList.count()) > 0) await page.keyboard.press("Escape");
  await expect(openList).toHaveCount(0);
  expect(await axeScan(page)).toEqual([]);
}

/** The POSTs of a path the page sent, counted as they leave. */
export function countPosts(page: Page, path: RegExp): { readonly count: number } {
  const seen = { count: 0 };
  page.on("request", (request) => {
    if (request.method() === "POST" && path.test(new URL(request.url()).pathname)) seen.count += 1;
  });
  return seen;
}

/** The search POST's and the authorization request's paths. */
export const SEARCH_POST = /\/api\/beneficiary-lookup\/v1\/sponsors\/[^/]+\/search$/;
export const REQUEST_POST = /^\/api\/arc\/v1\/authorization-requests$/;
export const CLAIM_POST = /\/outpatient-care-claim$/;

/** From /home's New authorization tab to the sponsor step of `kind`. */
export async function startFromHome(page: Page, kind: string, axe = false): Promise<void> {
  await page.goto("/home");
  await page.getByRole("tab", { name: text.authorizations.tabs.newAuthorization }).click();
  await expect(page).toHaveURL(/\/authorization\/new$/);
  await page.getByRole("radio", { name: t.kinds[kind] }).check();
  if (axe) await expectAxeClean(page);
  await next(page).click();
  await expect(page).toHaveURL(new RegExp(`kind=${kind}&step=sponsor$`));
}

/** Sponsor → method (identity document) → search submitted (not waited). */
export async function submitSearch(page: Page, kind: string, patient: Patient, axe = false): Promise<void> {
  await page
    .getByRole("radiogroup", { name: t.search.sponsor.label })
    .getByRole("radio", { name: patient.sponsor })
    .check();
  const covered = t.search.sponsor.coverageEnabled
    .replace("{{sponsor}}", patient.sponsor)
    .replace("{{kind}}", t.kinds[kind]);
  await expect(page.getByText(covered)).toBeVisible();
  if (axe) await expectAxeClean(page);
  await next(page).click();
  await expect(page).toHaveURL(/step=search-method$/);
  await page.getByRole("radiogroup", { name: t.search.method.label }).getByRole("radio").first().check();
  if (axe) await expectAxeClean(page);
  await next(page).click();
  await expect(page).toHaveURL(/step=beneficiary$/);
  await page.getByRole("radio", { name: "Cédula de identidad" }).check();
  await page.getByLabel("Número de documento").fill(patient.document);
  if (axe) await expectAxeClean(page);
  await button(page, t.search.beneficiary.search).click();
}

/** The results shown: the patient chosen, the data step passed, the doctor step shown. */
export async function chooseBeneficiary(page: Page, patient: Patient, axe = false): Promise<void> {
  const results = page.getByRole("table", { name: t.search.beneficiary.results });
  await expect(results).toBeVisible();
  if (axe) await expectAxeClean(page);
  await results
    .getByRole("radio", { name: t.search.beneficiary.chooseOne.replace("{{name}}", patient.name) })
    .check();
  await next(page).click();
  await expect(page).toHaveURL(/step=beneficiary-data$/);
  await expect(page.getByText(patient.name).first()).toBeVisible();
  if (axe) await expectAxeClean(page);
  await next(page).click();
  await expect(page.locator('[data-flow-step="doctor"]')).toBeVisible();
}

/** The heading of step `n` of the outpatient flow's 9 (the flow's counter, 000 §2). */
export const stepHeading = (step: string, n: number) =>
  t.stepHeading
    .replace("{{number}}", String(n))
    .replace("{{total}}", "9")
    .replace("{{title}}", t.steps[step]);

/** Presses Tab until `target` has the focus (at most 60 times), as a keyboard user does. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 60; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(
    `Tab never reached the target; focused: ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200))}`,
  );
}

/** What {@link searchByKeyboard} walks: a sponsor and the holder found by a document. */
export interface KeyboardSearch {
  /** The kind chosen on the type step (its coverage text names it). */
  kind: string;
  /** The sponsor's name as the sponsor step shows it. */
  sponsor: string;
  /** Texts the sponsor step shows once its checks answered (e.g. its verification method). */
  sponsorTexts?: string[];
  /** The holder's NATIONAL_ID. */
  document: string;
  /** The name the data step shows for the first result (the holder). */
  name: string;
}

/**
 * The search steps by keyboard alone (000 §2 "Back and Next by keyboard"; issue 20 "the whole
 * outpatient flow by keyboard alone"), from the sponsor step to the doctor step: the sponsor by
 * Space and the arrows, its checks answered, the first method, the document typed and submitted
 * with Enter, the first result taken with Space, the data step passed, each Next by Tab + Enter.
 */
export async function searchByKeyboard(page: Page, walk: KeyboardSearch): Promise<void> {
  const sponsors = page.getByRole("radiogroup", { name: t.search.sponsor.label });
  const sponsor = sponsors.getByRole("radio", { name: walk.sponsor });
  await tabTo(page, sponsors.getByRole("radio").first());
  await page.keyboard.press("Space");
  for (let i = 0; i < 6 && !(await sponsor.isChecked()); i += 1) await page.keyboard.press("ArrowDown");
  await expect(sponsor).toBeChecked();
  // The sponsor's coverage and configuration are in before Next (a Next pressed while they load
  // only says "checking" and waits for another press).
  await expect(
    page.getByText(
      t.search.sponsor.coverageEnabled
        .replace("{{sponsor}}", walk.sponsor)
        .replace("{{kind}}", t.kinds[walk.kind]),
    ),
  ).toBeVisible();
  for (const shown of walk.sponsorTexts ?? []) await expect(page.getByText(shown)).toBeVisible();
  await tabTo(page, next(page));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/step=search-method$/);

  const methods = page.getByRole("radiogroup", { name: t.search.method.label });
  await tabTo(page, methods.getByRole("radio").first());
  await page.keyboard.press("Space");
  await tabTo(page, next(page));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/step=beneficiary$/);

  const documentType = page.getByRole("radio", { name: "Cédula de identidad" });
  await tabTo(page, documentType);
  await page.keyboard.press("Space");
  await expect(documentType).toBeChecked();
  await tabTo(page, page.getByLabel("Número de documento"));
  await page.keyboard.type(walk.document);
  await page.keyboard.press("Enter");
  const results = page.getByRole("table", { name: t.search.beneficiary.results });
  await expect(results).toBeVisible();
  const holder = results.getByRole("radio").first();
  await tabTo(page, holder);
  await page.keyboard.press("Space");
  await expect(holder).toBeChecked();
  await tabTo(page, next(page));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/step=beneficiary-data$/);
  // The new step itself (its heading), not the results of the step before it still on screen
  // while the new one renders: its Next is the one to press.
  await expect(page.getByRole("heading", { name: stepHeading("beneficiary-data", 5) })).toBeVisible();
  await expect(page.getByText(walk.name).first()).toBeVisible();
  await tabTo(page, next(page));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/step=doctor$/);
  await expect(page.getByRole("heading", { name: stepHeading("doctor", 6) })).toBeVisible();
}

/** Picks the first catalogue option matching `option` after typing `typed` into the labelled search. */
export async function pick(page: Page, field: Locator, typed: string, option: RegExp): Promise<void> {
  await field.click();
  await field.fill(typed);
  await page.locator(".ant-select-item-option").filter({ hasText: option }).first().click();
}

/** Types into the focused catalogue search and takes the first matching option with Enter. */
export async function pickByKeyboard(page: Page, typed: string, option: RegExp): Promise<void> {
  await page.keyboard.type(typed);
  await expect(page.locator(".ant-select-item-option").filter({ hasText: option }).first()).toBeVisible();
  await page.keyboard.press("Enter");
}

/** The doctor's own fields (licence, name, specialty, country, onset) by mouse. */
export async function fillDoctor(page: Page): Promise<void> {
  const d = t.doctor;
  await page.getByLabel(d.license).fill("EXQ-4521");
  await page.getByLabel(d.name).fill("Ana Pérez");
  await pick(page, page.getByLabel(d.specialty), "Cardio", /^Cardiología$/);
  await pick(page, page.getByLabel(d.country), "Dominicana", /Dominicana/);
  await page.getByLabel(d.illnessOnset).fill(TODAY);
  await page.keyboard.press("Enter");
}

/** Attaches the prescription (medical request's date today) in the doctor step. */
export async function attachPrescription(page: Page): Promise<void> {
  await page.getByLabel(t.doctor.prescription.date).fill(TODAY);
  await page.keyboard.press("Enter");
  await page
    .locator("input[type=file]")
    .setInputFiles({ name: "receta.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(page.getByTestId("prescription-attached")).toContainText("receta.pdf");
}

/** Next from the doctor step to identity. */
export async function doctorNext(page: Page, axe = false): Promise<void> {
  if (axe) await expectAxeClean(page);
  await next(page).click();
  await expect(page.locator('[data-flow-step="identity"]')).toBeVisible();
}

/** Identity: the fingerprint captured (the simulated device succeeds) or nothing required; Next. */
export async function verifyIdentity(page: Page, fingerprint: boolean, axe = false): Promise<void> {
  if (fingerprint) {
    await button(page, t.identity.fingerprint.capture).click();
    await expect(page.getByRole("status").filter({ hasText: t.identity.verified })).toBeVisible();
  } else await expect(page.getByText(t.identity.notRequired)).toBeVisible();
  if (axe) await expectAxeClean(page);
  await next(page).click();
  await expect(page.locator('[data-flow-step="authorization"]')).toBeVisible();
}

/** Sends the request (not waited for its results). */
export async function sendRequest(page: Page): Promise<void> {
  await button(page, t.billing.send).click();
}

/** The results shown; the invoice attached where the sponsor requires one; Continue to the claim. */
export async function resultsToClaim(page: Page, invoice: boolean, axe = false): Promise<void> {
  await expect(page.getByText(t.billing.amounts.totalToPay)).toBeVisible();
  if (invoice) {
    await page
      .locator('input[type=file][id$="-INVOICE"]')
      .setInputFiles({ name: "factura.pdf", mimeType: "application/pdf", buffer: PDF });
    await expect(page.getByText(/factura\.pdf/)).toBeVisible();
  }
  if (axe) await expectAxeClean(page);
  await button(page, t.billing.continue).click();
  await expect(page.locator('[data-flow-step="claim"]')).toBeVisible();
  if (invoice) {
    await page.locator("#claim-invoice-number").fill("F-0001");
    await page.locator("#claim-invoice-date").fill(TODAY);
    await page.keyboard.press("Enter");
    await page.locator("#claim-invoice-amount").fill("1.00");
  }
  if (axe) await expectAxeClean(page);
}

/** The claim created: /home says so and lists the new authorization; its code. */
export async function createClaim(page: Page, code: string): Promise<void> {
  await button(page, t.claim.create).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.locator(".ant-message").getByText(t.claim.success.replace("{{code}}", code)),
  ).toBeVisible();
  await expect(page.locator("tbody tr", { hasText: code })).toBeVisible();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull();
}

/** The request id the page's first 202 answered. */
export function requestIdOf(page: Page): Promise<number> {
  return page
    .waitForResponse(
      (r) =>
        r.request().method() === "POST" && REQUEST_POST.test(new URL(r.url()).pathname) && r.status() === 202,
    )
    .then(async (r) => ((await r.json()) as { id: number }).id);
}

/** The request as the API has it: its authorizations with their codes. */
export async function requestAnswer(request: APIRequestContext, id: number) {
  const answer = await request.get(`/api/arc/v1/authorization-requests/${id}`, {
    headers: await authOf(request, "authorizer"),
  });
  return (await answer.json()) as {
    authorizations: { id: number; authorization_code: string; products?: unknown[] }[];
  };
}

/** The claims of an authorization code. */
export async function claimRows(request: APIRequestContext, code: string) {
  const answer = await request.get(
    `/api/arc/v1/providers/${PROVIDER}/outpatient-care-claim?authorization_code=${encodeURIComponent(code)}`,
    { headers: await authOf(request, "authorizer") },
  );
  return ((await answer.json()) as { content: { claim_status: string }[] }).content;
}
