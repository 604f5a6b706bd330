import {
  AI_ERROR_REASONS,
  ANALYSIS_TYPES,
  expectedValueProblem,
  type AiConfigurationBody,
  type AiErrorReason,
  type AiValidationStatus,
  type AnalysisType,
  type DenialRisk,
} from "../../../../schemas/requests/ai-rules";

/**
 * The pure rules of the AI screens (001 §3 "AI configuration", §4 "AI validation", §5 "An AI rule
 * needs three steps", "Dynamic-field variables", §8 "AI error reasons, each with a fix hint"; issue
 * 8 §5), kept apart from React so that unit tests cover them (tests/unit/ai-rules/).
 */

/**
 * The tone of a tag (a palette of src/components/resource/status-tones.ts, whose text and
 * background pass WCAG AA contrast; antd's preset tag colours do not).
 */
export type Tone = "green" | "red" | "blue" | "grey" | "gold";

/**
 * How an AI validation status shows (001 §4 "approved, rejected, pending. Also not applicable and
 * not configured"): its text key and tone. An unknown status (a newer server) shows as pending,
 * labelled by its own value.
 */
export function statusView(status: string | null | undefined): {
  key: string;
  tone: Tone;
  known: boolean;
} {
  const tones: Record<AiValidationStatus, Tone> = {
    APPROVED: "green",
    REJECTED: "red",
    PENDING: "blue",
    NOT_APPLICABLE: "grey",
    NOT_CONFIGURED: "gold",
  };
  if (status && Object.prototype.hasOwnProperty.call(tones, status))
    return { key: `aiRules.status.${status}`, tone: tones[status as AiValidationStatus], known: true };
  return { key: "aiRules.status.PENDING", tone: "blue", known: false };
}

/** Tone of a denial risk (001 §3 "denial risk"): high red, medium amber, low green. */
export function riskTone(risk: string | null | undefined): Tone {
  if (risk === "HIGH") return "red";
  if (risk === "MEDIUM") return "gold";
  if (risk === "LOW") return "green";
  return "grey";
}

/** True when `value` is one of the AI error reasons of 001 §8. */
export function isAiErrorReason(value: string): value is AiErrorReason {
  return (AI_ERROR_REASONS as readonly string[]).includes(value);
}

/**
 * The text keys of an AI error reason and its fix hint (001 §8 "AI error reasons, each with a fix
 * hint"); an unknown reason gets the general hint and shows its own code as the reason.
 */
export function reasonKeys(reason: string): { reason: string; hint: string; known: boolean } {
  if (isAiErrorReason(reason))
    return { reason: `aiRules.reasons.${reason}`, hint: `aiRules.hints.${reason}`, known: true };
  return { reason: "aiRules.reasons.UNKNOWN", hint: "aiRules.hints.UNKNOWN", known: false };
}

/** The three steps of the rules editor, in order (001 §5 "An AI rule needs three steps: scope, fields, summary"). */
export const EDITOR_STEPS = ["scope", "fields", "summary"] as const;
export type EditorStep = (typeof EDITOR_STEPS)[number];

/** One field row of the editor: chosen or not, required or not, and the expected value typed. */
export interface FieldDraft {
  fieldSlug: string;
  selected: boolean;
  required: boolean;
  expectedValue: string;
}

/** What the editor holds across its steps. */
export interface RuleDraft {
  analysisType?: AnalysisType;
  supportFileCode?: string;
  /** Agreement codes; empty means every agreement. */
  agreementCodes: string[];
  fields: FieldDraft[];
}

/**
 * The field rows of the fields an analysis type offers (`available-fields`, 001 §7), in the
 * server's order, keeping what was already chosen or typed for a field; fields no longer offered
 * are dropped.
 */
export function fieldDrafts(offered: readonly string[], previous: readonly FieldDraft[] = []): FieldDraft[] {
  return offered.map(
    (fieldSlug) =>
      previous.find((f) => f.fieldSlug === fieldSlug) ?? {
        fieldSlug,
        selected: false,
        required: false,
        expectedValue: "",
      },
  );
}

/** A problem of one step, as a text key (with values) and the control it belongs to. */
export interface StepProblem {
  /** `analysisType`, `supportFileCode`, `fields`, or `expectedValue.<fieldSlug>`. */
  control: string;
  key: string;
  values?: Record<string, string>;
}

/**
 * What keeps a step from being completed (001 §5): the scope needs an analysis type and a support
 * file; the fields step at least one chosen field, and each expected value balanced `${`/`}` with
 * known variables only. The summary has no problems of its own.
 */
export function stepProblems(step: EditorStep, draft: RuleDraft): StepProblem[] {
  const problems: StepProblem[] = [];
  if (step === "scope") {
    if (!draft.analysisType)
      problems.push({ control: "analysisType", key: "aiRules.editor.errors.analysisType" });
    if (!draft.supportFileCode)
      problems.push({ control: "supportFileCode", key: "aiRules.editor.errors.supportFile" });
  }
  if (step === "fields") {
    const chosen = draft.fields.filter((f) => f.selected);
    if (chosen.length === 0) problems.push({ control: "fields", key: "aiRules.editor.errors.noField" });
    for (const field of chosen) {
      const problem = expectedValueProblem(field.expectedValue);
      if (problem?.kind === "unbalanced")
        problems.push({
          control: `expectedValue.${field.fieldSlug}`,
          key: "aiRules.editor.errors.unbalanced",
        });
      else if (problem?.kind === "unknownVariable")
        problems.push({
          control: `expectedValue.${field.fieldSlug}`,
          key: "aiRules.editor.errors.unknownVariable",
          values: { name: problem.name },
        });
    }
  }
  return problems;
}

/**
 * The snake_case body of `POST`/`PUT document-validation/v1/document-configurations` (001 §7) from
 * a complete draft: chosen fields only, expected values trimmed and left out when empty.
 * @throws Error when the draft has no analysis type or support file (the scope step refuses that first).
 */
export function ruleBody(draft: RuleDraft): AiConfigurationBody {
  if (!draft.analysisType || !draft.supportFileCode) throw new Error("incomplete AI rule draft");
  return {
    analysis_type: draft.analysisType,
    support_file_code: draft.supportFileCode,
    agreement_codes: [...draft.agreementCodes],
    fields: draft.fields
      .filter((f) => f.selected)
      .map((f) => ({
        field_slug: f.fieldSlug,
        required: f.required,
        ...(f.expectedValue.trim() ? { expected_value: f.expectedValue.trim() } : {}),
      })),
  };
}

/**
 * The draft of an existing rule (edit mode): its fields chosen as saved (the editor lays them over
 * the analysis type's available fields once those are read, {@link fieldDrafts}).
 */
export function draftOf(rule: {
  analysisType: string;
  supportFileCode: string;
  agreements: readonly { agreementCode: string }[];
  fields: readonly { fieldSlug: string; required: boolean; expectedValue?: string }[];
}): RuleDraft {
  const type = ANALYSIS_TYPES.find((t) => t === rule.analysisType);
  const chosen: FieldDraft[] = rule.fields.map((f) => ({
    fieldSlug: f.fieldSlug,
    selected: true,
    required: f.required,
    expectedValue: f.expectedValue ?? "",
  }));
  return {
    analysisType: type,
    supportFileCode: rule.supportFileCode,
    agreementCodes: rule.agreements.map((a) => a.agreementCode),
    fields: chosen,
  };
}

/** Denial risks in display order. */
export const RISK_LEVELS: readonly DenialRisk[] = ["LOW", "MEDIUM", "HIGH"];
