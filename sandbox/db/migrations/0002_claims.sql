-- Claims desk: sponsors, beneficiaries, authorizations and claims (000 §3, §4).
CREATE TABLE sponsors (
  slug text PRIMARY KEY,
  name text NOT NULL,
  country_code text NOT NULL,
  category text,
  biometric_verification_required boolean NOT NULL DEFAULT false,
  allow_beneficiary_data_update boolean NOT NULL DEFAULT false
);

CREATE TABLE beneficiaries (
  id integer PRIMARY KEY,
  sponsor_slug text NOT NULL REFERENCES sponsors (slug),
  name text NOT NULL,
  identity_document_type text NOT NULL,
  identity_document_id text NOT NULL,
  member_code text NOT NULL,
  date_of_birth date NOT NULL,
  sex text NOT NULL,
  email text,
  phone text,
  owner boolean NOT NULL
);

CREATE TABLE authorizations (
  id integer PRIMARY KEY,
  authorization_code text NOT NULL UNIQUE,
  provider_slug text NOT NULL REFERENCES providers (slug),
  provider_branch_id integer NOT NULL REFERENCES provider_branches (id),
  sponsor_slug text NOT NULL REFERENCES sponsors (slug),
  beneficiary_id integer NOT NULL REFERENCES beneficiaries (id),
  coverage_type text NOT NULL,
  status text NOT NULL,
  sponsor_transaction_id text NOT NULL,
  amount numeric(14, 2) NOT NULL,
  currency_code text NOT NULL,
  is_required_external_sponsor_validations boolean NOT NULL DEFAULT false,
  reimbursement_id text,
  created_at timestamptz NOT NULL
);

CREATE TABLE claims (
  id integer PRIMARY KEY,
  authorization_id integer NOT NULL UNIQUE REFERENCES authorizations (id),
  provider_slug text NOT NULL REFERENCES providers (slug),
  claim_status text NOT NULL,
  uploaded_files integer NOT NULL,
  total_files_to_upload integer NOT NULL,
  -- 000 §5: satisfied when nothing is required or everything required is uploaded.
  satisfies_documents_policy boolean GENERATED ALWAYS AS
    (total_files_to_upload = 0 OR uploaded_files = total_files_to_upload) STORED,
  created_at timestamptz NOT NULL
);
CREATE INDEX claims_provider_created ON claims (provider_slug, created_at DESC, id);

CREATE TABLE claim_void_jobs (
  id text PRIMARY KEY,
  provider_slug text NOT NULL,
  claim_id integer NOT NULL,
  polls integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL
);
