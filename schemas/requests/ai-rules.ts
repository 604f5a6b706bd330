/**
 * AI document analysis: the values, the rule body and the pure rules shared by the reference API
 * (which validates and simulates with them) and the portal (whose rules editor offers the same
 * values). 001 §2 "ai-analysis-overview", "ai-configuration-rules-editor"; §3 "AI configuration";
 * §4 "AI validation"; §5 "An AI rule needs three steps", "AI document checks flag …",
 * "Dynamic-field variables"; §7 "AI configuration calls"; §8 "Glosa and AI errors"; §9 "Medical
 * request validity 30 days"; issue 8 §5; docs/decisions.md "AI document analysis". Plain data and
 * pure functions, no imports.
 */

/**
 * Kinds of analysis a rule asks of the AI (001 §3 "analysisTypes", values not shown;
 * docs/decisions.md "AI document analysis"): the two documents the checks of 001 §5 name, a TISS
 * guide and a medical request.
 */
export const ANALYSIS_TYPES = ["TISS_GUIDE", "MEDICAL_REQUEST"] as const;
export type AnalysisType = (typeof ANALYSIS_TYPES)[number];

/**
 * Fields the AI can read per analysis type (001 §7 `available-fields?analysis_type=`; names not
 * shown, docs/decisions.md): what the checks of 001 §5 read (doctor registration and name,
 * procedure code, dates for the 30-day validity).
 */
export const AI_FIELDS: Readonly<Record<AnalysisType, readonly string[]>> = {
  TISS_GUIDE: [
    "guide_number",
    "authorization_code",
    "care_date",
    "procedure_code",
    "doctor_name",
    "doctor_registration",
  ],
  MEDICAL_REQUEST: [
    "request_date",
    "care_date",
    "procedure_code",
    "diagnosis_code",
    "doctor_name",
    "doctor_registration",
  ],
};

/**
 * Variables an expected value may name as `${name}` (001 §5 "Dynamic-field variables"; names not
 * shown, docs/decisions.md): values of the analysed document's account, never patient data.
 */
export const DYNAMIC_VARIABLES = [
  "invoice_number",
  "agreement_code",
  "payer_name",
  "care_date",
  "service_type",
] as const;
export type DynamicVariable = (typeof DYNAMIC_VARIABLES)[number];

/** AI validation statuses of an analysed document (001 §4 "AI validation"). */
export const AI_VALIDATION_STATUSES = [
  "APPROVED",
  "REJECTED",
  "PENDING",
  "NOT_APPLICABLE",
  "NOT_CONFIGURED",
] as const;
export type AiValidationStatus = (typeof AI_VALIDATION_STATUSES)[number];

/** Status of one result row (001 §3 "Result rows: … status"). */
export const AI_FIELD_STATUSES = ["APPROVED", "REJECTED"] as const;
export type AiFieldStatus = (typeof AI_FIELD_STATUSES)[number];

/** Denial risk of a result row (001 §3 "denial risk"; levels not shown, docs/decisions.md). */
export const DENIAL_RISKS = ["LOW", "MEDIUM", "HIGH"] as const;
export type DenialRisk = (typeof DENIAL_RISKS)[number];

/**
 * The AI error reasons, each with a fix hint in the portal (001 §5 "AI document checks flag …",
 * §8 "AI error reasons"): required field missing, wrong value, conflicting values, inactive
 * doctor registration, doctor name mismatch, invalid or mismatched procedure code, not a TISS
 * guide or medical request, request older than 30 days (expired).
 */
export const AI_ERROR_REASONS = [
  "REQUIRED_FIELD_MISSING",
  "WRONG_VALUE",
  "CONFLICTING_VALUES",
  "INACTIVE_DOCTOR_REGISTRATION",
  "DOCTOR_NAME_MISMATCH",
  "INVALID_PROCEDURE_CODE",
  "NOT_TISS_GUIDE_OR_MEDICAL_REQUEST",
  "REQUEST_EXPIRED",
] as const;
export type AiErrorReason = (typeof AI_ERROR_REASONS)[number];

/** Days a medical request stays valid before the date of care (001 §5, §9 "Medical request validity 30 days"). */
export const MEDICAL_REQUEST_VALIDITY_DAYS = 30;

/** Longest expected value of a field rule, characters. */
export const EXPECTED_VALUE_MAX_LENGTH = 200;

/**
 * True when a text opens as many dynamic-field variables as it closes braces (001 §5
 * "Dynamic-field variables: the count of opening '${' must equal the count of closing braces").
 * Pure. `"${invoice_number}"` and `"plain"` hold; `"${invoice_number"` and `"a}"` do not.
 */
