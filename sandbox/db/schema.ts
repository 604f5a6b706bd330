/**
 * Drizzle schema of the reference API. It mirrors `sandbox/db/migrations/*.sql` (the migrations are
 * the source of truth; this file only types the queries). Property names are the snake_case column
 * names so that selected rows go on the wire unchanged (docs/api-contract.md "General").
 */
import {
  boolean,
  customType,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

const ts = () => timestamp({ withTimezone: true, mode: "date" });

/** Providers (000 §3 "Provider: name, legalName"). */
export const providers = pgTable("providers", {
  slug: text().primaryKey(),
  name: text().notNull(),
  legal_name: text().notNull(),
  country_code: text().notNull(),
  web_title: text().notNull(),
  locale: text().notNull(),
  currency_code: text().notNull(),
});

export const provider_branches = pgTable("provider_branches", {
  id: integer().primaryKey(),
  provider_slug: text().notNull(),
  name: text().notNull(),
});

/** Portal users; the flags are those of the token answer (000 §3 "Auth session"). */
export const users = pgTable("users", {
  id: text().primaryKey(),
  username: text().notNull(),
  email: text().notNull(),
  name: text().notNull(),
  kind: text().notNull(),
  password_hash: text().notNull(),
  provider_slug: text().notNull(),
  provider_branch_id: integer(),
  locale: text().notNull(),
  phone: text(),
  is_branded_user: boolean().notNull(),
  branded_role: text(),
  is_rcm_user: boolean().notNull(),
  rcm_user_roles: text().array().notNull(),
  is_user_without_claims: boolean().notNull(),
  tfa_required: boolean().notNull(),
  tfa_methods: text().array().notNull(),
  tfa_failed_attempts: integer().notNull(),
  tfa_locked_until: ts(),
  password_rotation_required: boolean().notNull(),
  terms_acceptance_required: boolean().notNull(),
  terms_slug: text(),
  sponsor_text_overrides: boolean().notNull(),
});

/** A user row as selected from {@link users}. */
export type UserRow = typeof users.$inferSelect;

export const access_tokens = pgTable("access_tokens", {
  token_hash: text().primaryKey(),
  user_id: text(),
  client_id: text().notNull(),
  scope: text().notNull(),
  family_id: text(),
  revoked: boolean().notNull().default(false),
  expires_at: ts().notNull(),
  created_at: ts().notNull(),
});

export const refresh_tokens = pgTable("refresh_tokens", {
  token_hash: text().primaryKey(),
  family_id: text().notNull(),
  user_id: text().notNull(),
  client_id: text().notNull(),
  used: boolean().notNull().default(false),
  revoked: boolean().notNull().default(false),
  expires_at: ts().notNull(),
  created_at: ts().notNull(),
});

export const password_reset_tokens = pgTable("password_reset_tokens", {
  token_hash: text().primaryKey(),
  user_id: text().notNull(),
  expires_at: ts().notNull(),
  used_at: ts(),
  created_at: ts().notNull(),
});

export const verification_codes = pgTable("verification_codes", {
  id: serial().primaryKey(),
  user_id: text().notNull(),
  channel: text().notNull(),
  code_hash: text().notNull(),
  expires_at: ts().notNull(),
  used_at: ts(),
  created_at: ts().notNull(),
});

export const outbox = pgTable("outbox", {
  id: serial().primaryKey(),
  to_address: text().notNull(),
  channel: text().notNull(),
  subject: text().notNull(),
  body: text().notNull(),
  link: text(),
  code: text(),
  created_at: ts().notNull(),
  /** The user the message was sent for (an SMS is addressed to the phone, not the username). */
  user_id: text(),
});

export const idempotency_keys = pgTable(
  "idempotency_keys",
  {
    key: text().notNull(),
    caller: text().notNull(),
    fingerprint: text().notNull(),
    status: integer().notNull(),
    body: text().notNull(),
    content_type: text(),
    location: text(),
    created_at: ts().notNull(),
    /** True while the first request with the key runs (status and body not yet known). */
    in_progress: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.key, t.caller] })],
);

/**
 * Failed password sign-ins by key (`user:<username>` or `addr:<client address>`), 0005_shared_state.sql;
 * see sandbox/lib/throttle.ts.
 */
export const sign_in_throttle = pgTable("sign_in_throttle", {
  key: text().primaryKey(),
  failures: integer().notNull(),
  window_started_at: ts().notNull(),
  locked_until: ts(),
});

