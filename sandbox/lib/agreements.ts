/**
 * Agreement configurations in the reference API (001 §3 "Agreement": "{hash}"; issue 8 §2): the
 * hash that versions a configuration, shared by the seed and the routes.
 */
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { rcm_agreements } from "../db/schema";
import { notFound } from "./errors";

/** The configurable values of one agreement, as stored. */
export interface ConfigurationValues {
  tax_identification_number: string | null;
  sponsor_type: string | null;
  concurrency: boolean;
  responsible: string | null;
  regulation_2275_active: boolean;
  regulation_2275_start_date: string | null;
  regulation_2275_cuv_format: string | null;
  regulation_2275_with_validation_results: boolean;
  file_format_fields: readonly string[];
}

/**
 * The agreement's `hash` (001 §3): the first 16 hex digits of the SHA-256 of its agreement code
 * and configurable values, so that it changes exactly when the configuration does.
 */
export function configurationHash(agreementCode: string, values: ConfigurationValues): string {
  const ordered = [
    agreementCode,
    values.tax_identification_number,
    values.sponsor_type,
    values.concurrency,
    values.responsible,
    values.regulation_2275_active,
    values.regulation_2275_start_date,
    values.regulation_2275_cuv_format,
    values.regulation_2275_with_validation_results,
    [...values.file_format_fields],
  ];
  return createHash("sha256").update(JSON.stringify(ordered)).digest("hex").slice(0, 16);
}

/**
 * The provider's agreement `code`, checked (codes are at most 64 characters).
 * @returns the code as stored.
 * @throws ApiError 404 RESOURCE_NOT_FOUND when the provider has no such agreement.
 */
export async function ownAgreementCode(db: Db, provider: string, code: string): Promise<string> {
  if (code.length > 64) throw notFound();
  const [row] = await db
    .select({ code: rcm_agreements.agreement_code })
    .from(rcm_agreements)
    .where(and(eq(rcm_agreements.provider_slug, provider), eq(rcm_agreements.agreement_code, code)));
  if (!row) throw notFound();
  return row.code;
}
