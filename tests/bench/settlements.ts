/**
 * The settlement wizard's figures (issue 22 "Tests and measurements"), for `npm run bench`:
 * - `settlementWizard.pendingAuthorizations.p95Ms`: 50 pages of 20 pending authorizations of one
 *   sponsor and month at 10,000 pending (target < 50 ms a page);
 * - `settlementWizard.summaryMs`: the summary of a settlement holding those 10,000 claims, median of
 *   5 (target < 200 ms); the claims are taken out of that draft afterwards, so the volume stays;
 * - `settlementWizard.apiMsToCompleted` (this file's `msToCompleted`): the wizard's API calls made
 *   from Node (draft, select-all minus two, invoice upload, completion), over one day of the
 *   completion pool (November 2026), the first day still pending: each run settles one day, not
 *   the measured month. The figure of issue 22 (the wizard scripted in the browser, typing
 *   excluded, target < 3 s), `settlementWizard.msToCompleted`, is settlement-wizard.ts's
 *   `measureSettlementWizardUi`, over the same pool (one day per run).
 *
 * The volume is the reference API's optional pending claims (sandbox/routes/settlements/
 * settlement-seed.ts, `seedPendingVolume`: 10,000 of do-universal in October 2026 and the November
 * pool): the bench's server must start with {@link SETTLEMENT_BENCH_ENV} in its environment, and a
 * kept bench database seeded without it must be seeded again. {@link measureSettlementWizard} takes
 * the way to call the API as the settlement submitter, so a running server
 * ({@link measureSettlementWizardAt}) and an in-process app (`npx tsx tests/bench/settlements.ts`,
 * which seeds its own in-memory database) are timed alike.
 */
import { apiToken } from "./api-token";
import { percentile } from "./bench-helpers";

/** Pending claims the bench's database holds for the measured sponsor and month. */
export const SETTLEMENT_PENDING_VOLUME = 10_000;

/**
 * The environment the bench's reference API starts with so that its seed adds the pending volume
 * (also a part of what the kept database was seeded with: a change must seed it again).
 */
export const SETTLEMENT_BENCH_ENV: Readonly<Record<string, string>> = {
  SANDBOX_SETTLEMENT_PENDING: String(SETTLEMENT_PENDING_VOLUME),
};

/** Calls the API as the settlement submitter: method, path under `/api` (with its query), body. */
export type SettlementCall = (
  method: string,
  path: string,
  body?: BodyInit,
  headers?: Record<string, string>,
) => Promise<Response>;

/** The figures, in milliseconds. */
export interface SettlementWizardFigures {
  pendingAuthorizations: { pages: number; medianMs: number; p95Ms: number; maxMs: number };
  summaryMs: number;
  msToCompleted: number;
  /** How many claims the measured settlement held (10,000 minus the two excluded, when seeded). */
  claims: number;
}

const BASE = "/settlements/v3/settlements";
const SPONSOR = "do-universal";
const MONTH = { from: "2026-10-01", to: "2026-10-31" };
/** The completion pool (seedPendingVolume): one day of it is settled per run. */
const POOL = { from: "2026-11-01", to: "2026-11-30" };
const PDF = "%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n";

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await work();
  return [value, performance.now() - started];
}

