/**
 * The pure rules of AI document analysis (issue 8 §5): the `${` balance rule of 001 §5
 * ("Dynamic-field variables: the count of opening '${' must equal the count of closing braces"),
 * the status mapping of 001 §4 ("approved, rejected, pending. Also not applicable and not
 * configured"), the fix hint of every AI error reason of 001 §8 in every language, the three steps
 * of 001 §5 ("scope, fields, summary") and the snake_case body of 001 §7.
 */
import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "../../../providers/i18n";
import {
  AI_ERROR_REASONS,
  AI_VALIDATION_STATUSES,
  aiConfigurationProblems,
  dynamicBracesBalanced,
  dynamicVariablesOf,
  expectedValueProblem,
} from "../../../schemas/requests/ai-rules";
import {
  EDITOR_STEPS,
  draftOf,
  fieldDrafts,
  reasonKeys,
  riskTone,
  ruleBody,
  statusView,
  stepProblems,
  type RuleDraft,
} from "../../../src/areas/rcm/ai-rules/ai-rules-logic";
import { textsOf } from "../../locales";

const lookup = (texts: unknown, key: string): unknown =>
  key
    .split(".")
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined,
      texts,
    );

describe("001 §5 dynamic-field variables: '${' count equals closing-brace count", () => {
  it.each([
    ["", true],
    ["plain text", true],
    ["${invoice_number}", true],
    ["INV-${invoice_number}-${agreement_code}", true],
    ["${invoice_number", false],
    ["invoice_number}", false],
    ["${a}}", false],
    ["${${a}", false],
    ["$invoice_number}", false],
    ["{}", false],
  ])("%j → %s", (text, balanced) => {
    expect(dynamicBracesBalanced(text)).toBe(balanced);
  });

  it("names the variables used, and refuses unknown ones", () => {
    expect(dynamicVariablesOf("A-${ invoice_number }-${care_date}")).toEqual(["invoice_number", "care_date"]);
    expect(expectedValueProblem("${care_date}")).toBeUndefined();
    expect(expectedValueProblem("${care_date")).toEqual({ kind: "unbalanced" });
    expect(expectedValueProblem("${patient_name}")).toEqual({
      kind: "unknownVariable",
      name: "patient_name",
    });
  });

  it("the API's body check names the field of an unbalanced or unknown value (001 §7)", () => {
    const problems = aiConfigurationProblems({
      analysis_type: "MEDICAL_REQUEST",
      support_file_code: "OM",
      agreement_codes: [],
      fields: [
        { field_slug: "care_date", required: true, expected_value: "${care_date" },
        { field_slug: "guide_number", required: true },
        { field_slug: "care_date", required: false },
      ],
    });
    expect(problems.map((p) => p.field)).toEqual([
      "fields.0.expected_value",
      "fields.1.field_slug",
      "fields.2.field_slug",
    ]);
  });
});

describe("001 §4 AI validation statuses", () => {
  it("maps each status to its text and tone", () => {
    expect(AI_VALIDATION_STATUSES.map((s) => [s, statusView(s).tone])).toEqual([
      ["APPROVED", "green"],
      ["REJECTED", "red"],
      ["PENDING", "blue"],
      ["NOT_APPLICABLE", "grey"],
      ["NOT_CONFIGURED", "gold"],
    ]);
    for (const status of AI_VALIDATION_STATUSES)
      expect(statusView(status)).toMatchObject({ key: `aiRules.status.${status}`, known: true });
  });

  it("shows an unknown or empty status as pending, marked unknown", () => {
    expect(statusView("SOMETHING_NEW")).toEqual({
      key: "aiRules.status.PENDING",
      tone: "blue",
      known: false,
    });
    expect(statusView(null).known).toBe(false);
  });

  it("tones the denial risk", () => {
    expect(["LOW", "MEDIUM", "HIGH", null].map(riskTone)).toEqual(["green", "gold", "red", "grey"]);
  });

  it.each(SUPPORTED_LOCALES.map((l) => [l]))("%s labels every status", (locale) => {
    const texts = textsOf(locale);
    for (const status of AI_VALIDATION_STATUSES)
      expect(lookup(texts, statusView(status).key)).toEqual(expect.any(String));
  });
});

