-- Glosas (payer objections) of the denials service, rcm-denials/v1 (001 §3 "Processed glosa", §4
-- "Glosa", §7 "Denials calls", §8 "Glosa and AI errors"; docs/api-contract.md "Glosas").
-- An uploaded objection file (GLOSS or RETURN) is processed through the jobs table (kind
-- glosa-file) into glosa rows; each glosa has comments (answers) carrying an accepted value.
CREATE TABLE glosa_files (
  id uuid PRIMARY KEY,
  provider_slug text NOT NULL,
  user_id text NOT NULL,
  file_reference_id text NOT NULL,
  type text NOT NULL CHECK (type IN ('GLOSS', 'RETURN')),
  file_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  sha256 text NOT NULL REFERENCES stored_files (sha256),
  -- PROCESSING (in progress), DECLINED (rejected), LOADED, DISABLED (stopped by the user).
  status text NOT NULL,
  job_id text,
  error_code text,
  rows_loaded integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX glosa_files_reference ON glosa_files (provider_slug, file_reference_id);
CREATE INDEX glosa_files_status ON glosa_files (provider_slug, status);

CREATE TABLE glosas (
  id uuid PRIMARY KEY,
  provider_slug text NOT NULL,
  file_id uuid REFERENCES glosa_files (id),
  invoice_id text NOT NULL,
  invoice_number text NOT NULL,
  payer text NOT NULL,
  type text NOT NULL CHECK (type IN ('GLOSS', 'RETURN')),
  filing_date date,
  gloss_notification_date date NOT NULL,
  notification_quantity integer NOT NULL,
  days_response integer NOT NULL,
  objection_category text,
  invoiced_amount numeric(14, 2) NOT NULL DEFAULT 0,
  glossed_amount numeric(14, 2) NOT NULL DEFAULT 0,
  charge_amount numeric(14, 2) NOT NULL DEFAULT 0,
  accepted_amount numeric(14, 2) NOT NULL DEFAULT 0,
  reason text,
  glosa_status text NOT NULL,
  slug text NOT NULL,
  glosa_code text,
  glosa_description text,
  cups_code text,
  main_cause text,
  secondary_cause text,
  credit_note_required boolean NOT NULL DEFAULT false,
  rips_required boolean NOT NULL DEFAULT false,
  cuv_required boolean NOT NULL DEFAULT false,
  disabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX glosas_list ON glosas (provider_slug, disabled, gloss_notification_date DESC);
CREATE INDEX glosas_file ON glosas (file_id);

CREATE TABLE glosa_comments (
  id uuid PRIMARY KEY,
  glosa_id uuid NOT NULL REFERENCES glosas (id) ON DELETE CASCADE,
  event_type text NOT NULL CHECK (event_type IN ('COMMENT', 'NOTHING')),
  comment text NOT NULL,
  accepted_value numeric(14, 2) NOT NULL,
  author_email text NOT NULL,
  author_name text NOT NULL,
  disabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);
CREATE INDEX glosa_comments_glosa ON glosa_comments (glosa_id, created_at);
