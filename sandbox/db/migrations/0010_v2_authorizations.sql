-- Users without claims, the v2 area (issue 10 §4; 000 §3 "Authorization form", "Authorization
-- comment", §4 "Home V2 statuses", §5, §7 arc v1/v2 calls; 001 §3 "Authorization (v2)").
-- Sponsor authorization form definitions are data: the portal builds its forms from what
-- GET /arc/v1/sponsors/{sponsor}/authorization-forms answers from this table, so a new row is a new
-- form with no portal change.
CREATE TABLE authorization_forms (
  sponsor_slug text NOT NULL,
  form_slug text NOT NULL,
  fallback_name text NOT NULL,
  authorization_coverage text,
  -- The fields as the wire carries them (slug, type, label, group_name, show_order, pattern, ...).
  fields jsonb NOT NULL,
  position integer NOT NULL,
  PRIMARY KEY (sponsor_slug, form_slug)
);

-- Authorizations without claims (001 §3 "Authorization (v2)"), in the Home V2 statuses (000 §4).
CREATE TABLE v2_authorizations (
  id integer PRIMARY KEY,
  authorization_code text NOT NULL,
  provider_slug text NOT NULL,
  sponsor_slug text NOT NULL,
  beneficiary_id integer NOT NULL,
  coverage_type text NOT NULL,
  status text NOT NULL,
  detail_form_slug text,
  reimbursement_id text,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX v2_authorizations_code ON v2_authorizations (provider_slug, sponsor_slug, authorization_code);
CREATE INDEX v2_authorizations_created ON v2_authorizations (provider_slug, created_at DESC);

-- Comments of an authorization (000 §3 "Authorization comment": createdAt, metadataComment as JSON text).
CREATE TABLE v2_authorization_comments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  authorization_id integer NOT NULL REFERENCES v2_authorizations (id),
  metadata_comment text NOT NULL,
  author_name text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX v2_authorization_comments_authorization ON v2_authorization_comments (authorization_id, created_at DESC);

-- Files of an authorization (000 §7 request_data: field_slug, authorization_form_field_id,
-- document_type_slug). The bytes are kept in the row: at most 10 per authorization (000 §5).
CREATE TABLE v2_authorization_files (
  id uuid PRIMARY KEY,
  authorization_id integer NOT NULL REFERENCES v2_authorizations (id),
  field_slug text,
  authorization_form_field_id text,
  document_type_slug text,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  content bytea NOT NULL,
  uploaded_by text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX v2_authorization_files_authorization ON v2_authorization_files (authorization_id, created_at);

-- Status changes (000 §4 "A status change is requested from a current status to a new status").
CREATE TABLE v2_authorization_status_changes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  authorization_id integer NOT NULL REFERENCES v2_authorizations (id),
  from_status text NOT NULL,
  to_status text NOT NULL,
  changed_by text NOT NULL,
  created_at timestamptz NOT NULL
);
