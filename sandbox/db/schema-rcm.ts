/**
 * Drizzle tables of the reference API: RCM payers, agreements, catalogues and responsibles, patient accounts and their charges, role statuses, user restrictions and view configurations. Split out of `schema.ts`, which re-exports them;
 * like every `schema-*.ts`, they are the one description of their tables (the migrations are
 * generated from them, `npm run db:generate`). Property names are the snake_case column names.
 * The trigram index of the accounts' contains-search is not here: it needs the pg_trgm extension,
 * which a server may lack, so the custom migration `0001_trigram_search_and_rows.sql` adds it.
 */
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { providers, users } from "./schema-auth";

const ts = () => timestamp({ withTimezone: true, mode: "date" });

/** Payers of the revenue cycle (001 §3). */
export const rcm_payers = pgTable("rcm_payers", {
  slug: text().primaryKey(),
  name: text().notNull(),
  country_code: text().notNull(),
});

export const rcm_agreements = pgTable(
  "rcm_agreements",
  {
    provider_slug: text()
      .notNull()
      .references(() => providers.slug),
    agreement_code: text().notNull(),
    agreement_name: text().notNull(),
    payer_slug: text()
      .notNull()
      .references(() => rcm_payers.slug),
  },
  (t) => [primaryKey({ name: "rcm_agreements_pkey", columns: [t.provider_slug, t.agreement_code] })],
);

/**
 * Provider lookups as slug/value pairs; kind: service_type | executor_service |
 * agreement_plan_type | invoice_source.
 */
export const rcm_catalogue = pgTable(
  "rcm_catalogue",
  {
    provider_slug: text()
      .notNull()
      .references(() => providers.slug),
    kind: text().notNull(),
    slug: text().notNull(),
    value: text().notNull(),
    position: integer().notNull(),
  },
  (t) => [primaryKey({ name: "rcm_catalogue_pkey", columns: [t.provider_slug, t.kind, t.slug] })],
);

export const rcm_responsibles = pgTable(
  "rcm_responsibles",
  {
    provider_slug: text()
      .notNull()
      .references(() => providers.slug),
    email_address: text().notNull(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ name: "rcm_responsibles_pkey", columns: [t.provider_slug, t.email_address] })],
);

export const support_file_types = pgTable("support_file_types", {
  file_code: text().primaryKey(),
  name: text().notNull(),
});

/** Patient accounts (001 §3 "Account"). Amounts are decimal (2 places) in `currency_code`. */
export const accounts = pgTable(
  "accounts",
  {
    id: uuid().primaryKey(),
    provider_slug: text()
      .notNull()
      .references(() => providers.slug),
    invoice_number: text().notNull(),
    healthcare_plan_coverage: text().notNull(),
    origin_event_id: text().notNull(),
    parent_event_id: text(),
    child_events: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    created_at: ts().notNull(),
    origin_event_creation_date_time: ts().notNull(),
    invoice_date_time: ts(),
    payer_slug: text().notNull(),
    payer_name: text().notNull(),
    invoice_amount: numeric({ precision: 14, scale: 2, mode: "number" }).notNull(),
    currency_code: text().notNull(),
    required_support_documents: integer().notNull(),
    uploaded_support_documents: integer().notNull(),
    required_support_documents_completed: boolean().notNull(),
    missing_support_codes: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    agreement_code: text().notNull(),
    agreement_name: text().notNull(),
    agreement_plan_type: text().notNull(),
    status: text(),
    service_types: text().array().notNull(),
    service_type_name: text().notNull(),
    executor_service: text().notNull(),
    invoice_source: text().notNull(),
    multiple_patient_account: boolean().notNull(),
    multiple_event_same_patient_account: boolean().notNull(),
    regime: text().notNull(),
    patient_id: text().notNull(),
    patient_name: text().notNull(),
    patient_document_type: text().notNull(),
    patient_document_number: text().notNull(),
    responsible_email_address: text(),
    responsible_name: text(),
    reassigned_account: boolean().notNull(),
    reassigned_account_id: uuid(),
    reassigned_invoice_number: text(),
    rip_cuv_files_completed: boolean().notNull(),
    cost_center_name: text().notNull(),
    cost_center_code: text().notNull(),
    settlement_group_id: text(),
    origin_invoice_group_id: text(),
    settlement_number: text(),
    external_id: text(),
    authorization_id: text(),
    invoice_origin_provider_branch_name: text().notNull(),
    concurrent_audit_required: boolean().notNull(),
    has_unconfigured_products: boolean().notNull(),
    last_change_reason: text(),
    /** Package build state (001 §4): PENDING, READY_TO_GENERATE, GENERATED, VOIDED. */
    build_state: text().notNull().default("PENDING"),
    package_generated_at: ts(),
    /** What search_value matches (contains, case-insensitive); generated, never written. */
    search_text: text().generatedAlwaysAs(
      sql`lower(invoice_number || ' ' || patient_id || ' ' || patient_name)`,
    ),
  },
  // The accounts list (GET /rcm/v1/accounts, 001 §7) is scoped to one provider, sorted (default
  // created_at desc) and paged; id breaks ties (in the sort's direction, so that one index serves
  // both directions) and keeps pages stable.
  (t) => [
    index("accounts_provider_status_created").on(t.provider_slug, t.status, t.created_at, t.id),
    index("accounts_provider_created").on(t.provider_slug, t.created_at, t.id),
    index("accounts_provider_amount").on(t.provider_slug, t.invoice_amount, t.id),
    index("accounts_provider_invoice").on(t.provider_slug, t.invoice_number, t.id),
    index("accounts_provider_payer").on(t.provider_slug, t.payer_name, t.id),
    index("accounts_provider_patient").on(t.provider_slug, t.patient_id, t.id),
    index("accounts_reassigned_from")
      .on(t.reassigned_account_id)
      .where(sql`${t.reassigned_account_id} IS NOT NULL`),
    index("accounts_parent_event")
      .on(t.parent_event_id)
      .where(sql`${t.parent_event_id} IS NOT NULL`),
    index("accounts_origin_event").on(t.origin_event_id),
    index("accounts_origin_invoice_group")
      .on(t.provider_slug, t.origin_invoice_group_id)
      .where(sql`${t.origin_invoice_group_id} IS NOT NULL`),
  ],
);

