import type { Page } from "@playwright/test";
import { textsOf } from "../locales";
import { demoUser, expect, test, type DemoKind } from "./fixtures";

/**
 * Every message in the user's language (issue 19 §4; 000 §1, §8): a glosa link of the wrong shape
 * is "not found" in words, never "id must be a UUID"; a v2 form route naming no form of the sponsor
 * says so in words, never the builder's English; a glosa TXT without its columns says what is wrong
 * once, naming the columns as the user sees them, with no size warning for a tiny file; the portal
 * asks the reference API in the UI language.
 */

type Lng = "es-DO" | "en" | "pt";

/** Signs `kind` in with the UI language `lng` (the switcher's stored choice). */
async function signInIn(page: Page, kind: DemoKind, lng: Lng): Promise<void> {
  await page.addInitScript((choice) => localStorage.setItem("pp.locale", choice), lng);
  const texts = textsOf(lng);
  const user = demoUser(kind);
  await page.goto("/login");
  await page.getByLabel(texts.auth.login.username).fill(user.username);
  await page.getByLabel(texts.auth.login.password, { exact: true }).fill(user.password);
  await page.getByRole("button", { name: texts.auth.login.submit }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

type GlosaTexts = {
  glosas: {
    detail: { notFound: string };
    errors: Record<string, string>;
    upload: { missingColumns: string };
  };
  resources: { glosas: { fields: Record<string, string> } };
};

for (const lng of ["es-DO", "en", "pt"] as const) {
  test(`a malformed glosa link is "not found" in words, in ${lng} (issue 19 §4)`, async ({
    page,
    request,
  }) => {
    const texts = textsOf(lng) as unknown as GlosaTexts;
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/rcm/")) asked.push(request.headers()["accept-language"] ?? "");
    });
    await signInIn(page, "denials-editor", lng);
    await page.goto("/rcm/glosa-detail/zzz");
    await expect(page.getByRole("alert").filter({ hasText: texts.glosas.detail.notFound })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(/UUID/)).toHaveCount(0);
    // The portal asks the reference API in the UI language, es-DO under the branded theme (000 §7).
    const { theme } = (await (await request.get("/config.json")).json()) as { theme: string };
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked)).toEqual(new Set([theme === "branded" ? "es-DO" : lng]));
  });
}

test("a v2 form route naming no form of the sponsor says so in words (issue 19 §4)", async ({ page }) => {
  const v2 = textsOf("pt") as unknown as { v2: { form: { notFound: string } } };
  await signInIn(page, "without-claims", "pt");
  await page.goto("/v2/authorizations/V2-2026-000001/new/do-universal/no-such-form");
  await expect(page.getByRole("alert").filter({ hasText: v2.v2.form.notFound })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(/No authorization form definition/)).toHaveCount(0);
});

test("a 100-byte glosa TXT without its columns says what is wrong once, in the user's words (issue 19 §4)", async ({
  page,
}) => {
  const texts = textsOf("es-DO") as unknown as GlosaTexts;
  await signInIn(page, "denials-editor", "es-DO");
  await page.goto("/rcm/glosas-upload");
  const content = "factura;pagador;valor\nFE-1;EPS Sura;100\n".padEnd(100, " ");
  await page
    .locator("input[type=file]")
    .setInputFiles({ name: "glosas.txt", mimeType: "text/plain", buffer: Buffer.from(content) });
  const fields = texts.resources.glosas.fields;
  const missing = texts.glosas.upload.missingColumns.replace(
    "{{columns}}",
    [fields.glossNotificationDate, fields.glossedAmount].join(", "),
  );
  const alert = page.getByRole("alert").filter({ hasText: missing });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  const shown = await alert.innerText();
  // The format sentence once, the columns by their labels, nothing about 5 MB, no wire keys.
  const format = texts.glosas.errors.GLOSA_INVALID_FORMAT;
  expect(shown.split(format).length - 1).toBe(1);
  expect(shown).not.toContain("5 MB");
  expect(shown).not.toMatch(/glossNotificationDate|glossedAmount|missing columns/);
  await expect(page.getByText("5 MB", { exact: false }).filter({ hasNotText: /PDF/ })).toHaveCount(0);
});
