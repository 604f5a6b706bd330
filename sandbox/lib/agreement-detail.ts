/**
 * How the reference API reads an agreement (001 §3 "Agreement"; sandbox/routes/rcm/agreements.ts):
 * its row and configuration columns, its services and audit configurations, and one agreement
 * with all of them as the detail and the PATCH answer it.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  rcm_agreement_configurations,
  rcm_agreement_services,
  rcm_agreements,
  rcm_audit_configurations,
  rcm_payers,
} from "../db/schema";
import type { ConfigurationValues } from "./agreements";
import { notFound } from "./errors";

/** The columns of an agreement row every answer carries (agreement, payer, configuration id and hash). */
export const AGREEMENT_COLUMNS = {
  id: rcm_agreement_configurations.id,
  agreement_code: rcm_agreements.agreement_code,
  agreement_name: rcm_agreements.agreement_name,
  payer_slug: rcm_agreements.payer_slug,
  payer_name: rcm_payers.name,
  hash: rcm_agreement_configurations.hash,
  build_package_configuration_id: rcm_agreement_configurations.build_package_configuration_id,
};

/** The configuration columns of an agreement (001 §3 "Agreement"; schemas/requests/agreements.ts). */
export const AGREEMENT_CONFIGURATION_COLUMNS = {
  tax_identification_number: rcm_agreement_configurations.tax_identification_number,
  sponsor_type: rcm_agreement_configurations.sponsor_type,
  concurrency: rcm_agreement_configurations.concurrency,
  responsible: rcm_agreement_configurations.responsible,
  regulation_2275_active: rcm_agreement_configurations.regulation_2275_active,
  regulation_2275_start_date: rcm_agreement_configurations.regulation_2275_start_date,
  regulation_2275_cuv_format: rcm_agreement_configurations.regulation_2275_cuv_format,
  regulation_2275_with_validation_results:
    rcm_agreement_configurations.regulation_2275_with_validation_results,
  file_format_fields: rcm_agreement_configurations.file_format_fields,
  updated_at: rcm_agreement_configurations.updated_at,
  updated_by: rcm_agreement_configurations.updated_by,
};

/**
 * The services (in their order) and audit configurations (oldest first, amounts as numbers) of
 * some agreements of a provider, each grouped by agreement code.
 */
export async function agreementChildren(db: Db, provider: string, codes: readonly string[]) {
  if (codes.length === 0) return { services: new Map(), audits: new Map() };
  const [services, audits] = await Promise.all([
    db
      .select({
        agreement_code: rcm_agreement_services.agreement_code,
        id: rcm_agreement_services.id,
        service_type: rcm_agreement_services.service_type,
        service_type_fallback_name: rcm_agreement_services.service_type_fallback_name,
      })
      .from(rcm_agreement_services)
      .where(
        and(
          eq(rcm_agreement_services.provider_slug, provider),
          inArray(rcm_agreement_services.agreement_code, [...codes]),
        ),
      )
      .orderBy(asc(rcm_agreement_services.position)),
    db
      .select({
        agreement_code: rcm_audit_configurations.agreement_code,
        id: rcm_audit_configurations.id,
        service_type: rcm_audit_configurations.service_type,
        plan_coverage: rcm_audit_configurations.plan_coverage,
        min_invoice_amount: rcm_audit_configurations.min_invoice_amount,
        max_invoice_amount: rcm_audit_configurations.max_invoice_amount,
        audit_type: rcm_audit_configurations.audit_type,
        pmis: rcm_audit_configurations.pmis,
      })
      .from(rcm_audit_configurations)
      .where(
        and(
          eq(rcm_audit_configurations.provider_slug, provider),
          inArray(rcm_audit_configurations.agreement_code, [...codes]),
        ),
      )
      .orderBy(asc(rcm_audit_configurations.created_at), asc(rcm_audit_configurations.id)),
  ]);
  const group = <T extends { agreement_code: string }>(rows: T[]) => {
    const map = new Map<string, Omit<T, "agreement_code">[]>();
    for (const { agreement_code, ...rest } of rows) {
      const list = map.get(agreement_code) ?? [];
      list.push(rest);
      map.set(agreement_code, list);
    }
    return map;
  };
  const amounts = audits.map((a) => ({
    ...a,
    min_invoice_amount: Number(a.min_invoice_amount),
    max_invoice_amount: a.max_invoice_amount === null ? null : Number(a.max_invoice_amount),
  }));
  return { services: group(services), audits: group(amounts) };
}

type ConfigurationRow = {
  [K in keyof typeof AGREEMENT_CONFIGURATION_COLUMNS]: unknown;
} & ConfigurationValues;

/** The configuration as the form reads it: unset optional values left out (see the module comment). */
function configurationAnswer(row: ConfigurationRow) {
  const present = <T>(value: T | null) => (value === null ? undefined : value);
  return {
    tax_identification_number: present(row.tax_identification_number),
    sponsor_type: present(row.sponsor_type),
    concurrency: row.concurrency,
    responsible: present(row.responsible),
    regulation2275: {
      active: row.regulation_2275_active,
      start_date: present(row.regulation_2275_start_date),
      cuv_format: present(row.regulation_2275_cuv_format),
      with_validation_results: row.regulation_2275_with_validation_results,
    },
    file_format_fields: row.file_format_fields,
    updated_at: row.updated_at,
    updated_by: present(row.updated_by as string | null),
  };
}

/**
 * The agreements with their payer and configuration, one row each (the list's and the detail's
 * one query; add `.where(…)`): the columns of {@link AGREEMENT_COLUMNS} and
 * {@link AGREEMENT_CONFIGURATION_COLUMNS}.
 */
export function agreementsWithConfiguration(db: Db) {
  return db
    .select({ ...AGREEMENT_COLUMNS, ...AGREEMENT_CONFIGURATION_COLUMNS })
    .from(rcm_agreements)
    .innerJoin(rcm_payers, eq(rcm_payers.slug, rcm_agreements.payer_slug))
    .innerJoin(
      rcm_agreement_configurations,
      and(
        eq(rcm_agreement_configurations.provider_slug, rcm_agreements.provider_slug),
        eq(rcm_agreement_configurations.agreement_code, rcm_agreements.agreement_code),
      ),
    );
}

/**
 * One agreement of the provider with its configuration, services and audit configurations.
 * @throws ApiError 404 RESOURCE_NOT_FOUND when the provider has no such agreement.
 */
export async function agreementDetail(db: Db, provider: string, code: string) {
  const [row] = await agreementsWithConfiguration(db).where(
    and(eq(rcm_agreements.provider_slug, provider), eq(rcm_agreements.agreement_code, code)),
  );
  if (!row) throw notFound();
  const { services, audits } = await agreementChildren(db, provider, [code]);
  const base = Object.fromEntries(
    Object.keys(AGREEMENT_COLUMNS).map((key) => [key, row[key as keyof typeof AGREEMENT_COLUMNS]]),
  );
  return {
    ...base,
    ...configurationAnswer(row as unknown as ConfigurationRow),
    services: services.get(code) ?? [],
    audit_configurations: audits.get(code) ?? [],
  };
}
