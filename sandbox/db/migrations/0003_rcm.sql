-- Revenue cycle: catalogues, accounts, charges, permissions, view configuration (001 §3, §4, §6).
CREATE TABLE rcm_payers (
  slug text PRIMARY KEY,
  name text NOT NULL,
  country_code text NOT NULL
);

CREATE TABLE rcm_agreements (
  provider_slug text NOT NULL REFERENCES providers (slug),
  agreement_code text NOT NULL,
  agreement_name text NOT NULL,
  payer_slug text NOT NULL REFERENCES rcm_payers (slug),
  PRIMARY KEY (provider_slug, agreement_code)
);

-- Provider lookups as slug/value pairs; kind: service_type | executor_service |
-- agreement_plan_type | invoice_source.
CREATE TABLE rcm_catalogue (
  provider_slug text NOT NULL REFERENCES providers (slug),
  kind text NOT NULL,
  slug text NOT NULL,
  value text NOT NULL,
  position integer NOT NULL,
  PRIMARY KEY (provider_slug, kind, slug)
);

CREATE TABLE rcm_responsibles (
  provider_slug text NOT NULL REFERENCES providers (slug),
  email_address text NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (provider_slug, email_address)
);

CREATE TABLE support_file_types (
  file_code text PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE accounts (
  id uuid PRIMARY KEY,
  provider_slug text NOT NULL REFERENCES providers (slug),
  invoice_number text NOT NULL,
  healthcare_plan_coverage text NOT NULL,
  origin_event_id text NOT NULL,
  parent_event_id text,
  child_events text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  origin_event_creation_date_time timestamptz NOT NULL,
  invoice_date_time timestamptz,
  payer_slug text NOT NULL,
  payer_name text NOT NULL,
  invoice_amount numeric(14, 2) NOT NULL,
  currency_code text NOT NULL,
  required_support_documents integer NOT NULL,
  uploaded_support_documents integer NOT NULL,
  required_support_documents_completed boolean NOT NULL,
  missing_support_codes text[] NOT NULL DEFAULT '{}',
  agreement_code text NOT NULL,
  agreement_name text NOT NULL,
  agreement_plan_type text NOT NULL,
  status text,
  service_types text[] NOT NULL,
  service_type_name text NOT NULL,
  executor_service text NOT NULL,
  invoice_source text NOT NULL,
  multiple_patient_account boolean NOT NULL,
  multiple_event_same_patient_account boolean NOT NULL,
  regime text NOT NULL,
  patient_id text NOT NULL,
  patient_name text NOT NULL,
  patient_document_type text NOT NULL,
  patient_document_number text NOT NULL,
  responsible_email_address text,
  responsible_name text,
  reassigned_account boolean NOT NULL,
  reassigned_account_id uuid,
  reassigned_invoice_number text,
  rip_cuv_files_completed boolean NOT NULL,
  cost_center_name text NOT NULL,
  cost_center_code text NOT NULL,
  settlement_group_id text,
  origin_invoice_group_id text,
  settlement_number text,
  external_id text,
  authorization_id text,
  invoice_origin_provider_branch_name text NOT NULL,
  concurrent_audit_required boolean NOT NULL,
  has_unconfigured_products boolean NOT NULL,
  last_change_reason text,
  -- What search_value matches (contains, case-insensitive).
  search_text text GENERATED ALWAYS AS
    (lower(invoice_number || ' ' || patient_id || ' ' || patient_name)) STORED
);

CREATE TABLE charges (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  line_number integer NOT NULL,
  code text NOT NULL,
  description text NOT NULL,
  quantity integer NOT NULL,
  amount numeric(14, 2) NOT NULL,
  total_amount numeric(14, 2) NOT NULL,
  service_type text NOT NULL,
  diagnosis_code text NOT NULL,
  diagnosis_name text NOT NULL,
  provider_product_code text NOT NULL,
  required_support_documents integer NOT NULL,
  uploaded_support_documents integer NOT NULL,
  required_support_documents_completed boolean NOT NULL,
  created_at timestamptz NOT NULL,
  origin_event_creation_date_time timestamptz NOT NULL
);

-- Per provider and role: the account statuses the role may see and set (001 §6).
CREATE TABLE rcm_role_statuses (
  provider_slug text NOT NULL REFERENCES providers (slug),
  role text NOT NULL,
  statuses text[] NOT NULL,
  PRIMARY KEY (provider_slug, role)
);

-- Per-user restricted events (000 §6 "restrictedEvent", 001 §6).
CREATE TABLE account_event_restrictions (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  restricted_event text NOT NULL,
  PRIMARY KEY (user_id, restricted_event)
);

CREATE TABLE support_file_restrictions (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  file_code text NOT NULL,
  PRIMARY KEY (user_id, file_code)
);

-- View configuration (001 §1, §6): sections and view names can exclude columns.
CREATE TABLE view_configurations (
  provider_slug text NOT NULL REFERENCES providers (slug),
  section text NOT NULL,
  view_name text NOT NULL,
  excluded_columns text[] NOT NULL DEFAULT '{}',
  hidden boolean NOT NULL DEFAULT false,
  PRIMARY KEY (provider_slug, section, view_name)
);
