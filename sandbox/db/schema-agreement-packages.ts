/**
 * Drizzle table of agreement package configurations (001 §2 "agreements/configuration/packages";
 * §3 "Agreement" package configuration; issue 8 §2), mirroring
 * `sandbox/db/migrations/0012_agreement_packages.sql` (the migration is the source of truth). Kept
 * beside `schema.ts` so that this work does not edit the shared schema file.
 */
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { PackageGroup } from "../../schemas/requests/agreement-packages";

const ts = () => timestamp({ withTimezone: true, mode: "date" });

/** The package configuration of one agreement of a provider; `groups` validated before writing. */
export const rcm_package_configurations = pgTable("rcm_package_configurations", {
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
  groups: jsonb().$type<PackageGroup[]>().notNull(),
  updated_at: ts().notNull(),
  updated_by: text(),
});
