/**
 * Seeded settlements (issue 22 §4): settlements of clinica-central-do in every status of 000 §4
 * over its seeded PAID claims (at most 8 claims each, per sponsor), the completed ones with their
 * billing fields and manual authorizations for do-universal; the claims COMPLETED or READY stay
 * pending. With `SANDBOX_SETTLEMENT_PENDING=n` (or {@link seedPendingVolume}) n more pending
 * claims of do-universal in October 2026 are added, so that the wizard meets real volume; off by
 * default because the claims desk's list and its tests count the 500 seeded claims (the bench
 * starts its server with it: tests/bench/settlements.ts `SETTLEMENT_BENCH_ENV`).
 * Deterministic (sandbox/seed/prng.ts, no clock). Not a service module itself.
 */
import type { DbHandle } from "../../db/client";
import { insertRows, type SeedRow } from "../../seed/insert";
import { createRng, pad, REFERENCE_DATE_MS, SEED } from "../../seed/prng";
import { SETTLEMENT_STATUSES } from "./settlement-rules";

const PROVIDER = "clinica-central-do";
const DAY_MS = 86_400_000;
const CLAIMS_PER_SETTLEMENT = 8;

interface PaidClaim {
  id: number;
  sponsor_slug: string;
  created_at: string | Date;
  country_code: string;
  manual: boolean;
}

const CURRENCY: Record<string, string> = { DO: "DOP", US: "USD", MX: "MXN" };

