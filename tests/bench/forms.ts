/**
 * Form figures of `npm run bench`, in headless Chromium against the reference API (measures, never
 * asserts):
 * - `forms.agreementConfiguration.{fields, firstRenderMs, keystrokeP95Ms}` (issue 8 §6): the
 *   agreement configuration form (schemas/forms/agreement-configuration.ts) opened from the
 *   agreement list by the RCM editor;
 * - `v2Form.{fields, buildMs, firstRenderMs, coldRenderMs, keystrokeP95Ms}` (issue 10 §5): a 120-field sponsor
 *   definition, served in place of the sponsor's own (the page's call to
 *   `GET /arc/v1/sponsors/{sponsor}/authorization-forms` is answered by the bench), opened by the
 *   user without claims.
 * `firstRenderMs`: from the client-side navigation to the form (a click, or the router's history
 * change) to its last field shown with its value, median of `runs`, each in a fresh browser
 * context (code not cached). The agreement form's is in the page's clock (paint-probe.ts): from
 * the link's click as the page sees it to the frame after the form shows the agreement's code,
 * so the driver's click (90–150 ms before the page sees it) and its polling are not in it. For the v2 form, whose target (issue 10 §5: "builds and first
 * renders under 200 ms") is about the definition's size, the figures are of the second visit in
 * the context, opened from the home list once its rows show (the form's code already loaded; the
 * authorization and the definition asked again, built and rendered): `firstRenderMs` until the first field is shown (the form on screen and
 * usable; a long form renders its first fields, then the rest in a transition:
 * src/components/resource-form/templates/field-templates.tsx), `completeRenderMs` until the last
 * of the 120 is; `coldRenderMs` is the first visit until the last field, code download included. `keystrokeP95Ms`: for each of 40 keys typed into a text field, from
 * the key's `keydown` to after the next frame (the input handled, React's render committed and
 * painted), the 95th percentile over the runs. `buildMs` (v2): the pure builder
 * (schemas/authorization-form/build.ts) on the 120-field definition, median of 50 calls in Node.
 */
import type { Browser, Page } from "@playwright/test";
import { buildAuthorizationForm } from "../../schemas/authorization-form/build";
import type { AuthorizationFormDefinition } from "../../schemas/authorization-form/definition";
import agreementTexts from "../../locales/es-DO/agreements.json" with { type: "json" };
import { demoUser, fillSignIn, pressSignIn, type DemoKind } from "../e2e/fixtures";
import { percentile } from "./bench-helpers";
import { installPaintProbe, submitToShownMs } from "./paint-probe";

/** The figures of one form. */
export interface FormFigures {
  /** Fields the form shows (antd form items). */
  fields: number;
  /** Median, ms. */
  firstRenderMs: number;
  /** 95th percentile of keydown → next frame, ms. */
  keystrokeP95Ms: number;
  /** Keys measured. */
  keystrokes: number;
}

/** Options of the form measurements. */
export interface FormBenchOptions {
  browser: Browser;
  /** Origin of the portal served by the reference API, e.g. `http://127.0.0.1:4320`. */
  base: string;
  /** Runs (fresh contexts) to take the median of; default 5. */
  runs?: number;
}

const KEYS = "0123456789".repeat(4);

/** Records, in the page, keydown → after the next frame for every key (window.__keystrokes, ms). */
async function installKeystrokeProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { __keystrokes: number[] }).__keystrokes = seen;
    document.addEventListener(
      "keydown",
      () => {
        const started = performance.now();
        requestAnimationFrame(() => setTimeout(() => seen.push(performance.now() - started), 0));
      },
      true,
    );
  });
}

async function keystrokes(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __keystrokes: number[] }).__keystrokes.splice(0));
}

async function signedInPage(browser: Browser, base: string, kind: DemoKind): Promise<Page> {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await installKeystrokeProbe(page);
  const user = demoUser(kind);
  await fillSignIn(page, user.username, user.password);
  await pressSignIn(page);
  await page.waitForURL((url) => !url.pathname.endsWith("/login"), { timeout: 60_000 });
  return page;
}

/** Types {@link KEYS} into `field` as a person would and returns the per-key times. */
async function typeAndMeasure(page: Page, selector: string): Promise<number[]> {
  const field = page.locator(selector);
  await field.click();
  await keystrokes(page);
  await field.pressSequentially(KEYS, { delay: 60 });
  await page.waitForTimeout(200);
  return keystrokes(page);
}

