/**
 * Drizzle tables of the reference API: authorizations and claims of the claims desk, and the asynchronous jobs (sponsors and beneficiaries: schema-sponsors.ts). Split out of `schema.ts`, which re-exports them;
 * like every `schema-*.ts`, they are the one description of their tables (the migrations are
 * generated from them, `npm run db:generate`). Property names are the snake_case column names.
 */
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { provider_branches, providers, users } from "./schema-auth";
import { beneficiaries, sponsors } from "./schema-sponsors";

const ts = () => timestamp({ withTimezone: true, mode: "date" });

/** Authorizations with claims (000 §3, §4). */
export const authorizations = pgTable("authorizations", {
  id: integer().primaryKey(),
  authorization_code: text().notNull().unique("authorizations_authorization_code_key"),
  provider_slug: text()
    .notNull()
    .references(() => providers.slug),
  provider_branch_id: integer()
    .notNull()
    .references(() => provider_branches.id),
  sponsor_slug: text()
    .notNull()
    .references(() => sponsors.slug),
  beneficiary_id: integer()
    .notNull()
    .references(() => beneficiaries.id),
  coverage_type: text().notNull(),
  status: text().notNull(),
  sponsor_transaction_id: text().notNull(),
  amount: numeric({ precision: 14, scale: 2, mode: "number" }).notNull(),
  currency_code: text().notNull(),
  is_required_external_sponsor_validations: boolean().notNull().default(false),
  reimbursement_id: text(),
  created_at: ts().notNull(),
});

/** Claims, one per authorization (000 §3 "Claim"). */
export const claims = pgTable(
  "claims",
  {
    id: integer().primaryKey(),
    authorization_id: integer()
      .notNull()
      .unique("claims_authorization_id_key")
      .references(() => authorizations.id),
    provider_slug: text()
      .notNull()
      .references(() => providers.slug),
    claim_status: text().notNull(),
    uploaded_files: integer().notNull(),
    total_files_to_upload: integer().notNull(),
    /** Generated column (000 §5: nothing required, or everything required uploaded); never written. */
    satisfies_documents_policy: boolean().generatedAlwaysAs(
      sql`total_files_to_upload = 0 OR uploaded_files = total_files_to_upload`,
    ),
    created_at: ts().notNull(),
  },
  (t) => [index("claims_provider_created").on(t.provider_slug, t.created_at.desc().nullsFirst(), t.id)],
);

/**
 * Every asynchronous (202 / polled) process and download ticket (see sandbox/lib/jobs.ts): claim
 * voids, support-document validations, package cleaning, downloads, authorization requests.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: text().primaryKey(),
    kind: text().notNull(),
    provider_slug: text().notNull(),
    user_id: text().references(() => users.id, { onDelete: "set null" }),
    subject: text(),
    status: text().notNull(),
    steps: integer().notNull().default(2),
    polls: integer().notNull().default(0),
    total: integer().notNull().default(0),
    processed: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    input: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    result: jsonb().$type<unknown>(),
    error_code: text(),
    message: text(),
    created_at: ts().notNull(),
    updated_at: ts().notNull(),
    expires_at: ts(),
  },
  (t) => [
    index("jobs_provider_kind_created").on(t.provider_slug, t.kind, t.created_at.desc().nullsFirst(), t.id),
  ],
);
export type JobRow = typeof jobs.$inferSelect;
