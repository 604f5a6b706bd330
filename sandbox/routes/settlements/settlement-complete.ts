/**
 * Completion of a settlement (`POST /{id}/complete`; 000 §3 billing fields, §4, §5;
 * docs/api-contract.md "Settlements of authorizations"): checks the billing fields, the invoice
 * document, the manual authorizations of a sponsor that has them, and that the total invoice amount
 * equals the settlement's total plus the manual authorizations' amount to the cent; then records
 * them and moves the settlement to SENT_TO_SPONSOR. Completing a completed settlement changes
 * nothing (a retry completes one settlement). Not a service module itself.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { settlement_files, settlement_manual_authorizations, settlements, sponsors } from "../../db/schema";
import type { AppDeps, AppEnv } from "../../lib/context";
import { validationError } from "../../lib/errors";
import { readBody } from "../../lib/validate";
import { settlementSummary } from "./settlement-queries";
import { centsOf, decimalOf, settlementError } from "./settlement-rules";

/** A settlement as stored. */
type SettlementRow = typeof settlements.$inferSelect;

const DAY = { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" } as const;
const AMOUNT = { anyOf: [{ type: "string", maxLength: 20 }, { type: "number" }] } as const;

const COMPLETE_BODY = {
  type: "object",
  properties: {
    invoice_number: { type: "string", minLength: 1, maxLength: 60 },
    invoice_date: DAY,
    invoice_amount: AMOUNT,
    tax_receipt_number: { type: "string", minLength: 1, maxLength: 40 },
    tax_receipt_date: DAY,
    tax_receipt_expiry_date: DAY,
    manual_authorizations: {
      type: "object",
      properties: { quantity: { type: "integer", minimum: 1, maximum: 100_000 }, amount: AMOUNT },
      required: ["quantity", "amount"],
      additionalProperties: false,
    },
  },
  required: [
    "invoice_number",
    "invoice_date",
    "invoice_amount",
    "tax_receipt_number",
    "tax_receipt_date",
    "tax_receipt_expiry_date",
  ],
  additionalProperties: false,
} as const;

/** The body of a completion (snake_case, docs/api-contract.md). */
export interface CompleteBody {
  invoice_number: string;
  invoice_date: string;
  invoice_amount: string | number;
  tax_receipt_number: string;
  tax_receipt_date: string;
  tax_receipt_expiry_date: string;
  manual_authorizations?: { quantity: number; amount: string | number };
}

/**
 * Completes `row` with the request's billing fields, or does nothing when it is completed already.
 * @throws 400 naming the field, 409 SETTLEMENT_NOT_IN_PROGRESS / SETTLEMENT_EMPTY /
 * SETTLEMENT_INVOICE_MISSING, 422 SETTLEMENT_AMOUNT_MISMATCH.
 */
export async function completeSettlement(
  c: Context<AppEnv>,
  deps: AppDeps,
  row: SettlementRow,
): Promise<void> {
  const db = deps.handle.db;
  const body = await readBody<CompleteBody>(c, COMPLETE_BODY);
  if (row.completed_at) return;
  if (row.status !== "IN_PROGRESS") throw settlementError(c, 409, "SETTLEMENT_NOT_IN_PROGRESS");
  const invoiceCents = centsOf(body.invoice_amount);
  if (invoiceCents === null || invoiceCents <= 0n)
    throw validationError(
      "invoice_amount must be a decimal greater than 0 with a dot and at most 2 decimals",
    );
  if (body.tax_receipt_expiry_date < body.tax_receipt_date)
    throw validationError("tax_receipt_expiry_date is before tax_receipt_date");
  const [sponsor] = await db.select().from(sponsors).where(eq(sponsors.slug, row.sponsor_slug));
  let manualCents = 0n;
  if (sponsor?.manual_authorizations) {
    if (!body.manual_authorizations) throw validationError("manual_authorizations is required");
    const cents = centsOf(body.manual_authorizations.amount);
    if (cents === null || cents <= 0n)
      throw validationError("manual_authorizations.amount must be a decimal greater than 0");
    manualCents = cents;
  } else if (body.manual_authorizations) {
    throw validationError("manual_authorizations is not an allowed field for this sponsor");
  }
  const summary = await settlementSummary(db, row.id);
  if (summary.transactions_quantity === 0) throw settlementError(c, 409, "SETTLEMENT_EMPTY");
  const [invoice] = await db
    .select({ id: settlement_files.id })
    .from(settlement_files)
    .where(and(eq(settlement_files.settlement_id, row.id), eq(settlement_files.document_type, "INVOICE")));
  if (!invoice) throw settlementError(c, 409, "SETTLEMENT_INVOICE_MISSING");
  const expected = (centsOf(summary.total_text) ?? 0n) + manualCents;
  if (expected !== invoiceCents) {
    throw settlementError(c, 422, "SETTLEMENT_AMOUNT_MISMATCH", decimalOf(invoiceCents), decimalOf(expected));
  }
  await db.transaction(async (tx) => {
    const done = await tx
      .update(settlements)
      .set({
        status: "SENT_TO_SPONSOR",
        completed_at: deps.now(),
        invoice_number: body.invoice_number,
        invoice_date: body.invoice_date,
        invoice_amount: decimalOf(invoiceCents),
        tax_receipt_number: body.tax_receipt_number,
        tax_receipt_date: body.tax_receipt_date,
        tax_receipt_expiry_date: body.tax_receipt_expiry_date,
      })
      .where(and(eq(settlements.id, row.id), eq(settlements.status, "IN_PROGRESS")))
      .returning({ id: settlements.id });
    if (done.length > 0 && body.manual_authorizations) {
      await tx.insert(settlement_manual_authorizations).values({
        id: randomUUID(),
        settlement_id: row.id,
        quantity: body.manual_authorizations.quantity,
        amount: decimalOf(manualCents),
      });
    }
  });
}
