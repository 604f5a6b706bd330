/**
 * `npm run bench` (DESIGN.md §8; issue "measurements"): measures, never asserts.
 * - bundle[route].jsGzipBytes: gzip size of the JavaScript the browser loads to show a route
 *   (route-weight.ts);
 * - floors.login / floors.list: the same measure of two bare pages built in this run (bench/floors:
 *   an antd sign-in page; a Refine + @refinedev/antd list page), and ratios.login / ratios.grid =
 *   portal ÷ floor (issue "Hardening and weight" §1);
 * - signInToFirstRowsMs: from pressing "sign in" (the form's submit) to the frame after the first
 *   account row is in the document, in the page's clock (paint-probe.ts), median of 5 runs, the
 *   username and password typed key by key as people do (70 ms apart); signInToFirstRowsFilledMs:
 *   the same with both fields set at once and no typing time (the worst case);
 * - accountsList: latency of GET /rcm/v1/accounts on a database of 100,000 accounts with a status
 *   filter, a date range and a sort;
 * - issue 7 §6: accountDetail.firstPaintMs (deep link, sign-in to the account header and first
 *   charges, median; account-detail.ts), downloadWindow.{items: 50, wallMs, peakHeapMB, heapBeforeMB}
 *   (download-window.ts), bulkStatusChange.{accounts: 500, wallMs} (bulk-status.ts, 4 in flight),
 *   upload20MB.{ms, mbPerS} (upload.ts);
 * - issue 9 §4: preSettlementsList.{rows, p95Ms} (pre-settlements.ts; the seed makes one
 *   pre-settlement per 10 accounts, 10,000 at 100,000), glosaUpload.{rows: 10000, msToListed (median of 3), runs}
 *   (glosa-upload.ts: a 10,000-row spreadsheet from upload until its rows are listed);
 * - issue 8 §6 and issue 10 §5 (forms.ts): forms.agreementConfiguration.{fields, firstRenderMs,
 *   keystrokeP95Ms}, forms.fortyFields (the same figures as v2Form on a 40-field definition: the
 *   40-field keystroke target of issue 8 §6) and v2Form.{fields: 120, buildMs, firstRenderMs,
 *   keystrokeP95Ms};
 *   matrixUpload.{rows: 5000, parseMs} (matrix-upload.ts: the reference API's parse and row checks
 *   of a 5,000-row agreement matrix, in-process).
 * - issue 20 (new-authorization.ts): newAuthorization.{beneficiarySearch.msToResults,
 *   outpatient.msToClaim} and catalogues.{diagnosisSearch,productSearch}.p95Ms.
 * - issue 21: authorizationDetail.firstPaintMs (authorization-detail.ts) and
 *   dispensation.msToCompleted (dispensation.ts).
 * - issue 22: settlementWizard.{pendingAuthorizations.{medianMs,p95Ms}, summaryMs,
 *   apiMsToCompleted} over 10,000 pending claims (settlements.ts; the server seeds them:
 *   SETTLEMENT_BENCH_ENV) and settlementWizard.msToCompleted, the five steps scripted in the
 *   browser, typing excluded (settlement-wizard.ts; its runs and steps under `ui`).
 * - issue 23 §8: `npm run bench -- --postgres` runs only the PostgreSQL figures (postgres.ts:
 *   seed.accountsPerS, accountsListPg, accountDetailPg at a million accounts) into
 *   bench/results-postgres.json.
 * Writes bench/results.json. Uses its own database under .data/bench (seeded once, kept, and seeded
 * again when the seed or the migrations changed: `seedFingerprint`).
 * `BENCH_ONLY=upload20MB` (names comma-separated) measures only those figures and prints them
 * without writing; `BENCH_ACCOUNTS=1000` a smaller database (its own data directory).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { demoUser, fillSignIn, pressSignIn, submitSignIn, typeSignIn, type DemoKind } from "../e2e/fixtures";
import { installPaintProbe, submitToShownMs } from "./paint-probe";
import { CHROMIUM_ARGS, chromiumPath } from "../chromium";
import { routeWeight, serveStatic, type RouteWeight } from "./route-weight";
import { measureAccountDetailFirstPaint } from "./account-detail";
import { measureBulkStatusChange } from "./bulk-status";
import { measureDownloadWindow } from "./download-window";
import { measureUpload20MB } from "./upload";
import { measurePreSettlementsList } from "./pre-settlements";
import { measureGlosaUpload } from "./glosa-upload";
import { measureMatrixUpload } from "./matrix-upload";
import { measureAgreementConfigurationForm, measureV2Form } from "./forms";
import { measureCatalogues, measureNewAuthorization } from "./new-authorization";
import { measureAuthorizationDetail } from "./authorization-detail";
import { measureDispensation } from "./dispensation";
import { SETTLEMENT_BENCH_ENV, measureSettlementWizardAt } from "./settlements";
import { measureSettlementWizardUi } from "./settlement-wizard";
import { runPostgresBench } from "./postgres";
import { percentile, type ListLatency } from "./bench-helpers";

const PORT = Number(process.env.BENCH_PORT ?? 4320);
const BASE = `http://127.0.0.1:${PORT}`;
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 100_000);
const root = path.resolve(import.meta.dirname, "../..");
/** The bench database's directory, absolute (BENCH_DATA_DIR may be absolute or relative to the repository). */
const DATA_DIR = path.resolve(root, process.env.BENCH_DATA_DIR ?? `.data/bench-${ACCOUNTS}`);
const RUNS = 5;
/** `BENCH_WEIGHT_ONLY=1`: only the route weights, floors and ratios (printed, nothing written). */
const WEIGHT_ONLY = process.env.BENCH_WEIGHT_ONLY === "1";
const LIST_SAMPLES = 60;

