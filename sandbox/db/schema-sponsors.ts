/**
 * Drizzle tables of the reference API: sponsors and their beneficiaries (000 §3 "Sponsor",
 * "Beneficiary result"), with what the claims desk's search and verification read of them. Like
 * every `schema-*.ts`, the one description of its tables (migrations generated, `npm run
 * db:generate`). Property names are the snake_case column names.
 */
import { boolean, date, integer, pgTable, text } from "drizzle-orm/pg-core";

/** Sponsors (000 §3 "Sponsor"). */
export const sponsors = pgTable("sponsors", {
  slug: text().primaryKey(),
  name: text().notNull(),
  country_code: text().notNull(),
  category: text(),
  biometric_verification_required: boolean().notNull().default(false),
  allow_beneficiary_data_update: boolean().notNull().default(false),
});

/** Beneficiaries (000 §3 "Beneficiary result"). */
export const beneficiaries = pgTable("beneficiaries", {
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
});

