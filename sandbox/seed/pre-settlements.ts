/**
 * Pre-settlements, delivery relationships (001 §3 "Pre-settlement", §4; issue 9 §1), seeded after
 * the accounts of a provider:
 * - one per origin invoice group of the seeded accounts (the accounts already packaged, sent,
 *   settled or in send error, grouped by month and payer), its status following its accounts;
 * - then more, up to `count`, over the accounts of the provider not yet in a group (invoiced,
 *   complete audit, ready to generate), a few invoices of one payer each, in every status and
 *   both delivery responsibles. Once every such account is used, later ones reuse them.
 * Built ones (GENERATED and after) have their package files (sandbox/lib/pre-settlement-files.ts)
 * stored like support files. Deterministic: its own random sequence, nothing else changes.
 */
import type { DbHandle } from "../db/client";
import { packageFiles, type PackageInvoice } from "../lib/pre-settlement-files";
import { insertRows, type SeedRow } from "./insert";
import { createRng, pad, REFERENCE_DATE_MS, SEED } from "./prng";

const DAY_MS = 86_400_000;
const BUILT = new Set(["GENERATED", "SENT", "SETTLED", "SENT_ERROR", "RIPS_VALIDATION_ERRORS"]);

/** Status weights of the pre-settlements beyond the account groups. */
const STATUS_WEIGHTS = [
  ["PENDING", 18],
  ["READY_TO_GENERATE", 14],
  ["GENERATED", 14],
  ["SENT", 20],
  ["SETTLED", 16],
  ["VOIDED", 5],
  ["RIPS_VALIDATION_ERRORS", 6],
  ["SENT_ERROR", 7],
] as const;

interface GroupRow {
  origin_invoice_group_id: string;
  settlement_group_id: string | null;
  account_ids: string[];
  agreement_codes: string[];
  payer_name: string;
  invoice_count: number;
  any_sent: boolean;
  all_settled: boolean;
  any_send_error: boolean;
  created_ms: number;
}

interface PoolRow extends PackageInvoice {
  id: string;
  payer_slug: string;
  created_ms: number;
}

const iso = (ms: number): string => new Date(Math.min(ms, REFERENCE_DATE_MS - 60_000)).toISOString();

/**
 * Seeds the pre-settlements of one provider: one per account group, then more over ungrouped
 * accounts, at least one per status, `count` in all when there are fewer.
 */
