/**
 * Drizzle tables of the Brazil dispatch panel (001 §2 "pre-settlements-br", §3 "Brazil
 * pre-settlement", "Brazil credentials", §4 "Brazil dispatch", §7 provider-keys-configuration; issue
 * 9 §2; docs/api-contract.md "Brazil dispatch panel"). A sending record is one invoice (account)
 * sent to a payer's integration (SIAD or ORIZON); its attempts carry the integration's response
 * message. Credentials are one per provider and integration, the password kept as a one-way hash
 * and never answered; every change is logged. The one description of the tables (the migrations
 * are generated from them, `npm run db:generate`); property names are the snake_case column names.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type ExtraConfigColumn,
} from "drizzle-orm/pg-core";
import { accounts } from "./schema-rcm";

const ts = () => timestamp({ withTimezone: true, mode: "date" });

const isWorker = (name: string, column: ExtraConfigColumn) =>
  check(name, sql`${column} IN ('SIAD', 'ORIZON')`);
const isSendStatus = (name: string, column: ExtraConfigColumn) =>
  check(name, sql`${column} IN ('SENT', 'SEND_ERROR')`);

/** One invoice sent to a payer's integration (SIAD or ORIZON) and its dispatch status. */
export const br_sending_records = pgTable(
  "br_sending_records",
  {
    id: uuid().primaryKey(),
    provider_slug: text().notNull(),
    account_id: uuid().references(() => accounts.id),
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
    /** Until when a SEND_ERROR record can be corrected and sent again (null when SENT). */
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
  },
  (t) => [
    isWorker("br_sending_records_worker_service_check", t.worker_service),
    isSendStatus("br_sending_records_account_status_check", t.account_status),
    index("br_sending_records_provider_sent").on(t.provider_slug, t.sent_date.desc().nullsFirst(), t.id),
    index("br_sending_records_provider_status").on(
      t.provider_slug,
      t.account_status,
      t.sent_date.desc().nullsFirst(),
    ),
  ],
);
export type BrSendingRecordRow = typeof br_sending_records.$inferSelect;

/** One sending attempt of a record, with the integration's response message (the detail rows). */
export const br_sending_attempts = pgTable(
  "br_sending_attempts",
  {
    id: uuid().primaryKey(),
    record_id: uuid()
      .notNull()
      .references(() => br_sending_records.id, { onDelete: "cascade" }),
    attempt_date: ts().notNull(),
    account_status: text().notNull(),
    response_message: text().notNull(),
    protocol: text(),
  },
  (t) => [
    isSendStatus("br_sending_attempts_account_status_check", t.account_status),
    index("br_sending_attempts_record").on(t.record_id, t.attempt_date.desc().nullsFirst()),
  ],
);

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
  (t) => [
    primaryKey({ name: "provider_keys_configurations_pkey", columns: [t.provider_slug, t.worker_type] }),
    isWorker("provider_keys_configurations_worker_type_check", t.worker_type),
  ],
);

/** The change log of the credentials (`provider-keys-configuration-log`). */
export const provider_keys_configuration_log = pgTable(
  "provider_keys_configuration_log",
  {
    id: uuid().primaryKey(),
    provider_slug: text().notNull(),
    worker_slug: text().notNull(),
    action: text().notNull(),
    username: text().notNull(),
    updated_by: text().notNull(),
    updated_date: ts().notNull(),
  },
  (t) => [
    check("provider_keys_configuration_log_action_check", sql`${t.action} IN ('CREATED', 'UPDATED')`),
    index("provider_keys_configuration_log_worker").on(
      t.provider_slug,
      t.worker_slug,
      t.updated_date.desc().nullsFirst(),
    ),
  ],
);
