/**
 * Numeric fields of v2 sponsor forms take numbers only (src/areas/v2/form/number-fields.ts; issue
 * 19 §7; 001 §5): what may be typed, the sign rule (never below 0 unless the definition's pattern
 * accepts a minus) and its `minimum: 0` in the step schema, which the step validator applies.
 */
import { describe, expect, it } from "vitest";
import { toCamelCaseDeep } from "../../../providers/http/case";
import {
  buildAuthorizationForm,
  normalizeNumber,
  type AuthorizationFormDefinition,
} from "../../../schemas/authorization-form";
import { authorizationFormsOf } from "../../../sandbox/seed/authorization-forms";
import {
  acceptsNumberText,
  allowsNegative,
  NEGATIVE_OPTION,
  withNumberLimits,
} from "../../../src/areas/v2/form/number-fields";
import { stepErrors } from "../../../src/areas/v2/form/step-validator";

describe("what a numeric field takes", () => {
  it("takes the beginning of a plain decimal, with thousands commas", () => {
    for (const text of ["", "1", "1,250", "1,250.5", "12.", ".5", " 3 ", "+4"])
      expect(acceptsNumberText(text, false)).toBe(true);
  });

  it("refuses letters and other signs: abc never shows", () => {
    for (const text of ["a", "abc", "12a", "1e5", "0x1", "1.2.3", "€5", "5%"])
      expect(acceptsNumberText(text, false)).toBe("notNumber");
  });

  it("refuses a minus unless negatives are allowed", () => {
    expect(acceptsNumberText("-", false)).toBe("negative");
    expect(acceptsNumberText("-50", false)).toBe("negative");
    expect(acceptsNumberText("-50", true)).toBe(true);
    expect(acceptsNumberText("5-", true)).toBe("notNumber");
  });

  it("what it takes normalises to a number or to blank on leaving (001 §5)", () => {
    expect(normalizeNumber("1,250")).toEqual({ text: "1250", value: 1250 });
    expect(normalizeNumber(".")).toEqual({ text: "", value: undefined });
  });
});

describe("the sign rule (amounts ≥ 0 unless the definition says otherwise)", () => {
  it("allows negatives only when the definition's pattern accepts a leading minus", () => {
    expect(allowsNegative(undefined)).toBe(false);
    expect(allowsNegative({})).toBe(false);
    expect(allowsNegative({ pattern: "^\\d+$" })).toBe(false);
    expect(allowsNegative({ pattern: "^-?\\d+$" })).toBe(true);
  });

  it("writes minimum 0 into the step schema and the option into the widget's ui:options", () => {
    const built = buildAuthorizationForm(
      toCamelCaseDeep<AuthorizationFormDefinition[]>(authorizationFormsOf("do-primera", "outpatient-care")),
    );
    const plan = withNumberLimits(built);
    const [step] = plan.steps;
    expect(step.schema.properties.copayment_amount).toMatchObject({ type: "number", minimum: 0 });
    const ui = step.uiSchema.copayment_amount as { "ui:options": Record<string, unknown> };
    expect(ui["ui:options"]).toMatchObject({ numeric: true, [NEGATIVE_OPTION]: false });
    // Other fields, and the plan given, are unchanged.
    expect(step.schema.properties.reason).toEqual(built.steps[0].schema.properties.reason);
    expect(built.steps[0].schema.properties.copayment_amount).not.toHaveProperty("minimum");
  });

  it("makes the step validator refuse -50 for the Copago and accept 0 and 1250", () => {
    const plan = withNumberLimits(
      buildAuthorizationForm(
        toCamelCaseDeep<AuthorizationFormDefinition[]>(authorizationFormsOf("do-primera", "outpatient-care")),
      ),
    );
    const { schema } = plan.steps[0];
    const base = { consultation_date: "2026-10-15" };
    expect(stepErrors(schema, { ...base, copayment_amount: -50 }).map((e) => e.name)).toEqual(["minimum"]);
    expect(stepErrors(schema, { ...base, copayment_amount: 0 })).toEqual([]);
    expect(stepErrors(schema, { ...base, copayment_amount: 1250 })).toEqual([]);
    expect(stepErrors(schema, { ...base, copayment_amount: "abc" }).map((e) => e.name)).toEqual(["type"]);
  });
});
