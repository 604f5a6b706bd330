-- The package configuration of an agreement (001 §2 "agreements/configuration/packages",
-- "pre-settlements/package-configuration"; §3 "Agreement": delivery channel, export route, separate
-- files, package folder name, package type, export type, file format name, split file size in MB
-- and suffix, groups with name, folder, file name and supports with order and copies; issue 8 §2;
-- docs/api-contract.md "Agreement packages"). One per agreement of a provider; the agreement's
-- configuration points at it (build_package_configuration_id). Groups are kept as one JSON array
-- (validated against schemas/requests/agreement-packages.ts before writing; read and written whole).
CREATE TABLE rcm_package_configurations (
  id uuid PRIMARY KEY,
  provider_slug text NOT NULL,
  agreement_code text NOT NULL,
  delivery_channel text NOT NULL CHECK (delivery_channel IN ('EMAIL', 'VIRTUAL_DIRECTORY', 'S3', 'API', 'SFTP')),
  export_route text NOT NULL,
  separate_files boolean NOT NULL,
  package_folder_name text NOT NULL,
  package_type text NOT NULL CHECK (package_type IN ('PDF', 'PDF_ZIP')),
  export_type text NOT NULL CHECK (export_type IN ('PER_INVOICE', 'PER_SETTLEMENT')),
  file_format_name text,
  split_file_size_mb integer CHECK (split_file_size_mb BETWEEN 1 AND 2048),
  split_file_suffix text,
  groups jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_at timestamptz NOT NULL,
  updated_by text,
  UNIQUE (provider_slug, agreement_code)
);