/**
 * The agreement configuration form (issue 8 §6): opened from the agreement list by its code link;
 * keys typed into the tax identification number.
 * @throws Error when the list or the form does not show within 60 s.
 */
export async function measureAgreementConfigurationForm(opts: FormBenchOptions): Promise<FormFigures> {
  const renders: number[] = [];
  const keys: number[] = [];
  let fields = 0;
  const code = "COMP-PGP-2026";
  for (let run = 0; run < (opts.runs ?? 5); run++) {
    const page = await signedInPage(opts.browser, opts.base, "rcm-editor");
    try {
      // In the page's clock, from the link's click as the page sees it to the frame after the
      // form shows the agreement (paint-probe.ts; the driver's click and polling are not in it).
      await installPaintProbe(page, `.pp-resource-form input[value="${code}"]`, "click");
      await page.goto("/rcm/agreements");
      const link = page.getByRole("link", {
        name: agreementTexts.agreements.configure.replace("{{code}}", code),
      });
      await link.waitFor({ state: "visible", timeout: 60_000 });
      await link.click();
      renders.push(await submitToShownMs(page));
      const taxId = page.getByLabel(agreementTexts.resources.agreements.fields.taxIdentificationNumber);
      await page
        .getByLabel(agreementTexts.resources.agreements.fields.agreementCode)
        .and(page.locator(`[value="${code}"]`))
        .waitFor({ state: "visible", timeout: 60_000 });
      await taxId.waitFor({ state: "visible" });
      fields = await page.locator(".pp-resource-form .pp-field").count();
      const id = await taxId.getAttribute("id");
      keys.push(...(await typeAndMeasure(page, `[id="${id}"]`)));
    } finally {
      await page.context().close();
    }
  }
  return {
    fields,
    firstRenderMs: percentile(renders, 50),
    keystrokeP95Ms: percentile(keys, 95),
    keystrokes: keys.length,
  };
}

/** A sponsor definition of `count` fields in one group (one step), every field type but files. */
export function benchDefinition(count: number): AuthorizationFormDefinition {
  const types = ["TEXT", "TEXT", "TEXT", "NUMBER", "TEXT_AREA", "SELECT", "DATE", "CHECKBOX"] as const;
  return {
    formSlug: "bench-form",
    fallbackName: "Bench form",
    authorizationCoverage: null,
    fields: Array.from({ length: count }, (_, index) => {
      const type = types[index % types.length];
      return {
        id: index + 1,
        slug: `field_${index + 1}`,
        type,
        label: `Field ${index + 1}`,
        groupName: "Bench",
        showOrder: index + 1,
        maxLength: type === "TEXT" ? 60 : null,
        pattern: type === "TEXT" && index % 3 === 0 ? "^[0-9A-Za-z ]*$" : null,
        required: index % 10 === 0,
        options:
          type === "SELECT"
            ? [
                { value: "A", label: "Option A" },
                { value: "B", label: "Option B" },
              ]
            : null,
      };
    }),
  };
}

/** The wire (snake_case) form of a definition, as the reference API answers it. */
function wire(definition: AuthorizationFormDefinition) {
  return {
    form_slug: definition.formSlug,
    fallback_name: definition.fallbackName,
    authorization_coverage: definition.authorizationCoverage,
    fields: definition.fields.map((field) => ({
      id: field.id,
      slug: field.slug,
      type: field.type,
      label: field.label,
      group_name: field.groupName,
      show_order: field.showOrder,
      max_length: field.maxLength,
      pattern: field.pattern,
      required: field.required,
      options: field.options,
    })),
  };
}

/** A client-side navigation, as a link in the portal makes. */
async function navigate(page: Page, to: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState({}, "", path);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, to);
}

/**
 * Navigates (client-side) and times, in the page's own clock, when each element of `ids` is first
 * in the document with its label, to the next frame after (no polling delay of the test driver).
 * @returns ms from the navigation, one per id, in order.
 * @throws Error when an element does not show within 60 s.
 */
