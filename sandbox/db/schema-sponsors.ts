/**
 * Drizzle tables of the reference API: sponsors and their configuration, their beneficiaries and
 * search forms, their provider networks and the coverage of each transaction type (000 §3
 * "Sponsor", "Beneficiary result", "Provider"; §7 "Providers", "Beneficiary lookup", "Plans";
 * docs/api-contract.md "Claims desk: a new authorization"). Like every `schema-*.ts`, the one
 * description of its tables (migrations generated, `npm run db:generate`). Property names are the
 * snake_case column names.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

/** How a product type's products are named on the claims desk (docs/api-contract.md "Sponsors"). */
export interface ProductDisplayConfiguration {
  product_type_slug: string;
  display: "NAME" | "CODE" | "CODE_AND_NAME";
}

/** A text in the three server languages (es-DO reads es). */
export interface LocalizedText {
  es: string;
  en: string;
  pt: string;
}

/** A field of a beneficiary search form, as stored (labels in three languages). */
export interface LookupFormField {
  slug: string;
  label: LocalizedText;
  type: "text" | "date" | "select";
  required: boolean;
  /** An ECMAScript and PostgreSQL-compatible regular expression the whole value must match. */
  pattern?: string;
  max_length?: number;
  options?: { value: string; label: LocalizedText }[];
}

/** Sponsors (000 §3 "Sponsor") with their configuration (`arc/v1/sponsors/{sponsor}/configuration`). */
export const sponsors = pgTable("sponsors", {
  slug: text().primaryKey(),
  name: text().notNull(),
  country_code: text().notNull(),
  category: text(),
  biometric_verification_required: boolean().notNull().default(false),
  /** FINGERPRINT, FACE, or null when no verification is required. */
  biometric_verification_method: text(),
  allow_beneficiary_data_update: boolean().notNull().default(false),
  product_display_configurations: jsonb().$type<ProductDisplayConfiguration[]>().notNull().default([]),
  /** What must be on file before the flow goes on (`email`, `phone`; 000 §5). */
  required_beneficiary_data: text()
    .array()
    .notNull()
    .default(sql`'{}'`),
  automatic_dispensation: boolean().notNull().default(false),
  manual_authorizations: boolean().notNull().default(false),
  requires_invoice: boolean().notNull().default(false),
  /** The product code used when none is chosen (000 §5: 890202 or 1086). */
  default_product_code: text(),
  /** i18n key to text, sent only to a caller whose token carries the sponsor's extension (mx-gnp). */
  text_overrides: jsonb().$type<Record<string, string>>().notNull().default({}),
});

/** Beneficiaries (000 §3 "Beneficiary result"): holders and their dependents, with their plan. */
export const beneficiaries = pgTable(
  "beneficiaries",
  {
    id: integer().primaryKey(),
    sponsor_slug: text()
      .notNull()
      .references(() => sponsors.slug),
    name: text().notNull(),
    identity_document_type: text().notNull(),
    identity_document_id: text().notNull(),
    member_code: text().notNull(),
    date_of_birth: date({ mode: "string" }).notNull(),
    sex: text().notNull(),
    email: text(),
    phone: text(),
    owner: boolean().notNull(),
    /** The holder of a dependent's family (null for a holder). */
    owner_id: integer().references((): AnyPgColumn => beneficiaries.id),
    /** ACTIVE, INACTIVE or SUSPENDED. */
    status: text().notNull().default("ACTIVE"),
    plan_code: text().notNull().default("BASIC"),
    plan_name: text().notNull().default("Plan Básico"),
    /** PBS or NPBS (000 §9). */
    coverage_plan: text().notNull().default("PBS"),
    currency_code: text().notNull().default("DOP"),
  },
  (t) => [
    index("beneficiaries_sponsor_document").on(t.sponsor_slug, t.identity_document_id),
    index("beneficiaries_sponsor_member_code").on(t.sponsor_slug, t.member_code),
    index("beneficiaries_sponsor_birth_name").on(t.sponsor_slug, t.date_of_birth, t.name),
    index("beneficiaries_owner").on(t.owner_id),
  ],
);

/** A sponsor's beneficiary search forms (`beneficiary-lookup/v1/sponsors/{sponsor}/forms`). */
export const beneficiary_lookup_forms = pgTable(
  "beneficiary_lookup_forms",
  {
    sponsor_slug: text()
      .notNull()
      .references(() => sponsors.slug),
    slug: text().notNull(),
    position: integer().notNull(),
    name: jsonb().$type<LocalizedText>().notNull(),
    fields: jsonb().$type<LookupFormField[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.sponsor_slug, t.slug] })],
);

/**
 * The sponsors' provider networks (`providers/v1/sponsors/{slug}/providers`): the portal's
 * providers and other clinics; a portal provider's rows are the sponsors it works with.
 */
export const sponsor_network_providers = pgTable(
  "sponsor_network_providers",
  {
    sponsor_slug: text()
      .notNull()
      .references(() => sponsors.slug),
    provider_slug: text().notNull(),
    name: text().notNull(),
    legal_name: text().notNull(),
    country_code: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sponsor_slug, t.provider_slug] }),
    index("sponsor_network_providers_provider").on(t.provider_slug),
    index("sponsor_network_providers_sponsor_name").on(t.sponsor_slug, t.name),
  ],
);

/**
 * What a transaction type covers for a provider and sponsor
 * (`providers/v1/providers/{p}/sponsor/{s}/transaction-coverage-type/{t}`).
 */
export const provider_transaction_coverage_types = pgTable(
  "provider_transaction_coverage_types",
  {
    provider_slug: text().notNull(),
    sponsor_slug: text()
      .notNull()
      .references(() => sponsors.slug),
    /** A transaction type of 000 §9. */
    transaction_type: text().notNull(),
    coverage_type: text().notNull(),
    enabled: boolean().notNull(),
    product_types: text().array().notNull(),
    requires_prescription: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider_slug, t.sponsor_slug, t.transaction_type] })],
);
