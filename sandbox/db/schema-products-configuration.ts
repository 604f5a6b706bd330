/**
 * Drizzle table of provider product configurations (001 §2 "products-configuration",
 * "products-configuration/detail"; §3 "Other"; §7 "GET and PUT providers/{id}/products"; issue 8
 * §3; docs/decisions.md "Products configuration"; docs/api-contract.md "Products configuration"):
 * one row per product of a provider (the product as charges name it, provider_product_code) with
 * its configuration. `configured` is true once a default billing code and a unit of measure are set
 * (schemas/requests/products-configuration.ts isConfigured). The one description of the table (the
 * migrations are generated from it, `npm run db:generate`).
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type {
  AgreementBillingCode,
  ProductPackageGroup,
} from "../../schemas/requests/products-configuration";
import { providers } from "./schema-auth";

/** One product of a provider with its configuration; the JSON columns validated before writing. */
export const rcm_provider_products = pgTable(
  "rcm_provider_products",
  {
    provider_slug: text()
      .notNull()
      .references(() => providers.slug),
    product_code: text().notNull(),
    name: text().notNull(),
    description: text().notNull(),
    service_type: text().notNull(),
    configured: boolean().notNull().default(false),
    default_billing_code: text(),
    unit_of_measure: text(),
    requires_support_documents: boolean().notNull().default(false),
    support_file_codes: jsonb().$type<string[]>().notNull().default([]),
    agreement_billing_codes: jsonb().$type<AgreementBillingCode[]>().notNull().default([]),
    package_group: jsonb().$type<ProductPackageGroup>(),
    updated_at: timestamp({ withTimezone: true, mode: "date" }),
    updated_by: text(),
  },
  (t) => [
    primaryKey({ name: "rcm_provider_products_pkey", columns: [t.provider_slug, t.product_code] }),
    check(
      "rcm_provider_products_unit_of_measure_check",
      sql`${t.unit_of_measure} IN ('UNIT', 'SESSION', 'DAY', 'HOUR', 'DOSE', 'MILLILITER', 'STUDY')`,
    ),
    // The list shows unconfigured products first, then by code (issue 8 §3).
    index("rcm_provider_products_order").on(t.provider_slug, t.configured, t.product_code),
  ],
);
