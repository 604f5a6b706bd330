-- Revenue-cycle work on accounts (001 §3, §4, §7; issue 7 §5): one jobs table for every polled or
-- 202 process, stored files (bytes in the database, content-addressed), support files, audit
-- comments, account change logs, per-account restrictions, the package build state, and faults
-- that answer a chosen error code.

CREATE TABLE jobs (
  id text PRIMARY KEY,
  kind text NOT NULL,
  provider_slug text NOT NULL,
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  subject text,
  status text NOT NULL,
  steps integer NOT NULL DEFAULT 2,
  polls integer NOT NULL DEFAULT 0,
  total integer NOT NULL DEFAULT 0,
  processed integer NOT NULL DEFAULT 0,
  failed integer NOT NULL DEFAULT 0,
  input jsonb NOT NULL DEFAULT '{}'::jsonb,
  result jsonb,
  error_code text,
  message text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  expires_at timestamptz
);
CREATE INDEX jobs_provider_kind_created ON jobs (provider_slug, kind, created_at DESC, id);

INSERT INTO jobs (id, kind, provider_slug, subject, status, polls, total, created_at, updated_at)
  SELECT id, 'claim-void', provider_slug, claim_id::text,
         CASE WHEN polls >= 2 THEN 'COMPLETED' ELSE 'IN_PROGRESS' END, polls, 1, created_at, created_at
    FROM claim_void_jobs;
DROP TABLE claim_void_jobs;

CREATE TABLE stored_files (
  sha256 text PRIMARY KEY,
  content bytea NOT NULL,
  size_bytes integer NOT NULL,
  content_type text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE support_files (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  charge_id uuid REFERENCES charges (id) ON DELETE CASCADE,
  support_level text NOT NULL,
  status text NOT NULL,
  file_code text NOT NULL REFERENCES support_file_types (file_code),
  required boolean NOT NULL,
  product_code text,
  product_name text,
  file_name text,
  content_type text,
  size_bytes integer,
  sha256 text REFERENCES stored_files (sha256),
  is_restricted_as_account_level boolean NOT NULL DEFAULT false,
  uploaded_at timestamptz,
  uploaded_by text,
  created_at timestamptz NOT NULL
);
CREATE INDEX support_files_account ON support_files (account_id, support_level, created_at, id);
CREATE INDEX support_files_charge ON support_files (charge_id) WHERE charge_id IS NOT NULL;

CREATE TABLE audit_comments (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  charge_id uuid REFERENCES charges (id) ON DELETE CASCADE,
  audit_type text NOT NULL,
  category text NOT NULL,
  comment text NOT NULL,
  private_comment boolean NOT NULL DEFAULT false,
  beneficiary_comment boolean NOT NULL DEFAULT true,
  resolved boolean NOT NULL DEFAULT false,
  author_name text NOT NULL,
  author_email text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX audit_comments_account ON audit_comments (account_id, created_at DESC, id);

CREATE TABLE account_change_logs (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  from_status text,
  to_status text,
  reason_of_change text,
  changed_by text NOT NULL,
  changed_at timestamptz NOT NULL
);
CREATE INDEX account_change_logs_account ON account_change_logs (account_id, changed_at DESC, id);

CREATE TABLE account_restricted_events (
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  restricted_event text NOT NULL,
  PRIMARY KEY (account_id, user_id, restricted_event)
);

CREATE TABLE account_support_file_restrictions (
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  file_code text NOT NULL,
  PRIMARY KEY (account_id, user_id, file_code)
);

ALTER TABLE accounts ADD COLUMN build_state text NOT NULL DEFAULT 'PENDING';
ALTER TABLE accounts ADD COLUMN package_generated_at timestamptz;

ALTER TABLE sandbox_faults ADD COLUMN error_code text;
ALTER TABLE sandbox_faults ADD COLUMN message text;

CREATE INDEX accounts_parent_event ON accounts (parent_event_id) WHERE parent_event_id IS NOT NULL;
CREATE INDEX accounts_origin_event ON accounts (origin_event_id);
CREATE INDEX accounts_origin_invoice_group ON accounts (provider_slug, origin_invoice_group_id)
  WHERE origin_invoice_group_id IS NOT NULL;

-- The conciliation letter uploaded when an audit is completed (001 §4), kept as a support file.
INSERT INTO support_file_types (file_code, name) VALUES ('CONC', 'Carta de conciliación');
