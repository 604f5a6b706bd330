/**
 * Drizzle tables of the glosas (denials service, 001 §3 "Processed glosa", §4 "Glosa", §7 "Denials
 * calls"; docs/api-contract.md "Glosas"). An uploaded objection file (GLOSS or RETURN) is processed
 * through the jobs table (kind glosa-file) into glosa rows; each glosa has comments (answers)
 * carrying an accepted value. Like every `schema-*.ts`, the one description of their tables (the
 * migrations are generated from them, `npm run db:generate`); property names are the snake_case
 * column names.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { stored_files } from "./schema-rcm-files";

const ts = () => timestamp({ withTimezone: true, mode: "date" });

/** An uploaded objection file and its processing state (001 §4 "Glosa": in progress, declined, loaded). */
export const glosa_files = pgTable(
  "glosa_files",
  {
    id: uuid().primaryKey(),
    provider_slug: text().notNull(),
    user_id: text().notNull(),
    file_reference_id: text().notNull(),
    type: text().notNull(),
    file_name: text().notNull(),
    content_type: text().notNull(),
    size_bytes: integer().notNull(),
    sha256: text()
      .notNull()
      .references(() => stored_files.sha256),
    /** PROCESSING (in progress), DECLINED (rejected), LOADED, DISABLED (stopped by the user). */
    status: text().notNull(),
    job_id: text(),
    error_code: text(),
    rows_loaded: integer().notNull().default(0),
    created_at: ts().notNull(),
    updated_at: ts().notNull(),
  },
  (t) => [
    check("glosa_files_type_check", sql`${t.type} IN ('GLOSS', 'RETURN')`),
    uniqueIndex("glosa_files_reference").on(t.provider_slug, t.file_reference_id),
    index("glosa_files_status").on(t.provider_slug, t.status),
  ],
);
export type GlosaFileRow = typeof glosa_files.$inferSelect;

/** One processed glosa (001 §3 "Processed glosa" and its detail fields). */
export const glosas = pgTable(
  "glosas",
  {
    id: uuid().primaryKey(),
    provider_slug: text().notNull(),
    file_id: uuid().references(() => glosa_files.id),
    invoice_id: text().notNull(),
    invoice_number: text().notNull(),
    payer: text().notNull(),
    type: text().notNull(),
    filing_date: date({ mode: "string" }),
    gloss_notification_date: date({ mode: "string" }).notNull(),
    notification_quantity: integer().notNull(),
    days_response: integer().notNull(),
    objection_category: text(),
    invoiced_amount: numeric({ precision: 14, scale: 2 })
      .notNull()
      .default(sql`0`),
    glossed_amount: numeric({ precision: 14, scale: 2 })
      .notNull()
      .default(sql`0`),
    charge_amount: numeric({ precision: 14, scale: 2 })
      .notNull()
      .default(sql`0`),
    accepted_amount: numeric({ precision: 14, scale: 2 })
      .notNull()
      .default(sql`0`),
    reason: text(),
    glosa_status: text().notNull(),
    slug: text().notNull(),
    glosa_code: text(),
    glosa_description: text(),
    cups_code: text(),
    main_cause: text(),
    secondary_cause: text(),
    credit_note_required: boolean().notNull().default(false),
    rips_required: boolean().notNull().default(false),
    cuv_required: boolean().notNull().default(false),
    disabled: boolean().notNull().default(false),
    created_at: ts().notNull(),
    updated_at: ts().notNull(),
  },
  (t) => [
    check("glosas_type_check", sql`${t.type} IN ('GLOSS', 'RETURN')`),
    index("glosas_list").on(t.provider_slug, t.disabled, t.gloss_notification_date.desc().nullsFirst()),
    index("glosas_file").on(t.file_id),
  ],
);
export type GlosaRow = typeof glosas.$inferSelect;

/** An answer to a glosa (001 §7 `POST invoice/{id}/comments`: eventType, comment, acceptedValue). */
export const glosa_comments = pgTable(
  "glosa_comments",
  {
    id: uuid().primaryKey(),
    glosa_id: uuid()
      .notNull()
      .references(() => glosas.id, { onDelete: "cascade" }),
    event_type: text().notNull(),
    comment: text().notNull(),
    accepted_value: numeric({ precision: 14, scale: 2 }).notNull(),
    author_email: text().notNull(),
    author_name: text().notNull(),
    disabled: boolean().notNull().default(false),
    created_at: ts().notNull(),
  },
  (t) => [
    check("glosa_comments_event_type_check", sql`${t.event_type} IN ('COMMENT', 'NOTHING')`),
    index("glosa_comments_glosa").on(t.glosa_id, t.created_at),
  ],
);