export async function seedPreSettlements(
  handle: DbHandle,
  providerSlug: string,
  count: number,
  seedOffset: number,
): Promise<void> {
  const rng = createRng(SEED + seedOffset + 900);
  const groups = await handle.query<GroupRow>(
    `SELECT origin_invoice_group_id, min(settlement_group_id) AS settlement_group_id,
            array_agg(id::text ORDER BY invoice_number) AS account_ids,
            array_agg(DISTINCT agreement_code) AS agreement_codes, min(payer_name) AS payer_name,
            count(*)::int AS invoice_count, bool_or(status IN ('SENT', 'SETTLED')) AS any_sent,
            bool_and(status = 'SETTLED') AS all_settled, bool_or(status = 'SEND_ERROR') AS any_send_error,
            (extract(epoch FROM max(package_generated_at)) * 1000)::float8 AS created_ms
       FROM accounts WHERE provider_slug = $1 AND origin_invoice_group_id IS NOT NULL
      GROUP BY origin_invoice_group_id ORDER BY origin_invoice_group_id`,
    [providerSlug],
  );
  const pool = await handle.query<PoolRow>(
    `SELECT id::text, invoice_number, invoice_amount::float8 AS invoice_amount, currency_code, agreement_code,
            payer_name, payer_slug, (extract(epoch FROM created_at) * 1000)::float8 AS created_ms
       FROM accounts
      WHERE provider_slug = $1 AND origin_invoice_group_id IS NULL
        AND status IN ('INVOICED', 'COMPLETE_AUDIT', 'READY_TO_GENERATE')
      ORDER BY payer_slug, created_at, id`,
    [providerSlug],
  );
  const invoiceOf = new Map<string, PackageInvoice>();
  if (groups.length > 0) {
    const members = await handle.query<PackageInvoice & { id: string }>(
      `SELECT id::text, invoice_number, invoice_amount::float8 AS invoice_amount, currency_code, agreement_code, payer_name
         FROM accounts WHERE provider_slug = $1 AND origin_invoice_group_id IS NOT NULL`,
      [providerSlug],
    );
    for (const m of members) invoiceOf.set(m.id, m);
  }
  for (const p of pool) invoiceOf.set(p.id, p);

  const rows: SeedRow[] = [];
  const links: SeedRow[] = [];
  const files: SeedRow[] = [];
  const blobs = new Map<string, SeedRow>();
  const add = (
    group: string,
    settlementNumber: string,
    status: string,
    createdMs: number,
    accountIds: readonly string[],
    payerName: string,
    manual: boolean,
  ) => {
    const id = rng.uuid();
    const invoices = accountIds.map((a) => invoiceOf.get(a)!).filter(Boolean);
    const sent = status === "SENT" || status === "SETTLED" || status === "SENT_ERROR";
    const sentMs = createdMs + rng.int(1, 10) * DAY_MS;
    const month = group.split("-")[1] ?? "";
    rows.push({
      id,
      provider_slug: providerSlug,
      origin_invoice_group_id: group,
      path: `${providerSlug}/radicaciones/${month}/${group}`,
      status,
      settlement_number: settlementNumber,
      delivery_responsible: manual ? "MANUAL" : "AUTOMATIC",
      payer_name: payerName,
      sent_date: sent ? iso(sentMs) : null,
      agreement_codes: [...new Set(invoices.map((i) => i.agreement_code))].sort(),
      invoice_count: accountIds.length,
      created_at: iso(createdMs),
      updated_at: iso(sent ? sentMs : createdMs),
    });
    for (const account of new Set(accountIds)) links.push({ pre_settlement_id: id, account_id: account });
    if (!BUILT.has(status) || invoices.length === 0) return;
    for (const f of packageFiles(group, settlementNumber, invoices)) {
      if (!blobs.has(f.sha256)) {
        blobs.set(f.sha256, {
          sha256: f.sha256,
          content: `\\x${f.bytes.toString("hex")}`,
          size_bytes: f.bytes.length,
          content_type: f.content_type,
          created_at: iso(createdMs),
        });
      }
      files.push({
        id: rng.uuid(),
        pre_settlement_id: id,
        name: f.name,
        extension: f.extension,
        content_type: f.content_type,
        size_bytes: f.bytes.length,
        sha256: f.sha256,
        created_at: iso(createdMs),
        replaced_at: null,
        replaced_by: null,
      });
    }
  };

  for (const g of groups) {
    const status = g.any_send_error
      ? "SENT_ERROR"
      : g.all_settled
        ? "SETTLED"
        : g.any_sent
          ? "SENT"
          : "GENERATED";
    const number = g.origin_invoice_group_id.replace(/^OIG-/, "RAD-");
    add(
      g.origin_invoice_group_id,
      number,
      status,
      g.created_ms || REFERENCE_DATE_MS - 30 * DAY_MS,
      g.account_ids,
      g.payer_name,
      rng.chance(0.4),
    );
  }

  let cursor = 0;
  // Every status at least once (first, in order), even in a tiny seed; then weighted.
  for (let n = 0; (rows.length < count || n < STATUS_WEIGHTS.length) && pool.length > 0; n++) {
    const size = rng.weighted([
      [1, 10],
      [3, 20],
      [6, 30],
      [12, 25],
      [25, 15],
    ] as const);
    const first = pool[cursor % pool.length];
    const chosen: PoolRow[] = [];
    for (let k = 0; k < size && chosen.length < size; k++) {
      const candidate = pool[(cursor + k) % pool.length];
      if (candidate.payer_slug !== first.payer_slug) break;
      chosen.push(candidate);
    }
    cursor += chosen.length;
    const createdMs = Math.max(...chosen.map((c) => c.created_ms)) + rng.int(1, 5) * DAY_MS;
    const month = new Date(Math.min(createdMs, REFERENCE_DATE_MS - DAY_MS))
      .toISOString()
      .slice(0, 7)
      .replace("-", "");
    const suffix = pad(n + 1, 5);
    const prefix = first.payer_slug
      .replace(/^[a-z]{2}-/, "")
      .slice(0, 3)
      .toUpperCase();
    add(
      `PRE-${month}-${prefix}-${suffix}`,
      `RAD-${month}-${prefix}-${suffix}`,
      n < STATUS_WEIGHTS.length ? STATUS_WEIGHTS[n][0] : rng.weighted(STATUS_WEIGHTS),
      createdMs,
      chosen.map((c) => c.id),
      first.payer_name,
      rng.chance(0.45),
    );
  }

  await insertRows(handle, "stored_files", [...blobs.values()], 500);
  await insertRows(handle, "pre_settlements", rows, 2000);
  await insertRows(handle, "pre_settlement_invoices", links, 4000);
  await insertRows(handle, "pre_settlement_files", files, 4000);
}