function summaryOf(weights: Record<string, RouteWeight>): Record<string, number> {
  return Object.fromEntries(Object.entries(weights).map(([name, weight]) => [name, weight.jsGzipBytes]));
}

function stopServer(server: ChildProcess): void {
  if (server.pid) process.kill(-server.pid, "SIGTERM");
}

/** Where the fingerprint of the seed a kept bench database was made with is written. */
function seedMarkerPath(): string {
  return `${DATA_DIR}.seeded`;
}

function readSeedMarker(): string | undefined {
  try {
    return fs.readFileSync(seedMarkerPath(), "utf8");
  } catch {
    return undefined;
  }
}

/**
 * The fingerprint of what makes the seeded database: the migrations' journal and every file of
 * the seed and of the service modules (which seed their own rows). A kept bench database made
 * with another one is seeded again: a database seeded before a table or its rows existed measured
 * screens over empty tables (the new authorization's search found no search form).
 */
function seedFingerprint(): string {
  const hash = createHash("sha256");
  const files = [path.join(root, "sandbox/db/migrations/meta/_journal.json")];
  for (const folder of ["sandbox/seed", "sandbox/routes"])
    for (const entry of fs.readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true }))
      if (entry.isFile()) files.push(path.join(entry.parentPath, entry.name));
  for (const file of files.sort()) hash.update(file.slice(root.length)).update(fs.readFileSync(file));
  // The seed's environment is a part of what it made (the settlements' pending volume).
  hash.update(JSON.stringify(SETTLEMENT_BENCH_ENV));
  return hash.digest("hex");
}

