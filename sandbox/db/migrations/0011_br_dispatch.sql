-- The Brazil dispatch panel (001 §2 "pre-settlements-br", §3 "Brazil pre-settlement", "Brazil
-- credentials", §4 "Brazil dispatch", §7 provider-keys-configuration; docs/api-contract.md "Brazil
-- dispatch panel"). A sending record is one invoice (account) sent to a payer's integration (SIAD or
-- ORIZON); its attempts carry the integration's response message. Credentials are one per provider
-- and integration, the password kept as a one-way hash and never answered; every change is logged.
CREATE TABLE br_sending_records (
  id uuid PRIMARY KEY,
  provider_slug text NOT NULL,
  account_id uuid REFERENCES accounts (id),
  invoice_number text NOT NULL,
  invoice_source text NOT NULL,
  payer_name text NOT NULL,
  settlement_number text,
  worker_service text NOT NULL CHECK (worker_service IN ('SIAD', 'ORIZON')),
  sent_date timestamptz NOT NULL,
  account_status text NOT NULL CHECK (account_status IN ('SENT', 'SEND_ERROR')),
  invoice_total_amount numeric(14, 2) NOT NULL,
  currency_code text NOT NULL,
  settlement_number_received_at timestamptz,
  -- Until when a SEND_ERROR record can be corrected and sent again (null when SENT).
  correction_deadline timestamptz,
  billed_location text NOT NULL,
  protocol text,
  external_id text,
  movement_type text NOT NULL,
  reason text,
  xml_delivery boolean NOT NULL,
  search_text text GENERATED ALWAYS AS (
    lower(invoice_number || ' ' || coalesce(settlement_number, '') || ' ' || coalesce(protocol, '') || ' ' || coalesce(external_id, ''))
  ) STORED
);
CREATE INDEX br_sending_records_provider_sent ON br_sending_records (provider_slug, sent_date DESC, id);
CREATE INDEX br_sending_records_provider_status ON br_sending_records (provider_slug, account_status, sent_date DESC);

CREATE TABLE br_sending_attempts (
  id uuid PRIMARY KEY,
  record_id uuid NOT NULL REFERENCES br_sending_records (id) ON DELETE CASCADE,
  attempt_date timestamptz NOT NULL,
  account_status text NOT NULL CHECK (account_status IN ('SENT', 'SEND_ERROR')),
  response_message text NOT NULL,
  protocol text
);
CREATE INDEX br_sending_attempts_record ON br_sending_attempts (record_id, attempt_date DESC);

CREATE TABLE provider_keys_configurations (
  provider_slug text NOT NULL,
  worker_type text NOT NULL CHECK (worker_type IN ('SIAD', 'ORIZON')),
  username text NOT NULL,
  password_hash text NOT NULL,
  last_updated timestamptz NOT NULL,
  updated_by text NOT NULL,
  PRIMARY KEY (provider_slug, worker_type)
);

CREATE TABLE provider_keys_configuration_log (
  id uuid PRIMARY KEY,
  provider_slug text NOT NULL,
  worker_slug text NOT NULL,
  action text NOT NULL CHECK (action IN ('CREATED', 'UPDATED')),
  username text NOT NULL,
  updated_by text NOT NULL,
  updated_date timestamptz NOT NULL
);
CREATE INDEX provider_keys_configuration_log_worker ON provider_keys_configuration_log (provider_slug, worker_slug, updated_date DESC);
