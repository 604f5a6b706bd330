/**
 * Drizzle tables of the reference API: Pre-settlements (001 §3 "Pre-settlement", §4, §7; issue 9
 * §1): invoices, files, actions and package folders. Split out of `schema.ts`, which re-exports
 * them; like every `schema-*.ts`, they are the one description of their tables (the migrations are
 * generated from them, `npm run db:generate`). Property names are the snake_case column names.
 */
import { index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { accounts } from "./schema-rcm";
import { stored_files } from "./schema-rcm-files";

const ts = () => timestamp({ withTimezone: true, mode: "date" });

/** Pre-settlements, delivery relationships (001 §3 "Pre-settlement"), keyed for the portal by origin invoice group. */
export const pre_settlements = pgTable(
  "pre_settlements",
  {
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
  },
  (t) => [
    unique("pre_settlements_provider_slug_origin_invoice_group_id_key").on(
      t.provider_slug,
      t.origin_invoice_group_id,
    ),
    index("pre_settlements_provider_created").on(t.provider_slug, t.created_at.desc().nullsFirst(), t.id),
    index("pre_settlements_provider_status").on(
      t.provider_slug,
      t.status,
      t.created_at.desc().nullsFirst(),
      t.id,
    ),
    index("pre_settlements_agreements").using("gin", t.agreement_codes),
  ],
);
export type PreSettlementRow = typeof pre_settlements.$inferSelect;

/** The invoices (accounts) a pre-settlement delivers. */
export const pre_settlement_invoices = pgTable(
  "pre_settlement_invoices",
  {
    pre_settlement_id: uuid()
      .notNull()
      .references(() => pre_settlements.id, { onDelete: "cascade" }),
    account_id: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ name: "pre_settlement_invoices_pkey", columns: [t.pre_settlement_id, t.account_id] }),
    index("pre_settlement_invoices_account").on(t.account_id),
  ],
);

/** Files of a pre-settlement (001 §3 "files (extension, name)"), bytes in stored_files. */
export const pre_settlement_files = pgTable(
  "pre_settlement_files",
  {
    id: uuid().primaryKey(),
    pre_settlement_id: uuid()
      .notNull()
      .references(() => pre_settlements.id, { onDelete: "cascade" }),
    name: text().notNull(),
    extension: text().notNull(),
    content_type: text().notNull(),
    size_bytes: integer().notNull(),
    sha256: text()
      .notNull()
      .references(() => stored_files.sha256),
    created_at: ts().notNull(),
    replaced_at: ts(),
    replaced_by: text(),
  },
  (t) => [index("pre_settlement_files_owner").on(t.pre_settlement_id, t.name, t.id)],
);

/** Settlement actions registered on a pre-settlement (001 §4 "A settlement action carries an action"). */
export const pre_settlement_actions = pgTable(
  "pre_settlement_actions",
  {
    id: uuid().primaryKey(),
    pre_settlement_id: uuid()
      .notNull()
      .references(() => pre_settlements.id, { onDelete: "cascade" }),
    action: text().notNull(),
    comment: text(),
    created_by: text().notNull(),
    created_at: ts().notNull(),
  },
  (t) => [
    index("pre_settlement_actions_owner").on(t.pre_settlement_id, t.created_at.desc().nullsFirst(), t.id),
  ],
);

/** The provider's package folder (001 §7 `GET`/`PATCH pre-settlements/package-folder`). */
export const pre_settlement_package_folders = pgTable("pre_settlement_package_folders", {
  provider_slug: text().primaryKey(),
  package_folder: text().notNull(),
  updated_at: ts().notNull(),
  updated_by: text().notNull(),
});
