/**
 * Drizzle tables of the reference API: Pre-settlements (0008_pre_settlements.sql): invoices, files, actions and package folders. Split out of `schema.ts`, which re-exports them;
 * they mirror `sandbox/db/migrations/*.sql` (the migrations are the source of truth) and property
 * names are the snake_case column names.
 */
import { integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

const ts = () => timestamp({ withTimezone: true, mode: "date" });

/** Pre-settlements, delivery relationships (0008_pre_settlements.sql; 001 §3 "Pre-settlement"). */
export const pre_settlements = pgTable("pre_settlements", {
  id: uuid().primaryKey(),
  provider_slug: text().notNull(),
  origin_invoice_group_id: text().notNull(),
  path: text().notNull(),
  /** 001 §4: PENDING, READY_TO_GENERATE, GENERATED, SETTLED, SENT, VOIDED, RIPS_VALIDATION_ERRORS, SENT_ERROR. */
  status: text().notNull(),
  settlement_number: text().notNull(),
  /** MANUAL or AUTOMATIC (001 §3, §6). */
  delivery_responsible: text().notNull(),
  payer_name: text().notNull(),
  sent_date: ts(),
  agreement_codes: text().array().notNull(),
  invoice_count: integer().notNull(),
  created_at: ts().notNull(),
  updated_at: ts().notNull(),
  /** Generated column: lower(settlement_number || ' ' || origin_invoice_group_id). */
  search_text: text().generatedAlwaysAs(sql`lower(settlement_number || ' ' || origin_invoice_group_id)`),
});
export type PreSettlementRow = typeof pre_settlements.$inferSelect;

/** The invoices (accounts) a pre-settlement delivers. */
export const pre_settlement_invoices = pgTable(
  "pre_settlement_invoices",
  { pre_settlement_id: uuid().notNull(), account_id: uuid().notNull() },
  (t) => [primaryKey({ columns: [t.pre_settlement_id, t.account_id] })],
);

/** Files of a pre-settlement (001 §3 "files (extension, name)"), bytes in stored_files. */
export const pre_settlement_files = pgTable("pre_settlement_files", {
  id: uuid().primaryKey(),
  pre_settlement_id: uuid().notNull(),
  name: text().notNull(),
  extension: text().notNull(),
  content_type: text().notNull(),
  size_bytes: integer().notNull(),
  sha256: text().notNull(),
  created_at: ts().notNull(),
  replaced_at: ts(),
  replaced_by: text(),
});

/** Settlement actions registered on a pre-settlement (001 §4 "A settlement action carries an action"). */
export const pre_settlement_actions = pgTable("pre_settlement_actions", {
  id: uuid().primaryKey(),
  pre_settlement_id: uuid().notNull(),
  action: text().notNull(),
  comment: text(),
  created_by: text().notNull(),
  created_at: ts().notNull(),
});

/** The provider's package folder (001 §7 `GET`/`PATCH pre-settlements/package-folder`). */
export const pre_settlement_package_folders = pgTable("pre_settlement_package_folders", {
  provider_slug: text().primaryKey(),
  package_folder: text().notNull(),
  updated_at: ts().notNull(),
  updated_by: text().notNull(),
});
