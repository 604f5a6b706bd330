/**
 * Drizzle tables of the reference API: RCM payers, agreements, catalogues and responsibles, patient accounts and their charges, role statuses, user restrictions and view configurations. Split out of `schema.ts`, which re-exports them;
 * they mirror `sandbox/db/migrations/*.sql` (the migrations are the source of truth) and property
 * names are the snake_case column names.
 */
import { boolean, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

const ts = () => timestamp({ withTimezone: true, mode: "date" });

export const rcm_payers = pgTable("rcm_payers", {
  slug: text().primaryKey(),
  name: text().notNull(),
  country_code: text().notNull(),
});

export const rcm_agreements = pgTable(
  "rcm_agreements",
  {
    provider_slug: text().notNull(),
    agreement_code: text().notNull(),
    agreement_name: text().notNull(),
    payer_slug: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider_slug, t.agreement_code] })],
);

export const rcm_catalogue = pgTable(
  "rcm_catalogue",
  {
    provider_slug: text().notNull(),
    kind: text().notNull(),
    slug: text().notNull(),
    value: text().notNull(),
    position: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider_slug, t.kind, t.slug] })],
);

export const rcm_responsibles = pgTable(
  "rcm_responsibles",
  {
    provider_slug: text().notNull(),
    email_address: text().notNull(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider_slug, t.email_address] })],
);

export const support_file_types = pgTable("support_file_types", {
  file_code: text().primaryKey(),
  name: text().notNull(),
});

/** Patient accounts (001 §3 "Account"). Amounts are decimal (2 places) in `currency_code`. */
export const accounts = pgTable("accounts", {
  id: uuid().primaryKey(),
  provider_slug: text().notNull(),
  invoice_number: text().notNull(),
  healthcare_plan_coverage: text().notNull(),
  origin_event_id: text().notNull(),
  parent_event_id: text(),
  child_events: text().array().notNull(),
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
  missing_support_codes: text().array().notNull(),
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
  /** Generated column: lower(invoice_number || ' ' || patient_id || ' ' || patient_name). */
  search_text: text().generatedAlwaysAs(
    sql`lower(invoice_number || ' ' || patient_id || ' ' || patient_name)`,
  ),
});

/** Charges of an account (001 §3 "Charge"). */
export const charges = pgTable("charges", {
  id: uuid().primaryKey(),
  account_id: uuid().notNull(),
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
});

export const rcm_role_statuses = pgTable(
  "rcm_role_statuses",
  {
    provider_slug: text().notNull(),
    role: text().notNull(),
    statuses: text().array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider_slug, t.role] })],
);

export const account_event_restrictions = pgTable(
  "account_event_restrictions",
  {
    user_id: text().notNull(),
    restricted_event: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.restricted_event] })],
);

export const support_file_restrictions = pgTable(
  "support_file_restrictions",
  {
    user_id: text().notNull(),
    file_code: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.file_code] })],
);

export const view_configurations = pgTable(
  "view_configurations",
  {
    provider_slug: text().notNull(),
    section: text().notNull(),
    view_name: text().notNull(),
    excluded_columns: text().array().notNull(),
    hidden: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider_slug, t.section, t.view_name] })],
);
