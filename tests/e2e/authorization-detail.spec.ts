/**
 * The authorization detail end to end (issue 21 §1; 000 §2, §3, §5, §6, §8; docs/api-contract.md
 * "Authorization detail"): a receptionist opens an authorization from the home list, sees every
 * amount, attaches the document its policy asks and the list's documentation filter moves it to
 * complete; a file the check refuses is refused before the network; deep link and reload; the
 * claim id and the RIPS view follow their flags (public/config.json); OUTPATIENT_CARE shows no
 * product list; a settlement submitter is refused; axe and the keyboard; the printed voucher in
 * two languages.
 */
import type { Page } from "@playwright/test";
import es from "../../locales/es-DO/authorization-detail.json" with { type: "json" };
import en from "../../locales/en/authorization-detail.json" with { type: "json" };
import v2 from "../../locales/es-DO/v2.json" with { type: "json" };
import { axeScan, expect, signIn, test, text } from "./fixtures";
import { detailOf, firstOfType, oneDocumentMissing, PDF } from "./authorization-detail-helpers";

const d = es.authorizationDetail;
const AMOUNTS = ["amount", "copayment", "coinsurance", "discount", "taxes", "advance", "totalToPay"];

/** Amounts shown with exactly 2 decimals (000 §9). */
async function expectEveryAmount(page: Page): Promise<void> {
  for (const field of AMOUNTS) await expect(page.getByTestId(`amount-${field}`)).toHaveText(/\d\.\d{2}$/);
}

/** Presses Tab until the focused element's text matches (keyboard only). */
async function tabTo(page: Page, name: string, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? "");
    if (focused.trim() === name) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

const heading = (page: Page, code: string) =>
  page.getByRole("heading", { level: 1, name: d.heading.replace("{{code}}", code) });

