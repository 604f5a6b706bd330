/**
 * Drizzle tables of the Brazil dispatch panel (001 §3 "Brazil pre-settlement", "Brazil
 * credentials"; issue 9 §2), mirroring `sandbox/db/migrations/0011_br_dispatch.sql` (the migration
 * is the source of truth). Kept beside `schema.ts` so that this work does not edit the shared schema
 * file; property names are the snake_case column names, as in `schema.ts`.
 */
import { sql } from "drizzle-orm";
import { boolean, numeric, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

const ts = () => timestamp({ withTimezone: true, mode: "date" });

/** One invoice sent to a payer's integration (SIAD or ORIZON) and its dispatch status. */
export const br_sending_records = pgTable("br_sending_records", {
  id: uuid().primaryKey(),
  provider_slug: text().notNull(),
  account_id: uuid(),
  invoice_number: text().notNull(),
  invoice_source: text().notNull(),
  payer_name: text().notNull(),
  settlement_number: text(),
  worker_service: text().notNull(),
  sent_date: ts().notNull(),
  account_status: text().notNull(),
  invoice_total_amount: numeric({ precision: 14, scale: 2, mode: "number" }).notNull(),
  currency_code: text().notNull(),
  settlement_number_received_at: ts(),
  correction_deadline: ts(),
  billed_location: text().notNull(),
  protocol: text(),
  external_id: text(),
  movement_type: text().notNull(),
  reason: text(),
  xml_delivery: boolean().notNull(),
  search_text: text().generatedAlwaysAs(
    sql`lower(invoice_number || ' ' || coalesce(settlement_number, '') || ' ' || coalesce(protocol, '') || ' ' || coalesce(external_id, ''))`,
  ),
});
export type BrSendingRecordRow = typeof br_sending_records.$inferSelect;

/** One sending attempt of a record, with the integration's response message (the detail rows). */
export const br_sending_attempts = pgTable("br_sending_attempts", {
  id: uuid().primaryKey(),
  record_id: uuid().notNull(),
  attempt_date: ts().notNull(),
  account_status: text().notNull(),
  response_message: text().notNull(),
  protocol: text(),
});

/** The credentials of one provider for one integration; the password only as a hash. */
export const provider_keys_configurations = pgTable(
  "provider_keys_configurations",
  {
    provider_slug: text().notNull(),
    worker_type: text().notNull(),
    username: text().notNull(),
    password_hash: text().notNull(),
    last_updated: ts().notNull(),
    updated_by: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider_slug, t.worker_type] })],
);

/** The change log of the credentials (`provider-keys-configuration-log`). */
export const provider_keys_configuration_log = pgTable("provider_keys_configuration_log", {
  id: uuid().primaryKey(),
  provider_slug: text().notNull(),
  worker_slug: text().notNull(),
  action: text().notNull(),
  username: text().notNull(),
  updated_by: text().notNull(),
  updated_date: ts().notNull(),
});