/** Armed faults of the fault injection (test only), see sandbox/lib/faults.ts. */
export const sandbox_faults = pgTable("sandbox_faults", {
  id: serial().primaryKey(),
  path_prefix: text().notNull(),
  status: integer(),
  remaining: integer().notNull(),
  delay_ms: integer().notNull().default(0),
  username: text(),
  created_at: ts().notNull(),
  error_code: text(),
  message: text(),
  /** "500" or "reset": the request is served, then its answer is lost (migration 0015). */
  lose_answer: text(),
  /** Only requests of this method (upper case), or any (migration 0015). */
  method: text(),
});

/** Sponsors (000 §3 "Sponsor"). */
export const sponsors = pgTable("sponsors", {
  slug: text().primaryKey(),
  name: text().notNull(),
  country_code: text().notNull(),
  category: text(),
  biometric_verification_required: boolean().notNull(),
  allow_beneficiary_data_update: boolean().notNull(),
});

/** Beneficiaries (000 §3 "Beneficiary result"). */
export const beneficiaries = pgTable("beneficiaries", {
  id: integer().primaryKey(),
  sponsor_slug: text().notNull(),
  name: text().notNull(),
  identity_document_type: text().notNull(),
  identity_document_id: text().notNull(),
  member_code: text().notNull(),
  date_of_birth: date({ mode: "string" }).notNull(),
  sex: text().notNull(),
  email: text(),
  phone: text(),
  owner: boolean().notNull(),
});

export const authorizations = pgTable("authorizations", {
  id: integer().primaryKey(),
  authorization_code: text().notNull(),
  provider_slug: text().notNull(),
  provider_branch_id: integer().notNull(),
  sponsor_slug: text().notNull(),
  beneficiary_id: integer().notNull(),
  coverage_type: text().notNull(),
  status: text().notNull(),
  sponsor_transaction_id: text().notNull(),
  amount: numeric({ precision: 14, scale: 2, mode: "number" }).notNull(),
  currency_code: text().notNull(),
  is_required_external_sponsor_validations: boolean().notNull(),
  reimbursement_id: text(),
  created_at: ts().notNull(),
});

export const claims = pgTable("claims", {
  id: integer().primaryKey(),
  authorization_id: integer().notNull(),
  provider_slug: text().notNull(),
  claim_status: text().notNull(),
  uploaded_files: integer().notNull(),
  total_files_to_upload: integer().notNull(),
  /** Generated column (000 §5 document policy); never written. */
  satisfies_documents_policy: boolean().generatedAlwaysAs(
    sql`total_files_to_upload = 0 OR uploaded_files = total_files_to_upload`,
  ),
  created_at: ts().notNull(),
});

/**
 * Every asynchronous (202 / polled) process and download ticket (0006_rcm_work.sql; see
 * sandbox/lib/jobs.ts): claim voids, support-document validations, package cleaning, downloads.
 */
export const jobs = pgTable("jobs", {
  id: text().primaryKey(),
  kind: text().notNull(),
  provider_slug: text().notNull(),
  user_id: text(),
  subject: text(),
  status: text().notNull(),
  steps: integer().notNull().default(2),
  polls: integer().notNull().default(0),
  total: integer().notNull().default(0),
  processed: integer().notNull().default(0),
  failed: integer().notNull().default(0),
  input: jsonb().$type<Record<string, unknown>>().notNull(),
  result: jsonb().$type<unknown>(),
  error_code: text(),
  message: text(),
  created_at: ts().notNull(),
  updated_at: ts().notNull(),
  expires_at: ts(),
});
export type JobRow = typeof jobs.$inferSelect;

export const rcm_payers = pgTable("rcm_payers", {
  slug: text().primaryKey(),
  name: text().notNull(),
  country_code: text().notNull(),
});

export const rcm_agreements = pgTable(
  "rcm_agreements",
  {
    provider_slug: text().notNull(),
    agreement_code: text().notNull(),
    agreement_name: text().notNull(),
    payer_slug: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider_slug, t.agreement_code] })],
);

export const rcm_catalogue = pgTable(
  "rcm_catalogue",
  {
    provider_slug: text().notNull(),
    kind: text().notNull(),
    slug: text().notNull(),
    value: text().notNull(),
    position: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider_slug, t.kind, t.slug] })],
);

export const rcm_responsibles = pgTable(
  "rcm_responsibles",
  {
    provider_slug: text().notNull(),
    email_address: text().notNull(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider_slug, t.email_address] })],
);

export const support_file_types = pgTable("support_file_types", {
  file_code: text().primaryKey(),
  name: text().notNull(),
});

