import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import texts from "../../locales/es-DO/pre-settlements-br.json" with { type: "json" };
import { routeWeight } from "../bench/route-weight";
import { axeScan, demoUser, expect, signIn, submitSignIn, test, type DemoKind, tokenOf } from "./fixtures";

/**
 * The Brazil dispatch panel end to end (issue 9 §2, §4; 001 §2 "pre-settlements-br",
 * "pre-settlements-br-credentials", §3, §5, §7, §8): the panel's counts match its list (all, and
 * under the send-error filter, rows counted in the table); a record's responses show translated
 * texts; an editor of hospital-sao-lucas-br saves ORIZON credentials, sees them and their log entry,
 * and the password is nowhere in the browser's storage; axe finds nothing serious or critical on
 * the panel (with its responses open) and the credentials page; chart.js loads with the panel and
 * never with /login or /rcm/home. Texts are the default locale's (es-DO).
 */
const br = texts.preSettlementsBr;
const distDir = path.resolve(import.meta.dirname, "../..", process.env.E2E_DIST ?? "dist");

async function apiGet<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const answer = await request.get(`/api${url}`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok(), url).toBeTruthy();
  return (await answer.json()) as T;
}

/** The figure the count panel shows for `key` (all, success, error). */
async function shownCount(page: import("@playwright/test").Page, key: string): Promise<number> {
  const figure = page.getByTestId("br-counts").locator(`[data-figure="${key}"]`);
  await expect(figure).toBeVisible({ timeout: 20_000 });
  return Number(await figure.getAttribute("data-count"));
}

