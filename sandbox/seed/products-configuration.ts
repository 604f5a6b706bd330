/**
 * The products of each RCM provider with their configuration (001 §2 "products-configuration"; §3
 * "Other" provider product configuration; issue 8 §3; docs/decisions.md "Products configuration"),
 * deterministic (fixed random seed, no clock): every product the seeded charges name
 * (`PP-{code}` of sandbox/seed/charge-catalogue.ts, sandbox/seed/accounts.ts) plus a catalogue of
 * supplies and medicines no charge uses yet, {@link EXTRA_PRODUCTS} per provider. Five of the charge
 * products and about a third of the others are left unconfigured, so that the list has work to show
 * first; the configured ones carry a default billing code, a unit of measure, sometimes billing codes
 * per agreement, required support documents and a package group. Runs after the agreements.
 */
import type { DbHandle } from "../db/client";
import type { ServiceType } from "../lib/domain";
import { SERVICE_TYPES } from "../lib/domain";
import type { UnitOfMeasure } from "../../schemas/entities/products-configuration";
import { SUPPORT_FILE_TYPES } from "./catalogues";
import { BILLABLE_ITEMS } from "./charge-catalogue";
import { createRng, pad, SEED } from "./prng";

/** Catalogue products per provider besides the ones charges use. */
export const EXTRA_PRODUCTS = 240;
/** Charge products left unconfigured per provider. */
export const UNCONFIGURED_CHARGE_PRODUCTS = 5;

const SUPPLIES = [
  "Jeringa desechable",
  "Catéter venoso periférico",
  "Equipo de venoclisis",
  "Guantes estériles",
  "Gasa estéril",
  "Sonda vesical",
  "Apósito transparente",
  "Acetaminofén",
  "Dipirona",
  "Omeprazol",
  "Ampicilina",
  "Metoclopramida",
  "Ranitidina",
  "Dexametasona",
  "Tramadol",
  "Lactato de Ringer",
  "Dextrosa",
  "Heparina",
  "Insulina cristalina",
  "Hidrocortisona",
] as const;
const PRESENTATIONS = [
  "3 ml",
  "5 ml",
  "10 ml",
  "calibre 18",
  "calibre 20",
  "talla M",
  "500 mg",
  "1 g",
  "100 ml",
  "250 ml",
  "500 ml",
  "ampolla",
] as const;

const COLUMNS = [
  "provider_slug",
  "product_code",
  "name",
  "description",
  "service_type",
  "configured",
  "default_billing_code",
  "unit_of_measure",
  "requires_support_documents",
  "support_file_codes",
  "agreement_billing_codes",
  "package_group",
  "updated_at",
  "updated_by",
].join(", ");

/** The unit a product of a service type is usually billed in. */
function unitOf(serviceType: ServiceType, code: string): UnitOfMeasure {
  if (code.startsWith("M")) return "DOSE";
  switch (serviceType) {
    case "HOSPITALIZACION":
      return "DAY";
    case "CONSULTA EXTERNA":
      return "SESSION";
    case "EXAMEN":
      return "STUDY";
    default:
      return "UNIT";
  }
}

/** A file or folder name from a service type (no spaces). */
function slugOf(serviceType: string): string {
  return serviceType.toLowerCase().replace(/\s+/g, "-");
}

/**
 * Seeds the products of `providers` (after sandbox/seed/agreements.ts: the agreement billing codes
 * name the provider's agreements).
 */
export async function seedProductsConfiguration(
  handle: DbHandle,
  providers: readonly string[],
): Promise<void> {
  const rows: Record<string, unknown>[] = [];
  const supportCodes = SUPPORT_FILE_TYPES.map((t) => t.file_code);
  for (const [index, provider] of providers.entries()) {
    const rng = createRng(SEED + 1400 + index);
    const agreements = (
      await handle.query<{ agreement_code: string }>(
        "SELECT agreement_code FROM rcm_agreements WHERE provider_slug = $1 ORDER BY agreement_code",
        [provider],
      )
    ).map((a) => a.agreement_code);
    const products: { code: string; name: string; description: string; serviceType: ServiceType }[] = [];
    for (const serviceType of SERVICE_TYPES)
      for (const [code, description] of BILLABLE_ITEMS[serviceType])
        products.push({ code: `PP-${code}`, name: description, description, serviceType });
    const chargeProducts = products.length;
    for (let n = 0; n < EXTRA_PRODUCTS; n++) {
      const supply = SUPPLIES[n % SUPPLIES.length];
      const presentation = PRESENTATIONS[Math.floor(n / SUPPLIES.length) % PRESENTATIONS.length];
      const serviceType = rng.pick(SERVICE_TYPES);
      products.push({
        code: `PP-I${pad(n + 1, 4)}`,
        name: `${supply} ${presentation}`,
        description: `${supply}, presentación ${presentation} (insumo o medicamento del catálogo)`,
        serviceType,
      });
    }
    const unconfigured = new Set(
      rng.sample(
        products.slice(0, chargeProducts).map((p) => p.code),
        UNCONFIGURED_CHARGE_PRODUCTS,
      ),
    );
    for (const [i, product] of products.entries()) {
      const configured = i < chargeProducts ? !unconfigured.has(product.code) : rng.chance(0.66);
      const bare = product.code.slice(3);
      const requires = configured && rng.chance(0.5);
      const agreementCodes = configured ? rng.sample(agreements, rng.int(0, 2)) : [];
      rows.push({
        provider_slug: provider,
        product_code: product.code,
        name: product.name,
        description: product.description,
        service_type: product.serviceType,
        configured,
        default_billing_code: configured ? bare : null,
        unit_of_measure: configured ? unitOf(product.serviceType, bare) : null,
        requires_support_documents: requires,
        support_file_codes: requires ? rng.sample(supportCodes, rng.int(1, 2)) : [],
        agreement_billing_codes: agreementCodes.map((agreement, k) => ({
          agreement_code: agreement,
          billing_code: `${bare}-${k + 1}`,
        })),
        package_group: configured
          ? {
              name: `Soportes ${product.serviceType.toLowerCase()}`,
              folder: slugOf(product.serviceType),
              file_name: `${slugOf(product.serviceType)}-soportes`,
            }
          : null,
        updated_at: configured ? "2026-10-15T12:00:00.000Z" : null,
        updated_by: configured ? "seed@portal.test" : null,
      });
    }
  }
  // One statement; json_to_recordset keeps the JSON columns as JSON (arrays and objects, not strings).
  await handle.query(
    `INSERT INTO rcm_provider_products (${COLUMNS}) SELECT ${COLUMNS} FROM json_to_recordset($1::json) AS r(
      provider_slug text, product_code text, name text, description text, service_type text,
      configured boolean, default_billing_code text, unit_of_measure text,
      requires_support_documents boolean, support_file_codes jsonb, agreement_billing_codes jsonb,
      package_group jsonb, updated_at timestamptz, updated_by text)`,
    [JSON.stringify(rows)],
  );
}
