/**
 * Drizzle tables of the v2 area's additional products and authorization requests (issue 10 §3;
 * 000 §4 "Authorization form (v2)", "Asynchronous flows: Authorization request creation", §5, §7;
 * docs/api-contract.md "v2 area: additional products, authorization requests"). The one description
 * of the tables (the migrations are generated from them, `npm run db:generate`).
 */
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { jobs } from "./schema-portal";
import { v2AuthorizationId } from "./schema-v2";
import { stored_files } from "./schema-rcm-files";

const ts = () => timestamp({ withTimezone: true, mode: "date" });

/** A product added to an authorization or its reimbursement (000 §7 additional-products). */
export const v2_additional_products = pgTable(
  "v2_additional_products",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorization_id: v2AuthorizationId(),
    reimbursement_id: text(),
    product_id: integer(),
    product_type_slug: text().notNull(),
    quantity: integer().notNull(),
    provider_product_code: text().notNull(),
    created_by: text().notNull(),
    created_at: ts().notNull(),
  },
  (t) => [index("v2_additional_products_authorization").on(t.authorization_id)],
);

/**
 * An authorization request (000 §4): IN_PROGRESS → CREATED | ERROR; CREATED → COMPLETED. The polled
 * part is its job in `jobs` (`job_id`, issue 18 §2): IN_PROGRESS while the job runs,
 * ERROR (the job's message) or CREATED once it finished; COMPLETED once `completed_at` is set.
 */
export const v2_authorization_requests = pgTable("v2_authorization_requests", {
  id: integer().primaryKey().generatedAlwaysAsIdentity({ startWith: 5001 }),
  provider_slug: text().notNull(),
  sponsor_slug: text().notNull(),
  beneficiary_id: integer().notNull(),
  payload: jsonb().notNull(),
  job_id: text()
    .notNull()
    .references(() => jobs.id),
  created_by: text().notNull(),
  created_at: ts().notNull(),
  completed_at: ts(),
});

const requestId = () =>
  integer()
    .notNull()
    .references(() => v2_authorization_requests.id);

/** An authorization a request made (one per product type), listed in v2_authorizations (so Home V2 lists it). */
export const v2_authorization_request_items = pgTable(
  "v2_authorization_request_items",
  {
    request_id: requestId(),
    authorization_id: v2AuthorizationId(),
    product_type: text().notNull(),
    products: jsonb().notNull(),
  },
  (table) => [
    primaryKey({
      name: "v2_authorization_request_items_pkey",
      columns: [table.request_id, table.authorization_id],
    }),
  ],
);

/** A file of a request's authorization: uploaded, then attached (copied to the authorization's files). */
export const v2_authorization_request_files = pgTable(
  "v2_authorization_request_files",
  {
    id: uuid().primaryKey(),
    request_id: requestId(),
    authorization_id: v2AuthorizationId(),
    coverage: text().notNull(),
    document_type_slug: text().notNull(),
    product_type: text(),
    provider_product_code: text(),
    file_name: text().notNull(),
    content_type: text().notNull(),
    size_bytes: integer().notNull(),
    /** The bytes' SHA-256: their key in the file store (sandbox/lib/stored-uploads.ts); NULL only on rows older than the store. */
    sha256: text().references(() => stored_files.sha256),
    attached_file_id: uuid(),
    created_at: ts().notNull(),
  },
  (t) => [index("v2_authorization_request_files_request").on(t.request_id, t.authorization_id)],
);
