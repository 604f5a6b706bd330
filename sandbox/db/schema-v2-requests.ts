/**
 * Drizzle tables of the v2 area's additional products and authorization requests (issue 10 §3;
 * 000 §4, §7), mirroring `sandbox/db/migrations/0012_v2_requests.sql` and
 * `0016_v2_request_jobs.sql` (the migrations are the source of truth).
 */
import { customType, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

const ts = () => timestamp({ withTimezone: true, mode: "date" });

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
  toDriver: (value) => value,
});

/** A product added to an authorization or its reimbursement (000 §7 additional-products). */
export const v2_additional_products = pgTable("v2_additional_products", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  authorization_id: integer().notNull(),
  reimbursement_id: text(),
  product_id: integer(),
  product_type_slug: text().notNull(),
  quantity: integer().notNull(),
  provider_product_code: text().notNull(),
  created_by: text().notNull(),
  created_at: ts().notNull(),
});

/**
 * An authorization request (000 §4): IN_PROGRESS → CREATED | ERROR; CREATED → COMPLETED. The polled
 * part is its job in `jobs` (`job_id`, 0016_v2_request_jobs.sql): IN_PROGRESS while the job runs,
 * ERROR (the job's message) or CREATED once it finished; COMPLETED once `completed_at` is set.
 */
export const v2_authorization_requests = pgTable("v2_authorization_requests", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  provider_slug: text().notNull(),
  sponsor_slug: text().notNull(),
  beneficiary_id: integer().notNull(),
  payload: jsonb().notNull(),
  job_id: text().notNull(),
  created_by: text().notNull(),
  created_at: ts().notNull(),
  completed_at: ts(),
});

/** An authorization a request made (one per product type). */
export const v2_authorization_request_items = pgTable(
  "v2_authorization_request_items",
  {
    request_id: integer().notNull(),
    authorization_id: integer().notNull(),
    product_type: text().notNull(),
    products: jsonb().notNull(),
  },
  (table) => [primaryKey({ columns: [table.request_id, table.authorization_id] })],
);

/** A file of a request's authorization: uploaded, then attached (copied to the authorization's files). */
export const v2_authorization_request_files = pgTable("v2_authorization_request_files", {
  id: uuid().primaryKey(),
  request_id: integer().notNull(),
  authorization_id: integer().notNull(),
  coverage: text().notNull(),
  document_type_slug: text().notNull(),
  product_type: text(),
  provider_product_code: text(),
  file_name: text().notNull(),
  content_type: text().notNull(),
  size_bytes: integer().notNull(),
  content: bytea().notNull(),
  attached_file_id: uuid(),
  created_at: ts().notNull(),
});
