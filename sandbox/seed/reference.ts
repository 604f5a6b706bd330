/** Inserts the fixed reference data of `catalogues.ts`. */
import type { DbHandle } from "../db/client";
import {
  agreementsFor,
  PROVIDER_BRANCHES,
  PROVIDERS,
  RCM_LOOKUPS,
  RCM_PAYERS,
  RCM_PROVIDERS,
  RCM_RESPONSIBLES,
  ROLE_STATUSES,
  SPONSORS,
  SUPPORT_FILE_TYPES,
  VIEW_CONFIGURATIONS,
} from "./catalogues";
import { insertRows, type SeedRow } from "./insert";

/** Providers, branches, sponsors, payers, agreements, lookups, role statuses, view configuration. */
export async function seedReference(handle: DbHandle): Promise<void> {
  await insertRows(
    handle,
    "providers",
    PROVIDERS.map((p) => ({ ...p })),
  );
  await insertRows(
    handle,
    "provider_branches",
    PROVIDER_BRANCHES.map((b) => ({ ...b })),
  );
  await insertRows(
    handle,
    "sponsors",
    SPONSORS.map((s) => ({ ...s })),
  );
  await insertRows(
    handle,
    "rcm_payers",
    RCM_PAYERS.map(({ slug, name, country_code }) => ({ slug, name, country_code })),
  );
  await insertRows(
    handle,
    "support_file_types",
    SUPPORT_FILE_TYPES.map((s) => ({ ...s })),
  );

  const agreements: SeedRow[] = [];
  const catalogue: SeedRow[] = [];
  const responsibles: SeedRow[] = [];
  const roles: SeedRow[] = [];
  for (const provider of RCM_PROVIDERS) {
    agreements.push(...agreementsFor(provider.slug, provider.country_code));
    for (const [kind, entries] of Object.entries(RCM_LOOKUPS[provider.country_code])) {
      entries.forEach(([slug, value], position) =>
        catalogue.push({ provider_slug: provider.slug, kind, slug, value, position }),
      );
    }
    for (const [email_address, name] of RCM_RESPONSIBLES[provider.slug]) {
      responsibles.push({ provider_slug: provider.slug, email_address, name });
    }
    for (const [role, statuses] of Object.entries(ROLE_STATUSES)) {
      roles.push({ provider_slug: provider.slug, role, statuses });
    }
  }
  await insertRows(handle, "rcm_agreements", agreements);
  await insertRows(handle, "rcm_catalogue", catalogue);
  await insertRows(handle, "rcm_responsibles", responsibles);
  await insertRows(handle, "rcm_role_statuses", roles);
  await insertRows(
    handle,
    "view_configurations",
    VIEW_CONFIGURATIONS.map((v) => ({ ...v, excluded_columns: [...v.excluded_columns] })),
  );
}
