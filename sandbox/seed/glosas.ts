/**
 * Seeded glosas (001 §3 "Processed glosa", §4 "Glosa") for the demo RCM providers: objections of
 * their own payers on their own invoiced accounts, notified in the weeks before the reference date
 * (2026-11-01) with 10 to 30 days to respond, in every glosa state, some with answers. Deterministic
 * (fixed random seed; no clock).
 */
import type { DbHandle } from "../db/client";
import { insertRows, type SeedRow } from "./insert";
import { createRng, REFERENCE_DATE_MS, SEED } from "./prng";

/** Glosas per provider. */
export const SEEDED_GLOSAS: Record<string, number> = {
  "clinica-andina-co": 120,
  "hospital-sao-lucas-br": 40,
};

const CATEGORIES = ["TARIFAS", "SOPORTES", "AUTORIZACION", "COBERTURA", "PERTINENCIA", "FACTURACION"];
export const CAUSES: [string, string, string][] = [
  ["101", "Estancia sin soporte de evolución", "Soportes incompletos"],
  ["223", "Medicamento no autorizado", "Autorización"],
  ["315", "Procedimiento facturado sin orden", "Pertinencia"],
  ["402", "Diferencia en tarifa pactada", "Tarifas"],
  ["518", "Cobertura no incluida en el plan", "Cobertura"],
  ["607", "Factura duplicada", "Facturación"],
];
const CUPS = ["890201", "881602", "903841", "871121", "902210", "890301"];
const STATUSES: [string, number][] = [
  ["PENDING", 5],
  ["IN_PROGRESS", 2],
  ["READY_TO_FILE", 1],
  ["INCOMPLETE_DOCUMENTATION", 1],
  ["FILED", 1],
];
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Inserts the seeded glosas (and a few answers) of every demo RCM provider. */
export async function seedGlosas(handle: DbHandle): Promise<void> {
  const rng = createRng(SEED + 9);
  const glosaRows: SeedRow[] = [];
  const commentRows: SeedRow[] = [];
  for (const [provider, total] of Object.entries(SEEDED_GLOSAS)) {
    const invoiced = await handle.query<{
      id: string;
      invoice_number: string;
      payer_name: string;
      invoice_amount: string;
    }>(
      `SELECT id, invoice_number, payer_name, invoice_amount::text AS invoice_amount FROM accounts
        WHERE provider_slug = $1 ORDER BY invoice_number LIMIT $2`,
      [provider, total * 3],
    );
    if (invoiced.length === 0) continue;
    const picked = rng.sample(invoiced, total);
    picked.forEach((account, index) => {
      const invoicedAmount = Number(account.invoice_amount);
      const glossed = Math.round(invoicedAmount * rng.int(5, 60)) / 100;
      const notified = REFERENCE_DATE_MS - rng.int(0, 40) * DAY;
      const filed = notified - rng.int(20, 90) * DAY;
      const status = rng.weighted(STATUSES);
      const [code, description, cause] = rng.pick(CAUSES);
      const id = rng.uuid();
      const answered = status !== "PENDING";
      const accepted = answered ? Math.round(glossed * rng.int(0, 100)) / 100 : 0;
      const created = new Date(notified).toISOString();
      glosaRows.push({
        id,
        provider_slug: provider,
        file_id: null,
        invoice_id: account.id,
        invoice_number: account.invoice_number,
        payer: account.payer_name,
        type: rng.chance(0.8) ? "GLOSS" : "RETURN",
        filing_date: iso(filed),
        gloss_notification_date: iso(notified),
        notification_quantity: rng.int(1, 3),
        days_response: rng.pick([10, 15, 15, 20, 30]),
        objection_category: rng.pick(CATEGORIES),
        invoiced_amount: invoicedAmount.toFixed(2),
        glossed_amount: glossed.toFixed(2),
        charge_amount: (Math.round(glossed * rng.int(50, 100)) / 100).toFixed(2),
        accepted_amount: accepted.toFixed(2),
        reason: description,
        glosa_status: status,
        slug: `${account.invoice_number}-${index + 1}`.toLowerCase(),
        glosa_code: code,
        glosa_description: description,
        cups_code: rng.pick(CUPS),
        main_cause: cause,
        secondary_cause: rng.chance(0.5) ? rng.pick(CAUSES)[2] : null,
        credit_note_required: rng.chance(0.3),
        rips_required: rng.chance(0.6),
        cuv_required: rng.chance(0.4),
        disabled: false,
        created_at: created,
        updated_at: created,
      });
      if (answered) {
        commentRows.push({
          id: rng.uuid(),
          glosa_id: id,
          event_type: status === "READY_TO_FILE" ? "NOTHING" : "COMMENT",
          comment: "Se adjuntan soportes de la atención y se acepta el valor indicado.",
          accepted_value: accepted.toFixed(2),
          author_email: "denials-editor@demo.provider-portal.test",
          author_name: "Leidy Johana Muñoz",
          disabled: false,
          created_at: new Date(notified + DAY).toISOString(),
        });
      }
    });
  }
  await insertRows(handle, "glosas", glosaRows);
  await insertRows(handle, "glosa_comments", commentRows);
}
