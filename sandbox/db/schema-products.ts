/**
 * Drizzle table of provider product configurations (001 §2 "products-configuration"; §3 "Other";
 * §7 "GET and PUT providers/{id}/products"; issue 8 §3), mirroring
 * `sandbox/db/migrations/0014_products_configuration.sql` (the migration is the source of truth).
 * Kept beside `schema.ts` so that this work does not edit the shared schema file.
 */
import { boolean, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type {
  AgreementBillingCode,
  ProductPackageGroup,
} from "../../schemas/requests/products-configuration";

/** One product of a provider with its configuration; the JSON columns validated before writing. */
export const rcm_provider_products = pgTable(
  "rcm_provider_products",
  {
    provider_slug: text().notNull(),
    product_code: text().notNull(),
    name: text().notNull(),
    description: text().notNull(),
    service_type: text().notNull(),
    configured: boolean().notNull(),
    default_billing_code: text(),
    unit_of_measure: text(),
    requires_support_documents: boolean().notNull(),
    support_file_codes: jsonb().$type<string[]>().notNull(),
    agreement_billing_codes: jsonb().$type<AgreementBillingCode[]>().notNull(),
    package_group: jsonb().$type<ProductPackageGroup>(),
    updated_at: timestamp({ withTimezone: true, mode: "date" }),
    updated_by: text(),
  },
  (t) => [primaryKey({ columns: [t.provider_slug, t.product_code] })],
);
