-- Agreements (provider-payer configurations; 001 §3 "Agreement", §7 provider-payer-configurations;
-- issue 8 §2): each agreement's configuration (tax identification number, sponsor type,
-- concurrency flag, responsible, regulation 2275, file-name fields), the services it covers and its
-- audit configurations (audit rules: service, plan coverage, invoice amount range, audit type, PMIS).

CREATE TABLE rcm_agreement_configurations (
  id uuid PRIMARY KEY,
  provider_slug text NOT NULL,
  agreement_code text NOT NULL,
  hash text NOT NULL,
  build_package_configuration_id uuid,
  tax_identification_number text,
  sponsor_type text,
  concurrency boolean NOT NULL DEFAULT false,
  responsible text,
  regulation_2275_active boolean NOT NULL DEFAULT false,
  regulation_2275_start_date date,
  regulation_2275_cuv_format text,
  regulation_2275_with_validation_results boolean NOT NULL DEFAULT false,
  file_format_fields text[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL,
  updated_by text,
  UNIQUE (provider_slug, agreement_code),
  FOREIGN KEY (provider_slug, agreement_code) REFERENCES rcm_agreements (provider_slug, agreement_code)
);

CREATE TABLE rcm_agreement_services (
  id uuid PRIMARY KEY,
  provider_slug text NOT NULL,
  agreement_code text NOT NULL,
  service_type text NOT NULL,
  service_type_fallback_name text NOT NULL,
  position integer NOT NULL,
  UNIQUE (provider_slug, agreement_code, service_type),
  FOREIGN KEY (provider_slug, agreement_code) REFERENCES rcm_agreements (provider_slug, agreement_code)
);

CREATE TABLE rcm_audit_configurations (
  id uuid PRIMARY KEY,
  provider_slug text NOT NULL,
  agreement_code text NOT NULL,
  service_type text NOT NULL,
  plan_coverage text,
  min_invoice_amount numeric(14, 2) NOT NULL,
  max_invoice_amount numeric(14, 2),
  audit_type text NOT NULL,
  pmis text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by text,
  FOREIGN KEY (provider_slug, agreement_code) REFERENCES rcm_agreements (provider_slug, agreement_code)
);
CREATE INDEX rcm_audit_configurations_agreement ON rcm_audit_configurations (provider_slug, agreement_code);
