/**
 * Drizzle tables of the reference API: Stored file bytes, support files, audit comments, account change logs, per-account restrictions and saved views. Split out of `schema.ts`, which re-exports them;
 * like every `schema-*.ts`, they are the one description of their tables (the migrations are
 * generated from them, `npm run db:generate`). Property names are the snake_case column names.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./schema-auth";
import { accounts, charges, support_file_types } from "./schema-rcm";

const ts = () => timestamp({ withTimezone: true, mode: "date" });

/** bytea as a Buffer, whichever driver (PGlite answers Uint8Array, node-postgres Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
  toDriver: (value) => value,
});

/**
 * Stored files, content-addressed by SHA-256; several support files may share one. `content` holds
 * the bytes only when the reference API has no file directory (in-memory database, PostgreSQL
 * without SANDBOX_FILES_DIR) or for the seed's small files; otherwise it is NULL and the bytes are
 * the file `<dir>/<sha256[0..2]>/<sha256>` (sandbox/lib/file-store.ts; issue 23 §1).
 */
export const stored_files = pgTable("stored_files", {
  sha256: text().primaryKey(),
  content: bytea(),
  size_bytes: integer().notNull(),
  content_type: text().notNull(),
  created_at: ts().notNull(),
});

/** Support files of accounts (001 §3 "Support files"): a required slot (PENDING) or an uploaded file. */
export const support_files = pgTable(
  "support_files",
  {
    id: uuid().primaryKey(),
    account_id: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    charge_id: uuid().references(() => charges.id, { onDelete: "cascade" }),
    support_level: text().notNull(),
    status: text().notNull(),
    file_code: text()
      .notNull()
      .references(() => support_file_types.file_code),
    required: boolean().notNull(),
    product_code: text(),
    product_name: text(),
    file_name: text(),
    content_type: text(),
    size_bytes: integer(),
    sha256: text().references(() => stored_files.sha256),
    is_restricted_as_account_level: boolean().notNull().default(false),
    uploaded_at: ts(),
    uploaded_by: text(),
    created_at: ts().notNull(),
  },
  (t) => [
    index("support_files_account").on(t.account_id, t.support_level, t.created_at, t.id),
    index("support_files_charge")
      .on(t.charge_id)
      .where(sql`${t.charge_id} IS NOT NULL`),
  ],
);

/** Audit comments (001 §3 "Audit comment"). */
export const audit_comments = pgTable(
  "audit_comments",
  {
    id: uuid().primaryKey(),
    account_id: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    charge_id: uuid().references(() => charges.id, { onDelete: "cascade" }),
    audit_type: text().notNull(),
    category: text().notNull(),
    comment: text().notNull(),
    private_comment: boolean().notNull().default(false),
    beneficiary_comment: boolean().notNull().default(true),
    resolved: boolean().notNull().default(false),
    author_name: text().notNull(),
    author_email: text().notNull(),
    created_at: ts().notNull(),
    updated_at: ts().notNull(),
  },
  (t) => [index("audit_comments_account").on(t.account_id, t.created_at.desc().nullsFirst(), t.id)],
);

/** Status changes of accounts (001 §3 "lastChangeLog.reasonOfChange"). */
export const account_change_logs = pgTable(
  "account_change_logs",
  {
    id: uuid().primaryKey(),
    account_id: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    from_status: text(),
    to_status: text(),
    reason_of_change: text(),
    changed_by: text().notNull(),
    changed_at: ts().notNull(),
  },
  (t) => [index("account_change_logs_account").on(t.account_id, t.changed_at.desc().nullsFirst(), t.id)],
);

/** Events a user may not do on one account (001 §7 restricted-events). */
export const account_restricted_events = pgTable(
  "account_restricted_events",
  {
    account_id: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    restricted_event: text().notNull(),
  },
  (t) => [
    primaryKey({
      name: "account_restricted_events_pkey",
      columns: [t.account_id, t.user_id, t.restricted_event],
    }),
  ],
);

/** Support-file types a user may not touch on one account (001 §7 support-file-restrictions). */
export const account_support_file_restrictions = pgTable(
  "account_support_file_restrictions",
  {
    account_id: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    file_code: text().notNull(),
  },
  (t) => [
    primaryKey({
      name: "account_support_file_restrictions_pkey",
      columns: [t.account_id, t.user_id, t.file_code],
    }),
  ],
);

/**
 * Saved views of the grids (issue 7 §3b; docs/api-contract.md "Saved views", an addition): filters
 * never hold a PHI filter (the API refuses them); one name per user and resource, so saving under a
 * name again replaces that view.
 */
export const saved_views = pgTable(
  "saved_views",
  {
    id: uuid().primaryKey(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    resource: text().notNull(),
    name: text().notNull(),
    filters: jsonb().notNull(),
    sort: jsonb(),
    columns: text().array().notNull(),
    density: text().notNull(),
    created_at: ts().notNull(),
    updated_at: ts().notNull(),
  },
  (t) => [uniqueIndex("saved_views_name").on(t.user_id, t.resource, sql`lower(${t.name})`)],
);
