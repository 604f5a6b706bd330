/**
 * Drizzle tables of the agreements' supports configuration (001 §2
 * "agreements/supports-configuration"; §3 "Support files" levels ACCOUNT, CHARGE, EVENT, "Agreement
 * product"; §7; issue 8 §2; read-only in the portal, docs/decisions.md "Supports configuration").
 * Like every `schema-*.ts`, the one description of their tables (the migrations are generated from
 * them, `npm run db:generate`).
 */
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, unique, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { ofAgreement, rcm_agreement_services } from "./schema-agreement-configurations";
import { support_file_types } from "./schema-rcm";

const service = () => uuid().references(() => rcm_agreement_services.id);
const fileCode = () =>
  text()
    .notNull()
    .references(() => support_file_types.file_code);
const levelCheck = (name: string, level: AnyPgColumn) =>
  check(name, sql`${level} IN ('ACCOUNT', 'CHARGE', 'EVENT')`);

/** A support document one service of an agreement requires, at a level, of a support type. */
export const rcm_service_support_documents = pgTable(
  "rcm_service_support_documents",
  {
    id: uuid().primaryKey(),
    provider_slug: text().notNull(),
    agreement_code: text().notNull(),
    provider_payer_service_id: service().notNull(),
    file_code: fileCode(),
    level: text().notNull(),
    support_type_slug: text().notNull(),
  },
  (t) => [
    levelCheck("rcm_service_support_documents_level_check", t.level),
    unique("rcm_service_support_documents_provider_payer_service_id_fil_key").on(
      t.provider_payer_service_id,
      t.file_code,
      t.level,
    ),
    ofAgreement(t),
    index("rcm_service_support_documents_service").on(t.provider_payer_service_id),
  ],
);

/** A product of an agreement (001 §3 "Agreement product: id and product {code, name, description}"). */
export const rcm_agreement_products = pgTable(
  "rcm_agreement_products",
  {
    id: uuid().primaryKey(),
    provider_slug: text().notNull(),
    agreement_code: text().notNull(),
    product_code: text().notNull(),
    name: text().notNull(),
    description: text().notNull(),
    healthcare_coverage_id: text().notNull(),
    /** The service of the agreement the product belongs to, when it is tied to one. */
    provider_payer_service_id: service(),
  },
  (t) => [
    unique("rcm_agreement_products_provider_slug_agreement_code_product_key").on(
      t.provider_slug,
      t.agreement_code,
      t.product_code,
    ),
    ofAgreement(t),
  ],
);

/** A support document one product of an agreement requires under one of its services. */
export const rcm_product_support_documents = pgTable(
  "rcm_product_support_documents",
  {
    id: uuid().primaryKey(),
    provider_slug: text().notNull(),
    agreement_code: text().notNull(),
    provider_payer_product_id: uuid()
      .notNull()
      .references(() => rcm_agreement_products.id),
    provider_payer_service_id: service().notNull(),
    /** The product's code, copied for the keyset order (product_code, file_code, id). */
    product_code: text().notNull(),
    file_code: fileCode(),
    level: text().notNull(),
    support_type_slug: text().notNull(),
  },
  (t) => [
    levelCheck("rcm_product_support_documents_level_check", t.level),
    unique("rcm_product_support_documents_provider_payer_product_id_pro_key").on(
      t.provider_payer_product_id,
      t.provider_payer_service_id,
      t.file_code,
      t.level,
    ),
    index("rcm_product_support_documents_keyset").on(
      t.provider_slug,
      t.agreement_code,
      t.product_code,
      t.file_code,
      t.id,
    ),
  ],
);
