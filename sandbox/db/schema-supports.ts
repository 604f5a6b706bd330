/**
 * Drizzle tables of the agreements' supports configuration (001 §2
 * "agreements/supports-configuration"; §3 "Support files", "Agreement product"; §7; issue 8 §2),
 * mirroring `sandbox/db/migrations/0013_supports_configuration.sql` (the migration is the source of
 * truth). Kept beside `schema.ts` so that this work does not edit the shared schema file.
 */
import { pgTable, text, uuid } from "drizzle-orm/pg-core";

/** A support document one service of an agreement requires, at a level, of a support type. */
export const rcm_service_support_documents = pgTable("rcm_service_support_documents", {
  id: uuid().primaryKey(),
  provider_slug: text().notNull(),
  agreement_code: text().notNull(),
  provider_payer_service_id: uuid().notNull(),
  file_code: text().notNull(),
  level: text().notNull(),
  support_type_slug: text().notNull(),
});

/** A product of an agreement (001 §3 "Agreement product: id and product {code, name, description}"). */
export const rcm_agreement_products = pgTable("rcm_agreement_products", {
  id: uuid().primaryKey(),
  provider_slug: text().notNull(),
  agreement_code: text().notNull(),
  product_code: text().notNull(),
  name: text().notNull(),
  description: text().notNull(),
  healthcare_coverage_id: text().notNull(),
  /** The service of the agreement the product belongs to, when it is tied to one. */
  provider_payer_service_id: uuid(),
});

/** A support document one product of an agreement requires under one of its services. */
export const rcm_product_support_documents = pgTable("rcm_product_support_documents", {
  id: uuid().primaryKey(),
  provider_slug: text().notNull(),
  agreement_code: text().notNull(),
  provider_payer_product_id: uuid().notNull(),
  provider_payer_service_id: uuid().notNull(),
  /** The product's code, copied for the keyset order (product_code, file_code, id). */
  product_code: text().notNull(),
  file_code: text().notNull(),
  level: text().notNull(),
  support_type_slug: text().notNull(),
});