describe("001 §8 AI error reasons, each with a fix hint", () => {
  it("lists the eight reasons of 001 §5/§8", () => {
    expect(AI_ERROR_REASONS).toHaveLength(8);
  });

  it.each(SUPPORTED_LOCALES.map((l) => [l]))(
    "%s has a distinct reason text and fix hint for every reason",
    (locale) => {
      const texts = textsOf(locale);
      const hints = new Set<unknown>();
      for (const reason of AI_ERROR_REASONS) {
        const keys = reasonKeys(reason);
        expect(keys.known).toBe(true);
        const text = lookup(texts, keys.reason);
        const hint = lookup(texts, keys.hint);
        expect(typeof text === "string" && text.length > 0, `${locale} ${keys.reason}`).toBe(true);
        expect(typeof hint === "string" && hint.length > 0, `${locale} ${keys.hint}`).toBe(true);
        hints.add(hint);
      }
      expect(hints.size).toBe(AI_ERROR_REASONS.length);
    },
  );

  it("gives an unknown reason the general hint", () => {
    expect(reasonKeys("SOMETHING_ELSE")).toEqual({
      reason: "aiRules.reasons.UNKNOWN",
      hint: "aiRules.hints.UNKNOWN",
      known: false,
    });
  });
});

describe("001 §5 the rules editor: three steps, each checked; 001 §7 snake_case body", () => {
  const offered = ["request_date", "care_date", "procedure_code"];
  const draft: RuleDraft = {
    analysisType: "MEDICAL_REQUEST",
    supportFileCode: "OM",
    agreementCodes: ["A-EVT-2026"],
    fields: fieldDrafts(offered),
  };

  it("has the steps scope, fields, summary", () => {
    expect(EDITOR_STEPS).toEqual(["scope", "fields", "summary"]);
  });

  it("scope needs an analysis type and a support file", () => {
    expect(stepProblems("scope", { agreementCodes: [], fields: [] }).map((p) => p.control)).toEqual([
      "analysisType",
      "supportFileCode",
    ]);
    expect(stepProblems("scope", draft)).toEqual([]);
  });

  it("fields need one chosen field and balanced, known variables", () => {
    expect(stepProblems("fields", draft).map((p) => p.key)).toEqual(["aiRules.editor.errors.noField"]);
    const chosen = {
      ...draft,
      fields: draft.fields.map((f) =>
        f.fieldSlug === "care_date"
          ? { ...f, selected: true, expectedValue: "${care_date" }
          : f.fieldSlug === "procedure_code"
            ? { ...f, selected: true, expectedValue: "${nope}" }
            : f,
      ),
    };
    expect(stepProblems("fields", chosen)).toEqual([
      { control: "expectedValue.care_date", key: "aiRules.editor.errors.unbalanced" },
      {
        control: "expectedValue.procedure_code",
        key: "aiRules.editor.errors.unknownVariable",
        values: { name: "nope" },
      },
    ]);
    expect(stepProblems("summary", chosen)).toEqual([]);
  });

  it("builds the body from the chosen fields only, empty expected values left out", () => {
    const chosen = {
      ...draft,
      fields: draft.fields.map((f) =>
        f.fieldSlug === "procedure_code"
          ? { ...f, selected: true, required: true, expectedValue: "  " }
          : f.fieldSlug === "care_date"
            ? { ...f, selected: true, expectedValue: " ${care_date} " }
            : f,
      ),
    };
    expect(ruleBody(chosen)).toEqual({
      analysis_type: "MEDICAL_REQUEST",
      support_file_code: "OM",
      agreement_codes: ["A-EVT-2026"],
      fields: [
        { field_slug: "care_date", required: false, expected_value: "${care_date}" },
        { field_slug: "procedure_code", required: true },
      ],
    });
    expect(() => ruleBody({ agreementCodes: [], fields: [] })).toThrow();
  });

  it("keeps what was chosen when the offered fields change, and reads a saved rule back", () => {
    const kept = fieldDrafts(
      ["care_date", "doctor_name"],
      [
        { fieldSlug: "care_date", selected: true, required: true, expectedValue: "x" },
        { fieldSlug: "request_date", selected: true, required: false, expectedValue: "" },
      ],
    );
    expect(kept).toEqual([
      { fieldSlug: "care_date", selected: true, required: true, expectedValue: "x" },
      { fieldSlug: "doctor_name", selected: false, required: false, expectedValue: "" },
    ]);
    const back = draftOf({
      analysisType: "TISS_GUIDE",
      supportFileCode: "AUT",
      agreements: [{ agreementCode: "X" }],
      fields: [{ fieldSlug: "guide_number", required: true }],
    });
    expect(back).toEqual({
      analysisType: "TISS_GUIDE",
      supportFileCode: "AUT",
      agreementCodes: ["X"],
      fields: [{ fieldSlug: "guide_number", selected: true, required: true, expectedValue: "" }],
    });
  });
});
