/**
 * Seeded agreement configurations (001 §3 "Agreement"; issue 8 §2): for every agreement of the RCM
 * providers, its configuration (tax id, sponsor type, concurrency, responsible, regulation 2275,
 * file-name fields), the services it covers (2 to 4 of the provider's service types) and 0 to 2
 * audit configurations. Deterministic (fixed seed, fixed reference date).
 */
import type { DbHandle } from "../db/client";
import { configurationHash, type ConfigurationValues } from "../lib/agreements";
import { CUV_FORMATS, FILE_FORMAT_FIELDS, SPONSOR_TYPES } from "../../schemas/requests/agreements";
import { agreementsFor, RCM_LOOKUPS, RCM_PROVIDERS, RCM_RESPONSIBLES } from "./catalogues";
import { AUDIT_TYPES } from "../../schemas/entities/audit-types";
import { insertRows, type SeedRow } from "./insert";
import { createRng, REFERENCE_DATE_MS, SEED } from "./prng";

const PLAN_COVERAGES = ["PBS", "NPBS"] as const;

/** Inserts the configuration, services and audit configurations of every seeded agreement. */
export async function seedAgreements(handle: DbHandle): Promise<void> {
  const rng = createRng(SEED + 8);
  const at = new Date(REFERENCE_DATE_MS).toISOString();
  const configurations: SeedRow[] = [];
  const services: SeedRow[] = [];
  const audits: SeedRow[] = [];
  for (const provider of RCM_PROVIDERS) {
    const serviceTypes = RCM_LOOKUPS[provider.country_code].service_type;
    const responsibles = RCM_RESPONSIBLES[provider.slug].map(([email]) => email);
    agreementsFor(provider.slug, provider.country_code).forEach((agreement, index) => {
      const colombian = provider.country_code === "CO";
      // Every other Colombian agreement already runs under regulation 2275.
      const regulation = colombian && index % 2 === 0;
      const values: ConfigurationValues = {
        tax_identification_number:
          index % 3 === 2
            ? null
            : colombian
              ? `9${rng.digits(8)}-${rng.int(0, 9)}`
              : `${rng.digits(2)}.${rng.digits(3)}.${rng.digits(3)}/0001-${rng.digits(2)}`,
        sponsor_type: index % 4 === 3 ? null : rng.pick(SPONSOR_TYPES),
        concurrency: rng.chance(0.3),
        responsible: index % 3 === 1 ? null : rng.pick(responsibles),
        regulation_2275_active: regulation,
        regulation_2275_start_date: regulation ? `2026-0${rng.int(1, 9)}-01` : null,
        regulation_2275_cuv_format: regulation ? rng.pick(CUV_FORMATS) : null,
        regulation_2275_with_validation_results: regulation && rng.chance(0.5),
        file_format_fields: rng.chance(0.5)
          ? ["PROVIDER_TAX_ID", "INVOICE_NUMBER", "SUPPORT_FILE_CODE"]
          : rng.sample(FILE_FORMAT_FIELDS, 2),
      };
      configurations.push({
        id: rng.uuid(),
        provider_slug: provider.slug,
        agreement_code: agreement.agreement_code,
        hash: configurationHash(agreement.agreement_code, values),
        build_package_configuration_id: rng.chance(0.5) ? rng.uuid() : null,
        ...values,
        file_format_fields: [...values.file_format_fields],
        updated_at: at,
        updated_by: null,
      });
      const covered = rng.sample(serviceTypes, rng.int(2, 4));
      covered.forEach(([slug, name], position) =>
        services.push({
          id: rng.uuid(),
          provider_slug: provider.slug,
          agreement_code: agreement.agreement_code,
          service_type: slug,
          service_type_fallback_name: name,
          position,
        }),
      );
      for (let n = rng.int(0, 2); n > 0; n -= 1) {
        const min = rng.int(1, 50) * 10_000;
        audits.push({
          id: rng.uuid(),
          provider_slug: provider.slug,
          agreement_code: agreement.agreement_code,
          service_type: rng.pick(covered)[0],
          plan_coverage: rng.chance(0.5) ? rng.pick(PLAN_COVERAGES) : null,
          min_invoice_amount: min.toFixed(2),
          max_invoice_amount: rng.chance(0.6) ? (min * rng.int(2, 10)).toFixed(2) : null,
          audit_type: rng.pick(AUDIT_TYPES),
          pmis: null,
          created_at: at,
          updated_at: at,
          updated_by: null,
        });
      }
    });
  }
  await insertRows(handle, "rcm_agreement_configurations", configurations);
  await insertRows(handle, "rcm_agreement_services", services);
  await insertRows(handle, "rcm_audit_configurations", audits);
}
