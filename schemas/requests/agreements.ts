/**
 * Agreements (provider-payer configurations): the values and the request body of their calls
 * (001 §2 "agreements", "agreements/configuration"; §3 "Agreement"; §7 "GET /rcm/v1 and /rcm/v2
 * provider-payer-configurations …", "GET provider-payer-configurations/all-agreements,
 * /{agreementCode}, file-format-fields", "PATCH provider-payer-configurations with the configuration
 * body"; issue 8 §2; docs/decisions.md "Agreements"). Shared by the reference API, which validates
 * with them, and the portal, whose form (schemas/forms/agreement-configuration.ts) offers the same
 * values. Plain data and pure functions.
 */
import type { FromSchema } from "json-schema-to-ts";
import { agreementConfigurationFormSchema } from "../forms/agreement-configuration";
import { auditRuleFormSchema, type AuditRuleForm } from "../forms/audit-rule";
import { wireBodySchemaOf, type WireBodyOf } from "../forms/wire-body";

export {
  CUV_FORMATS,
  FILE_FORMAT_FIELDS,
  SPONSOR_TYPES,
  TAX_ID_PATTERN,
  type CuvFormat,
  type FileFormatField,
  type SponsorType,
} from "./agreement-values";

/** Columns the agreement list sorts by (`order_by`, snake_case; 001 §7 "sort, order_by"). */
export const AGREEMENT_ORDER_BY = ["agreement_code", "agreement_name", "payer_name"] as const;

/**
 * The body of `PATCH rcm/v1/provider-payer-configurations` (snake_case): the whole configuration of
 * one agreement, named by `agreement_code` (docs/decisions.md "Agreements": an optional field left
 * out is cleared, so the form's body is the configuration as the user sees it). Regulation 2275
 * (Colombia's Resolution 2275 of 2023, RIPS in JSON with the CUV validation code): when active it
 * needs a start date and a CUV format (see {@link agreementConfigurationProblems}). Derived from the
 * portal's form (schemas/forms/agreement-configuration.ts) by schemas/forms/wire-body.ts: written once.
 */
export const agreementConfigurationBody = wireBodySchemaOf(agreementConfigurationFormSchema);

/** The PATCH body, as the reference API reads it after validation. */
export type AgreementConfigurationBody = WireBodyOf<
  FromSchema<typeof agreementConfigurationFormSchema, { keepDefaultedPropertiesOptional: true }>
>;

/** One rule broken by a configuration: the snake_case field path and an English message naming it. */
export interface ConfigurationProblem {
  field: string;
  message: string;
}

/**
 * Rules across fields of a configuration that its JSON Schema does not say (001 §3 "regulation 2275
 * (activation, start date, CUV format …)"): an active regulation 2275 needs its start date and its
 * CUV format. The portal's form says the same with `if`/`then`.
 * @returns the broken rules, empty when none; each message starts with the field path, as the
 *   reference API's 400 messages do (docs/api-contract.md "Errors").
 */
export function agreementConfigurationProblems(body: AgreementConfigurationBody): ConfigurationProblem[] {
  const problems: ConfigurationProblem[] = [];
  const regulation = body.regulation2275;
  if (regulation?.active) {
    if (!regulation.start_date)
      problems.push({
        field: "regulation2275.start_date",
        message: "regulation2275.start_date is required when regulation 2275 is active",
      });
    if (!regulation.cuv_format)
      problems.push({
        field: "regulation2275.cuv_format",
        message: "regulation2275.cuv_format is required when regulation 2275 is active",
      });
  }
  return problems;
}

/** Audit types of an audit rule (001 §3 "audit type"; 001 §9 PRE_AUDIT and CONCURRENT). */
export { AUDIT_TYPES } from "../entities/audit-types";

/**
 * The body of `POST` and `PUT rcm/v1/provider-payer-configurations/{agreementCode}/audit-configurations[/{id}]`
 * (snake_case; 001 §2 "audit rules: service, plan coverage, min and max invoice amount, audit type,
 * PMIS"; paths not shown, docs/decisions.md "Agreements"): derived from the audit rule form
 * (schemas/forms/audit-rule.ts) by schemas/forms/wire-body.ts, written once. Amounts are positive
 * decimals with at most 2 decimals; the minimum not above the maximum (see {@link auditRuleProblems}).
 */
export const auditRuleBody = wireBodySchemaOf(auditRuleFormSchema);

/** The audit rule body, as the reference API reads it after validation. */
export type AuditRuleBody = WireBodyOf<AuditRuleForm>;

/** True when `value` has at most 2 decimals (money, 001 §9). */
function hasCents(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/**
 * Rules of an audit rule its JSON Schema does not say (issue 8 §2 "positive, min ≤ max"; 001 §9
 * amounts with 2 decimals).
 * @returns the broken rules, each message starting with the field path; empty when none.
 */
export function auditRuleProblems(body: AuditRuleBody): ConfigurationProblem[] {
  const problems: ConfigurationProblem[] = [];
  for (const field of ["min_invoice_amount", "max_invoice_amount"] as const) {
    const value = body[field];
    if (typeof value === "number" && !hasCents(value))
      problems.push({ field, message: `${field} must have at most 2 decimals` });
  }
  const max = body.max_invoice_amount;
  if (typeof max === "number" && body.min_invoice_amount > max)
    problems.push({
      field: "min_invoice_amount",
      message: "min_invoice_amount must not be greater than max_invoice_amount",
    });
  return problems;
}
