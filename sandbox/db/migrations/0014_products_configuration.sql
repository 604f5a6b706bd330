-- The configuration of a provider's products (001 §2 "products-configuration",
-- "products-configuration/detail"; §3 "Other": provider product configuration, fields not shown;
-- §7 "GET and PUT providers/{id}/products"; issue 8 §3; fields decided in docs/decisions.md
-- "Products configuration"; docs/api-contract.md "Products configuration"). One row per product of
-- a provider: the product as charges name it (provider_product_code, 0003_rcm.sql) with its name,
-- description and service type, and its configuration (default billing code, unit of measure,
-- support documents it needs, billing code per agreement, the package group it is delivered in).
-- `configured` is true once a default billing code and a unit of measure are set (written by the
-- reference API with the configuration, schemas/requests/products-configuration.ts isConfigured).
CREATE TABLE rcm_provider_products (
  provider_slug text NOT NULL REFERENCES providers (slug),
  product_code text NOT NULL,
  name text NOT NULL,
  description text NOT NULL,
  service_type text NOT NULL,
  configured boolean NOT NULL DEFAULT false,
  default_billing_code text,
  unit_of_measure text CHECK (unit_of_measure IN ('UNIT', 'SESSION', 'DAY', 'HOUR', 'DOSE', 'MILLILITER', 'STUDY')),
  requires_support_documents boolean NOT NULL DEFAULT false,
  support_file_codes jsonb NOT NULL DEFAULT '[]'::jsonb,
  agreement_billing_codes jsonb NOT NULL DEFAULT '[]'::jsonb,
  package_group jsonb,
  updated_at timestamptz,
  updated_by text,
  PRIMARY KEY (provider_slug, product_code)
);
-- The list shows unconfigured products first, then by code (issue 8 §3).
CREATE INDEX rcm_provider_products_order ON rcm_provider_products (provider_slug, configured, product_code);
