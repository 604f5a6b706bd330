/**
 * The new authorization end to end by keyboard alone and on a slow CPU (issue 20 "Tests and
 * measurements", "Done when"; 000 §2, §4): an outpatient consultation from `/home` to the claim
 * with Tab, Shift+Tab, Enter, Space and the arrows only (no click), for a fingerprint sponsor
 * (do-primera, the simulated device succeeds); and the same flow by mouse with the CPU throttled
 * 4× (CDP Emulation.setCPUThrottlingRate).
 */
import type { Locator, Page } from "@playwright/test";
import { setDeviceMode, useDeviceAgent } from "./device-agent";
import { expect, signIn, test, text } from "./fixtures";
import {
  chooseBeneficiary,
  createClaim,
  doctorNext,
  fillDoctor,
  requestAnswer,
  requestIdOf,
  resultsToClaim,
  SENASA,
  startFromHome,
  submitSearch,
  t,
  TODAY,
  verifyIdentity,
} from "./new-authorization-walk";

const KIND = "outpatient-consultation";

/** Presses Tab until `target` has the focus (at most 60 times), as a keyboard user does. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 60; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(
    `Tab never reached the target; focused: ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200))}`,
  );
}

/** Types into the focused catalogue search and takes the first matching option with Enter. */
async function searchByKeyboard(page: Page, typed: string, option: RegExp): Promise<void> {
  await page.keyboard.type(typed);
  await expect(page.locator(".ant-select-item-option").filter({ hasText: option }).first()).toBeVisible();
  await page.keyboard.press("Enter");
}

test("an outpatient consultation for a fingerprint sponsor by keyboard alone, from /home to the claim", async ({
  page,
  request,
}) => {
  await setDeviceMode(page, "success");
  await useDeviceAgent(page);
  await signIn(page, "authorizer");
  await page.goto("/home");
  const next = page.getByRole("button", { name: t.next, exact: true });

  const tab = page.getByRole("tab", { name: text.authorizations.tabs.newAuthorization });
  await tabTo(page, page.getByRole("tab", { selected: true }));
  await page.keyboard.press("ArrowRight");
  await expect(tab).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/authorization\/new$/);

  const kind = page.getByRole("radio", { name: t.kinds[KIND] });
  await tabTo(page, page.getByRole("radio").first());
  await page.keyboard.press("Space");
  await expect(kind).toBeChecked();
  await tabTo(page, next);
  // Shift+Tab goes back to the kinds and Tab returns to Next.
  await page.keyboard.press("Shift+Tab");
  await expect(next).not.toBeFocused();
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/step=sponsor$/);

  const sponsors = page.getByRole("radiogroup", { name: t.search.sponsor.label });
  const primera = sponsors.getByRole("radio", { name: "ARS Primera" });
  await tabTo(page, sponsors.getByRole("radio").first());
  await page.keyboard.press("Space");
  for (let i = 0; i < 6 && !(await primera.isChecked()); i += 1) await page.keyboard.press("ArrowDown");
  await expect(primera).toBeChecked();
  // The sponsor's coverage and configuration are in before Next (a Next pressed while they load
  // only says "checking" and waits for another press).
  await expect(
    page.getByText(
      t.search.sponsor.coverageEnabled
        .replace("{{sponsor}}", "ARS Primera")
        .replace("{{kind}}", t.kinds[KIND]),
    ),
  ).toBeVisible();
  await expect(page.getByText(t.search.sponsor.verification.FINGERPRINT)).toBeVisible();
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/step=search-method$/);

  const methods = page.getByRole("radiogroup", { name: t.search.method.label });
  await tabTo(page, methods.getByRole("radio").first());
  await page.keyboard.press("Space");
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/step=beneficiary$/);

  const documentType = page.getByRole("radio", { name: "Cédula de identidad" });
  await tabTo(page, documentType);
  await page.keyboard.press("Space");
  await expect(documentType).toBeChecked();
  await tabTo(page, page.getByLabel("Número de documento"));
  await page.keyboard.type("031-2345678-9");
  await page.keyboard.press("Enter");
  const results = page.getByRole("table", { name: t.search.beneficiary.results });
  await expect(results).toBeVisible();
  const holder = results.getByRole("radio").first();
  await tabTo(page, holder);
  await page.keyboard.press("Space");
  await expect(holder).toBeChecked();
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/step=beneficiary-data$/);
  await expect(page.getByText("Rosa Elena Martínez Gómez").first()).toBeVisible();
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/step=doctor$/);

  const d = t.doctor;
  await tabTo(page, page.getByLabel(d.license));
  await page.keyboard.type("EXQ-4521");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Ana Pérez");
  await page.keyboard.press("Tab");
  await searchByKeyboard(page, "Cardio", /^Cardiología$/);
  await page.keyboard.press("Tab");
  await searchByKeyboard(page, "Dominicana", /Dominicana/);
  await page.keyboard.press("Tab");
  await page.keyboard.type(TODAY);
  await page.keyboard.press("Enter");
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/step=identity$/);

  await tabTo(page, page.getByRole("button", { name: t.identity.fingerprint.capture }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: t.identity.verified })).toBeVisible();
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/step=authorization$/);

  const id = requestIdOf(page);
  await tabTo(page, page.getByRole("button", { name: t.billing.send, exact: true }));
  await page.keyboard.press("Enter");
  await expect(page.getByText(t.billing.amounts.totalToPay)).toBeVisible();
  const [authorization] = (await requestAnswer(request, await id)).authorizations;
  await tabTo(page, page.getByRole("button", { name: t.billing.continue, exact: true }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/step=claim$/);
  await tabTo(page, page.getByRole("button", { name: t.claim.create, exact: true }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator("tbody tr", { hasText: authorization.authorization_code })).toBeVisible();
});

test("on a 4× slower CPU, an outpatient consultation from /home to the claim", async ({ page, request }) => {
  await signIn(page, "authorizer");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await startFromHome(page, KIND);
  await submitSearch(page, KIND, SENASA);
  await chooseBeneficiary(page, SENASA);
  await fillDoctor(page);
  await doctorNext(page);
  await verifyIdentity(page, false);
  const id = requestIdOf(page);
  await page.getByRole("button", { name: t.billing.send, exact: true }).click();
  await resultsToClaim(page, false);
  const [authorization] = (await requestAnswer(request, await id)).authorizations;
  await createClaim(page, authorization.authorization_code);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
});