/** Patient accounts (001 §3 "Account"). Amounts are decimal (2 places) in `currency_code`. */
export const accounts = pgTable("accounts", {
  id: uuid().primaryKey(),
  provider_slug: text().notNull(),
  invoice_number: text().notNull(),
  healthcare_plan_coverage: text().notNull(),
  origin_event_id: text().notNull(),
  parent_event_id: text(),
  child_events: text().array().notNull(),
  created_at: ts().notNull(),
  origin_event_creation_date_time: ts().notNull(),
  invoice_date_time: ts(),
  payer_slug: text().notNull(),
  payer_name: text().notNull(),
  invoice_amount: numeric({ precision: 14, scale: 2, mode: "number" }).notNull(),
  currency_code: text().notNull(),
  required_support_documents: integer().notNull(),
  uploaded_support_documents: integer().notNull(),
  required_support_documents_completed: boolean().notNull(),
  missing_support_codes: text().array().notNull(),
  agreement_code: text().notNull(),
  agreement_name: text().notNull(),
  agreement_plan_type: text().notNull(),
  status: text(),
  service_types: text().array().notNull(),
  service_type_name: text().notNull(),
  executor_service: text().notNull(),
  invoice_source: text().notNull(),
  multiple_patient_account: boolean().notNull(),
  multiple_event_same_patient_account: boolean().notNull(),
  regime: text().notNull(),
  patient_id: text().notNull(),
  patient_name: text().notNull(),
  patient_document_type: text().notNull(),
  patient_document_number: text().notNull(),
  responsible_email_address: text(),
  responsible_name: text(),
  reassigned_account: boolean().notNull(),
  reassigned_account_id: uuid(),
  reassigned_invoice_number: text(),
  rip_cuv_files_completed: boolean().notNull(),
  cost_center_name: text().notNull(),
  cost_center_code: text().notNull(),
  settlement_group_id: text(),
  origin_invoice_group_id: text(),
  settlement_number: text(),
  external_id: text(),
  authorization_id: text(),
  invoice_origin_provider_branch_name: text().notNull(),
  concurrent_audit_required: boolean().notNull(),
  has_unconfigured_products: boolean().notNull(),
  last_change_reason: text(),
  /** Package build state (001 §4): PENDING, READY_TO_GENERATE, GENERATED, VOIDED. */
  build_state: text().notNull().default("PENDING"),
  package_generated_at: ts(),
  /** Generated column: lower(invoice_number || ' ' || patient_id || ' ' || patient_name). */
  search_text: text().generatedAlwaysAs(
    sql`lower(invoice_number || ' ' || patient_id || ' ' || patient_name)`,
  ),
});

/** Charges of an account (001 §3 "Charge"). */
export const charges = pgTable("charges", {
  id: uuid().primaryKey(),
  account_id: uuid().notNull(),
  line_number: integer().notNull(),
  code: text().notNull(),
  description: text().notNull(),
  quantity: integer().notNull(),
  amount: numeric({ precision: 14, scale: 2, mode: "number" }).notNull(),
  total_amount: numeric({ precision: 14, scale: 2, mode: "number" }).notNull(),
  service_type: text().notNull(),
  diagnosis_code: text().notNull(),
  diagnosis_name: text().notNull(),
  provider_product_code: text().notNull(),
  required_support_documents: integer().notNull(),
  uploaded_support_documents: integer().notNull(),
  required_support_documents_completed: boolean().notNull(),
  created_at: ts().notNull(),
  origin_event_creation_date_time: ts().notNull(),
});

export const rcm_role_statuses = pgTable(
  "rcm_role_statuses",
  {
    provider_slug: text().notNull(),
    role: text().notNull(),
    statuses: text().array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider_slug, t.role] })],
);

export const account_event_restrictions = pgTable(
  "account_event_restrictions",
  {
    user_id: text().notNull(),
    restricted_event: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.restricted_event] })],
);

export const support_file_restrictions = pgTable(
  "support_file_restrictions",
  {
    user_id: text().notNull(),
    file_code: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.file_code] })],
);

export const view_configurations = pgTable(
  "view_configurations",
  {
    provider_slug: text().notNull(),
    section: text().notNull(),
    view_name: text().notNull(),
    excluded_columns: text().array().notNull(),
    hidden: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider_slug, t.section, t.view_name] })],
);

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