async function json<T>(answer: Promise<Response>): Promise<T> {
  const res = await answer;
  if (!res.ok) throw new Error(`settlements bench: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const jsonHeaders = { "content-type": "application/json" };

interface PendingPage {
  content: { claim_id: number; created_at: string }[];
  total_elements: number;
}

const pendingPath = (range: { from: string; to: string }, page: number, size = 20) =>
  `${BASE}/pending-authorizations?sponsor_slug=${SPONSOR}&date_from=${range.from}&date_to=${range.to}&page=${page}&size=${size}`;

/** Takes every claim out of a draft (its transactions read 200 at a time), so they are pending again. */
async function emptyDraft(call: SettlementCall, id: string): Promise<void> {
  for (;;) {
    const page = await json<{ content: { claim_id: number }[] }>(
      call("GET", `${BASE}/${id}/transactions?page=0&size=200`),
    );
    if (page.content.length === 0) return;
    const ids = page.content.map((r) => r.claim_id).join(",");
    await json(call("DELETE", `${BASE}/${id}/claims?claim_ids=${ids}`));
  }
}

/**
 * Measures the three figures against a reference API seeded with the pending volume.
 * @param call how to reach the API as the settlement submitter.
 * @throws Error when a call answers other than 2xx, or the month holds fewer than
 * {@link SETTLEMENT_PENDING_VOLUME} pending claims (the server did not seed the volume).
 */
export async function measureSettlementWizard(call: SettlementCall): Promise<SettlementWizardFigures> {
  const times: number[] = [];
  let first: PendingPage | undefined;
  for (let page = 0; page < 50; page += 1) {
    const [answer, ms] = await timed(() => json<PendingPage>(call("GET", pendingPath(MONTH, page))));
    first ??= answer;
    times.push(ms);
  }
  const pending = first?.total_elements ?? 0;
  if (pending < SETTLEMENT_PENDING_VOLUME)
    throw new Error(
      `settlements bench: ${pending} pending in ${MONTH.from}..${MONTH.to}, not ${SETTLEMENT_PENDING_VOLUME}: start the API with SETTLEMENT_BENCH_ENV and seed it again`,
    );

  // The summary of a draft holding the whole month, then the claims back to pending.
  const held = await json<{ id: string }>(
    call("POST", BASE, JSON.stringify({ sponsor_slug: SPONSOR }), jsonHeaders),
  );
  await json(
    call(
      "POST",
      `${BASE}/${held.id}/claims`,
      JSON.stringify({ date_from: MONTH.from, date_to: MONTH.to, excluded_claim_ids: [] }),
      jsonHeaders,
    ),
  );
  const summaries: number[] = [];
  let summary = { total_amount: 0, transactions_quantity: 0 };
  for (let i = 0; i < 5; i += 1) {
    const [answer, ms] = await timed(() =>
      json<typeof summary>(call("GET", `${BASE}/${held.id}/transactions/summary`)),
    );
    summary = answer;
    summaries.push(ms);
  }
  await emptyDraft(call, held.id);

  // The scripted wizard over the first pool day still pending.
  // The first pool day with a few pending claims (the seed's own claims may stand alone on a day).
  const pool = await json<PendingPage>(call("GET", pendingPath(POOL, 0, 100)));
  const byDay = new Map<string, number[]>();
  for (const row of pool.content) {
    const day = row.created_at.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), row.claim_id]);
  }
  const found = [...byDay].find(([, ids]) => ids.length >= 5);
  if (!found) throw new Error("settlements bench: the completion pool is settled: seed again");
  const [day, dayClaims] = found;
  const started = performance.now();
  const draft = await json<{ id: string }>(
    call("POST", BASE, JSON.stringify({ sponsor_slug: SPONSOR }), jsonHeaders),
  );
  const excluded = dayClaims.slice(0, 2);
  const added = await json<{ total_amount: number }>(
    call(
      "POST",
      `${BASE}/${draft.id}/claims`,
      JSON.stringify({ date_from: day, date_to: day, excluded_claim_ids: excluded }),
      jsonHeaders,
    ),
  );
  const form = new FormData();
  form.append("file", new Blob([PDF], { type: "application/pdf" }), "factura.pdf");
  await json(call("POST", `${BASE}/${draft.id}/documents?document_type=INVOICE`, form));
  const manual = { quantity: 1, amount: "100.00" };
  const [whole, cents = "0"] = String(added.total_amount).split(".");
  const invoiceCents = BigInt(whole) * 100n + BigInt(cents.padEnd(2, "0")) + 10_000n;
  const invoiceAmount = `${invoiceCents / 100n}.${String(invoiceCents % 100n).padStart(2, "0")}`;
  await json(
    call(
      "POST",
      `${BASE}/${draft.id}/complete`,
      JSON.stringify({
        invoice_number: "FAC-BENCH-1",
        invoice_date: POOL.to,
        invoice_amount: invoiceAmount,
        tax_receipt_number: "B0100099999",
        tax_receipt_date: POOL.to,
        tax_receipt_expiry_date: "2027-12-31",
        manual_authorizations: manual,
      }),
      jsonHeaders,
    ),
  );
  const msToCompleted = performance.now() - started;
  return {
    pendingAuthorizations: {
      pages: times.length,
      medianMs: percentile(times, 50),
      p95Ms: percentile(times, 95),
      maxMs: Math.max(...times),
    },
    summaryMs: percentile(summaries, 50),
    msToCompleted,
    claims: summary.transactions_quantity,
  };
}

/**
 * The figures against a running reference API (the bench's server, started with
 * {@link SETTLEMENT_BENCH_ENV}), as the demo settlement submitter.
 * @param options.base origin of the API, e.g. `http://127.0.0.1:4320`.
 */
export async function measureSettlementWizardAt(options: { base: string }): Promise<SettlementWizardFigures> {
  const token = await apiToken(options.base, "settlement-submitter");
  return measureSettlementWizard((method, path, body, headers = {}) =>
    fetch(`${options.base}/api${path}`, {
      method,
      body,
      headers: { authorization: `Bearer ${token}`, ...headers },
    }),
  );
}

/**
 * The figures over an in-process reference API (the unit tests' harness: an in-memory PGlite with
 * the small seed plus the pending volume, analysed as the server's seed is), for a run without the
 * bench: `npx tsx tests/bench/settlements.ts` prints them.
 */
export async function measureSettlementWizardInProcess(): Promise<SettlementWizardFigures> {
  const { startSandbox, signIn } = await import("../unit/sandbox/helpers");
  const { seedPendingVolume } = await import("../../sandbox/routes/settlements/settlement-seed");
  const sandbox = await startSandbox();
  try {
    await seedPendingVolume(sandbox.handle, SETTLEMENT_PENDING_VOLUME);
    // Added after the seed's VACUUM ANALYZE: the planner's statistics are renewed as the seed's are.
    await sandbox.handle.exec("ANALYZE authorizations, claims");
    const token = (await signIn(sandbox, "settlement-submitter")).access_token;
    return await measureSettlementWizard(async (method, path, body, headers = {}) =>
      sandbox.app.request(`/api${path}`, {
        method,
        body,
        headers: { authorization: `Bearer ${token}`, ...headers },
      }),
    );
  } finally {
    await sandbox.close();
  }
}

if (process.argv[1]?.endsWith("tests/bench/settlements.ts")) {
  console.log(JSON.stringify(await measureSettlementWizardInProcess(), null, 2));
}
