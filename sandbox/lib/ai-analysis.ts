/**
 * The simulated AI analysis of a support document (001 §3 "Result rows: field, value read,
 * confidence percentage, rejection reasons, status, denial risk", §4 "AI validation", §5 "AI
 * document checks flag …", §9 "Medical request validity 30 days"; issue 8 §5 "The reference API
 * simulates the analysis deterministically from the configured rules (not random), so a rule
 * change changes the next results"). Pure: every figure comes from a SHA-256 of the document id,
 * the field and the field's rule (and, for the document's type check, the analysis type), so the
 * same document under the same rule always reads the same, and changing a rule re-reads it.
 */
import { createHash } from "node:crypto";
import {
  DYNAMIC_VARIABLES,
  MEDICAL_REQUEST_VALIDITY_DAYS,
  type AiErrorReason,
  type AiFieldRuleBody,
  type AiFieldStatus,
  type AiValidationStatus,
  type AnalysisType,
  type DenialRisk,
  type DynamicVariable,
} from "../../schemas/requests/ai-rules";

/** What the analysis knows of a document sent for AI validation. */
export interface AnalysedDocument {
  id: string;
  support_file_code: string;
  content_type: string | null;
  analysed: boolean;
  /** Values a rule's `${variable}` resolves to (001 §5 "Dynamic-field variables"). */
  variables: Record<DynamicVariable, string>;
}

/** The rule in force for the document's support file type, if any. */
export interface AnalysisRule {
  analysis_type: AnalysisType;
  agreement_codes: readonly string[];
  fields: readonly AiFieldRuleBody[];
}

/** One result row (snake_case as answered). `confidence` is a whole percentage 0–100. */
export interface AiResultRow {
  field_slug: string;
  value_read: string | null;
  confidence: number;
  rejection_reasons: AiErrorReason[];
  status: AiFieldStatus;
  denial_risk: DenialRisk;
}

/** The analysis of one document: its status, its overall risk, and the rows (empty unless analysed). */
export interface AiAnalysis {
  status: AiValidationStatus;
  analysis_type: AnalysisType | null;
  denial_risk: DenialRisk | null;
  results: AiResultRow[];
}

/** Types the AI reads (images and PDF); other files are not applicable. */
const READABLE_TYPES = new Set(["application/pdf", "image/png", "image/jpeg"]);

const PROCEDURE_CODES = ["890201", "890301", "903841", "871121", "881602"];
const DIAGNOSIS_CODES = ["J069", "K359", "I10X", "E119", "M545"];
const DOCTOR_NAMES = ["Ana Restrepo", "Carlos Mejía", "Lucía Vargas", "Mateo Duarte", "Sara Ochoa"];
const DAY_MS = 86_400_000;

/** Bytes of SHA-256 over the parts joined by `|`. */
function digest(...parts: string[]): Buffer {
  return createHash("sha256").update(parts.join("|")).digest();
}

