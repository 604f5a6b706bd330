/**
 * The Brazil dispatch panel's sending records (001 §3 "Brazil pre-settlement", §4 "Brazil dispatch",
 * §8 Brazil response messages; issue 9 §2), seeded after the accounts of hospital-sao-lucas-br: one
 * record per invoiced account already sent, settled or in send error (SETTLED ones were sent, so
 * their record is SENT), sent to SIAD or ORIZON, with one to three attempts. Error attempts cycle
 * through the 21 mapped response messages of `schemas/requests/pre-settlements-br.ts` (each appears once
 * there are 21 error attempts) and a few free texts of the payers' systems (shown as they came);
 * successful attempts answer a free-text receipt. The provider's SIAD credentials are seeded (created,
 * then updated: two log entries); ORIZON has none, to be created. Deterministic: its own random sequence, dates
 * before the reference date 2026-11-01, no clock.
 */
import { BR_RESPONSE_MESSAGES } from "../../schemas/requests/pre-settlements-br";
import type { DbHandle } from "../db/client";
import { hashPassword } from "../lib/passwords";
import { insertRows, type SeedRow } from "./insert";
import { createRng, REFERENCE_DATE_MS, SEED } from "./prng";

/** The provider whose accounts get sending records. */
export const PRE_SETTLEMENTS_BR_PROVIDER = "hospital-sao-lucas-br";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Days a SEND_ERROR record can be corrected after its sending. */
export const BR_CORRECTION_DAYS = 60;

/** Free texts the payers' systems answer that have no translation (shown as sent, 001 §8). */
const FREE_ERRORS = [
  "Guia com divergência de valores entre lote e fatura",
  "Beneficiário não localizado na base da operadora",
];
const RECEIPT = "Lote recebido pela operadora";
const MOVEMENT_TYPES = ["ENVIO", "REENVIO", "RECURSO"];
const REASONS = [
  "Correção de XML após glosa técnica",
  "Reenvio por indisponibilidade",
  "Substituição de guia",
];
const LOCATIONS = ["Hospital São Lucas - Unidade Paulista", "Hospital São Lucas - Pronto Atendimento"];

/** Inserts the sending records and their attempts of {@link PRE_SETTLEMENTS_BR_PROVIDER}. */
export async function seedPreSettlementsBr(handle: DbHandle): Promise<void> {
  const rng = createRng(SEED + 12);
  const accounts = await handle.query<{
    id: string;
    invoice_number: string;
    invoice_source: string;
    payer_name: string;
    settlement_number: string | null;
    invoice_amount: string;
    currency_code: string;
    status: string;
    created_ms: number;
  }>(
    `SELECT id, invoice_number, invoice_source, payer_name, settlement_number,
            invoice_amount::text AS invoice_amount, currency_code, status,
            (extract(epoch FROM created_at) * 1000)::float8 AS created_ms
       FROM accounts
      WHERE provider_slug = $1 AND status IN ('SENT', 'SETTLED', 'SEND_ERROR')
      ORDER BY invoice_number`,
    [PRE_SETTLEMENTS_BR_PROVIDER],
  );
  const records: SeedRow[] = [];
  const attempts: SeedRow[] = [];
  let errorIndex = 0;
  const nextError = (): string => {
    const cycle = BR_RESPONSE_MESSAGES.length + FREE_ERRORS.length;
    const k = errorIndex % cycle;
    errorIndex += 1;
    return k < BR_RESPONSE_MESSAGES.length
      ? BR_RESPONSE_MESSAGES[k]
      : FREE_ERRORS[k - BR_RESPONSE_MESSAGES.length];
  };
  for (const account of accounts) {
    const id = rng.uuid();
    const status = account.status === "SEND_ERROR" ? "SEND_ERROR" : "SENT";
    const sent = Math.min(
      REFERENCE_DATE_MS - HOUR_MS,
      Math.max(Number(account.created_ms) + rng.int(1, 20) * DAY_MS, REFERENCE_DATE_MS - 120 * DAY_MS) +
        rng.int(0, 23) * HOUR_MS,
    );
    const worker = rng.chance(0.6) ? "SIAD" : "ORIZON";
    const protocol = status === "SENT" || rng.chance(0.3) ? `${rng.digits(12)}` : null;
    const movement = rng.pick(MOVEMENT_TYPES);
    records.push({
      id,
      provider_slug: PRE_SETTLEMENTS_BR_PROVIDER,
      account_id: account.id,
      invoice_number: account.invoice_number,
      invoice_source: account.invoice_source,
      payer_name: account.payer_name,
      settlement_number: account.settlement_number ?? `LT-${rng.digits(8)}`,
      worker_service: worker,
      sent_date: new Date(sent).toISOString(),
      account_status: status,
      invoice_total_amount: Number(account.invoice_amount).toFixed(2),
      currency_code: account.currency_code,
      settlement_number_received_at:
        status === "SENT"
          ? new Date(Math.min(sent + rng.int(1, 48) * HOUR_MS, REFERENCE_DATE_MS - 60_000)).toISOString()
          : null,
      correction_deadline:
        status === "SEND_ERROR" ? new Date(sent + BR_CORRECTION_DAYS * DAY_MS).toISOString() : null,
      billed_location: rng.pick(LOCATIONS),
      protocol,
      external_id: `${worker}-${rng.digits(9)}`,
      movement_type: movement,
      reason: movement === "ENVIO" ? null : rng.pick(REASONS),
      xml_delivery: status === "SENT" || rng.chance(0.4),
    });
    const count = rng.int(1, 3);
    for (let k = 0; k < count; k += 1) {
      const last = k === count - 1;
      const success = last && status === "SENT";
      attempts.push({
        id: rng.uuid(),
        record_id: id,
        attempt_date: new Date(sent - (count - 1 - k) * rng.int(2, 30) * HOUR_MS).toISOString(),
        account_status: success ? "SENT" : "SEND_ERROR",
        response_message: success ? RECEIPT : nextError(),
        protocol: success ? protocol : null,
      });
    }
  }
  await insertRows(handle, "br_sending_records", records);
  await insertRows(handle, "br_sending_attempts", attempts);
  await seedCredentials(handle, rng);
}

/** The SIAD credentials of the provider and their change log (created, then updated). */
async function seedCredentials(handle: DbHandle, rng: ReturnType<typeof createRng>): Promise<void> {
  const salt = Buffer.from(Array.from({ length: 16 }, () => rng.int(0, 255)));
  const by = "rcm-editor-br@demo.provider-portal.test";
  const created = new Date(REFERENCE_DATE_MS - 45 * DAY_MS).toISOString();
  const updated = new Date(REFERENCE_DATE_MS - 12 * DAY_MS).toISOString();
  await insertRows(handle, "provider_keys_configurations", [
    {
      provider_slug: PRE_SETTLEMENTS_BR_PROVIDER,
      worker_type: "SIAD",
      username: "hsl.siad",
      password_hash: await hashPassword("Siad#Demo-2026", salt),
      last_updated: updated,
      updated_by: by,
    },
  ]);
  await insertRows(handle, "provider_keys_configuration_log", [
    {
      id: rng.uuid(),
      provider_slug: PRE_SETTLEMENTS_BR_PROVIDER,
      worker_slug: "SIAD",
      action: "CREATED",
      username: "hsl.siad.old",
      updated_by: by,
      updated_date: created,
    },
    {
      id: rng.uuid(),
      provider_slug: PRE_SETTLEMENTS_BR_PROVIDER,
      worker_slug: "SIAD",
      action: "UPDATED",
      username: "hsl.siad",
      updated_by: by,
      updated_date: updated,
    },
  ]);
}
