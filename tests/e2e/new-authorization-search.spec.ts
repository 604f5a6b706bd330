/**
 * The new authorization's search steps in Chromium against the reference API (issue 20 §1, §2;
 * 000 §2, §4, §5, §7, §8): type → sponsor → search method → search → results → choose → data
 * update → the doctor step, by mouse with axe on every step, by keyboard alone, and on a 4× slower
 * CPU; a search answered ERROR shows the search-failed alert; a reload while the search runs
 * polls the same search again and never POSTs a second one. The demo families are those of
 * sandbox/README.md "The claims desk".
 */
import type { Page } from "@playwright/test";
import { axeScan, expect, signIn, test, text } from "./fixtures";
import { searchByKeyboard, stepHeading, tabTo } from "./new-authorization-walk";

interface SearchTexts {
  sponsor: Record<string, string>;
  method: Record<string, string>;
  beneficiary: Record<string, string>;
  beneficiaryData: Record<string, string> & { contact: { fields: Record<string, string> } };
}
const t = (
  text as unknown as {
    newAuthorization: {
      next: string;
      kinds: Record<string, string>;
      type: { label: string };
      steps: Record<string, string>;
      stepHeading: string;
      search: SearchTexts;
    };
  }
).newAuthorization;
const s = t.search;
const KEY = "pp.flow:new-authorization:new";
const SEARCH_POST = /\/api\/beneficiary-lookup\/v1\/sponsors\/[^/]+\/search$/;

/** The search POSTs the page sends, counted as they leave. */
function countSearchPosts(page: Page): { count: number } {
  const posts = { count: 0 };
  page.on("request", (request) => {
    if (request.method() === "POST" && SEARCH_POST.test(new URL(request.url()).pathname)) posts.count += 1;
  });
  return posts;
}

async function expectNoSeriousViolation(page: Page): Promise<void> {
  expect(await axeScan(page)).toEqual([]);
}

interface Walk {
  sponsor: string;
  document: string;
  choose: string;
  /** Email and phone to type where the beneficiary's data must be updated. */
  update?: { email: string; phone: string };
  axe?: boolean;
}

/** From /authorization/new to the doctor step by mouse, as a receptionist does. */
async function walkByMouse(page: Page, walk: Walk): Promise<void> {
  await page.goto("/authorization/new");
  const kinds = page.getByRole("radiogroup", { name: t.type.label });
  await expect(kinds).toBeVisible();
  if (walk.axe) await expectNoSeriousViolation(page);
  await kinds.getByRole("radio", { name: t.kinds["outpatient-consultation"] }).check();
  await page.getByRole("button", { name: t.next }).click();
  await expect(page).toHaveURL(
    /\/authorization\/outpatient-care\?kind=outpatient-consultation&step=sponsor$/,
  );

  await page
    .getByRole("radiogroup", { name: s.sponsor.label })
    .getByRole("radio", { name: walk.sponsor })
    .check();
  const covered = s.sponsor.coverageEnabled
    .replace("{{sponsor}}", walk.sponsor)
    .replace("{{kind}}", t.kinds["outpatient-consultation"]);
  await expect(page.getByText(covered)).toBeVisible();
  await expect(page.getByRole("heading", { name: stepHeading("sponsor", 2) })).toBeVisible();
  if (walk.axe) await expectNoSeriousViolation(page);
  await page.getByRole("button", { name: t.next }).click();

  await expect(page).toHaveURL(/step=search-method$/);
  const methods = page.getByRole("radiogroup", { name: s.method.label });
  await methods.getByRole("radio").first().check();
  if (walk.axe) await expectNoSeriousViolation(page);
  await page.getByRole("button", { name: t.next }).click();

  await expect(page).toHaveURL(/step=beneficiary$/);
  await page.getByRole("radio", { name: "Cédula de identidad" }).check();
  await page.getByLabel("Número de documento").fill(walk.document);
  await page.getByRole("button", { name: s.beneficiary.search }).click();
  const results = page.getByRole("table", { name: s.beneficiary.results });
  await expect(results).toBeVisible();
  if (walk.axe) await expectNoSeriousViolation(page);
  await results
    .getByRole("radio", { name: s.beneficiary.chooseOne.replace("{{name}}", walk.choose) })
    .check();
  await page.getByRole("button", { name: t.next }).click();

  await expect(page).toHaveURL(/step=beneficiary-data$/);
  await expect(page.getByText(walk.choose).first()).toBeVisible();
  if (walk.update) {
    await page.getByRole("button", { name: t.next }).click();
    await expect(page.getByText(s.beneficiaryData.updateRequired).first()).toBeVisible();
    await expect(page).toHaveURL(/step=beneficiary-data$/);
    if (walk.axe) await expectNoSeriousViolation(page);
    await page.getByLabel(s.beneficiaryData.contact.fields.email).fill(walk.update.email);
    await page.getByLabel(s.beneficiaryData.contact.fields.phone).fill(walk.update.phone);
    await page.getByRole("button", { name: s.beneficiaryData.save }).click();
    await expect(page.getByText(s.beneficiaryData.updated)).toBeVisible();
  } else if (walk.axe) await expectNoSeriousViolation(page);
  await page.getByRole("button", { name: t.next }).click();

  await expect(page).toHaveURL(/\/authorization\/outpatient-care\?kind=outpatient-consultation&step=doctor$/);
  await expect(page.getByRole("heading", { name: stepHeading("doctor", 6) })).toBeVisible();
}