/** Charges of an account (001 §3 "Charge"). */
export const charges = pgTable(
  "charges",
  {
    id: uuid().primaryKey(),
    account_id: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    line_number: integer().notNull(),
    code: text().notNull(),
    description: text().notNull(),
    quantity: integer().notNull(),
    amount: numeric({ precision: 14, scale: 2, mode: "number" }).notNull(),
    total_amount: numeric({ precision: 14, scale: 2, mode: "number" }).notNull(),
    service_type: text().notNull(),
    diagnosis_code: text().notNull(),
    diagnosis_name: text().notNull(),
    provider_product_code: text().notNull(),
    required_support_documents: integer().notNull(),
    uploaded_support_documents: integer().notNull(),
    required_support_documents_completed: boolean().notNull(),
    created_at: ts().notNull(),
    origin_event_creation_date_time: ts().notNull(),
  },
  (t) => [index("charges_account").on(t.account_id, t.line_number)],
);

/** Per provider and role: the account statuses the role may see and set (001 §6). */
export const rcm_role_statuses = pgTable(
  "rcm_role_statuses",
  {
    provider_slug: text()
      .notNull()
      .references(() => providers.slug),
    role: text().notNull(),
    statuses: text().array().notNull(),
  },
  (t) => [primaryKey({ name: "rcm_role_statuses_pkey", columns: [t.provider_slug, t.role] })],
);

/** Per-user restricted events (000 §6 "restrictedEvent", 001 §6). */
export const account_event_restrictions = pgTable(
  "account_event_restrictions",
  {
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    restricted_event: text().notNull(),
  },
  (t) => [primaryKey({ name: "account_event_restrictions_pkey", columns: [t.user_id, t.restricted_event] })],
);

/** Support-file types a user may not touch (001 §6). */
export const support_file_restrictions = pgTable(
  "support_file_restrictions",
  {
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    file_code: text().notNull(),
  },
  (t) => [primaryKey({ name: "support_file_restrictions_pkey", columns: [t.user_id, t.file_code] })],
);

/** View configuration (001 §1, §6): sections and view names can exclude columns. */
export const view_configurations = pgTable(
  "view_configurations",
  {
    provider_slug: text()
      .notNull()
      .references(() => providers.slug),
    section: text().notNull(),
    view_name: text().notNull(),
    excluded_columns: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    hidden: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ name: "view_configurations_pkey", columns: [t.provider_slug, t.section, t.view_name] }),
  ],
);
