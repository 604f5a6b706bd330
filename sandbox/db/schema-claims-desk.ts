/**
 * Drizzle tables of the reference API: what the claims desk makes after the search (000 §3, §4;
 * issue 20 §5, §6; docs/api-contract.md "Authorizations of the claims desk", "Claims"): the
 * detail of an authorization a request made (its products with their results, diagnoses,
 * treatments, doctor, biometric reading, cost-sharing, required documents), the files uploaded to
 * it, and a claim's invoice, completion and support documents. Like every `schema-*.ts`, the one
 * description of its tables (migrations generated, `npm run db:generate`). Property names are the
 * snake_case column names.
 */
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { authorizations, claims } from "./schema-portal";
import { v2_authorization_requests } from "./schema-v2-requests";
import { stored_files } from "./schema-rcm-files";

const ts = () => timestamp({ withTimezone: true, mode: "date" });
const money = () => numeric({ precision: 14, scale: 2, mode: "number" });

const authorizationId = () =>
  integer()
    .notNull()
    .references(() => authorizations.id);

/**
 * An authorization a claims-desk request made (one per product type; OUTPATIENT_CARE one): the
 * request, the transaction type (000 §9), its products with the sponsor's result and reason
 * (sandbox/lib/adjudication.ts), diagnoses, treatments and doctor as sent, and the cost-sharing
 * (copayment, coinsurance percent, total to pay, in the authorization's currency).
 */
export const claims_desk_authorizations = pgTable(
  "claims_desk_authorizations",
  {
    authorization_id: integer()
      .primaryKey()
      .references(() => authorizations.id),
    request_id: integer()
      .notNull()
      .references(() => v2_authorization_requests.id),
    transaction_type: text().notNull(),
    product_type: text().notNull(),
    products: jsonb().notNull(),
    diagnoses: jsonb().notNull(),
    treatments: jsonb().notNull(),
    doctor: jsonb().notNull(),
    biometric_reading_id: text(),
    copayment: money().notNull(),
    coinsurance_percent: money().notNull(),
    total_to_pay: money().notNull(),
    required_documents: jsonb().notNull(),
  },
  (t) => [index("claims_desk_authorizations_request").on(t.request_id)],
);

/** A file uploaded to a claims-desk authorization of a request, then attached (at most 10 attached). */
export const claims_desk_authorization_files = pgTable(
  "claims_desk_authorization_files",
  {
    id: uuid().primaryKey(),
    request_id: integer()
      .notNull()
      .references(() => v2_authorization_requests.id),
    authorization_id: authorizationId(),
    document_type_slug: text().notNull(),
    file_name: text().notNull(),
    content_type: text().notNull(),
    size_bytes: integer().notNull(),
    /** The bytes' SHA-256: their key in the file store (sandbox/lib/stored-uploads.ts); NULL only on rows older than the store. */
    sha256: text().references(() => stored_files.sha256),
    attached: boolean().notNull().default(false),
    created_at: ts().notNull(),
  },
  (t) => [index("claims_desk_authorization_files_authorization").on(t.authorization_id)],
);

/** A claim's invoice (000 §5: the amount without commas) and what its completion attached (000 §4). */
export const claim_details = pgTable("claim_details", {
  claim_id: integer()
    .primaryKey()
    .references(() => claims.id),
  invoice_number: text(),
  invoice_date: text(),
  invoice_amount: money(),
  doctor_license_number: text(),
  doctor_name: text(),
  doctor_specialty: text(),
  biometric_reading_id: text(),
  provider_transaction_id: text(),
  completed_at: ts(),
});

/** A claim's support document (000 §4, §7; 20 MB, ADDITIONAL_DOCUMENT 10 MB, at most 10), its bytes in the file store. */
export const claim_files = pgTable(
  "claim_files",
  {
    id: uuid().primaryKey(),
    claim_id: integer()
      .notNull()
      .references(() => claims.id),
    document_type_slug: text().notNull(),
    file_name: text().notNull(),
    content_type: text().notNull(),
    size_bytes: integer().notNull(),
    /** The bytes' SHA-256: their key in the file store (sandbox/lib/stored-uploads.ts); NULL only on rows older than the store. */
    sha256: text().references(() => stored_files.sha256),
    created_at: ts().notNull(),
  },
  (t) => [index("claim_files_claim").on(t.claim_id)],
);
