/**
 * Seeded supports configuration of every agreement (001 §2 "agreements/supports-configuration";
 * §3 "Support files" levels ACCOUNT, CHARGE, EVENT; §3 "Agreement product"; issue 8 §2):
 * - each service of an agreement requires 6 to 14 support documents (support file type, level,
 *   support type);
 * - each agreement has products: the billable items of the services it covers, tied to that service,
 *   and 2 to 4 items of other services, tied to none;
 * - each product requires 2 to 6 support documents under a service of the agreement.
 * About 20 agreements × (≈ 30 service rows, ≈ 20 products, ≈ 80 product rows): a few thousand rows,
 * so that the keyset paging of one service's product documents spans several slices.
 * Deterministic (fixed seed; services read back in a fixed order). Runs after seedAgreements.
 */
import type { DbHandle } from "../db/client";
import type { ServiceType } from "../lib/domain";
import { SUPPORT_LEVELS, SUPPORT_TYPE_SLUGS } from "../../schemas/requests/supports-configuration";
import { SUPPORT_FILE_TYPES } from "./catalogues";
import { BILLABLE_ITEMS } from "./charge-catalogue";
import { insertRows, type SeedRow } from "./insert";
import { createRng, SEED } from "./prng";

/** Healthcare coverages a product is billed under (the `healthcare-plans` lookup's slugs). */
const COVERAGES = ["PBS", "NPBS"] as const;

interface ServiceRow {
  id: string;
  provider_slug: string;
  agreement_code: string;
  service_type: string;
  service_type_fallback_name: string;
}

/** Inserts the service support documents, products and product support documents of every agreement. */
export async function seedSupportsConfiguration(handle: DbHandle): Promise<void> {
  const rng = createRng(SEED + 13);
  const services = await handle.query<ServiceRow>(
    "SELECT id::text AS id, provider_slug, agreement_code, service_type, service_type_fallback_name FROM rcm_agreement_services ORDER BY provider_slug, agreement_code, position",
  );
  const byAgreement = new Map<string, ServiceRow[]>();
  for (const service of services) {
    const key = `${service.provider_slug}\u0000${service.agreement_code}`;
    byAgreement.set(key, [...(byAgreement.get(key) ?? []), service]);
  }
  const fileCodes = SUPPORT_FILE_TYPES.map((t) => t.file_code);
  const combos = fileCodes.flatMap((code) => SUPPORT_LEVELS.map((level) => [code, level] as const));
  const allTypes = Object.keys(BILLABLE_ITEMS) as ServiceType[];
  const serviceRows: SeedRow[] = [];
  const products: SeedRow[] = [];
  const productRows: SeedRow[] = [];
  for (const covered of byAgreement.values()) {
    const { provider_slug, agreement_code } = covered[0];
    const common = { provider_slug, agreement_code };
    for (const service of covered) {
      for (const [file_code, level] of rng.sample(combos, rng.int(6, 14)))
        serviceRows.push({
          id: rng.uuid(),
          ...common,
          provider_payer_service_id: service.id,
          file_code,
          level,
          support_type_slug: rng.pick(SUPPORT_TYPE_SLUGS),
        });
    }
    const coveredTypes = new Set(covered.map((s) => s.service_type));
    const tied = covered.flatMap((service) =>
      (BILLABLE_ITEMS[service.service_type as ServiceType] ?? []).map((item) => ({ item, service })),
    );
    const others = allTypes
      .filter((type) => !coveredTypes.has(type))
      .flatMap((type) => BILLABLE_ITEMS[type].map((item) => ({ item, service: null })));
    for (const { item, service } of [...tied, ...rng.sample(others, rng.int(2, 4))]) {
      const [code, name] = item;
      const id = rng.uuid();
      products.push({
        id,
        ...common,
        product_code: code,
        name,
        description: `${code} · ${name}${service ? ` (${service.service_type_fallback_name})` : ""}`,
        healthcare_coverage_id: rng.pick(COVERAGES),
        provider_payer_service_id: service ? service.id : null,
      });
      const under = service ?? rng.pick(covered);
      for (const [file_code, level] of rng.sample(combos, rng.int(2, 6)))
        productRows.push({
          id: rng.uuid(),
          ...common,
          provider_payer_product_id: id,
          provider_payer_service_id: under.id,
          product_code: code,
          file_code,
          level,
          support_type_slug: rng.pick(SUPPORT_TYPE_SLUGS),
        });
    }
  }
  await insertRows(handle, "rcm_service_support_documents", serviceRows);
  await insertRows(handle, "rcm_agreement_products", products);
  await insertRows(handle, "rcm_product_support_documents", productRows);
}
