/**
 * Drizzle tables of the reference API: dispensations of prescriptions (000 §3 "Prescription",
 * "Dispensation cosharing"; §4 "Dispensing"; §7 "Dispensing"; §9 default tax 0.00, auto-dispensed
 * subtotal 1.00; issue 21 §2, §4; docs/api-contract.md "Dispensing"). A prescription is a claims-desk
 * authorization request of medicines (its authorizations are in `claims_desk_authorizations`), so it
 * has no table of its own; a dispensation is made against one of its authorizations by the
 * authorization's code (the dispensing document). Like every `schema-*.ts`, the one description of
 * its tables (migrations generated, `npm run db:generate`). Property names are the snake_case column
 * names.
 */
import { index, integer, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { authorizations, jobs } from "./schema-portal";
import { v2_authorization_requests } from "./schema-v2-requests";

const ts = () => timestamp({ withTimezone: true, mode: "date" });
/** An exact amount with 2 decimals, read as its decimal text ("1234.50"). */
const money = () => numeric({ precision: 14, scale: 2, mode: "string" });

/**
 * A dispensation (000 §4 "Dispensing"): PENDING while its job (`job_id`, the jobs table) runs, then
 * APPROVED (the sponsor accepted every product; `products` hold price, quantity, taxes, subtotal and
 * the patient's share) or ERROR (`errors`: `[{ product_name, reason_code, … }]`); APPROVED →
 * COMPLETED by its completion (`amount`, `document_number`, `document_date`,
 * `provider_transaction_id`). A PUT of an APPROVED or ERROR one judges its products again.
 */
export const dispensations = pgTable(
  "dispensations",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity({ startWith: 7001 }),
    provider_slug: text().notNull(),
    /** The prescription: the claims-desk authorization request. */
    request_id: integer()
      .notNull()
      .references(() => v2_authorization_requests.id),
    authorization_id: integer()
      .notNull()
      .references(() => authorizations.id),
    /** The dispensing document's code: the authorization's code. */
    document_code: text().notNull(),
    job_id: text()
      .notNull()
      .references(() => jobs.id),
    status: text().notNull(),
    currency_code: text().notNull(),
    products: jsonb().notNull(),
    external_verifications: jsonb(),
    errors: jsonb().notNull().default([]),
    /** The sum of the products' subtotals once judged (null while PENDING). */
    total: money(),
    amount: money(),
    document_number: text(),
    document_date: text(),
    provider_transaction_id: text(),
    completed_at: ts(),
    created_by: text().notNull(),
    created_at: ts().notNull(),
    updated_at: ts().notNull(),
  },
  (t) => [
    index("dispensations_document").on(t.provider_slug, t.document_code),
    index("dispensations_request").on(t.request_id),
  ],
);
