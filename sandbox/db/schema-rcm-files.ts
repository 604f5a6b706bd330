/**
 * Drizzle tables of the reference API: Stored file bytes, support files, audit comments, account change logs, per-account restrictions and saved views. Split out of `schema.ts`, which re-exports them;
 * they mirror `sandbox/db/migrations/*.sql` (the migrations are the source of truth) and property
 * names are the snake_case column names.
 */
import {
  boolean,
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

const ts = () => timestamp({ withTimezone: true, mode: "date" });

/** bytea as a Buffer, whichever driver (PGlite answers Uint8Array, node-postgres Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
  toDriver: (value) => value,
});

/** File bytes, content-addressed by SHA-256 (0006_rcm_work.sql); several support files may share one. */
export const stored_files = pgTable("stored_files", {
  sha256: text().primaryKey(),
  content: bytea().notNull(),
  size_bytes: integer().notNull(),
  content_type: text().notNull(),
  created_at: ts().notNull(),
});

/** Support files of accounts (001 §3 "Support files"): a required slot (PENDING) or an uploaded file. */
export const support_files = pgTable("support_files", {
  id: uuid().primaryKey(),
  account_id: uuid().notNull(),
  charge_id: uuid(),
  support_level: text().notNull(),
  status: text().notNull(),
  file_code: text().notNull(),
  required: boolean().notNull(),
  product_code: text(),
  product_name: text(),
  file_name: text(),
  content_type: text(),
  size_bytes: integer(),
  sha256: text(),
  is_restricted_as_account_level: boolean().notNull(),
  uploaded_at: ts(),
  uploaded_by: text(),
  created_at: ts().notNull(),
});

/** Audit comments (001 §3 "Audit comment"). */
export const audit_comments = pgTable("audit_comments", {
  id: uuid().primaryKey(),
  account_id: uuid().notNull(),
  charge_id: uuid(),
  audit_type: text().notNull(),
  category: text().notNull(),
  comment: text().notNull(),
  private_comment: boolean().notNull(),
  beneficiary_comment: boolean().notNull(),
  resolved: boolean().notNull(),
  author_name: text().notNull(),
  author_email: text().notNull(),
  created_at: ts().notNull(),
  updated_at: ts().notNull(),
});

/** Status changes of accounts (001 §3 "lastChangeLog.reasonOfChange"). */
export const account_change_logs = pgTable("account_change_logs", {
  id: uuid().primaryKey(),
  account_id: uuid().notNull(),
  from_status: text(),
  to_status: text(),
  reason_of_change: text(),
  changed_by: text().notNull(),
  changed_at: ts().notNull(),
});

/** Events a user may not do on one account (001 §7 restricted-events). */
export const account_restricted_events = pgTable(
  "account_restricted_events",
  { account_id: uuid().notNull(), user_id: text().notNull(), restricted_event: text().notNull() },
  (t) => [primaryKey({ columns: [t.account_id, t.user_id, t.restricted_event] })],
);

/** Support-file types a user may not touch on one account (001 §7 support-file-restrictions). */
export const account_support_file_restrictions = pgTable(
  "account_support_file_restrictions",
  { account_id: uuid().notNull(), user_id: text().notNull(), file_code: text().notNull() },
  (t) => [primaryKey({ columns: [t.account_id, t.user_id, t.file_code] })],
);

/** Saved views of the grids (issue 7 §3b; docs/api-contract.md "Saved views", an addition). */
export const saved_views = pgTable("saved_views", {
  id: uuid().primaryKey(),
  user_id: text().notNull(),
  resource: text().notNull(),
  name: text().notNull(),
  filters: jsonb().notNull(),
  sort: jsonb(),
  columns: text().array().notNull(),
  density: text().notNull(),
  created_at: ts().notNull(),
  updated_at: ts().notNull(),
});
