/**
 * The AI rules editor as a flow (src/areas/rcm/ai-rules/ai-rule-flow.ts; issue 18 §1, 001 §5): its
 * steps are the editor's three, the fields step needs a complete scope and the summary complete
 * fields (of the analysis type's available fields); the draft keeps ids and choices and a reload
 * lays it over the rule as re-fetched.
 */
import { describe, expect, it } from "vitest";
import { counterFromUrl, draftOf, parseDraft, restoreState } from "../../../src/lib/flow";
import { EDITOR_STEPS, type RuleDraft } from "../../../src/areas/rcm/ai-rules/ai-rules-logic";
import { aiRuleFlow, restoreRuleDraft } from "../../../src/areas/rcm/ai-rules/ai-rule-flow";

const empty: RuleDraft = { agreementCodes: [], fields: [] };
const scoped: RuleDraft = { ...empty, analysisType: "MEDICAL_REQUEST", supportFileCode: "EPI" };
const complete: RuleDraft = {
  ...scoped,
  agreementCodes: ["AG-1"],
  fields: [{ fieldSlug: "care_date", selected: true, required: true, expectedValue: "${care_date}" }],
};
const offered = { offered: ["care_date", "request_date"] };
const at = (step: string) => new URLSearchParams(`mode=create&step=${step}`);

describe("the AI rule flow", () => {
  it("has the editor's three steps, in order", () => {
    expect(aiRuleFlow.steps.map((s) => s.id)).toEqual([...EDITOR_STEPS]);
  });

  it("sends a step whose earlier step is incomplete back to the last it may enter", () => {
    expect(counterFromUrl(aiRuleFlow, at("summary"), empty, offered).counter).toBe(1);
    expect(counterFromUrl(aiRuleFlow, at("summary"), scoped, offered).counter).toBe(2);
    expect(counterFromUrl(aiRuleFlow, at("summary"), complete, offered)).toEqual({
      counter: 3,
      corrected: false,
    });
    // A field chosen for another analysis type does not count.
    expect(counterFromUrl(aiRuleFlow, at("summary"), complete, { offered: ["guide_number"] }).counter).toBe(
      2,
    );
    // Unbalanced `${` keeps the user on the fields.
    const unbalanced = { ...complete, fields: [{ ...complete.fields[0], expectedValue: "${care_date" }] };
    expect(counterFromUrl(aiRuleFlow, at("summary"), unbalanced, offered).counter).toBe(2);
  });

  it("keeps the choices in the draft, and a reload restores them over the re-fetched rule", () => {
    const draft = parseDraft(aiRuleFlow, JSON.stringify(draftOf(aiRuleFlow, complete)));
    expect(draft).toEqual({
      analysisType: "MEDICAL_REQUEST",
      supportFileCode: "EPI",
      agreementCodes: ["AG-1"],
      fields: [{ fieldSlug: "care_date", selected: true, required: true, expectedValue: "${care_date}" }],
    });
    expect(restoreState(aiRuleFlow, draft, empty)).toEqual(complete);
  });

  it("drops an unknown analysis type and never changes the support file of the rule being edited", () => {
    const editedRule: RuleDraft = { ...scoped, supportFileCode: "OM" };
    const restored = restoreRuleDraft(
      { analysisType: "NOT_A_TYPE", supportFileCode: "EPI", fields: [{ fieldSlug: "x", selected: true }] },
      editedRule,
    );
    expect(restored.analysisType).toBe("MEDICAL_REQUEST");
    expect(restored.supportFileCode).toBe("OM");
    expect(restored.agreementCodes).toEqual([]);
    expect(restored.fields).toEqual([{ fieldSlug: "x", selected: true, required: false, expectedValue: "" }]);
  });
});
