/**
 * Drizzle tables of the glosas (denials service, 001 §3 "Processed glosa", §7 "Denials calls"),
 * mirroring `sandbox/db/migrations/0009_glosas.sql` (the migration is the source of truth). Kept
 * beside `schema.ts` so that the glosa work does not edit the shared schema file; property names
 * are the snake_case column names, as in `schema.ts`.
 */
import { boolean, date, integer, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

const ts = () => timestamp({ withTimezone: true, mode: "date" });

/** An uploaded objection file and its processing state (001 §4 "Glosa": in progress, declined, loaded). */
export const glosa_files = pgTable("glosa_files", {
  id: uuid().primaryKey(),
  provider_slug: text().notNull(),
  user_id: text().notNull(),
  file_reference_id: text().notNull(),
  type: text().notNull(),
  file_name: text().notNull(),
  content_type: text().notNull(),
  size_bytes: integer().notNull(),
  sha256: text().notNull(),
  status: text().notNull(),
  job_id: text(),
  error_code: text(),
  rows_loaded: integer().notNull().default(0),
  created_at: ts().notNull(),
  updated_at: ts().notNull(),
});
export type GlosaFileRow = typeof glosa_files.$inferSelect;

/** One processed glosa (001 §3 "Processed glosa" and its detail fields). */
export const glosas = pgTable("glosas", {
  id: uuid().primaryKey(),
  provider_slug: text().notNull(),
  file_id: uuid(),
  invoice_id: text().notNull(),
  invoice_number: text().notNull(),
  payer: text().notNull(),
  type: text().notNull(),
  filing_date: date({ mode: "string" }),
  gloss_notification_date: date({ mode: "string" }).notNull(),
  notification_quantity: integer().notNull(),
  days_response: integer().notNull(),
  objection_category: text(),
  invoiced_amount: numeric({ precision: 14, scale: 2 }).notNull(),
  glossed_amount: numeric({ precision: 14, scale: 2 }).notNull(),
  charge_amount: numeric({ precision: 14, scale: 2 }).notNull(),
  accepted_amount: numeric({ precision: 14, scale: 2 }).notNull(),
  reason: text(),
  glosa_status: text().notNull(),
  slug: text().notNull(),
  glosa_code: text(),
  glosa_description: text(),
  cups_code: text(),
  main_cause: text(),
  secondary_cause: text(),
  credit_note_required: boolean().notNull(),
  rips_required: boolean().notNull(),
  cuv_required: boolean().notNull(),
  disabled: boolean().notNull(),
  created_at: ts().notNull(),
  updated_at: ts().notNull(),
});
export type GlosaRow = typeof glosas.$inferSelect;

/** An answer to a glosa (001 §7 `POST invoice/{id}/comments`: eventType, comment, acceptedValue). */
export const glosa_comments = pgTable("glosa_comments", {
  id: uuid().primaryKey(),
  glosa_id: uuid().notNull(),
  event_type: text().notNull(),
  comment: text().notNull(),
  accepted_value: numeric({ precision: 14, scale: 2 }).notNull(),
  author_email: text().notNull(),
  author_name: text().notNull(),
  disabled: boolean().notNull(),
  created_at: ts().notNull(),
});
