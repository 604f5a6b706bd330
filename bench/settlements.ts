/**
 * The settlement wizard's figures (issue 22 "Tests and measurements"), for the performance
 * harness to run (the bench owner wires them into `npm run bench`):
 * - `settlementWizard.pendingAuthorizations.p95Ms`: 50 pages of 20 pending authorizations of one
 *   sponsor and month at 10,000 pending (target < 50 ms a page);
 * - `settlementWizard.summaryMs`: the summary of a settlement holding those 10,000 claims, median of
 *   5 (target < 200 ms);
 * - `settlementWizard.msToCompleted`: a scripted wizard (draft, select-all minus two, invoice
 *   upload, completion), typing excluded (target < 3 s).
 *
 * The volume is the reference API's optional pending claims: start it with
 * `SANDBOX_SETTLEMENT_PENDING=10000` (sandbox/routes/settlements/settlement-seed.ts,
 * `seedPendingVolume`: do-universal, October 2026). {@link measureSettlementWizard} takes the way to
 * call the API as the settlement submitter, so a running server (`fetch` with its bearer) and an
 * in-process app (`app.request`) are timed alike.
 */

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
const PDF = "%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n";

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

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

/**
 * Measures the three figures against a reference API seeded with the pending volume.
 * @param call how to reach the API as the settlement submitter.
 * @throws Error when a call answers other than 2xx.
 */
export async function measureSettlementWizard(call: SettlementCall): Promise<SettlementWizardFigures> {
  const pendingPath = (page: number) =>
    `${BASE}/pending-authorizations?sponsor_slug=${SPONSOR}&date_from=${MONTH.from}&date_to=${MONTH.to}&page=${page}&size=20`;
  const times: number[] = [];
  let first: { content: { claim_id: number }[]; total_elements: number } | undefined;
  for (let page = 0; page < 50; page += 1) {
    const [answer, ms] = await timed(() => json<typeof first & object>(call("GET", pendingPath(page))));
    if (page === 0) first = answer;
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  const started = performance.now();
  const draft = await json<{ id: string }>(
    call("POST", BASE, JSON.stringify({ sponsor_slug: SPONSOR }), jsonHeaders),
  );
  const excluded = (first?.content ?? []).slice(0, 2).map((r) => r.claim_id);
  await json(
    call(
      "POST",
      `${BASE}/${draft.id}/claims`,
      JSON.stringify({ date_from: MONTH.from, date_to: MONTH.to, excluded_claim_ids: excluded }),
      jsonHeaders,
    ),
  );
  const summaries: number[] = [];
  let summary = { total_amount: 0, transactions_quantity: 0 };
  for (let i = 0; i < 5; i += 1) {
    const [answer, ms] = await timed(() =>
      json<typeof summary>(call("GET", `${BASE}/${draft.id}/transactions/summary`)),
    );
    summary = answer;
    summaries.push(ms);
  }
  summaries.sort((a, b) => a - b);
  const form = new FormData();
  form.append("file", new Blob([PDF], { type: "application/pdf" }), "factura.pdf");
  await json(call("POST", `${BASE}/${draft.id}/documents?document_type=INVOICE`, form));
  const manual = { quantity: 1, amount: "100.00" };
  const [whole, cents = "0"] = String(summary.total_amount).split(".");
  const invoiceCents = BigInt(whole) * 100n + BigInt(cents.padEnd(2, "0")) + 10_000n;
  const invoiceAmount = `${invoiceCents / 100n}.${String(invoiceCents % 100n).padStart(2, "0")}`;
  await json(
    call(
      "POST",
      `${BASE}/${draft.id}/complete`,
      JSON.stringify({
        invoice_number: "FAC-BENCH-1",
        invoice_date: MONTH.to,
        invoice_amount: invoiceAmount,
        tax_receipt_number: "B0100099999",
        tax_receipt_date: MONTH.to,
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
      maxMs: times[times.length - 1],
    },
    summaryMs: percentile(summaries, 50),
    msToCompleted,
    claims: summary.transactions_quantity,
  };
}
