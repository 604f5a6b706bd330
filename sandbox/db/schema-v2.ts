/**
 * Drizzle tables of the v2 area (users without claims; issue 10 §4; 000 §3 "Authorization form",
 * "Authorization comment", §4 "Home V2 statuses", §5, §7; 001 §3 "Authorization (v2)"). Sponsor
 * authorization form definitions are data: a new row is a new form with no portal change. The one
 * description of the tables (the migrations are generated from them, `npm run db:generate`).
 */
import {
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
import { stored_files } from "./schema-rcm-files";

const ts = () => timestamp({ withTimezone: true, mode: "date" });

/** A sponsor's authorization form definition (000 §3), `fields` as on the wire (snake_case). */
export const authorization_forms = pgTable(
  "authorization_forms",
  {
    sponsor_slug: text().notNull(),
    form_slug: text().notNull(),
    fallback_name: text().notNull(),
    authorization_coverage: text(),
    /** ADDITIONAL_PRODUCTS or null (000 §4 "the action is additional products"; docs/decisions.md "v2 additional products"). */
    authorization_action: text(),
    /** The fields as the wire carries them (slug, type, label, group_name, show_order, pattern, ...). */
    fields: jsonb().notNull(),
    position: integer().notNull(),
  },
  (table) => [
    primaryKey({ name: "authorization_forms_pkey", columns: [table.sponsor_slug, table.form_slug] }),
  ],
);

/** An authorization without claims (001 §3 "Authorization (v2)"), status of 000 §4 "Home V2 statuses". */
export const v2_authorizations = pgTable(
  "v2_authorizations",
  {
    id: integer().primaryKey(),
    authorization_code: text().notNull(),
    provider_slug: text().notNull(),
    sponsor_slug: text().notNull(),
    beneficiary_id: integer().notNull(),
    coverage_type: text().notNull(),
    status: text().notNull(),
    detail_form_slug: text(),
    reimbursement_id: text(),
    created_at: ts().notNull(),
  },
  (t) => [
    uniqueIndex("v2_authorizations_code").on(t.provider_slug, t.sponsor_slug, t.authorization_code),
    index("v2_authorizations_created").on(t.provider_slug, t.created_at.desc().nullsFirst()),
  ],
);

/** An authorization id column pointing at its authorization without claims. */
export const v2AuthorizationId = () =>
  integer()
    .notNull()
    .references(() => v2_authorizations.id);

/** A comment (000 §3 "Authorization comment"). */
export const v2_authorization_comments = pgTable(
  "v2_authorization_comments",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorization_id: v2AuthorizationId(),
    metadata_comment: text().notNull(),
    author_name: text().notNull(),
    created_at: ts().notNull(),
  },
  (t) => [
    index("v2_authorization_comments_authorization").on(t.authorization_id, t.created_at.desc().nullsFirst()),
  ],
);

/**
 * A file of an authorization (000 §7 `request_data`): at most 10 per authorization (000 §5). Its bytes
 * are in the file store (sandbox/lib/stored-uploads.ts), keyed by `sha256`.
 */
export const v2_authorization_files = pgTable(
  "v2_authorization_files",
  {
    id: uuid().primaryKey(),
    authorization_id: v2AuthorizationId(),
    field_slug: text(),
    authorization_form_field_id: text(),
    document_type_slug: text(),
    file_name: text().notNull(),
    content_type: text().notNull(),
    size_bytes: integer().notNull(),
    /** The bytes' SHA-256: their key in the file store (sandbox/lib/stored-uploads.ts); NULL only on rows older than the store. */
    sha256: text().references(() => stored_files.sha256),
    uploaded_by: text().notNull(),
    created_at: ts().notNull(),
  },
  (t) => [index("v2_authorization_files_authorization").on(t.authorization_id, t.created_at)],
);

/** A status change (000 §4). */
export const v2_authorization_status_changes = pgTable("v2_authorization_status_changes", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  authorization_id: v2AuthorizationId(),
  from_status: text().notNull(),
  to_status: text().notNull(),
  changed_by: text().notNull(),
  created_at: ts().notNull(),
});
