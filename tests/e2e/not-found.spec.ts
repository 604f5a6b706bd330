import type { Page } from "@playwright/test";
import accountJson from "../../locales/es-DO/account.json" with { type: "json" };
import agreementsJson from "../../locales/es-DO/agreements.json" with { type: "json" };
import v2Json from "../../locales/es-DO/v2.json" with { type: "json" };
import { axeScan, expect, signIn, test, text } from "./fixtures";

/**
 * Not found and not allowed, in words (issue 19 §8; docs/decisions.md "Not found and not allowed"):
 * an unknown path shows a not-found page with the way home, a path the role may not open says so
 * where it was asked (no silent redirect), a detail whose id does not exist says "not found", and
 * the redirects 000 §2 names stay (the claims desk's unknown paths go Home). Texts are es-DO's.
 */
const paths = text.paths;

/** Opens a path inside the signed-in app as a typed address or a followed link would. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
}

test.describe("not found and not allowed (issue 19 §8)", () => {
  test("an unknown RCM path shows the not-found page, whose button leads home", async ({ page }) => {
    await signIn(page, "rcm-editor");
    await expect(page).toHaveURL(/\/rcm\/home$/);
    await open(page, "/rcm/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: paths.notFound.title })).toBeVisible();
    await expect(page.getByText(paths.notFound.body)).toBeVisible();
    await expect(page).toHaveURL(/\/rcm\/no-such-page$/);
    expect(await axeScan(page)).toEqual([]);
    await page.getByRole("button", { name: paths.home }).click();
    await expect(page).toHaveURL(/\/rcm\/home$/);
  });

  test("a path the role may not open says so, where it was asked", async ({ page }) => {
    await signIn(page, "authorizer");
    await expect(page).toHaveURL(/\/home$/);
    await open(page, "/settlements");
    await expect(page.getByRole("heading", { level: 1, name: paths.notAllowed.title })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: paths.notAllowed.body })).toBeVisible();
    await expect(page).toHaveURL(/\/settlements$/);
    await open(page, "/rcm/home");
    await expect(page.getByRole("heading", { level: 1, name: paths.notAllowed.title })).toBeVisible();
    await expect(page).toHaveURL(/\/rcm\/home$/);
    expect(await axeScan(page)).toEqual([]);
    await page.getByRole("button", { name: paths.home }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("another area's page says so for an RCM user; /home still leads to the RCM home (000 §2)", async ({
    page,
  }) => {
    await signIn(page, "rcm-viewer");
    await open(page, "/v2/home");
    await expect(page.getByRole("heading", { level: 1, name: paths.notAllowed.title })).toBeVisible();
    await open(page, "/home");
    await expect(page).toHaveURL(/\/rcm\/home$/);
  });

  test("the claims desk keeps 000 §2: unknown paths go Home", async ({ page }) => {
    await signIn(page, "administrator");
    await open(page, "/authorization/no-such-type");
    await expect(page).toHaveURL(/\/home$/);
  });

  test("an authorization id no authorization can have is not found, not 'coming soon'", async ({ page }) => {
    await signIn(page, "administrator");
    await open(page, "/authorizations/abc");
    await expect(page.getByRole("heading", { level: 1, name: paths.notFound.title })).toBeVisible();
    await expect(page.getByText(text.emptyStates.comingSoon.title)).toHaveCount(0);
  });

  test("an agreement code that does not exist says so, without the agreement's sub-pages", async ({
    page,
  }) => {
    await signIn(page, "rcm-editor");
    await open(page, "/rcm/agreements/configuration?agreementCode=NO-SUCH-AGREEMENT");
    await expect(page.getByRole("alert")).toHaveText(
      agreementsJson.agreements.notFound.replace("{{code}}", "NO-SUCH-AGREEMENT"),
    );
    // No links to the sub-pages of an agreement that does not exist, and no form.
    await expect(page.getByRole("link", { name: agreementsJson.agreements.auditRules.link })).toHaveCount(0);
    await expect(page.locator("form")).toHaveCount(0);
  });

  test("an account or charge link with a malformed or unknown id is not found, with the way back", async ({
    page,
  }) => {
    await signIn(page, "rcm-editor");
    for (const path of [
      "/rcm/account/zzz",
      "/rcm/account/00000000-0000-4000-8000-000000000000",
      "/rcm/charge/zzz",
    ]) {
      await open(page, path);
      const notFound = path.includes("/charge/")
        ? accountJson.charge.errors.notFound
        : accountJson.account.errors.notFound;
      await expect(page.getByText(notFound)).toBeVisible();
      await expect(page.getByRole("button", { name: accountJson.account.errors.retry })).toHaveCount(0);
      await expect(page.getByRole("link", { name: accountJson.account.backToList })).toHaveAttribute(
        "href",
        "/rcm/home",
      );
    }
    expect(await axeScan(page)).toEqual([]);
  });

  test("the packages of an agreement code that does not exist say the agreement was not found", async ({
    page,
  }) => {
    await signIn(page, "rcm-editor");
    await open(page, "/rcm/agreements/configuration/packages?agreementCode=NO-SUCH-AGREEMENT");
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: agreementsJson.agreements.notFound.replace("{{code}}", "NO-SUCH-AGREEMENT") }),
    ).toBeVisible();
    await expect(page.getByText(agreementsJson.agreements.packages.loadFailed)).toHaveCount(0);
    await expect(page.locator("form")).toHaveCount(0);
  });

  test("a v2 authorization that does not exist says so, with no retry", async ({ page }) => {
    await signIn(page, "without-claims");
    await open(page, "/v2/authorizations/no-such-sponsor/NO-SUCH-CODE");
    await expect(page.getByRole("alert")).toContainText(v2Json.v2.detail.missing);
    await expect(page.getByRole("button", { name: v2Json.v2.detail.retry })).toHaveCount(0);
  });
});
