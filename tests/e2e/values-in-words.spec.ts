import type { APIRequestContext, Page } from "@playwright/test";
import { SERVICE_TYPES } from "../../schemas/entities/service-types";
import { SUPPORT_FILE_TYPE_CATALOGUE, VALUE_CATALOGUES } from "../../schemas/entities/value-catalogues";
import { MATRIX_COLUMN_ORDER } from "../../schemas/requests/agreement-matrix";
import { COST_CENTERS } from "../../sandbox/seed/catalogues";
import { CAUSES } from "../../sandbox/seed/glosas";
import { textsOf } from "../locales";
import { authOf, demoUser, expect, test, type DemoKind } from "./fixtures";

/**
 * Every value in words (issue 19 §3; 000 §1 interface languages): every main screen, walked in
 * English and in Portuguese, shows no raw code (all-caps words joined by underscores like `TAX_ID`,
 * snake_case words like `medical_order`, a service type's code like `CONSULTA EXTERNA`) and no
 * Spanish-only label (a text of `locales/es*` whose en / pt text differs). Real identifiers
 * (invoice numbers, patient ids, authorization codes, file names, e-mails) are allowed. No screen
 * has a native date input in its DOM (issue 19 §6: dates are the DD/MM/YYYY picker).
 */

type Lng = "en" | "pt";

/** Every string of a texts tree, by key path. */
function flatten(tree: unknown, prefix = "", into = new Map<string, string>()): Map<string, string> {
  if (typeof tree === "string") into.set(prefix, tree);
  else if (tree && typeof tree === "object")
    for (const [key, value] of Object.entries(tree)) flatten(value, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

const SPANISH = [flatten(textsOf("es")), flatten(textsOf("es-DO"))];

/**
 * Names a provider or payer gives its own things, shown as given in every language (data, not
 * labels): the cost centres ("Urgencias", "Laboratorio") and the payer's glosa causes
 * ("Pertinencia") of the reference API's seed.
 */
const PROVIDER_NAMES = new Set<string>([
  ...COST_CENTERS.map(([, name]) => name),
  ...CAUSES.flatMap(([, description, cause]) => [description, cause]),
]);

/**
 * The Spanish labels that must not show in `lng`: a text of es or es-DO (without placeholders,
 * at least two words or eight letters) whose `lng` text differs and that is no text of `lng` at all.
 */
function spanishOnly(lng: Lng): Set<string> {
  const target = flatten(textsOf(lng));
  const targetValues = new Set(target.values());
  const only = new Set<string>();
  for (const texts of SPANISH)
    for (const [key, value] of texts) {
      if (PROVIDER_NAMES.has(value)) continue;
      if (value.includes("{{") || value.includes("<")) continue;
      if (!/\s/.test(value.trim()) && value.length < 8) continue;
      if (target.get(key) === value || targetValues.has(value)) continue;
      only.add(value.trim());
    }
  return only;
}

/** all-caps words joined by underscores (`TAX_ID`), snake_case words (`medical_order`). */
const RAW_CODE =
  /(?<![\w.@/-])(?:[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[a-z][a-z0-9]*(?:_[a-z0-9]+)+)(?![\w@/-]|\.[a-z]{2,4}\b)/;
/**
 * Codes that are real identifiers a user types, allowed wherever shown: the agreement matrix's
 * column headers (`AGREEMENT_CODE`, `TAX_ID`: the file's own format, 001 §3).
 */
const IDENTIFIERS = new RegExp(`\\b(?:${MATRIX_COLUMN_ORDER.join("|")})\\b`, "g");
/** Service-type codes (001 §9) whose label is not the code itself. */
const SERVICE_CODES = new Set<string>(SERVICE_TYPES);

/** The value of a key path in a texts tree, if it is a text. */
function textAt(tree: unknown, path: string): string | undefined {
  const value = path
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], tree);
  return typeof value === "string" ? value : undefined;
}

/**
 * Every catalogued value whose label in `lng` is not the value itself (`pgp`, `manual`, `SOPORTES`).
 * Support-file codes (`OM`, `HC`) are the identifiers users know them by, shown beside their names.
 */
function catalogueCodes(lng: Lng): Set<string> {
  const texts = textsOf(lng);
  const codes = new Set<string>();
  for (const catalogue of VALUE_CATALOGUES)
    for (const value of catalogue === SUPPORT_FILE_TYPE_CATALOGUE ? [] : catalogue.values) {
      const label = textAt(texts, `${catalogue.labels}.${value}`);
      if (label !== value) codes.add(value);
    }
  return codes;
}

/** What a screen shows that is a raw code or a Spanish-only label, one line each. */
async function problemsOn(page: Page, lng: Lng, spanish: Set<string>, codes: Set<string>): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent) continue;
      if (parent.closest("script,style,noscript,[hidden],[aria-hidden='true']")) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      out.push(text);
    }
    return out;
  });
  const problems: string[] = [];
  for (const text of texts) {
    const code = RAW_CODE.exec(text.replace(IDENTIFIERS, ""));
    if (code) problems.push(`raw code "${code[0]}" in "${text}"`);
    else if (SERVICE_CODES.has(text) || codes.has(text)) problems.push(`catalogued code "${text}"`);
    else if (spanish.has(text)) problems.push(`Spanish-only label "${text}" in ${lng}`);
  }
  return problems;
}

