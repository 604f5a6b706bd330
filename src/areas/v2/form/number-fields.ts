/**
 * Numeric fields of v2 sponsor forms accept numbers only (issue 19 §7; 001 §5 "a numeric field
 * normalizes on leaving and is blank if not a number"; docs/decisions.md "Sponsor form numbers"):
 * - a keystroke that cannot be part of a number is refused where it is typed
 *   ({@link acceptsNumberText}), so "abc" never shows;
 * - a NUMBER field is an amount or a count, never below 0, unless the sponsor's definition says
 *   otherwise: its `pattern` accepts a leading minus ({@link allowsNegative});
 * - the step's JSON Schema carries that rule as `minimum: 0` ({@link withNumberLimits}), so the
 *   step validator refuses a negative value that came another way (a restored draft), and nothing
 *   unchecked is sent.
 * Pure: no React.
 */
import type { UiSchema } from "@rjsf/utils";
import type { AuthorizationFormPlan, AuthorizationFormStep } from "../../../../schemas/authorization-form";
import { compilePattern } from "../../../../schemas/authorization-form/pattern";
import type { TextFieldRules } from "../../../../schemas/authorization-form/field-behaviour";

/** `ui:options` key the widget reads: the field takes negative numbers. */
export const NEGATIVE_OPTION = "negative";

/**
 * Whether a sponsor's NUMBER field takes negative numbers: only when its definition gives a
 * pattern that accepts a leading minus (`-1` matches it). No pattern, or one refusing `-1`: no.
 */
export function allowsNegative(rules: TextFieldRules | undefined): boolean {
  if (!rules?.pattern) return false;
  try {
    return compilePattern(rules.pattern).matches("-1");
  } catch {
    return false;
  }
}

/** What may be typed into a numeric field: digits, thousands commas, one point, a leading sign. */
const NUMBER_TEXT = /^\s*[+-]?[\d,]*(?:\.\d*)?\s*$/;
const NON_NEGATIVE_TEXT = /^\s*\+?[\d,]*(?:\.\d*)?\s*$/;

/**
 * Whether `text` (the whole value after a keystroke or paste) may stand in a numeric field: empty,
 * or the beginning of a plain decimal with commas as thousands separators; a minus only when the
 * field takes negative numbers.
 * @returns `true`, or why not: `"notNumber"` (a letter or another sign) or `"negative"`.
 */
export function acceptsNumberText(text: string, negative: boolean): true | "notNumber" | "negative" {
  if ((negative ? NUMBER_TEXT : NON_NEGATIVE_TEXT).test(text)) return true;
  return !negative && NUMBER_TEXT.test(text) ? "negative" : "notNumber";
}

function limitStep(step: AuthorizationFormStep): AuthorizationFormStep {
  const ui = step.uiSchema as Record<string, UiSchema>;
  let properties = step.schema.properties;
  let uiSchema: Record<string, unknown> = ui;
  for (const field of step.fields) {
    if (field.type !== "NUMBER") continue;
    const negative = allowsNegative(field.textRules);
    const fieldUi = ui[field.slug] ?? {};
    const options = (fieldUi["ui:options"] ?? {}) as Record<string, unknown>;
    uiSchema = {
      ...uiSchema,
      [field.slug]: { ...fieldUi, "ui:options": { ...options, [NEGATIVE_OPTION]: negative } },
    };
    if (!negative) properties = { ...properties, [field.slug]: { ...properties[field.slug], minimum: 0 } };
  }
  return { ...step, schema: { ...step.schema, properties }, uiSchema: uiSchema as UiSchema };
}

/**
 * The plan with each NUMBER field's sign rule written in: `minimum: 0` in the step's schema and
 * `ui:options.negative: false` for the widget, unless {@link allowsNegative}. Other fields and the
 * plan itself are unchanged (a new plan is returned).
 */
export function withNumberLimits(plan: AuthorizationFormPlan): AuthorizationFormPlan {
  return { ...plan, steps: plan.steps.map(limitStep) };
}