async function startServer(): Promise<ChildProcess> {
  const taken = await fetch(`${BASE}/api/__sandbox/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${PORT} is already in use: stop that server or set BENCH_PORT`);
  const fingerprint = seedFingerprint();
  const fresh = !fs.existsSync(DATA_DIR) || readSeedMarker() !== fingerprint;
  const args = [
    "tsx",
    "sandbox/main.ts",
    "--port",
    String(PORT),
    "--data-dir",
    DATA_DIR,
    "--serve",
    "dist",
    "--accounts",
    String(ACCOUNTS),
    "--quiet",
  ];
  if (fresh) args.push("--reset");
  // Its own process group, so that stopping it also stops the tsx child behind npx.
  const server = spawn("npx", args, {
    cwd: root,
    env: { ...process.env, ...SETTLEMENT_BENCH_ENV },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/__sandbox/health`)).ok) {
        fs.writeFileSync(seedMarkerPath(), fingerprint);
        return server;
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stopServer(server);
  throw new Error("The reference API did not start");
}

/** The weight of a portal route, signed in as `kind` first when given (route-weight.ts). */
function portalRoute(browser: Browser, route: string, kind?: DemoKind): Promise<RouteWeight> {
  return routeWeight(browser, `${BASE}${route}`, path.join(root, "dist"), async (page) => {
    if (!kind) return;
    const who = demoUser(kind);
    await submitSignIn(page, who.username, who.password);
    await page.waitForURL((url) => !url.pathname.endsWith("/login"));
  });
}

/** Builds the floor pages (bench/floors) and measures them with the portal's measuring code. */
async function floorWeights(browser: Browser): Promise<{ login: RouteWeight; list: RouteWeight }> {
  const measured: Record<string, RouteWeight> = {};
  for (const [floor, route] of [
    ["login", "/"],
    ["list", "/rows"],
  ] as const) {
    const build = spawnSync("npx", ["vite", "build", "--config", "bench/floors/vite.config.ts"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, FLOOR: floor },
    });
    if (build.status !== 0) throw new Error(`floor ${floor}: vite build failed`);
    const dir = path.join(root, ".data", "floors", floor);
    const server = await serveStatic(dir);
    try {
      measured[floor] = await routeWeight(browser, `${server.base}${route}`, dir);
    } finally {
      await server.close();
    }
  }
  return { login: measured.login, list: measured.list };
}

/** Delay between two keystrokes when the bench types as a person does (a fast typist, ~170 wpm). */
const KEYSTROKE_MS = 70;

/**
 * From pressing "sign in" to the first account row, `RUNS` times in fresh contexts, in the page's
 * own clock: from the form's submit to the frame after the first row is in the document
 * (paint-probe.ts; the driver's own waits poll up to 500 ms apart).
 * @param entry `typed`: the username and password typed key by key ({@link KEYSTROKE_MS} apart), as
 *   people sign in, so what typing starts loading (src/app/prefetch.ts) has the typing time;
 *   `filled`: both set at once and pressed at once (no typing time at all, the worst case).
 */
async function signInToFirstRows(browser: Browser, entry: "typed" | "filled"): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ baseURL: BASE });
    const page = await context.newPage();
    await installPaintProbe(page, "tbody tr.ant-table-row");
    const editor = demoUser("rcm-editor");
    if (entry === "filled") await fillSignIn(page, editor.username, editor.password);
    else await typeSignIn(page, editor.username, editor.password, KEYSTROKE_MS);
    await pressSignIn(page);
    times.push(await submitToShownMs(page));
    await context.close();
  }
  return times;
}

async function accountsLatency(): Promise<ListLatency> {
  const basic = Buffer.from("provider-portal:provider-portal-secret").toString("base64");
  const body = new URLSearchParams({
    grant_type: "password",
    username: demoUser("rcm-editor").username,
    password: demoUser("rcm-editor").password,
  });
  const token = (await (
    await fetch(`${BASE}/api/v1/oauth/token`, {
      method: "POST",
      headers: { Authorization: `Basic ${basic}` },
      body,
    })
  ).json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${token.access_token}` };
  const total = (await (await fetch(`${BASE}/api/rcm/v1/accounts?page=0&size=1`, { headers })).json()) as {
    total_elements: number;
  };
  const query =
    "statuses=PENDING_AUDIT,IN_PROGRESS&from_date=2026-01-01&to_date=2026-10-31&sort=desc&order_by=invoice_amount&size=15";
  const samples: number[] = [];
  let matched = 0;
  for (let i = 0; i < LIST_SAMPLES; i++) {
    const started = performance.now();
    const response = await fetch(`${BASE}/api/rcm/v1/accounts?${query}&page=${i % 20}`, { headers });
    const page = (await response.json()) as { total_elements: number };
    samples.push(performance.now() - started);
    matched = page.total_elements;
  }
  const measured = samples.slice(5); // the first requests warm the database's caches
  return {
    rows: total.total_elements,
    matched,
    p50Ms: percentile(measured, 50),
    p95Ms: percentile(measured, 95),
    samples: measured.length,
    query,
  };
}

/**
 * Runs one measure; a measure that throws (e.g. too few eligible accounts left in the bench
 * database) is recorded as `{ error }` with its message rather than stopping the bench.
 */
async function figure<T>(measure: () => Promise<T>): Promise<T | { error: string }> {
  try {
    return await measure();
  } catch (error) {
    console.error(error);
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * `BENCH_ONLY=name,name`: only these figures (names of results.json's top level: bundle (with floors
 * and ratios), signInToFirstRowsMs, signInToFirstRowsFilledMs, accountsList, accountDetail,
 * downloadWindow, upload20MB, preSettlementsList, glosaUpload, matrixUpload, forms, v2Form,
 * bulkStatusChange, newAuthorization, catalogues, authorizationDetail, dispensation, settlementWizard), printed and not written: the quick loop while working on one figure.
 */
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(",").map((n) => n.trim())) : null;
const wanted = (name: string) => ONLY === null || ONLY.has(name);

/**
 * `npm run bench -- --postgres` (issue 23 §8): only the PostgreSQL figures (tests/bench/postgres.ts:
 * a throwaway cluster, a million accounts, the accounts list and the account screen's calls),
 * printed and written to bench/results-postgres.json.
 */
async function postgresMain(): Promise<void> {
  const figures = await runPostgresBench();
  const results = { measuredAt: new Date().toISOString(), ...figures };
  fs.mkdirSync(path.join(root, "bench"), { recursive: true });
  fs.writeFileSync(
    path.join(root, "bench", "results-postgres.json"),
    JSON.stringify(results, null, 2) + "\n",
  );
  console.log(JSON.stringify(results, null, 2));
}

async function main(): Promise<void> {
  if (process.argv.includes("--postgres")) return postgresMain();
  if (!fs.existsSync(path.join(root, "dist", "index.html")) || process.env.BENCH_BUILD !== "0") {
    const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) throw new Error("vite build failed");
  }
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const measured: Record<string, unknown> = {};
    if (wanted("bundle") || WEIGHT_ONLY) {
      const bundle = {
        "/login": await portalRoute(browser, "/login"),
        "/home": await portalRoute(browser, "/home", "administrator"),
        "/rcm/home": await portalRoute(browser, "/rcm/home", "rcm-editor"),
      };
      const floors = await floorWeights(browser);
      const ratio = (portal: number, floor: number) => Math.round((portal / floor) * 1000) / 1000;
      const ratios = {
        login: ratio(bundle["/login"].jsGzipBytes, floors.login.jsGzipBytes),
        grid: ratio(bundle["/rcm/home"].jsGzipBytes, floors.list.jsGzipBytes),
      };
      if (WEIGHT_ONLY) {
        console.log(
          JSON.stringify({ jsGzipBytes: summaryOf(bundle), floors: summaryOf(floors), ratios }, null, 2),
        );
        return;
      }
      Object.assign(measured, {
        bundle,
        floors: {
          login: { jsGzipBytes: floors.login.jsGzipBytes, files: floors.login.files },
          list: { jsGzipBytes: floors.list.jsGzipBytes, files: floors.list.files },
        },
        ratios,
      });
    }
    if (wanted("signInToFirstRowsMs")) {
      const runs = await signInToFirstRows(browser, "typed");
      measured.signInToFirstRowsMs = { median: percentile(runs, 50), runs, keystrokeMs: KEYSTROKE_MS };
    }
    if (wanted("signInToFirstRowsFilledMs")) {
      const filledRuns = await signInToFirstRows(browser, "filled");
      measured.signInToFirstRowsFilledMs = { median: percentile(filledRuns, 50), runs: filledRuns };
    }
    if (wanted("accountsList")) measured.accountsList = await accountsLatency();
    // Issue 7 §6 and issue 9 §4. Each figure is measured on its own: one that cannot be measured
    // is recorded with its reason instead of losing the others. The bulk move changes 500 accounts
    // of the bench database: it runs last.
    if (wanted("accountDetail"))
      measured.accountDetail = {
        firstPaintMs: await figure(() => measureAccountDetailFirstPaint({ browser, base: BASE })),
      };
    if (wanted("downloadWindow"))
      measured.downloadWindow = await figure(() => measureDownloadWindow({ browser, base: BASE, items: 50 }));
    if (wanted("upload20MB")) measured.upload20MB = await figure(() => measureUpload20MB({ base: BASE }));
    if (wanted("preSettlementsList"))
      measured.preSettlementsList = await figure(() => measurePreSettlementsList({ base: BASE }));
    if (wanted("glosaUpload")) measured.glosaUpload = await figure(() => measureGlosaUpload({ base: BASE }));
    if (wanted("matrixUpload")) measured.matrixUpload = await figure(() => measureMatrixUpload());
    if (wanted("forms")) {
      // Issue 8 §6 and issue 10 §5: the forms.
      const agreementConfiguration = await figure(() =>
        measureAgreementConfigurationForm({ browser, base: BASE }),
      );
      // Issue 8 §6 "typing into a 40-field form must stay under 50 ms p95": the agreement
      // configuration has 12 fields, so the 40-field figure is the forms framework's (the same
      // ResourceForm templates and widgets) on a 40-field sponsor definition.
      const fortyFields = await figure(() => measureV2Form({ browser, base: BASE, fields: 40 }));
      measured.forms = { agreementConfiguration, fortyFields };
    }
    if (wanted("v2Form"))
      measured.v2Form = await figure(() => measureV2Form({ browser, base: BASE, fields: 120 }));
    if (wanted("bulkStatusChange"))
      measured.bulkStatusChange = await figure(() => measureBulkStatusChange({ base: BASE, accounts: 500 }));
    if (wanted("newAuthorization"))
      measured.newAuthorization = await figure(() => measureNewAuthorization({ browser, base: BASE }));
    if (wanted("catalogues")) measured.catalogues = await figure(() => measureCatalogues(BASE));
    if (wanted("authorizationDetail"))
      measured.authorizationDetail = await figure(() => measureAuthorizationDetail({ browser, base: BASE }));
    if (wanted("dispensation"))
      measured.dispensation = await figure(() => measureDispensation({ browser, base: BASE }));
    if (wanted("settlementWizard"))
      measured.settlementWizard = await figure(async () => {
        // The API figures (pages, summary, and the wizard's calls alone as apiMsToCompleted), then
        // the wizard scripted in the browser, typing excluded: msToCompleted (issue 22's target).
        const { msToCompleted: apiMsToCompleted, ...api } = await measureSettlementWizardAt({ base: BASE });
        const ui = await measureSettlementWizardUi({ browser, base: BASE });
        return { ...api, apiMsToCompleted, msToCompleted: ui.msToCompleted, ui };
      });
    const results = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: (await import("node:os")).cpus().length, node: process.version },
      ...measured,
    };
    if (ONLY === null) {
      fs.mkdirSync(path.join(root, "bench"), { recursive: true });
      fs.writeFileSync(path.join(root, "bench", "results.json"), JSON.stringify(results, null, 2) + "\n");
    }
    const { bundle, floors, signInToFirstRowsMs, signInToFirstRowsFilledMs, ...rest } = measured as {
      bundle?: Record<string, RouteWeight>;
      floors?: Record<string, RouteWeight>;
      signInToFirstRowsMs?: { median: number };
      signInToFirstRowsFilledMs?: { median: number };
    };
    console.log(
      JSON.stringify(
        {
          ...(bundle && floors ? { jsGzipBytes: summaryOf(bundle), floors: summaryOf(floors) } : {}),
          signInToFirstRowsMs: signInToFirstRowsMs?.median,
          signInToFirstRowsFilledMs: signInToFirstRowsFilledMs?.median,
          ...rest,
        },
        null,
        2,
      ),
    );
  } finally {
    await browser.close();
    stopServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
