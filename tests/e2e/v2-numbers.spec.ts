import type { Locator } from "@playwright/test";
import v2Json from "../../locales/es-DO/v2.json" with { type: "json" };
import { expect, signIn, test } from "./fixtures";

/**
 * Numbers are numbers in the v2 sponsor form (issue 19 §7; 001 §5 "a numeric field normalizes on
 * leaving and is blank if not a number"), in Chromium against the reference API, in es-DO: the
 * "Copago" of do-primera's outpatient form (a NUMBER field, an amount: never below 0, its
 * definition allowing no minus) refuses "abc" and "-50", typed or pasted, says why, and what is
 * sent on submit is the number checked (never "abc" nor -50). The answers typed are the form's own
 * tab-scoped entry, gone once the user signs out (docs/decisions.md "The v2 sponsor form's typed
 * answers").
 */
const v = v2Json.v2;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name]));

/** Pastes `text` into a field as the browser would (a paste event with clipboard data). */
async function paste(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData("text/plain", pasted);
    element.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

test.describe("v2 sponsor form numbers (issue 19 §7)", () => {
  test.setTimeout(120_000);

  test('the Copago refuses "abc" and "-50", and only the checked number is sent', async ({ page }) => {
    await signIn(page, "without-claims");
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET") sent.push(request.postData() ?? "");
    });
    await page.goto("/v2/authorizations/V2-2026-000003/new/do-primera/outpatient-care");
    await expect(page.getByRole("heading", { level: 2, name: "Consulta ambulatoria" })).toBeVisible();
    const copago = page.getByRole("textbox", { name: "Copago" });
    const notice = (key: "charRejected" | "pasteCleared" | "negativeRejected") =>
      page.getByText(fill(v.form[key], { field: "Copago" }));

    // Letters never show: each is refused where it is typed, and said.
    await copago.pressSequentially("abc");
    await expect(copago).toHaveValue("");
    await expect(notice("charRejected")).toBeVisible();
    await paste(copago, "abc");
    await expect(copago).toHaveValue("");
    await expect(notice("pasteCleared")).toBeVisible();

    // An amount is never below 0: the minus is refused, typed (and said) or pasted.
    await copago.press("-");
    await expect(copago).toHaveValue("");
    await expect(notice("negativeRejected")).toBeVisible();
    await copago.pressSequentially("50");
    await expect(copago).toHaveValue("50");
    await copago.fill("");
    await paste(copago, "-50");
    await expect(copago).toHaveValue("");
    await expect(notice("pasteCleared")).toBeVisible();

    // A number goes through, normalised on leaving.
    await copago.pressSequentially("1,250.50");
    await copago.press("Tab");
    await expect(copago).toHaveValue("1250.5");

    // The answers are kept in the tab while the form is open (a reload keeps them)…
    const drafts = () =>
      page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("pp.v2.draft:")));
    await expect.poll(drafts).toHaveLength(1);

    const date = page.getByRole("textbox", { name: "Fecha de la consulta" });
    await date.click();
    await date.fill("15/10/2026");
    await date.press("Enter");
    await page.getByLabel(v.form.observation).fill("Copago verificado.");
    const comment = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().includes("/comment"),
    );
    await page.getByRole("button", { name: v.form.submit }).click();
    const body = (await comment).postDataJSON() as { metadata_comment: string };
    const metadata = JSON.parse(body.metadata_comment) as { values: Record<string, unknown> };
    expect(metadata.values.copayment_amount).toBe(1250.5);
    await expect(page).toHaveURL(
      /\/v2\/authorizations\/do-primera\/V2-2026-000003\?detailForm=outpatient-care$/,
    );
    expect(sent.some((data) => /abc|-50/.test(data))).toBe(false);
    // …and forgotten once submitted.
    expect(await drafts()).toEqual([]);
  });

  test("the answers typed are forgotten when the user signs out", async ({ page }) => {
    await signIn(page, "without-claims");
    await page.goto("/v2/authorizations/V2-2026-000003/new/do-primera/outpatient-care");
    const copago = page.getByRole("textbox", { name: "Copago" });
    await copago.pressSequentially("300");
    const drafts = () =>
      page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("pp.v2.draft:")));
    await expect.poll(drafts).toHaveLength(1);
    await page.getByTestId("sign-out").click();
    await expect(page).toHaveURL(/\/login/);
    expect(await drafts()).toEqual([]);
  });
});