test.describe("new authorization: the search steps (issue 20 §1, §2)", () => {
  test("type → sponsor → method → search → results → choose → data update → doctor, one search POST, axe on every step", async ({
    page,
  }) => {
    await signIn(page, "administrator");
    const posts = countSearchPosts(page);
    await walkByMouse(page, {
      sponsor: "ARS Universal",
      document: "001-7654321-0",
      choose: "María Altagracia Santos de Pérez",
      update: { email: "maria.santos@correo.example.do", phone: "8095550199" },
      axe: true,
    });
    expect(posts.count).toBe(1);
    // The draft: ids and choices only, never what was typed or read.
    const draft = (await page.evaluate((key) => sessionStorage.getItem(key), KEY)) ?? "";
    expect(draft).toContain('"sponsorSlug":"do-universal"');
    expect(draft).toContain('"beneficiaryReady":true');
    expect(draft).not.toMatch(/001-7654321-0|María|maria\.santos|8095550199/);
  });

  test("a search answered ERROR shows the search-failed alert", async ({ page }) => {
    await signIn(page, "authorizer");
    await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
      KEY,
      JSON.stringify({
        kind: "outpatient-consultation",
        sponsorSlug: "do-senasa",
        searchFormSlug: "identity-document",
      }),
    ] as const);
    await page.goto("/authorization/outpatient-care?kind=outpatient-consultation&step=beneficiary");
    await page.getByRole("radio", { name: "Cédula de identidad" }).check();
    await page.getByLabel("Número de documento").fill("000-0000000-0");
    await page.getByRole("button", { name: s.beneficiary.search }).click();
    await expect(page.getByRole("alert").filter({ hasText: s.beneficiary.failed })).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
  });

  test("a reload while the search runs polls the same search again, never a second POST", async ({
    page,
  }) => {
    await signIn(page, "authorizer");
    await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
      KEY,
      JSON.stringify({
        kind: "outpatient-consultation",
        sponsorSlug: "do-senasa",
        searchFormSlug: "identity-document",
      }),
    ] as const);
    await page.goto("/authorization/outpatient-care?kind=outpatient-consultation&step=beneficiary");
    const posts = countSearchPosts(page);
    // The first poll is held: the page is reloaded while the search runs.
    let held = true;
    let polled = () => undefined as void;
    const firstPoll = new Promise<void>((resolve) => (polled = resolve));
    await page.route(/\/api\/beneficiary-lookup\/v1\/searches\/[^/]+$/, async (route) => {
      if (held) {
        held = false;
        polled();
        return; // never answered: the reload leaves it behind
      }
      await route.continue();
    });
    await page.getByRole("radio", { name: "Cédula de identidad" }).check();
    await page.getByLabel("Número de documento").fill("047-4567890-1");
    await page.getByRole("button", { name: s.beneficiary.search }).click();
    await expect(page.getByText(s.beneficiary.searching)).toBeVisible();
    await firstPoll;
    expect((await page.evaluate((key) => sessionStorage.getItem(key), KEY)) ?? "").toContain(
      "searchLocation",
    );
    await page.reload();
    await expect(page).toHaveURL(/step=beneficiary$/);
    await expect(page.getByRole("table", { name: s.beneficiary.results })).toBeVisible();
    await expect(page.getByText("Yolanda Mercedes Jiménez Castillo")).toBeVisible();
    expect(posts.count).toBe(1);
  });

  test("by keyboard alone, from the type to the doctor step", async ({ page }) => {
    await signIn(page, "authorizer");
    await page.goto("/authorization/new");
    const next = page.getByRole("button", { name: t.next });
    const kinds = page.getByRole("radio", { name: t.kinds["outpatient-consultation"] });
    await tabTo(page, page.getByRole("radio").first());
    await page.keyboard.press("Space");
    // Outpatient consultation is the first kind: it is chosen; Tab reaches Next.
    await expect(kinds).toBeChecked();
    await tabTo(page, next);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/step=sponsor$/);

    await searchByKeyboard(page, {
      kind: "outpatient-consultation",
      sponsor: "SeNaSa",
      document: "047-4567890-1",
      name: "Yolanda Mercedes Jiménez Castillo",
    });
  });

  test("on a 4× slower CPU the same path reaches the doctor step", async ({ page }) => {
    await signIn(page, "administrator");
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const posts = countSearchPosts(page);
    await walkByMouse(page, {
      sponsor: "ARS Humano",
      document: "223-3456789-0",
      choose: "Carlos Manuel Fernández Ureña",
      update: { email: "carlos.fernandez@correo.example.do", phone: "8095550177" },
    });
    expect(posts.count).toBe(1);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  });
});