async function navigateAndTime(page: Page, to: string, ids: string[]): Promise<number[]> {
  // A script in a string: the test runner's transform would wrap named functions in a helper the
  // page does not have.
  return page.evaluate(`new Promise((resolve, reject) => {
    const path = ${JSON.stringify(to)};
    const wanted = ${JSON.stringify(ids)};
    const started = performance.now();
    const seen = new Map();
    let observer;
    let timer;
    const check = () => {
      for (const id of wanted) {
        if (seen.has(id)) continue;
        const element = document.getElementById(id);
        // Labelled by a label element, or inside one (a checkbox).
        if (element && (document.querySelector('label[for="' + id + '"]') || element.closest("label"))) {
          seen.set(id, -1);
          requestAnimationFrame(() => seen.set(id, performance.now() - started));
        }
      }
      if (wanted.every((id) => (seen.get(id) ?? -1) >= 0)) {
        observer.disconnect();
        clearTimeout(timer);
        resolve(wanted.map((id) => Math.round(seen.get(id))));
        return true;
      }
      return false;
    };
    observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error("not shown within 60 s: " + wanted.join(", ")));
    }, 60000);
    const frames = () => {
      if (!check()) requestAnimationFrame(frames);
    };
    window.history.pushState({}, "", path);
    window.dispatchEvent(new PopStateEvent("popstate"));
    requestAnimationFrame(frames);
  })`);
}

/** An authorization of the user without claims (code and sponsor), asked through the list call. */
async function someV2Authorization(page: Page): Promise<{ code: string; sponsor: string }> {
  const answer = page.waitForResponse((response) =>
    /\/api\/arc\/v2\/authorizations\/without-claims\?/.test(response.url()),
  );
  await page.goto("/v2/home");
  const body = (await (await answer).json()) as {
    content: { authorization_code: string | null; sponsor_slug: string | null }[];
  };
  const first = body.content.find((row) => row.authorization_code && row.sponsor_slug);
  if (!first) throw new Error("the user without claims has no authorization");
  return { code: first.authorization_code as string, sponsor: first.sponsor_slug as string };
}

/**
 * The v2 form with a `fields`-field sponsor definition (issue 10 §5): built in Node, then rendered
 * and typed into in Chromium.
 * @throws Error when the form does not show within 60 s.
 */
export async function measureV2Form(
  opts: FormBenchOptions & { fields?: number },
): Promise<FormFigures & { buildMs: number; completeRenderMs: number; coldRenderMs: number }> {
  const count = opts.fields ?? 120;
  const definition = benchDefinition(count);
  const builds: number[] = [];
  for (let i = 0; i < 50; i++) {
    const started = performance.now();
    buildAuthorizationForm([definition]);
    builds.push(performance.now() - started);
  }
  const renders: number[] = [];
  const colds: number[] = [];
  const completes: number[] = [];
  const keys: number[] = [];
  let fields = 0;
  for (let run = 0; run < (opts.runs ?? 5); run++) {
    const page = await signedInPage(opts.browser, opts.base, "without-claims");
    try {
      await page.route(/\/api\/arc\/v1\/sponsors\/[^/]+\/authorization-forms/, (route) =>
        route.fulfill({ json: [wire(definition)] }),
      );
      const { code, sponsor } = await someV2Authorization(page);
      const path = `/v2/authorizations/${encodeURIComponent(code)}/new/${encodeURIComponent(sponsor)}/bench-form`;
      const last = page.getByLabel(`Field ${count}`, { exact: true });
      // The first visit: the form's code is not loaded yet in this fresh context.
      const [cold] = await navigateAndTime(page, path, [`root_field_${count}`]);
      colds.push(cold);
      await last.waitFor({ state: "visible", timeout: 60_000 });
      // Back to the home list, then the form again: its code is loaded, the definition and the
      // authorization are asked again; what is left is building and rendering the 120 fields.
      await navigate(page, "/v2/home");
      await last.waitFor({ state: "detached", timeout: 60_000 });
      // The user opens the form from the home list once it shows, as a person does: the list's
      // own answer and render are not part of the form's figure.
      await page.locator("tbody tr.ant-table-row").first().waitFor({ state: "visible", timeout: 60_000 });
      const [first, complete] = await navigateAndTime(page, path, ["root_field_1", `root_field_${count}`]);
      renders.push(first);
      completes.push(complete);
      fields = await page.locator(".pp-field").count();
      const id = await page.getByLabel("Field 2", { exact: true }).getAttribute("id");
      keys.push(...(await typeAndMeasure(page, `[id="${id}"]`)));
    } finally {
      await page.context().close();
    }
  }
  return {
    fields,
    buildMs: percentile(builds, 50),
    firstRenderMs: percentile(renders, 50),
    completeRenderMs: percentile(completes, 50),
    coldRenderMs: percentile(colds, 50),
    keystrokeP95Ms: percentile(keys, 95),
    keystrokes: keys.length,
  };
}