/** Waits until the screen has settled: no spinner, no skeleton, the network quiet. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await expect(page.locator(".ant-spin-spinning, .ant-skeleton-active")).toHaveCount(0, { timeout: 20_000 });
}

/** Signs `kind` in with the UI language `lng` (the switcher's stored choice, docs/decisions.md). */
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

/** Reads one wire list with a demo user's token. */
async function wire<T>(request: APIRequestContext, kind: DemoKind, path: string): Promise<T> {
  const answer = await request.get(`/api${path}`, { headers: await authOf(request, kind) });
  expect(answer.ok(), path).toBeTruthy();
  return (await answer.json()) as T;
}

/** One stop of a walk: a path, or the first link on the previous screen whose path starts so. */
type Stop = string | { firstLink: string };

/** Visits every stop, collecting what each screen shows wrongly. */
async function walk(page: Page, lng: Lng, stops: Stop[]): Promise<string[]> {
  const spanish = spanishOnly(lng);
  const codes = catalogueCodes(lng);
  const found: string[] = [];
  for (const stop of stops) {
    let path: string;
    if (typeof stop === "string") path = stop;
    else {
      const link = page.locator(`a[href^="${stop.firstLink}"]`).first();
      await expect(link, `a link to ${stop.firstLink}`).toBeVisible();
      path = (await link.getAttribute("href")) ?? "";
    }
    await page.goto(path);
    await settled(page);
    await expect(page.locator("html")).toHaveAttribute("lang", lng);
    for (const problem of await problemsOn(page, lng, spanish, codes)) found.push(`${path}: ${problem}`);
    // Dates one way (issue 19 §6): every date input is the DD/MM/YYYY picker, none the browser's own.
    const nativeDates = await page.locator('input[type="date"], input[type="datetime-local"]').count();
    if (nativeDates > 0) found.push(`${path}: ${nativeDates} native date input(s)`);
  }
  return found;
}

for (const lng of ["en", "pt"] as const) {
  test.describe(`every value in words, in ${lng} (issue 19 §3)`, () => {
    test(`accounts, an account, its supports, agreements, products and supports configuration in ${lng}`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const accounts = await wire<{ content: { id: string }[] }>(
        request,
        "rcm-admin",
        "/rcm/v1/accounts?page=0&size=1&sort=desc&order_by=invoice_amount",
      );
      const account = accounts.content[0].id;
      await signInIn(page, "rcm-admin", lng);
      const stops = [
        "/rcm/home",
        `/rcm/account/${account}`,
        `/rcm/account/${account}?tab=supports`,
        `/rcm/support-administrator/${account}`,
        "/rcm/agreements",
        "/rcm/agreements/configuration?agreementCode=MSER-EVT-2026",
        "/rcm/agreements/configuration?agreementCode=MSER-PGP-2026",
        "/rcm/agreements/configuration/packages?agreementCode=MSER-EVT-2026",
        "/rcm/agreements/supports-configuration?agreementCode=MSER-EVT-2026",
        "/rcm/agreements/audit-rule?agreementCode=MSER-EVT-2026",
        "/rcm/upload-agreement-matrix",
        "/rcm/products-configuration",
        { firstLink: "/rcm/products-configuration/detail" },
      ];
      expect(await walk(page, lng, stops)).toEqual([]);
    });

    test(`glosas, pre-settlements and AI analysis in ${lng}`, async ({ page }) => {
      test.setTimeout(180_000);
      await signInIn(page, "denials-editor", lng);
      const glosas = await walk(page, lng, ["/rcm/glosas-upload", { firstLink: "/rcm/glosa-detail/" }]);
      await page.context().clearCookies();
      await page.evaluate(() => sessionStorage.clear());
      await page.goto("/login");
      await signInIn(page, "rcm-editor", lng);
      const rcm = await walk(page, lng, [
        "/rcm/pre-settlements",
        { firstLink: "/rcm/pre-settlements/" },
        "/rcm/pre-settlements/package-configuration",
        "/rcm/ai-analysis-overview",
        { firstLink: "/rcm/ai-analysis-overview/" },
        "/rcm/ai-analysis-overview?tab=rules",
      ]);
      expect([...glosas, ...rcm]).toEqual([]);
    });

    test(`claims and the v2 area in ${lng}`, async ({ page, browser }) => {
      test.setTimeout(180_000);
      await signInIn(page, "administrator", lng);
      const claims = await walk(page, lng, ["/home"]);
      const v2Page = await (await browser.newContext()).newPage();
      await signInIn(v2Page, "without-claims", lng);
      const v2 = await walk(v2Page, lng, [
        "/v2/home",
        { firstLink: "/v2/authorizations/" },
        "/v2/sponsor-templates",
      ]);
      expect([...claims, ...v2]).toEqual([]);
    });
  });
}