/** Pre-settlements, delivery relationships (0008_pre_settlements.sql; 001 §3 "Pre-settlement"). */
export const pre_settlements = pgTable("pre_settlements", {
  id: uuid().primaryKey(),
  provider_slug: text().notNull(),
  origin_invoice_group_id: text().notNull(),
  path: text().notNull(),
  /** 001 §4: PENDING, READY_TO_GENERATE, GENERATED, SETTLED, SENT, VOIDED, RIPS_VALIDATION_ERRORS, SENT_ERROR. */
  status: text().notNull(),
  settlement_number: text().notNull(),
  /** MANUAL or AUTOMATIC (001 §3, §6). */
  delivery_responsible: text().notNull(),
  payer_name: text().notNull(),
  sent_date: ts(),
  agreement_codes: text().array().notNull(),
  invoice_count: integer().notNull(),
  created_at: ts().notNull(),
  updated_at: ts().notNull(),
  /** Generated column: lower(settlement_number || ' ' || origin_invoice_group_id). */
  search_text: text().generatedAlwaysAs(sql`lower(settlement_number || ' ' || origin_invoice_group_id)`),
});
export type PreSettlementRow = typeof pre_settlements.$inferSelect;

/** The invoices (accounts) a pre-settlement delivers. */
export const pre_settlement_invoices = pgTable(
  "pre_settlement_invoices",
  { pre_settlement_id: uuid().notNull(), account_id: uuid().notNull() },
  (t) => [primaryKey({ columns: [t.pre_settlement_id, t.account_id] })],
);

/** Files of a pre-settlement (001 §3 "files (extension, name)"), bytes in stored_files. */
export const pre_settlement_files = pgTable("pre_settlement_files", {
  id: uuid().primaryKey(),
  pre_settlement_id: uuid().notNull(),
  name: text().notNull(),
  extension: text().notNull(),
  content_type: text().notNull(),
  size_bytes: integer().notNull(),
  sha256: text().notNull(),
  created_at: ts().notNull(),
  replaced_at: ts(),
  replaced_by: text(),
});

/** Settlement actions registered on a pre-settlement (001 §4 "A settlement action carries an action"). */
export const pre_settlement_actions = pgTable("pre_settlement_actions", {
  id: uuid().primaryKey(),
  pre_settlement_id: uuid().notNull(),
  action: text().notNull(),
  comment: text(),
  created_by: text().notNull(),
  created_at: ts().notNull(),
});

/** The provider's package folder (001 §7 `GET`/`PATCH pre-settlements/package-folder`). */
export const pre_settlement_package_folders = pgTable("pre_settlement_package_folders", {
  provider_slug: text().primaryKey(),
  package_folder: text().notNull(),
  updated_at: ts().notNull(),
  updated_by: text().notNull(),
});

/**
 * The configuration of one agreement (001 §3 "Agreement"; issue 8 §2): tax identification number,
 * sponsor type, concurrency flag, responsible, regulation 2275, file-name fields.
 */
export const rcm_agreement_configurations = pgTable("rcm_agreement_configurations", {
  id: uuid().primaryKey(),
  provider_slug: text().notNull(),
  agreement_code: text().notNull(),
  hash: text().notNull(),
  build_package_configuration_id: uuid(),
  tax_identification_number: text(),
  sponsor_type: text(),
  concurrency: boolean().notNull(),
  responsible: text(),
  regulation_2275_active: boolean().notNull(),
  regulation_2275_start_date: date({ mode: "string" }),
  regulation_2275_cuv_format: text(),
  regulation_2275_with_validation_results: boolean().notNull(),
  file_format_fields: text().array().notNull(),
  updated_at: ts().notNull(),
  updated_by: text(),
});
export type AgreementConfigurationRow = typeof rcm_agreement_configurations.$inferSelect;

/** The services an agreement covers (001 §3 "services (with serviceTypeFallbackName)"). */
export const rcm_agreement_services = pgTable("rcm_agreement_services", {
  id: uuid().primaryKey(),
  provider_slug: text().notNull(),
  agreement_code: text().notNull(),
  service_type: text().notNull(),
  service_type_fallback_name: text().notNull(),
  position: integer().notNull(),
});

/** Audit configurations (audit rules) of an agreement (001 §3 "auditConfigurations (with id)"). */
export const rcm_audit_configurations = pgTable("rcm_audit_configurations", {
  id: uuid().primaryKey(),
  provider_slug: text().notNull(),
  agreement_code: text().notNull(),
  service_type: text().notNull(),
  plan_coverage: text(),
  min_invoice_amount: numeric({ precision: 14, scale: 2 }).notNull(),
  max_invoice_amount: numeric({ precision: 14, scale: 2 }),
  audit_type: text().notNull(),
  pmis: text(),
  created_at: ts().notNull(),
  updated_at: ts().notNull(),
  updated_by: text(),
});
