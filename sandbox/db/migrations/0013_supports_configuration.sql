-- Supports configuration of agreements (001 §2 "agreements/supports-configuration"; §3 "Support
-- files" levels ACCOUNT, CHARGE, EVENT; §3 "Agreement product: id and product {code, name,
-- description}"; §7 provider-payer-services/{id}/support-documents, provider-payer-products,
-- provider-payer-products/support-documents; issue 8 §2): the support documents each service of an
-- agreement requires, the agreement's products, and the support documents each product requires
-- under a service. Read-only in the portal (docs/decisions.md "Supports configuration").

CREATE TABLE rcm_service_support_documents (
  id uuid PRIMARY KEY,
  provider_slug text NOT NULL,
  agreement_code text NOT NULL,
  provider_payer_service_id uuid NOT NULL REFERENCES rcm_agreement_services (id),
  file_code text NOT NULL REFERENCES support_file_types (file_code),
  level text NOT NULL CHECK (level IN ('ACCOUNT', 'CHARGE', 'EVENT')),
  support_type_slug text NOT NULL,
  UNIQUE (provider_payer_service_id, file_code, level),
  FOREIGN KEY (provider_slug, agreement_code) REFERENCES rcm_agreements (provider_slug, agreement_code)
);
CREATE INDEX rcm_service_support_documents_service ON rcm_service_support_documents (provider_payer_service_id);

CREATE TABLE rcm_agreement_products (
  id uuid PRIMARY KEY,
  provider_slug text NOT NULL,
  agreement_code text NOT NULL,
  product_code text NOT NULL,
  name text NOT NULL,
  description text NOT NULL,
  healthcare_coverage_id text NOT NULL,
  provider_payer_service_id uuid REFERENCES rcm_agreement_services (id),
  UNIQUE (provider_slug, agreement_code, product_code),
  FOREIGN KEY (provider_slug, agreement_code) REFERENCES rcm_agreements (provider_slug, agreement_code)
);

-- The keyset order of the product support documents is (product_code, file_code, id).
CREATE TABLE rcm_product_support_documents (
  id uuid PRIMARY KEY,
  provider_slug text NOT NULL,
  agreement_code text NOT NULL,
  provider_payer_product_id uuid NOT NULL REFERENCES rcm_agreement_products (id),
  provider_payer_service_id uuid NOT NULL REFERENCES rcm_agreement_services (id),
  product_code text NOT NULL,
  file_code text NOT NULL REFERENCES support_file_types (file_code),
  level text NOT NULL CHECK (level IN ('ACCOUNT', 'CHARGE', 'EVENT')),
  support_type_slug text NOT NULL,
  UNIQUE (provider_payer_product_id, provider_payer_service_id, file_code, level)
);
CREATE INDEX rcm_product_support_documents_keyset
  ON rcm_product_support_documents (provider_slug, agreement_code, product_code, file_code, id);