test.describe("the authorization detail (issue 21 §1)", () => {
  test("from the home list: every amount, the document the policy asks, and the list's filter moves it to complete", async ({
    page,
    request,
  }) => {
    const row = await oneDocumentMissing(request);
    const code = row.authorization_code;
    await signIn(page, "authorizer");
    await expect(page).toHaveURL(/\/home$/);
    const search = page.getByLabel(text.resources.authorizations.filters.authorizationCode);
    await search.fill(code);
    await search.press("Enter");
    await page.getByRole("link", { name: code, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/authorizations/${row.authorization_id}$`));
    await expect(heading(page, code)).toBeVisible();
    await expectEveryAmount(page);
    await expect(page.getByTestId("document-policy-state")).toHaveText(
      d.files.incomplete
        .replace("{{uploaded}}", String(row.uploaded_files))
        .replace("{{required}}", String(row.total_files_to_upload)),
    );
    expect(await axeScan(page)).toEqual([]);

    // A file the one check refuses is refused before the network, in words.
    const uploads: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("/outpatient-care-claim/")) uploads.push(r.url());
    });
    const input = page.locator("#authorization-file-input");
    await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hola") });
    await expect(page.getByRole("alert").filter({ hasText: "notes.txt" })).toContainText(
      v2.v2.detail.files.refused.type.split("{{name}}")[1].split("(")[0].trim(),
    );
    expect(uploads).toEqual([]);

    // The type selected is the document still missing; its upload completes the documentation.
    const missing = (await detailOf(request, row.authorization_id)).required_documents.find(
      (s) => !s.uploaded,
    );
    await expect(
      page.getByRole("radio", {
        name: d.documentTypes[missing!.document_type_slug as keyof typeof d.documentTypes],
      }),
    ).toBeChecked();
    await input.setInputFiles({ name: "documento.pdf", mimeType: "application/pdf", buffer: PDF });
    await expect(page.getByText(d.files.uploaded)).toBeVisible();
    await expect(page.getByTestId("document-policy-state")).toHaveText(d.files.complete);
    const downloaded = page.waitForEvent("download");
    await page.getByRole("button", { name: d.files.download.replace("{{name}}", "documento.pdf") }).click();
    expect((await downloaded).suggestedFilename()).toBe("documento.pdf");

    // Back on the list, documentation complete lists it and incomplete does not.
    await page.getByRole("link", { name: d.backToList }).click();
    await expect(page).toHaveURL(/\/home/);
    await page.getByRole("button", { name: text.filters.more }).click();
    const filter = text.resources.authorizations.filters;
    await page.getByRole("combobox", { name: filter.satisfiesDocumentsPolicy, exact: true }).click();
    await page
      .locator(".ant-select-dropdown:visible")
      .getByTitle(filter.satisfiesDocumentsPolicyOptions.true, { exact: true })
      .click();
    await page.getByLabel(filter.authorizationCode).fill(code);
    await page.getByLabel(filter.authorizationCode).press("Enter");
    await expect(page.getByRole("link", { name: code, exact: true })).toBeVisible();
  });

  test("deep link and reload; the claim id and the RIPS view follow their flags; OUTPATIENT_CARE lists no products", async ({
    page,
    request,
  }) => {
    const drugs = await firstOfType(request, "PRESCRIPTION_DRUGS");
    const detail = await detailOf(request, drugs.authorization_id);
    await signIn(page, "authorizer");
    await page.goto(`/authorizations/${drugs.authorization_id}`);
    await expect(heading(page, drugs.authorization_code)).toBeVisible();
    await page.reload();
    await expect(heading(page, drugs.authorization_code)).toBeVisible();
    await expectEveryAmount(page);
    await expect(page.getByTestId("authorization-claim-id")).toHaveText(String(detail.claim_id));
    await expect(page.getByTestId("authorization-rips")).toBeVisible();
    const products = page.getByTestId("authorization-products");
    await expect(products).toContainText(detail.products[0].product_name);
    await expect(products).toContainText(d.results.APPROVED);

    // Both flags off in the runtime configuration: neither shows.
    await page.route("**/config.json", async (route) => {
      const answer = await route.fetch();
      const config = (await answer.json()) as { features: Record<string, boolean> };
      config.features.showClaimIds = false;
      config.features.ripsView = false;
      await route.fulfill({ response: answer, json: config });
    });
    await page.reload();
    await expect(heading(page, drugs.authorization_code)).toBeVisible();
    await expect(page.getByText(d.fields.settlementId)).toBeVisible();
    await expect(page.getByTestId("authorization-claim-id")).toHaveCount(0);
    await expect(page.getByText(d.fields.claimId, { exact: true })).toHaveCount(0);
    await expect(page.getByTestId("authorization-rips")).toHaveCount(0);
    await page.unroute("**/config.json");

    const outpatient = await firstOfType(request, "OUTPATIENT_CARE");
    await page.goto(`/authorizations/${outpatient.authorization_id}`);
    await expect(heading(page, outpatient.authorization_code)).toBeVisible();
    await expectEveryAmount(page);
    await expect(page.getByTestId("authorization-products")).toHaveCount(0);

    // An authorization that does not exist says so.
    await page.goto("/authorizations/999999999");
    await expect(page.getByRole("alert")).toHaveText(d.errors.notFound);
  });

  test("a prescription-drugs authorization links to its dispensation (/prescriptions/{request})", async ({
    page,
  }) => {
    // The seeded prescription 4701 (sandbox/routes/dispensing/prescription-seed.ts): authorization 860001.
    await signIn(page, "authorizer");
    await page.goto("/authorizations/860001");
    await expect(heading(page, "RX-4701-1")).toBeVisible();
    await expect(page.getByRole("link", { name: d.dispense })).toHaveAttribute("href", "/prescriptions/4701");
    await expect(page.getByTestId("authorization-products")).toBeVisible();
    // A seeded authorization made before the portal has no request: no link.
    await page.goto("/authorizations/100001");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("AUT-");
    await expect(page.getByRole("link", { name: d.dispense })).toHaveCount(0);
  });

  test("a settlement submitter is refused", async ({ page }) => {
    await signIn(page, "settlement-submitter");
    await page.goto("/authorizations/100001");
    await expect(page.getByRole("heading", { level: 1, name: text.paths.notAllowed.title })).toBeVisible();
  });

  test("by keyboard from the home list, axe clean; the printed voucher in two languages", async ({
    page,
    request,
  }) => {
    const drugs = await firstOfType(request, "PRESCRIPTION_DRUGS");
    const detail = await detailOf(request, drugs.authorization_id);
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await signIn(page, "authorizer");
    const search = page.getByLabel(text.resources.authorizations.filters.authorizationCode);
    await search.fill(drugs.authorization_code);
    await search.press("Enter");
    await expect(page.getByRole("link", { name: drugs.authorization_code, exact: true })).toBeVisible();
    await search.focus();
    await tabTo(page, drugs.authorization_code);
    await page.keyboard.press("Enter");
    await expect(heading(page, drugs.authorization_code)).toBeVisible();
    await expect(page.getByTestId("authorization-rips")).toBeVisible();
    expect(await axeScan(page)).toEqual([]);
    await tabTo(page, d.print);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    for (const [lng, texts] of [
      ["es-DO", es.authorizationDetail],
      ["en", en.authorizationDetail],
    ] as const) {
      if (lng === "en")
        await page
          .getByRole("combobox", { name: text.app.language })
          .selectOption({ label: text.languages.en });
      await expect(
        page.getByRole("heading", {
          level: 1,
          name: texts.heading.replace("{{code}}", drugs.authorization_code),
        }),
      ).toBeVisible();
      await page.emulateMedia({ media: "print" });
      const printed = await page.locator("body").innerText();
      expect(printed).toContain(texts.voucher.title);
      expect(printed).toContain(drugs.authorization_code);
      expect(printed).toContain(detail.provider_name);
      expect(printed).toContain(detail.sponsor_name);
      expect(printed).toContain(detail.beneficiary_name);
      expect(printed).toContain(detail.beneficiary_member_code);
      for (const p of detail.products) expect(printed).toContain(p.product_name);
      expect(printed).toContain(texts.results.APPROVED);
      expect(printed).toContain(texts.amounts.totalToPay);
      expect(printed).toContain(
        detail.total_to_pay.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      );
      // Nothing else of the patient: no doctor, no diagnoses, not the screen itself.
      expect(printed).not.toContain(detail.doctor_name);
      expect(printed).not.toContain(texts.sections.diagnoses);
      expect(printed).not.toContain(texts.backToList);
      await page.emulateMedia({ media: "screen" });
      await expect(page.getByTestId("authorization-voucher")).toBeHidden();
    }
  });
});
