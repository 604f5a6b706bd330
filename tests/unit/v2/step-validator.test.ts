/**
 * The eval-free validator of sponsor form steps (src/areas/v2/form/step-validator.ts; issue 10 §1–§3,
 * 001 §5) agrees with RJSF's ajv validator on every seeded sponsor form's steps, for valid, empty
 * and broken data, keyword by keyword (required, type, pattern, minLength, maxLength, format date,
 * enum, const, minimum) and field by field, and places errors where RJSF's ajv validator places them.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toCamelCaseDeep } from "../../../providers/http/case";
import {
  buildAuthorizationForm,
  type AuthorizationFormDefinition,
  type AuthorizationFormStep,
} from "../../../schemas/authorization-form";
import { AUTHORIZATION_FORMS, authorizationFormsOf } from "../../../sandbox/seed/authorization-forms";
import { formValidator } from "../../../src/components/resource-form/validator";
import { stepErrors, stepValidator } from "../../../src/areas/v2/form/step-validator";
import { withNumberLimits } from "../../../src/areas/v2/form/number-fields";

const steps: [string, AuthorizationFormStep][] = Object.entries(AUTHORIZATION_FORMS).flatMap(
  ([sponsor, forms]) => {
    // As the screen renders them: with the sign rule of numeric fields (`minimum: 0`, issue 19 §7).
    const plan = withNumberLimits(
      buildAuthorizationForm(toCamelCaseDeep<AuthorizationFormDefinition[]>(forms)),
    );
    return plan.steps.map(
      (step) => [`${sponsor} ${plan.formSlug} step ${step.number}`, step] as [string, AuthorizationFormStep],
    );
  },
);

/** Errors as `keyword@field`, sorted: what both validators must agree on. */
const shape = (errors: { name?: string; property?: string }[]) =>
  errors.map((e) => `${e.name}@${(e.property ?? "").replace(/^\./, "")}`).sort();

/** Values a field may hold: right and wrong types, texts that pass or break patterns and lengths. */
const anyValue = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 14 }),
  fc.constantFrom(
    "001-1234567-8",
    "2026-11-01",
    "2026-02-30",
    "UMB-123456",
    "B0112345678",
    "1234",
    "PRIVATE",
    "x",
  ),
  fc.integer({ min: -5, max: 5000 }),
  fc.boolean(),
);

describe("step validator (no generated code)", () => {
  it.each(steps)("%s: agrees with ajv on random data", (_name, step) => {
    const slugs = Object.keys(step.schema.properties);
    fc.assert(
      fc.property(fc.array(anyValue, { minLength: slugs.length, maxLength: slugs.length }), (values) => {
        const data = Object.fromEntries(
          slugs.map((slug, i) => [slug, values[i]]).filter(([, v]) => v !== undefined),
        );
        const ajv = formValidator.validateFormData(
          data,
          step.schema,
          undefined,
          undefined,
          step.uiSchema,
        ).errors;
        expect(shape(stepErrors(step.schema, data))).toEqual(shape(ajv));
      }),
      { numRuns: 150 },
    );
  });

  it("places errors on their fields and runs the form's transformErrors", () => {
    const step = buildAuthorizationForm(
      toCamelCaseDeep<AuthorizationFormDefinition[]>(authorizationFormsOf("do-universal", "hospitalization")),
    ).steps[0];
    const result = stepValidator.validateFormData(
      { patient_identity_document: "001-12" },
      step.schema,
      undefined,
      (errors) => errors.map((e) => ({ ...e, message: `T:${e.name}` })),
      step.uiSchema,
    );
    expect(result.errorSchema).toEqual({
      admission_date: { __errors: ["T:required"] },
      patient_identity_document: { __errors: ["T:pattern"] },
    });
    expect(
      stepValidator.isValid(
        step.schema,
        { patient_identity_document: "001-1234567-8", admission_date: "2026-11-01" },
        step.schema,
      ),
    ).toBe(true);
  });
});
