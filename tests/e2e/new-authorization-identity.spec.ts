/**
 * The new authorization's identity step in Chromium (issue 20 §4; 000 §2, §4, §8, §9), reached
 * alone by writing the flow's draft (ids and choices) into sessionStorage, with the reference API's
 * simulated device agent (tests/e2e/device-agent.ts): a fingerprint sponsor (do-universal)
 * verifies; each device failure mode shows its 000 §8 text and can be tried again; a hung agent is
 * abandoned after 15 s with 'Request timed out' (the page's clock fast-forwarded); a sponsor that
 * requires nothing (do-senasa) passes with no capture and no reading; a face sponsor (do-humano)
 * verifies a photo through arc v2; a reload keeps the verdict; axe finds no serious or critical
 * violation.
 */
import type { Page } from "@playwright/test";
import { demoFamilyRows } from "../../sandbox/seed/beneficiary-families";
import { setDeviceMode, useDeviceAgent } from "./device-agent";
import { axeScan, expect, signIn, test, text } from "./fixtures";

const t = (text as unknown as { newAuthorization: NewAuthorizationTexts }).newAuthorization;

interface NewAuthorizationTexts {
  next: string;
  identity: {
    notRequired: string;
    verified: string;
    tryAgain: string;
    fingerprint: { capture: string; failed: string };
    face: { choose: string };
    device: Record<string, string>;
  };
}

/** The demo family holder of a sponsor (sandbox/seed/beneficiary-families.ts). */
function holderOf(sponsor: string): number {
  const row = demoFamilyRows().find((r) => r.sponsor_slug === sponsor && r.owner === true);
  if (!row) throw new Error(`no demo family of ${sponsor}`);
  return Number(row.id);
}

/** Signs in, writes the draft of a flow completed up to the doctor step, opens the identity step. */
async function openIdentityStep(page: Page, sponsor: string): Promise<void> {
  await useDeviceAgent(page);
  await signIn(page, "authorizer");
  const draft = {
    kind: "outpatient-consultation",
    sponsorSlug: sponsor,
    searchFormSlug: "by-document",
    beneficiaryId: holderOf(sponsor),
    beneficiaryReady: true,
    clinicalComplete: true,
  };
  await page.evaluate(
    (value) => sessionStorage.setItem("pp.flow:new-authorization:new", value),
    JSON.stringify(draft),
  );
  await page.goto("/authorization/outpatient-care?kind=outpatient-consultation&step=identity");
  await expect(page.locator('[data-flow-step="identity"]')).toBeVisible();
}

/** axe's serious and critical violations, the pointer moved off the buttons (a hover is no state of the page). */
async function violations(page: Page) {
  await page.mouse.move(0, 0);
  return axeScan(page);
}

/** The biometric readings the page sent. */
function countReadings(page: Page): { readonly count: number } {
  const seen = { count: 0 };
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/biometric-reading")) seen.count += 1;
  });
  return seen;
}

test.describe.configure({ mode: "serial" });

test("a fingerprint sponsor: capture, verified, Next leads on; a reload keeps the verdict", async ({
  page,
}) => {
  await setDeviceMode(page, "success");
  const readings = countReadings(page);
  await openIdentityStep(page, "do-universal");
  const capture = page.getByRole("button", { name: t.identity.fingerprint.capture });
  await capture.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: t.identity.verified })).toBeVisible();
  expect(readings.count).toBe(1);
  expect(await violations(page)).toEqual([]);

  await page.reload();
  await expect(page.getByText(t.identity.verified)).toBeVisible();
  expect(readings.count).toBe(1);
  await page.getByRole("button", { name: t.next }).click();
  await expect(page).toHaveURL(/step=authorization/);
  const draft = await page.evaluate(() => sessionStorage.getItem("pp.flow:new-authorization:new") ?? "");
  expect(JSON.parse(draft)).toMatchObject({ verificationStatus: "VERIFICATION_SUCCESS" });
  expect(JSON.parse(draft).biometricReadingId).toMatch(/^[0-9a-f-]{36}$/);
});

for (const [mode, key] of [
  ["no-finger", "noFinger"],
  ["not-initialized", "notInitialized"],
  ["already-started", "alreadyStarted"],
  ["stopped", "stopped"],
  ["error", "unknown"],
  ["mismatch", null],
] as const) {
  test(`device mode ${mode}: its text, then Try again verifies`, async ({ page }) => {
    await setDeviceMode(page, mode);
    await openIdentityStep(page, "do-universal");
    await page.getByRole("button", { name: t.identity.fingerprint.capture }).click();
    const alert = page
      .getByRole("alert")
      .filter({ hasText: key ? t.identity.device[key] : t.identity.fingerprint.failed });
    await expect(alert).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await setDeviceMode(page, "success");
    await expect(page.getByRole("button", { name: t.identity.tryAgain })).toBeFocused();
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: t.identity.fingerprint.capture }).click();
    await expect(page.getByText(t.identity.verified)).toBeVisible();
  });
}

test("a hung agent: abandoned after 15 s with 'Request timed out', then tried again", async ({ page }) => {
  await setDeviceMode(page, "hang");
  await page.clock.install();
  await openIdentityStep(page, "do-universal");
  await page.getByRole("button", { name: t.identity.fingerprint.capture }).click();
  await page.clock.runFor(14_000);
  await expect(page.getByText(t.identity.device.timedOut)).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(page.getByRole("alert").filter({ hasText: t.identity.device.timedOut })).toBeVisible();
  await setDeviceMode(page, "success");
  await page.getByRole("button", { name: t.identity.tryAgain }).click();
  await page.getByRole("button", { name: t.identity.fingerprint.capture }).click();
  await expect(page.getByText(t.identity.verified)).toBeVisible();
});

test("the agent not running: 'not installed or not responding'", async ({ page }) => {
  await page.route("**/devices/capture", (route) => route.abort("connectionrefused"));
  await openIdentityStep(page, "do-universal");
  await page.getByRole("button", { name: t.identity.fingerprint.capture }).click();
  await expect(page.getByRole("alert").filter({ hasText: t.identity.device.agentUnavailable })).toBeVisible();
});

test("a sponsor that requires nothing (do-senasa): not required, no capture, no reading, Next", async ({
  page,
}) => {
  const readings = countReadings(page);
  const captures: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/devices/capture")) captures.push(r.url());
  });
  await openIdentityStep(page, "do-senasa");
  await expect(page.getByRole("status").filter({ hasText: t.identity.notRequired })).toBeVisible();
  await expect(page.getByRole("button", { name: t.identity.fingerprint.capture })).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
  await page.getByRole("button", { name: t.next }).click();
  await expect(page).toHaveURL(/step=authorization/);
  expect(readings.count).toBe(0);
  expect(captures).toEqual([]);
});

test("a face sponsor (do-humano): a photo from a file verifies through arc v2", async ({ page }) => {
  const readings: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes("/biometric-reading"))
      readings.push(new URL(r.url()).pathname);
  });
  await openIdentityStep(page, "do-humano");
  const photo = page.getByLabel(t.identity.face.choose);
  await expect(photo).toHaveAttribute("capture", "user");
  expect(await violations(page)).toEqual([]);
  // A tiny JPEG (the start of a JFIF file): the reference API verifies any PNG or JPEG.
  const jpeg = Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
  ]);
  await photo.setInputFiles({ name: "face.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await expect(page.getByRole("status").filter({ hasText: t.identity.verified })).toBeVisible();
  expect(readings).toEqual(["/api/arc/v2/providers/clinica-central-do/biometric-reading"]);
});