/** Replaces each `${name}` by the document's value (an unknown name stays as written). */
export function resolveVariables(text: string, variables: Record<DynamicVariable, string>): string {
  return text.replace(/\$\{([^{}]*)\}/g, (whole, name: string) => {
    const key = name.trim();
    return (DYNAMIC_VARIABLES as readonly string[]).includes(key) ? variables[key as DynamicVariable] : whole;
  });
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** A value the AI "reads" for a field, chosen by the hash bytes (no patient data). */
function readValue(field: string, bytes: Buffer, variables: Record<DynamicVariable, string>): string {
  const n = bytes.readUInt32BE(12);
  const careMs = Date.parse(`${variables.care_date}T00:00:00Z`);
  switch (field) {
    case "care_date":
      return variables.care_date;
    case "request_date":
      // 0–44 days before the date of care: beyond 30 the request has expired (001 §9).
      return isoDay(careMs - (bytes[4] % 45) * DAY_MS);
    case "procedure_code":
      return PROCEDURE_CODES[n % PROCEDURE_CODES.length];
    case "diagnosis_code":
      return DIAGNOSIS_CODES[n % DIAGNOSIS_CODES.length];
    case "doctor_name":
      return DOCTOR_NAMES[n % DOCTOR_NAMES.length];
    case "doctor_registration":
      return `RM-${String(100000 + (n % 900000))}`;
    case "guide_number":
      return `G${String(n % 100000000).padStart(8, "0")}`;
    case "authorization_code":
      return `AUT-${String(n % 1000000).padStart(6, "0")}`;
    default:
      return `${field.toUpperCase()}-${n % 1000}`;
  }
}

/** Reasons that put the claim at high risk of a denial (they reject on their own). */
const HIGH_RISK: ReadonlySet<AiErrorReason> = new Set([
  "REQUIRED_FIELD_MISSING",
  "INACTIVE_DOCTOR_REGISTRATION",
  "REQUEST_EXPIRED",
  "NOT_TISS_GUIDE_OR_MEDICAL_REQUEST",
  "INVALID_PROCEDURE_CODE",
]);

/**
 * Reads one field under its rule. Byte use of the digest: 0 confidence, 1 found, 2 match of an
 * expected value, 3 conflicting values, 5 procedure code validity, 6 doctor name, 7 registration,
 * 4 request age, 12–15 the value read.
 */
export function analyseField(
  document: AnalysedDocument,
  analysisType: AnalysisType,
  rule: AiFieldRuleBody,
): AiResultRow {
  const bytes = digest(
    document.id,
    rule.field_slug,
    JSON.stringify({ required: rule.required, expected_value: rule.expected_value ?? "" }),
  );
  const reasons: AiErrorReason[] = [];
  const found = bytes[1] % 100 >= 10;
  let value: string | null = null;
  let confidence = 0;
  if (!found) {
    if (rule.required) reasons.push("REQUIRED_FIELD_MISSING");
  } else {
    confidence = 55 + (bytes[0] % 45);
    value = readValue(rule.field_slug, bytes, document.variables);
    const expected = rule.expected_value ? resolveVariables(rule.expected_value, document.variables) : "";
    if (expected !== "") {
      if (bytes[2] % 100 < 75) value = expected;
      else if (value === expected) value = `${expected}-${bytes[2] % 10}`;
      if (value !== expected) reasons.push("WRONG_VALUE");
    }
    if (bytes[3] % 100 < 6) reasons.push("CONFLICTING_VALUES");
    if (rule.field_slug === "procedure_code" && bytes[5] % 100 < 10) reasons.push("INVALID_PROCEDURE_CODE");
    if (rule.field_slug === "doctor_name" && bytes[6] % 100 < 10) reasons.push("DOCTOR_NAME_MISMATCH");
    if (rule.field_slug === "doctor_registration" && bytes[7] % 100 < 10)
      reasons.push("INACTIVE_DOCTOR_REGISTRATION");
    if (rule.field_slug === "request_date" && analysisType === "MEDICAL_REQUEST") {
      const age =
        (Date.parse(`${document.variables.care_date}T00:00:00Z`) - Date.parse(`${value}T00:00:00Z`)) / DAY_MS;
      if (age > MEDICAL_REQUEST_VALIDITY_DAYS) reasons.push("REQUEST_EXPIRED");
    }
  }
  const status: AiFieldStatus = reasons.length > 0 ? "REJECTED" : "APPROVED";
  const denial_risk: DenialRisk =
    reasons.some((r) => HIGH_RISK.has(r)) || (reasons.length > 0 && rule.required)
      ? "HIGH"
      : reasons.length > 0 || (found && confidence < 70)
        ? "MEDIUM"
        : "LOW";
  return {
    field_slug: rule.field_slug,
    value_read: value,
    confidence,
    rejection_reasons: reasons,
    status,
    denial_risk,
  };
}

const RISK_ORDER: readonly DenialRisk[] = ["LOW", "MEDIUM", "HIGH"];

/**
 * The analysis of a document under the rule in force (001 §4 "AI validation"; docs/decisions.md
 * "AI document analysis"):
 * - no rule for its support file type: NOT_CONFIGURED;
 * - a rule limited to other agreements, or a file the AI cannot read (not PDF or image):
 *   NOT_APPLICABLE;
 * - not analysed yet: PENDING;
 * - otherwise each configured field is read ({@link analyseField}); a document that is not the
 *   analysis type's (a hash of document, analysis type) rejects every row with
 *   NOT_TISS_GUIDE_OR_MEDICAL_REQUEST; any rejected row rejects the document (REJECTED), else APPROVED.
 */
export function analyseDocument(document: AnalysedDocument, rule: AnalysisRule | undefined): AiAnalysis {
  if (!rule) return { status: "NOT_CONFIGURED", analysis_type: null, denial_risk: null, results: [] };
  const base = { analysis_type: rule.analysis_type, denial_risk: null, results: [] };
  if (
    (rule.agreement_codes.length > 0 && !rule.agreement_codes.includes(document.variables.agreement_code)) ||
    !READABLE_TYPES.has(document.content_type ?? "")
  )
    return { status: "NOT_APPLICABLE", ...base };
  if (!document.analysed) return { status: "PENDING", ...base };
  const wrongDocument = digest(document.id, rule.analysis_type)[0] % 100 < 5;
  const results = rule.fields.map((field) => {
    const row = analyseField(document, rule.analysis_type, field);
    if (!wrongDocument) return row;
    return {
      ...row,
      value_read: null,
      confidence: 0,
      rejection_reasons: ["NOT_TISS_GUIDE_OR_MEDICAL_REQUEST" as const],
      status: "REJECTED" as const,
      denial_risk: "HIGH" as const,
    };
  });
  const denial_risk = results.reduce<DenialRisk>(
    (worst, row) =>
      RISK_ORDER.indexOf(row.denial_risk) > RISK_ORDER.indexOf(worst) ? row.denial_risk : worst,
    "LOW",
  );
  return {
    status: results.some((row) => row.status === "REJECTED") ? "REJECTED" : "APPROVED",
    analysis_type: rule.analysis_type,
    denial_risk,
    results,
  };
}
