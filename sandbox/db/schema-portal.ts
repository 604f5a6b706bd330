/**
 * Drizzle tables of the reference API: Sponsors, beneficiaries, authorizations and claims of the portal, and the asynchronous jobs. Split out of `schema.ts`, which re-exports them;
 * they mirror `sandbox/db/migrations/*.sql` (the migrations are the source of truth) and property
 * names are the snake_case column names.
 */
import { boolean, date, integer, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

const ts = () => timestamp({ withTimezone: true, mode: "date" });

/** Sponsors (000 §3 "Sponsor"). */
export const sponsors = pgTable("sponsors", {
  slug: text().primaryKey(),
  name: text().notNull(),
  country_code: text().notNull(),
  category: text(),
  biometric_verification_required: boolean().notNull(),
  allow_beneficiary_data_update: boolean().notNull(),
});

/** Beneficiaries (000 §3 "Beneficiary result"). */
export const beneficiaries = pgTable("beneficiaries", {
  id: integer().primaryKey(),
  sponsor_slug: text().notNull(),
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

export const authorizations = pgTable("authorizations", {
  id: integer().primaryKey(),
  authorization_code: text().notNull(),
  provider_slug: text().notNull(),
  provider_branch_id: integer().notNull(),
  sponsor_slug: text().notNull(),
  beneficiary_id: integer().notNull(),
  coverage_type: text().notNull(),
  status: text().notNull(),
  sponsor_transaction_id: text().notNull(),
  amount: numeric({ precision: 14, scale: 2, mode: "number" }).notNull(),
  currency_code: text().notNull(),
  is_required_external_sponsor_validations: boolean().notNull(),
  reimbursement_id: text(),
  created_at: ts().notNull(),
});

export const claims = pgTable("claims", {
  id: integer().primaryKey(),
  authorization_id: integer().notNull(),
  provider_slug: text().notNull(),
  claim_status: text().notNull(),
  uploaded_files: integer().notNull(),
  total_files_to_upload: integer().notNull(),
  /** Generated column (000 §5 document policy); never written. */
  satisfies_documents_policy: boolean().generatedAlwaysAs(
    sql`total_files_to_upload = 0 OR uploaded_files = total_files_to_upload`,
  ),
  created_at: ts().notNull(),
});

/**
 * Every asynchronous (202 / polled) process and download ticket (0006_rcm_work.sql; see
 * sandbox/lib/jobs.ts): claim voids, support-document validations, package cleaning, downloads.
 */
export const jobs = pgTable("jobs", {
  id: text().primaryKey(),
  kind: text().notNull(),
  provider_slug: text().notNull(),
  user_id: text(),
  subject: text(),
  status: text().notNull(),
  steps: integer().notNull().default(2),
  polls: integer().notNull().default(0),
  total: integer().notNull().default(0),
  processed: integer().notNull().default(0),
  failed: integer().notNull().default(0),
  input: jsonb().$type<Record<string, unknown>>().notNull(),
  result: jsonb().$type<unknown>(),
  error_code: text(),
  message: text(),
  created_at: ts().notNull(),
  updated_at: ts().notNull(),
  expires_at: ts(),
});
export type JobRow = typeof jobs.$inferSelect;
