/**
 * Drizzle tables of the reference API: Agreement configurations, the services an agreement covers and its audit configurations (001 §3 "Agreement", §7 provider-payer-configurations; issue 8 §2). Split out of `schema.ts`, which re-exports them;
 * like every `schema-*.ts`, they are the one description of their tables (the migrations are
 * generated from them, `npm run db:generate`). Property names are the snake_case column names.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
  type ExtraConfigColumn,
} from "drizzle-orm/pg-core";
import { rcm_agreements } from "./schema-rcm";

const ts = () => timestamp({ withTimezone: true, mode: "date" });

/** The foreign key of a table whose (provider_slug, agreement_code) pair names its agreement. */
export const ofAgreement = (t: { provider_slug: ExtraConfigColumn; agreement_code: ExtraConfigColumn }) =>
  foreignKey({
    columns: [t.provider_slug, t.agreement_code],
    foreignColumns: [rcm_agreements.provider_slug, rcm_agreements.agreement_code],
  });

/**
 * The configuration of one agreement (001 §3 "Agreement"; issue 8 §2): tax identification number,
 * sponsor type, concurrency flag, responsible, regulation 2275, file-name fields.
 */
export const rcm_agreement_configurations = pgTable(
  "rcm_agreement_configurations",
  {
    id: uuid().primaryKey(),
    provider_slug: text().notNull(),
    agreement_code: text().notNull(),
    hash: text().notNull(),
    build_package_configuration_id: uuid(),
    tax_identification_number: text(),
    sponsor_type: text(),
    concurrency: boolean().notNull().default(false),
    responsible: text(),
    regulation_2275_active: boolean().notNull().default(false),
    regulation_2275_start_date: date({ mode: "string" }),
    regulation_2275_cuv_format: text(),
    regulation_2275_with_validation_results: boolean().notNull().default(false),
    file_format_fields: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    updated_at: ts().notNull(),
    updated_by: text(),
  },
  (t) => [
    unique("rcm_agreement_configurations_provider_slug_agreement_code_key").on(
      t.provider_slug,
      t.agreement_code,
    ),
    ofAgreement(t),
  ],
);
export type AgreementConfigurationRow = typeof rcm_agreement_configurations.$inferSelect;

/** The services an agreement covers (001 §3 "services (with serviceTypeFallbackName)"). */
export const rcm_agreement_services = pgTable(
  "rcm_agreement_services",
  {
    id: uuid().primaryKey(),
    provider_slug: text().notNull(),
    agreement_code: text().notNull(),
    service_type: text().notNull(),
    service_type_fallback_name: text().notNull(),
    position: integer().notNull(),
  },
  (t) => [
    unique("rcm_agreement_services_provider_slug_agreement_code_service_key").on(
      t.provider_slug,
      t.agreement_code,
      t.service_type,
    ),
    ofAgreement(t),
  ],
);

/** Audit configurations (audit rules) of an agreement (001 §3 "auditConfigurations (with id)"). */
export const rcm_audit_configurations = pgTable(
  "rcm_audit_configurations",
  {
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
  },
  (t) => [ofAgreement(t), index("rcm_audit_configurations_agreement").on(t.provider_slug, t.agreement_code)],
);