test.describe("Brazil dispatch panel (issue 9 §2)", () => {
  test("the panel's counts match its list", async ({ page, request }) => {
    test.setTimeout(120_000);
    const token = await tokenOf(request, "rcm-consultant");
    const all = await apiGet<{ total_elements: number }>(
      request,
      token,
      "/rcm/v1/accounts/sent-accounts-statuses",
    );
    await signIn(page, "rcm-consultant");

    await page.goto("/rcm/pre-settlements-br");
    await expect(page.getByRole("table")).toBeVisible({ timeout: 30_000 });
    expect(await shownCount(page, "all")).toBe(all.total_elements);
    const sent = await shownCount(page, "success");
    const failed = await shownCount(page, "error");
    expect(sent + failed).toBe(all.total_elements);
    await expect(page.getByTestId("br-count-chart")).toBeVisible();

    // Under the send-error filter, every row of the list (one page of 100) against the counts.
    await page.goto("/rcm/pre-settlements-br?statuses=SEND_ERROR&size=100");
    const table = page.getByRole("table");
    await expect(table).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => shownCount(page, "all"), { timeout: 20_000 }).toBe(failed);
    expect(failed).toBeGreaterThan(0);
    expect(failed).toBeLessThanOrEqual(100);
    await expect(table.locator("tbody tr.ant-table-row")).toHaveCount(failed, { timeout: 20_000 });
    expect(await shownCount(page, "success")).toBe(0);

    // A record's responses, translated (001 §8); axe with the drawer open and on the panel.
    const first = table.locator("tbody tr.ant-table-row").first().getByRole("button");
    await first.click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    const responses = drawer.getByTestId("br-response");
    await expect(responses.first()).toBeVisible({ timeout: 20_000 });
    const shown = await responses.allTextContents();
    for (const text of shown) expect(text).not.toMatch(/^[A-Z_]+$/);
    expect(await axeScan(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    expect(await axeScan(page)).toEqual([]);
  });

  test("an editor saves ORIZON credentials; the password stays out of the browser", async ({ page }) => {
    test.setTimeout(120_000);
    const secret = "Orizon#E2E-4417";
    // The raw answers of the provider keys and their log (issue 18 §10: masked by the server).
    const answers: Promise<string>[] = [];
    page.on("response", (response) => {
      if (/\/provider-keys-configuration(-log)?(\?|$)/.test(new URL(response.url()).pathname + "?"))
        answers.push(response.text().catch(() => ""));
    });
    await signIn(page, "rcm-editor-br");
    await page.goto("/rcm/pre-settlements-br-credentials");
    const c = br.credentials;
    await expect(page.getByRole("button", { name: c.create })).toBeVisible({ timeout: 30_000 });
    // Every field required, refused before the network.
    await page.getByRole("button", { name: c.create }).click();
    await expect(page.getByRole("alert").filter({ hasText: c.required })).toBeVisible();

    await page.getByLabel(c.workerType).selectOption("ORIZON");
    await page.getByLabel(c.username, { exact: true }).fill("hsl.orizon");
    await page.getByLabel(c.password, { exact: true }).fill(secret);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/provider-keys-configuration") && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: c.create }).click();
    expect((await saved).status()).toBe(201);
    await expect(page.getByLabel(c.password, { exact: true })).toHaveValue("");
    await expect(page.getByTestId("br-credentials")).toContainText("ORIZON");
    // Provider keys are secrets (issue 8 §3): the username shows masked, in the list and in the log.
    await expect(page.getByTestId("br-credentials")).toContainText("hs••••••••");
    await expect(page.getByTestId("br-credentials")).not.toContainText("hsl.orizon");
    await expect(page.getByRole("table").getByText(c.actions.CREATED).first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole("table")).not.toContainText("hsl.orizon");
    // Masked by the reference API itself: no answer the browser received holds the username.
    const bodies = await Promise.all(answers);
    expect(bodies.some((body) => body.includes("hs••••••••"))).toBe(true);
    for (const body of bodies) expect(body).not.toContain("hsl.orizon");

    const kept = await page.evaluate(() =>
      [
        ...Object.keys(localStorage).map((k) => `${k}=${localStorage.getItem(k)}`),
        ...Object.keys(sessionStorage).map((k) => `${k}=${sessionStorage.getItem(k)}`),
        document.cookie,
        location.href,
        document.body.innerHTML,
      ].join("\n"),
    );
    expect(kept).not.toContain(secret);
    expect(await axeScan(page)).toEqual([]);
  });

  test("chart.js loads with the panel only, never with /login or /rcm/home", async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const assets = path.join(distDir, "assets");
    const chartFiles = fs
      .readdirSync(assets)
      .filter(
        (f) => f.endsWith(".js") && fs.readFileSync(path.join(assets, f), "utf8").includes("maxBarThickness"),
      )
      .map((f) => `/assets/${f}`);
    expect(chartFiles.length, "the chart chunk of the build").toBeGreaterThan(0);
    const signInAs = (kind: DemoKind) => async (page: import("@playwright/test").Page) => {
      const user = demoUser(kind);
      await submitSignIn(page, user.username, user.password);
      await page.waitForURL((url) => !url.pathname.endsWith("/login"));
    };
    const login = await routeWeight(browser, `${baseURL}/login`, distDir);
    const home = await routeWeight(browser, `${baseURL}/rcm/home`, distDir, signInAs("rcm-editor"));
    // The panel: every script it fetched until its chart is drawn.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await signInAs("rcm-consultant")(page);
    const panelFiles = new Set<string>();
    page.on("response", (response) => {
      const pathname = new URL(response.url()).pathname;
      if (pathname.endsWith(".js")) panelFiles.add(pathname);
    });
    await page.goto("/rcm/pre-settlements-br");
    await expect(page.getByTestId("br-count-chart")).toBeVisible({ timeout: 30_000 });
    await context.close();
    for (const file of chartFiles) {
      expect(login.files).not.toContain(file);
      expect(home.files).not.toContain(file);
    }
    expect(chartFiles.some((f) => panelFiles.has(f))).toBe(true);
    console.log(`route weight (gzip JS): /login ${login.jsGzipBytes} B, /rcm/home ${home.jsGzipBytes} B`);
  });
});
