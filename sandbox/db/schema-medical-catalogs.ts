/**
 * Drizzle tables of the reference API: the medical catalogues of the claims desk (000 §7 "Medical
 * catalogs"; issue 20 §3, §7): ICD-10 diagnoses, medical specialties, products (medicines,
 * laboratory exams, diagnostic tests, imaging studies, procedures, consultations), the products a
 * provider has agreed with each sponsor (000 §3 "Provider product") and the product types each
 * branch offers. Like every `schema-*.ts`, the one description of its tables (migrations
 * generated, `npm run db:generate`); the trigram indexes of the searches are a custom migration
 * (what Drizzle cannot say: they exist only where pg_trgm does). Property names are the snake_case
 * column names.
 */
import { boolean, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/** ICD-10 diagnoses (000 §3 "Authorization detail": diagnoses, ICD-10 code and name). */
export const medical_diagnoses = pgTable(
  "medical_diagnoses",
  {
    /** ICD-10 code with its dot, e.g. `Z00.0`. */
    code: text().primaryKey(),
    /** Name in Spanish (the claims desk is Dominican). */
    name: text().notNull(),
    /** Lower-case tags without accents (the search's `tag`). */
    tags: text().array().notNull(),
    /** Lower-case code and name without accents: what `name` searches (trigram index; tags are `tag`). */
    search_text: text().notNull(),
  },
  (t) => [
    index("medical_diagnoses_code_prefix").on(t.code.op("text_pattern_ops")),
    index("medical_diagnoses_tags").using("gin", t.tags),
  ],
);

/** Medical specialties of the doctor step (an addition of docs/api-contract.md). */
export const medical_specialties = pgTable("medical_specialties", {
  slug: text().primaryKey(),
  name: text().notNull(),
});

/** The catalogue's products (000 §7 `products/search`). */
export const medical_products = pgTable(
  "medical_products",
  {
    id: integer().primaryKey(),
    name: text().notNull(),
    /** One of the product types of docs/api-contract.md "Medical catalogues". */
    product_type_slug: text().notNull(),
    /** The catalogue's code (CUPS-like for services, an article code for medicines). */
    code: text().notNull(),
    country_code: text().notNull(),
    /** Medicines only: brand, composition and drug form (000 §3 "treatments"). */
    brand: text(),
    composition: text(),
    drug_form_slug: text(),
    /** Lower-case code and name without accents: what `product_name` searches (trigram index). */
    search_text: text().notNull(),
  },
  (t) => [
    index("medical_products_type_name").on(t.product_type_slug, t.country_code, t.name, t.id),
    index("medical_products_code_prefix").on(t.code.op("text_pattern_ops")),
  ],
);

/** The products a provider has agreed with a sponsor (000 §3 "Provider product"). */
export const medical_provider_sponsor_products = pgTable(
  "medical_provider_sponsor_products",
  {
    provider_slug: text().notNull(),
    sponsor_slug: text().notNull(),
    product_id: integer()
      .notNull()
      .references(() => medical_products.id),
    provider_product_code: text().notNull(),
    sponsor_product_code: text().notNull(),
    /** One of the provider's outpatient-care (consultation) products for this sponsor. */
    outpatient_care: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.provider_slug, t.sponsor_slug, t.product_id] }),
    index("medical_provider_sponsor_products_product").on(t.product_id),
  ],
);

/** The product types a provider branch offers (`arc/v1/providers/providers-branches/{id}/product-types`). */
export const medical_branch_product_types = pgTable(
  "medical_branch_product_types",
  {
    branch_id: integer().notNull(),
    product_type_slug: text().notNull(),
    position: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.branch_id, t.product_type_slug] })],
);
