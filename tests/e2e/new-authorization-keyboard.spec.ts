/**
 * The new authorization end to end by keyboard alone and on a slow CPU (issue 20 "Tests and
 * measurements", "Done when"; 000 §2, §4): an outpatient consultation from `/home` to the claim
 * with Tab, Shift+Tab, Enter, Space and the arrows only (no click), for a fingerprint sponsor
 * (do-primera, the simulated device succeeds); and the same flow by mouse with the CPU throttled
 * 4× (CDP Emulation.setCPUThrottlingRate).
 */
import { setDeviceMode, useDeviceAgent } from "./device-agent";
import { expect, signIn, test, text } from "./fixtures";
import {
  chooseBeneficiary,
  createClaim,
  doctorNext,
  fillDoctor,
  pickByKeyboard,
  requestAnswer,
  requestIdOf,
  resultsToClaim,
  searchByKeyboard,
  SENASA,
  startFromHome,
  submitSearch,
  t,
  tabTo,
  TODAY,
  verifyIdentity,
} from "./new-authorization-walk";

const KIND = "outpatient-consultation";

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

  await searchByKeyboard(page, {
    kind: KIND,
    sponsor: "ARS Primera",
    sponsorTexts: [t.search.sponsor.verification.FINGERPRINT],
    document: "031-2345678-9",
    name: "Rosa Elena Martínez Gómez",
  });

  const d = t.doctor;
  await tabTo(page, page.getByLabel(d.license));
  await page.keyboard.type("EXQ-4521");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Ana Pérez");
  await page.keyboard.press("Tab");
  await pickByKeyboard(page, "Cardio", /^Cardiología$/);
  await page.keyboard.press("Tab");
  await pickByKeyboard(page, "Dominicana", /Dominicana/);
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
