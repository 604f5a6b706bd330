/**
 * Drizzle table of agreement package configurations (001 §2 "agreements/configuration/packages",
 * "pre-settlements/package-configuration"; §3 "Agreement" package configuration; issue 8 §2;
 * docs/api-contract.md "Agreement packages"). One per agreement of a provider; the agreement's
 * configuration points at it (build_package_configuration_id). Groups are one JSON array, validated
 * against schemas/requests/agreement-packages.ts before writing. The one description of the table
 * (the migrations are generated from it, `npm run db:generate`).
 */
import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import type { PackageGroup } from "../../schemas/requests/agreement-packages";

const ts = () => timestamp({ withTimezone: true, mode: "date" });

/** The package configuration of one agreement of a provider; `groups` validated before writing. */
export const rcm_package_configurations = pgTable(
  "rcm_package_configurations",
  {
    id: uuid().primaryKey(),
    provider_slug: text().notNull(),
    agreement_code: text().notNull(),
    delivery_channel: text().notNull(),
    export_route: text().notNull(),
    separate_files: boolean().notNull(),
    package_folder_name: text().notNull(),
    package_type: text().notNull(),
    export_type: text().notNull(),
    file_format_name: text(),
    split_file_size_mb: integer(),
    split_file_suffix: text(),
    groups: jsonb().$type<PackageGroup[]>().notNull().default([]),
    updated_at: ts().notNull(),
    updated_by: text(),
  },
  (t) => [
    check(
      "rcm_package_configurations_delivery_channel_check",
      sql`${t.delivery_channel} IN ('EMAIL', 'VIRTUAL_DIRECTORY', 'S3', 'API', 'SFTP')`,
    ),
    check("rcm_package_configurations_package_type_check", sql`${t.package_type} IN ('PDF', 'PDF_ZIP')`),
    check(
      "rcm_package_configurations_export_type_check",
      sql`${t.export_type} IN ('PER_INVOICE', 'PER_SETTLEMENT')`,
    ),
    check(
      "rcm_package_configurations_split_file_size_mb_check",
      sql`${t.split_file_size_mb} BETWEEN 1 AND 2048`,
    ),
    unique("rcm_package_configurations_provider_slug_agreement_code_key").on(
      t.provider_slug,
      t.agreement_code,
    ),
  ],
);
