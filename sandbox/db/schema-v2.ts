/**
 * Drizzle tables of the v2 area (users without claims; issue 10 §4; 000 §3, §4, §7; 001 §3),
 * mirroring `sandbox/db/migrations/0010_v2_authorizations.sql` (the migration is the source of
 * truth). Kept beside `schema.ts` so that the v2 work does not edit the shared schema file.
 */
import { customType, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

const ts = () => timestamp({ withTimezone: true, mode: "date" });

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
  toDriver: (value) => value,
});

/** A sponsor's authorization form definition (000 §3), `fields` as on the wire (snake_case). */
export const authorization_forms = pgTable(
  "authorization_forms",
  {
    sponsor_slug: text().notNull(),
    form_slug: text().notNull(),
    fallback_name: text().notNull(),
    authorization_coverage: text(),
    /** ADDITIONAL_PRODUCTS or null (0012_v2_requests.sql; 000 §4 "the action is additional products"). */
    authorization_action: text(),
    fields: jsonb().notNull(),
    position: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.sponsor_slug, table.form_slug] })],
);

/** An authorization without claims (001 §3 "Authorization (v2)"), status of 000 §4 "Home V2 statuses". */
export const v2_authorizations = pgTable("v2_authorizations", {
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
});

/** A comment (000 §3 "Authorization comment"). */
export const v2_authorization_comments = pgTable("v2_authorization_comments", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  authorization_id: integer().notNull(),
  metadata_comment: text().notNull(),
  author_name: text().notNull(),
  created_at: ts().notNull(),
});

/** A file of an authorization (000 §7 `request_data`), bytes in the row. */
export const v2_authorization_files = pgTable("v2_authorization_files", {
  id: uuid().primaryKey(),
  authorization_id: integer().notNull(),
  field_slug: text(),
  authorization_form_field_id: text(),
  document_type_slug: text(),
  file_name: text().notNull(),
  content_type: text().notNull(),
  size_bytes: integer().notNull(),
  content: bytea().notNull(),
  uploaded_by: text().notNull(),
  created_at: ts().notNull(),
});

/** A status change (000 §4). */
export const v2_authorization_status_changes = pgTable("v2_authorization_status_changes", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  authorization_id: integer().notNull(),
  from_status: text().notNull(),
  to_status: text().notNull(),
  changed_by: text().notNull(),
  created_at: ts().notNull(),
});
