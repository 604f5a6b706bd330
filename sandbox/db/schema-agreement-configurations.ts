/**
 * Drizzle tables of the reference API: Agreement configurations, the services an agreement covers and its audit configurations. Split out of `schema.ts`, which re-exports them;
 * they mirror `sandbox/db/migrations/*.sql` (the migrations are the source of truth) and property
 * names are the snake_case column names.
 */
import { boolean, date, integer, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

const ts = () => timestamp({ withTimezone: true, mode: "date" });

/**
 * The configuration of one agreement (001 §3 "Agreement"; issue 8 §2): tax identification number,
 * sponsor type, concurrency flag, responsible, regulation 2275, file-name fields.
 */
export const rcm_agreement_configurations = pgTable("rcm_agreement_configurations", {
  id: uuid().primaryKey(),
  provider_slug: text().notNull(),
  agreement_code: text().notNull(),
  hash: text().notNull(),
  build_package_configuration_id: uuid(),
  tax_identification_number: text(),
  sponsor_type: text(),
  concurrency: boolean().notNull(),
  responsible: text(),
  regulation_2275_active: boolean().notNull(),
  regulation_2275_start_date: date({ mode: "string" }),
  regulation_2275_cuv_format: text(),
  regulation_2275_with_validation_results: boolean().notNull(),
  file_format_fields: text().array().notNull(),
  updated_at: ts().notNull(),
  updated_by: text(),
});
export type AgreementConfigurationRow = typeof rcm_agreement_configurations.$inferSelect;

/** The services an agreement covers (001 §3 "services (with serviceTypeFallbackName)"). */
export const rcm_agreement_services = pgTable("rcm_agreement_services", {
  id: uuid().primaryKey(),
  provider_slug: text().notNull(),
  agreement_code: text().notNull(),
  service_type: text().notNull(),
  service_type_fallback_name: text().notNull(),
  position: integer().notNull(),
});

/** Audit configurations (audit rules) of an agreement (001 §3 "auditConfigurations (with id)"). */
export const rcm_audit_configurations = pgTable("rcm_audit_configurations", {
  id: uuid().primaryKey(),
  provider_slug: text().notNull(),
  agreement_code: text().notNull(),
  service_type: text().notNull(),
  plan_coverage: text(),
  min_invoice_amount: numeric({ precision: 14, scale: 2 }).notNull(),
  max_invoice_amount: numeric({ precision: 14, scale: 2 }),
  audit_type: text().notNull(),
  pmis: text(),
  created_at: ts().notNull(),
  updated_at: ts().notNull(),
  updated_by: text(),
});
