/**
 * Agreements (provider-payer configurations): the values and the request body of their calls
 * (001 §2 "agreements", "agreements/configuration"; §3 "Agreement"; §7 "GET /rcm/v1 and /rcm/v2
 * provider-payer-configurations …", "GET provider-payer-configurations/all-agreements,
 * /{agreementCode}, file-format-fields", "PATCH provider-payer-configurations with the configuration
 * body"; issue 8 §2; docs/decisions.md "Agreements"). Shared by the reference API, which validates
 * with them, and the portal, whose form (schemas/forms/agreement-configuration.ts) offers the same
 * values. Plain data and pure functions.
 */

/**
 * Sponsor types of an agreement (001 §3 "sponsor type", values not shown; docs/decisions.md
 * "Agreements"): the kinds of payer the billing rules differ for.
 */
export const SPONSOR_TYPES = [
  "PUBLIC",
  "PRIVATE",
  "PREPAID_MEDICINE",
  "OCCUPATIONAL_RISK",
  "TRAFFIC_ACCIDENT_INSURANCE",
  "SPECIAL_REGIME",
] as const;
export type SponsorType = (typeof SPONSOR_TYPES)[number];

/** CUV formats of regulation 2275 (001 §3 "CUV format json or txt"). */
export const CUV_FORMATS = ["JSON", "TXT"] as const;
export type CuvFormat = (typeof CUV_FORMATS)[number];

/**
 * Fields a support file's name in the agreement's package may be built from, in the order chosen
 * (001 §7 `GET provider-payer-configurations/file-format-fields`; names not shown,
 * docs/decisions.md "Agreements"). No patient data: file names travel to the payer and to folders.
 */
export const FILE_FORMAT_FIELDS = [
  "PROVIDER_TAX_ID",
  "INVOICE_NUMBER",
  "SETTLEMENT_NUMBER",
  "AGREEMENT_CODE",
  "SUPPORT_FILE_CODE",
  "SERVICE_TYPE",
  "CONSECUTIVE",
] as const;
export type FileFormatField = (typeof FILE_FORMAT_FIELDS)[number];

/** Columns the agreement list sorts by (`order_by`, snake_case; 001 §7 "sort, order_by"). */
export const AGREEMENT_ORDER_BY = ["agreement_code", "agreement_name", "payer_name"] as const;

/**
 * A tax identification number (001 §3): 5–25 characters, digits and capital letters with the
 * separators used in the portal's countries (NIT `900123456-7`, CNPJ `12.345.678/0001-90`),
 * starting with a digit or letter.
 */
export const TAX_ID_PATTERN = "^[0-9A-Z][0-9A-Z./-]{4,24}$";

/**
 * The body of `PATCH rcm/v1/provider-payer-configurations` (snake_case): the whole configuration of
 * one agreement, named by `agreement_code` (docs/decisions.md "Agreements": an optional field left
 * out is cleared, so the form's body is the configuration as the user sees it). Regulation 2275
 * (Colombia's Resolution 2275 of 2023, RIPS in JSON with the CUV validation code): when active it
 * needs a start date and a CUV format (see {@link agreementConfigurationProblems}).
 */
export const agreementConfigurationBody = {
  type: "object",
  required: ["agreement_code"],
  additionalProperties: false,
  properties: {
    agreement_code: { type: "string", minLength: 1, maxLength: 64 },
    tax_identification_number: {
      type: ["string", "null"],
      maxLength: 25,
      pattern: TAX_ID_PATTERN,
    },
    sponsor_type: { type: ["string", "null"], enum: [...SPONSOR_TYPES, null] },
    concurrency: { type: "boolean" },
    responsible: { type: ["string", "null"], maxLength: 254, format: "email" },
    regulation2275: {
      type: "object",
      additionalProperties: false,
      required: ["active"],
      properties: {
        active: { type: "boolean" },
        start_date: { type: ["string", "null"], format: "date" },
        cuv_format: { type: ["string", "null"], enum: [...CUV_FORMATS, null] },
        with_validation_results: { type: "boolean" },
      },
    },
    file_format_fields: {
      type: "array",
      maxItems: FILE_FORMAT_FIELDS.length,
      uniqueItems: true,
      items: { type: "string", enum: [...FILE_FORMAT_FIELDS] },
    },
  },
} as const;

/** The PATCH body, as the reference API reads it after validation. */
export interface AgreementConfigurationBody {
  agreement_code: string;
  tax_identification_number?: string | null;
  sponsor_type?: SponsorType | null;
  concurrency?: boolean;
  responsible?: string | null;
  regulation2275?: {
    active: boolean;
    start_date?: string | null;
    cuv_format?: CuvFormat | null;
    with_validation_results?: boolean;
  };
  file_format_fields?: FileFormatField[];
}

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
export const AUDIT_TYPES = ["PRE_AUDIT", "CONCURRENT"] as const;

/**
 * The body of `POST` and `PUT rcm/v1/provider-payer-configurations/{agreementCode}/audit-configurations[/{id}]`
 * (snake_case; 001 §2 "audit rules: service, plan coverage, min and max invoice amount, audit type,
 * PMIS"; paths not shown, docs/decisions.md "Agreements"): the snake_case mirror of the audit rule
 * form (schemas/forms/audit-rule.ts). Amounts are positive decimals with at most 2 decimals; the
 * minimum not above the maximum (see {@link auditRuleProblems}).
 */
export const auditRuleBody = {
  type: "object",
  required: ["service_type", "audit_type", "min_invoice_amount"],
  additionalProperties: false,
  properties: {
    service_type: { type: "string", minLength: 1, maxLength: 100 },
    plan_coverage: { type: ["string", "null"], maxLength: 100 },
    min_invoice_amount: { type: "number", exclusiveMinimum: 0, maximum: 999_999_999_999 },
    max_invoice_amount: { type: ["number", "null"], exclusiveMinimum: 0, maximum: 999_999_999_999 },
    audit_type: { type: "string", enum: [...AUDIT_TYPES] },
    pmis: { type: ["string", "null"], minLength: 2, maxLength: 100 },
  },
} as const;

/** The audit rule body, as the reference API reads it after validation. */
export interface AuditRuleBody {
  service_type: string;
  plan_coverage?: string | null;
  min_invoice_amount: number;
  max_invoice_amount?: number | null;
  audit_type: (typeof AUDIT_TYPES)[number];
  pmis?: string | null;
}

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