export function dynamicBracesBalanced(text: string): boolean {
  return text.split("${").length - 1 === text.split("}").length - 1;
}

/** The variable names a text refers to as `${name}`, in order (names trimmed). Pure. */
export function dynamicVariablesOf(text: string): string[] {
  return [...text.matchAll(/\$\{([^{}]*)\}/g)].map((match) => match[1].trim());
}

/** Why an expected value is refused: unbalanced braces, or a variable that is not offered. */
export type ExpectedValueProblem = { kind: "unbalanced" } | { kind: "unknownVariable"; name: string };

/**
 * Checks an expected value (001 §5 "Dynamic-field variables"): braces balanced, and every `${name}`
 * one of {@link DYNAMIC_VARIABLES}.
 * @returns the first problem, or undefined when the value is acceptable.
 */
export function expectedValueProblem(text: string): ExpectedValueProblem | undefined {
  if (!dynamicBracesBalanced(text)) return { kind: "unbalanced" };
  for (const name of dynamicVariablesOf(text))
    if (!(DYNAMIC_VARIABLES as readonly string[]).includes(name)) return { kind: "unknownVariable", name };
  return undefined;
}

/** One field rule of an AI configuration, as sent (snake_case). */
export interface AiFieldRuleBody {
  field_slug: string;
  /** The field must be read; a missing field rejects the document. */
  required: boolean;
  /** What the read value must equal, with `${variables}`; absent or empty: any value. */
  expected_value?: string;
}

/**
 * The body of `POST` / `PUT document-validation/v1/document-configurations[/{supportFileCode}]`
 * (001 §7 "a snake_case configuration body"): the scope (analysis type, support file, agreements:
 * an empty list means every agreement) and the fields' rules.
 */
export interface AiConfigurationBody {
  analysis_type: AnalysisType;
  support_file_code: string;
  agreement_codes: string[];
  fields: AiFieldRuleBody[];
}

/** JSON Schema of {@link AiConfigurationBody} (the reference API validates with ajv). */
export const aiConfigurationBody = {
  type: "object",
  required: ["analysis_type", "support_file_code", "agreement_codes", "fields"],
  additionalProperties: false,
  properties: {
    analysis_type: { type: "string", enum: [...ANALYSIS_TYPES] },
    support_file_code: { type: "string", minLength: 1, maxLength: 40 },
    agreement_codes: {
      type: "array",
      maxItems: 200,
      uniqueItems: true,
      items: { type: "string", minLength: 1, maxLength: 60 },
    },
    fields: {
      type: "array",
      minItems: 1,
      maxItems: 20,
      items: {
        type: "object",
        required: ["field_slug", "required"],
        additionalProperties: false,
        properties: {
          field_slug: { type: "string", minLength: 1, maxLength: 60 },
          required: { type: "boolean" },
          expected_value: { type: "string", maxLength: EXPECTED_VALUE_MAX_LENGTH },
        },
      },
    },
  },
} as const;

/** A problem of a configuration body beyond its shape, naming the field (for a 400). */
export interface AiConfigurationProblem {
  field: string;
  message: string;
}

/**
 * Checks what the JSON Schema cannot (001 §5, §7): every field is one the analysis type offers and
 * appears once, and every expected value passes {@link expectedValueProblem}. Pure.
 * @returns the problems found, empty when the body is acceptable.
 */
export function aiConfigurationProblems(body: AiConfigurationBody): AiConfigurationProblem[] {
  const problems: AiConfigurationProblem[] = [];
  const offered = AI_FIELDS[body.analysis_type];
  const seen = new Set<string>();
  body.fields.forEach((rule, index) => {
    const at = `fields.${index}`;
    if (!offered.includes(rule.field_slug))
      problems.push({
        field: `${at}.field_slug`,
        message: `${at}.field_slug is not a field of ${body.analysis_type}`,
      });
    else if (seen.has(rule.field_slug))
      problems.push({ field: `${at}.field_slug`, message: `${at}.field_slug is repeated` });
    seen.add(rule.field_slug);
    const problem = rule.expected_value ? expectedValueProblem(rule.expected_value) : undefined;
    if (problem?.kind === "unbalanced")
      problems.push({
        field: `${at}.expected_value`,
        message: `${at}.expected_value must close every \${ with a }`,
      });
    else if (problem?.kind === "unknownVariable")
      problems.push({
        field: `${at}.expected_value`,
        message: `${at}.expected_value names an unknown variable ${problem.name}`,
      });
  });
  return problems;
}
