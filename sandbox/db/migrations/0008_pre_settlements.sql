-- Pre-settlements (delivery relationships; 001 §3 "Pre-settlement", §4 "Pre-settlement statuses",
-- §7 "Pre-settlement calls"; issue 9 §1): one row per delivery of invoices to a payer, keyed for the
-- portal by its origin invoice group id; the invoices (accounts) it delivers; its generated files
-- (bytes in stored_files, like support files); the settlement actions registered on it; and the
-- provider's package folder.

CREATE TABLE pre_settlements (
  id uuid PRIMARY KEY,
  provider_slug text NOT NULL,
  origin_invoice_group_id text NOT NULL,
  path text NOT NULL,
  status text NOT NULL,
  settlement_number text NOT NULL,
  delivery_responsible text NOT NULL,
  payer_name text NOT NULL,
  sent_date timestamptz,
  agreement_codes text[] NOT NULL,
  invoice_count integer NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  search_text text GENERATED ALWAYS AS (lower(settlement_number || ' ' || origin_invoice_group_id)) STORED,
  UNIQUE (provider_slug, origin_invoice_group_id)
);
CREATE INDEX pre_settlements_provider_created ON pre_settlements (provider_slug, created_at DESC, id);
CREATE INDEX pre_settlements_provider_status ON pre_settlements (provider_slug, status, created_at DESC, id);
CREATE INDEX pre_settlements_agreements ON pre_settlements USING gin (agreement_codes);

CREATE TABLE pre_settlement_invoices (
  pre_settlement_id uuid NOT NULL REFERENCES pre_settlements (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  PRIMARY KEY (pre_settlement_id, account_id)
);
CREATE INDEX pre_settlement_invoices_account ON pre_settlement_invoices (account_id);

CREATE TABLE pre_settlement_files (
  id uuid PRIMARY KEY,
  pre_settlement_id uuid NOT NULL REFERENCES pre_settlements (id) ON DELETE CASCADE,
  name text NOT NULL,
  extension text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  sha256 text NOT NULL REFERENCES stored_files (sha256),
  created_at timestamptz NOT NULL,
  replaced_at timestamptz,
  replaced_by text
);
CREATE INDEX pre_settlement_files_owner ON pre_settlement_files (pre_settlement_id, name, id);

CREATE TABLE pre_settlement_actions (
  id uuid PRIMARY KEY,
  pre_settlement_id uuid NOT NULL REFERENCES pre_settlements (id) ON DELETE CASCADE,
  action text NOT NULL,
  comment text,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX pre_settlement_actions_owner ON pre_settlement_actions (pre_settlement_id, created_at DESC, id);

CREATE TABLE pre_settlement_package_folders (
  provider_slug text PRIMARY KEY,
  package_folder text NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by text NOT NULL
);