/** Inserts the seeded settlements (and the pending volume when `SANDBOX_SETTLEMENT_PENDING` asks). */
export async function seedSettlements(handle: DbHandle): Promise<void> {
  const rng = createRng(SEED + 22);
  const paid = await handle.query<PaidClaim>(
    `SELECT c.id, a.sponsor_slug, c.created_at, s.country_code, s.manual_authorizations AS manual
       FROM claims c JOIN authorizations a ON a.id = c.authorization_id JOIN sponsors s ON s.slug = a.sponsor_slug
      WHERE c.provider_slug = $1 AND c.claim_status = 'PAID' ORDER BY a.sponsor_slug, c.id`,
    [PROVIDER],
  );
  const settlements: SeedRow[] = [];
  const links: SeedRow[] = [];
  const manual: SeedRow[] = [];
  let n = 0;
  for (let i = 0; i < paid.length;) {
    const sponsor = paid[i].sponsor_slug;
    const group: PaidClaim[] = [];
    while (i < paid.length && paid[i].sponsor_slug === sponsor && group.length < CLAIMS_PER_SETTLEMENT)
      group.push(paid[i++]);
    const status = SETTLEMENT_STATUSES[n % SETTLEMENT_STATUSES.length];
    const last = Math.max(...group.map((g) => new Date(g.created_at).getTime()));
    const created = new Date(Math.min(last + rng.int(1, 10) * DAY_MS, REFERENCE_DATE_MS - DAY_MS));
    const day = (offset: number) => new Date(created.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
    const sent = status !== "IN_PROGRESS";
    const id = rng.uuid();
    n += 1;
    settlements.push({
      id,
      provider_slug: PROVIDER,
      sponsor_slug: sponsor,
      currency_code: CURRENCY[group[0].country_code] ?? "DOP",
      status,
      sponsor_settlement_id: sent && status !== "ERROR" ? `LIQ-${pad(20_000 + n * 7, 7)}` : null,
      sponsor_medical_account_number: sent && status !== "ERROR" ? `CM-${rng.digits(8)}` : null,
      created_by: null,
      created_at: created.toISOString(),
      completed_at: sent ? created.toISOString() : null,
      invoice_number: sent ? `FAC-${pad(n, 6)}` : null,
      invoice_date: sent ? day(0) : null,
      invoice_amount: null,
      tax_receipt_number: sent ? `B01${pad(n * 13, 8)}` : null,
      tax_receipt_date: sent ? day(0) : null,
      tax_receipt_expiry_date: sent ? day(365) : null,
    });
    for (const claim of group) links.push({ settlement_id: id, claim_id: claim.id });
    if (sent && group[0].manual) {
      manual.push({
        id: rng.uuid(),
        settlement_id: id,
        quantity: rng.int(1, 5),
        amount: `${rng.int(100, 900)}.50`,
      });
    }
  }
  await insertRows(handle, "settlements", settlements);
  await insertRows(handle, "settlement_claims", links);
  await insertRows(handle, "settlement_manual_authorizations", manual);
  // The invoice amount of a completed settlement is its claims' total plus its manual authorizations.
  await handle.exec(
    `UPDATE settlements s SET invoice_amount = t.total + coalesce(m.amount, 0)
       FROM (SELECT sc.settlement_id, sum(a.amount) AS total FROM settlement_claims sc
               JOIN claims c ON c.id = sc.claim_id JOIN authorizations a ON a.id = c.authorization_id
              GROUP BY sc.settlement_id) t
       LEFT JOIN settlement_manual_authorizations m ON m.settlement_id = t.settlement_id
      WHERE s.id = t.settlement_id AND s.completed_at IS NOT NULL`,
  );
  const volume = Number(process.env.SANDBOX_SETTLEMENT_PENDING ?? "0");
  if (Number.isInteger(volume) && volume > 0) await seedPendingVolume(handle, volume);
}

/** Pending claims of each November 2026 day added with the volume: the bench's completion pool. */
const POOL_PER_DAY = 20;

/**
 * Adds `count` pending claims (COMPLETED, all documents uploaded) of do-universal for
 * clinica-central-do in October 2026, plus {@link POOL_PER_DAY} on each day of November 2026 (the
 * bench settles one such day per run, never the measured month; tests/bench/settlements.ts),
 * authorizations 3,000,001 on and claims 3,500,001 on, over the seeded do-universal beneficiaries:
 * the volume of issue 22 §4 ("at least 10,000 pending authorizations for one sponsor and month")
 * for the bench and a volume run. Called by the seed ({@link seedSettlements}), whose end analyses
 * every table (sandbox/seed/index.ts `VACUUM ANALYZE`); a caller adding the volume to a seeded
 * database analyses `authorizations, claims` itself: without statistics the planner took the month
 * for ~80 rows and joined and sorted all 10,000 for every page (docs/performance.md "Pending
 * settlement authorizations").
 */
export async function seedPendingVolume(handle: DbHandle, count: number): Promise<void> {
  const rng = createRng(SEED + 2200);
  const people = await handle.query<{ id: number }>(
    "SELECT id FROM beneficiaries WHERE sponsor_slug = 'do-universal' ORDER BY id",
  );
  const october = Date.UTC(2026, 9, 1);
  const november = Date.UTC(2026, 10, 1);
  const pool = 30 * POOL_PER_DAY;
  const auths: SeedRow[] = [];
  const claims: SeedRow[] = [];
  for (let i = 0; i < count + pool; i++) {
    const created = new Date(
      i < count
        ? october + rng.int(0, 31 * 86_400 - 1) * 1000
        : november + Math.floor((i - count) / POOL_PER_DAY) * DAY_MS + rng.int(0, 86_399) * 1000,
    ).toISOString();
    const id = 3_000_001 + i;
    auths.push({
      id,
      authorization_code: `AUT-LIQ-${pad(i + 1, 7)}`,
      provider_slug: PROVIDER,
      provider_branch_id: 11,
      sponsor_slug: "do-universal",
      beneficiary_id: rng.pick(people).id,
      coverage_type: rng.pick(["OUTPATIENT_CARE", "DIAGNOSTIC_TESTS", "MEDICAL_PROCEDURES"]),
      status: "COMPLETED",
      sponsor_transaction_id: `TX-${rng.digits(10)}`,
      amount: rng.int(500_00, 20_000_00) / 100,
      currency_code: "DOP",
      is_required_external_sponsor_validations: false,
      reimbursement_id: null,
      created_at: created,
    });
    claims.push({
      id: 3_500_001 + i,
      authorization_id: id,
      provider_slug: PROVIDER,
      claim_status: "COMPLETED",
      uploaded_files: 2,
      total_files_to_upload: 2,
      created_at: created,
    });
  }
  await insertRows(handle, "authorizations", auths);
  await insertRows(handle, "claims", claims);
}
