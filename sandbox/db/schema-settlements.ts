/**
 * Drizzle tables of the reference API: settlements of authorizations (000 §3 "Settlement",
 * "Settlement creation state", "Pending settlement authorization"; §7 "Settlements service v3";
 * issue 22; docs/api-contract.md "Settlements of authorizations"). Like every `schema-*.ts`, the
 * one description of its tables (migrations generated, `npm run db:generate`). Property names are
 * the snake_case column names. A settlement's claims are linked in its own join table
 * (`settlement_claims`, a claim in one settlement at most); its amount and count are computed
 * from them in SQL `numeric`, never stored, so that a total always equals its parts to the cent.
 */
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { claims } from "./schema-portal";
import { sponsors } from "./schema-sponsors";
import { stored_files } from "./schema-rcm-files";

const ts = () => timestamp({ withTimezone: true, mode: "date" });
/** An exact amount with 2 decimals, read as its decimal text ("1234.50"). */
const money = () => numeric({ precision: 14, scale: 2, mode: "string" });

/**
 * A settlement (000 §3): its provider and sponsor, status (000 §4), the sponsor's ids, and the
 * billing fields set by its completion (invoice, tax receipt (NCF) and their dates).
 */
export const settlements = pgTable(
  "settlements",
  {
    id: uuid().primaryKey(),
    provider_slug: text().notNull(),
    sponsor_slug: text()
      .notNull()
      .references(() => sponsors.slug),
    currency_code: text().notNull(),
    status: text().notNull(),
    sponsor_settlement_id: text(),
    sponsor_medical_account_number: text(),
    created_by: text(),
    created_at: ts().notNull(),
    completed_at: ts(),
    invoice_number: text(),
    invoice_date: date({ mode: "string" }),
    invoice_amount: money(),
    tax_receipt_number: text(),
    tax_receipt_date: date({ mode: "string" }),
    tax_receipt_expiry_date: date({ mode: "string" }),
  },
  (t) => [index("settlements_provider_created").on(t.provider_slug, t.created_at.desc(), t.id)],
);

/** A claim included in a settlement (a claim belongs to one settlement at most). */
export const settlement_claims = pgTable(
  "settlement_claims",
  {
    settlement_id: uuid()
      .notNull()
      .references(() => settlements.id, { onDelete: "cascade" }),
    claim_id: integer()
      .notNull()
      .unique("settlement_claims_claim_key")
      .references(() => claims.id),
  },
  (t) => [primaryKey({ columns: [t.settlement_id, t.claim_id] })],
);

/** A document of a settlement (INVOICE, CREDIT_NOTE, DEBIT_NOTE; one per type), its bytes in the file store. */
export const settlement_files = pgTable(
  "settlement_files",
  {
    id: uuid().primaryKey(),
    settlement_id: uuid()
      .notNull()
      .references(() => settlements.id, { onDelete: "cascade" }),
    document_type: text().notNull(),
    file_name: text().notNull(),
    content_type: text().notNull(),
    size_bytes: integer().notNull(),
    /** The bytes' SHA-256: their key in the file store (sandbox/lib/stored-uploads.ts); NULL only on rows older than the store. */
    sha256: text().references(() => stored_files.sha256),
    created_at: ts().notNull(),
  },
  (t) => [index("settlement_files_settlement").on(t.settlement_id)],
);

/** Manual authorizations recorded with a settlement's completion (000 §3, §5: quantity and amount > 0). */
export const settlement_manual_authorizations = pgTable("settlement_manual_authorizations", {
  id: uuid().primaryKey(),
  settlement_id: uuid()
    .notNull()
    .unique("settlement_manual_authorizations_settlement_key")
    .references(() => settlements.id, { onDelete: "cascade" }),
  quantity: integer().notNull(),
  amount: money().notNull(),
});
