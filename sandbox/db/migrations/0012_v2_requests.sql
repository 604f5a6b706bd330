-- Additional products and authorization requests of the v2 area (issue 10 §3; 000 §4 "Authorization
-- form (v2)", "Asynchronous flows: Authorization request creation", §5, §7; 001 §4, §7;
-- docs/api-contract.md "v2 area: additional products, authorization requests").

-- The action a sponsor form stands for (docs/decisions.md "v2 additional products"): ADDITIONAL_PRODUCTS
-- makes the portal send the form's product as additional products on the last step (000 §4).
ALTER TABLE authorization_forms ADD COLUMN authorization_action text;

-- Products added to an authorization without claims, or to the reimbursement it carries (000 §7
-- POST /arc/v1/reimbursements/{id}/additional-products, /arc/v2/authorizations/without-claims/{id}/additional-products).
CREATE TABLE v2_additional_products (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  authorization_id integer NOT NULL REFERENCES v2_authorizations (id),
  reimbursement_id text,
  product_id integer,
  product_type_slug text NOT NULL,
  quantity integer NOT NULL,
  provider_product_code text NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX v2_additional_products_authorization ON v2_additional_products (authorization_id);

-- Authorization requests (000 §4): IN_PROGRESS, then on the second poll CREATED (its authorizations
-- made, waiting for their files) or ERROR, then COMPLETED by POST .../{id}/complete.
CREATE TABLE v2_authorization_requests (
  id integer GENERATED ALWAYS AS IDENTITY (START WITH 5001) PRIMARY KEY,
  provider_slug text NOT NULL,
  sponsor_slug text NOT NULL,
  beneficiary_id integer NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL,
  polls integer NOT NULL DEFAULT 0,
  error_message text,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL,
  completed_at timestamptz
);

-- The authorizations a request made: one per product type, in v2_authorizations (so Home V2 lists them).
CREATE TABLE v2_authorization_request_items (
  request_id integer NOT NULL REFERENCES v2_authorization_requests (id),
  authorization_id integer NOT NULL REFERENCES v2_authorizations (id),
  product_type text NOT NULL,
  products jsonb NOT NULL,
  PRIMARY KEY (request_id, authorization_id)
);

-- Files of a request's authorizations: uploaded (POST .../{id}/files), then attached
-- (POST .../{id}/upload/files with file_id: copied to v2_authorization_files), or deleted
-- (POST .../{id}/files/delete).
CREATE TABLE v2_authorization_request_files (
  id uuid PRIMARY KEY,
  request_id integer NOT NULL REFERENCES v2_authorization_requests (id),
  authorization_id integer NOT NULL REFERENCES v2_authorizations (id),
  coverage text NOT NULL,
  document_type_slug text NOT NULL,
  product_type text,
  provider_product_code text,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  content bytea NOT NULL,
  attached_file_id uuid,
  created_at timestamptz NOT NULL
);
CREATE INDEX v2_authorization_request_files_request ON v2_authorization_request_files (request_id, authorization_id);
