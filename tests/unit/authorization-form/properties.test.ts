/**
 * Properties of the sponsor form builder over generated definitions (issue 10 §1; 000 §5, 001 §5):
 * every schema compiles with ajv (strict), every non-guest field lands exactly once (settlement_files
 * aside under credit-card-balance coverage), order follows showOrder, unknown types are refused.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import Ajv from "ajv";
import addFormats from "ajv-formats";

import {
  AUTHORIZATION_FIELD_TYPES,
  buildAuthorizationForm,
  invoiceKindOf,
  isAuthorizationFieldType,
  isCreditCardBalanceCoverage,
  isGuestForm,
  UnknownFieldTypeError,
  type AuthorizationFormDefinition,
  type AuthorizationFormFieldDefinition,
  type AuthorizationFormPlan,
} from "../../../schemas/authorization-form";
import { formProblems } from "../../../schemas/forms/form-declaration";

const PATTERNS = ["^\\d{3}-\\d{7}-\\d$", "^[A-Z]{2,4}$", "[0-9]", "^(?:a|b)+c?$", "^\\p{L}+$"];

const lengths = fc
  .tuple(fc.option(fc.nat({ max: 40 }), { nil: null }), fc.option(fc.nat({ max: 40 }), { nil: null }))
  .map(([a, b]) => (a != null && b != null && a > b ? [b, a] : [a, b]));

const field = fc
  .record({
    slug: fc.oneof(fc.stringMatching(/^[a-z][a-z0-9_]{0,12}$/), fc.constant("settlement_files")),
    type: fc.constantFrom(...AUTHORIZATION_FIELD_TYPES),
    label: fc.option(fc.string({ maxLength: 20 }), { nil: null }),
    groupName: fc.option(fc.constantFrom("Patient", "Medical", " Documents ", "Billing", ""), { nil: null }),
    showOrder: fc.option(
      fc.oneof(fc.integer({ min: -5, max: 50 }), fc.double({ noNaN: true, min: 0, max: 9 })),
      {
        nil: null,
      },
    ),
    pattern: fc.option(fc.constantFrom(...PATTERNS), { nil: null }),
    lengths,
    required: fc.option(fc.boolean(), { nil: null }),
    options: fc.uniqueArray(fc.stringMatching(/^[A-Z]{1,4}$/), { minLength: 1, maxLength: 4 }),
  })
  .map(({ lengths: [minLength, maxLength], options, ...rest }): AuthorizationFormFieldDefinition => ({
    ...rest,
    minLength,
    maxLength,
    options: rest.type === "SELECT" ? options.map((value) => ({ value, label: `Option ${value}` })) : null,
  }));

/** One to three forms; field slugs unique across them (prefixed by the form's position). */
const definitions = fc
  .array(
    fc.record({
      formSlug: fc.oneof(
        fc.stringMatching(/^[a-z][a-z-]{0,15}$/),
        fc.constantFrom("x-guest", "GUEST", "guest-form"),
      ),
      fallbackName: fc.option(fc.string({ maxLength: 20 }), { nil: null }),
      authorizationCoverage: fc.option(
        fc.constantFrom("HOSPITALIZATION", "CREDIT_CARD_BALANCE", "REIMBURSEMENT"),
        {
          nil: null,
        },
      ),
      fields: fc.uniqueArray(field, { selector: (f) => f.slug, maxLength: 25 }),
    }),
    { minLength: 1, maxLength: 3 },
  )
  .map((forms): AuthorizationFormDefinition[] =>
    forms.map((form, index) => ({
      ...form,
      fields: form.fields.map((f) => ({ ...f, slug: index === 0 ? f.slug : `f${index}_${f.slug}` })),
    })),
  );

const ajv = new Ajv({ strict: true, allErrors: true });
addFormats(ajv);

const placedSlugs = (plan: AuthorizationFormPlan) =>
  plan.steps.flatMap((step) => step.fields.map((f) => f.slug));
const order = (value: number | null) => value ?? Infinity;

function expected(forms: AuthorizationFormDefinition[]): string[] {
  return forms
    .filter((form) => !isGuestForm(form.formSlug))
    .flatMap((form) =>
      form.fields
        .filter(
          (f) => !(f.slug === "settlement_files" && isCreditCardBalanceCoverage(form.authorizationCoverage)),
        )
        .map((f) => f.slug),
    );
}

describe("builder properties (issue 10 §1)", () => {
  it("every definition with a non-guest form yields step schemas that ajv compiles (strict)", () => {
    fc.assert(
      fc.property(definitions, (forms) => {
        fc.pre(forms.some((form) => !isGuestForm(form.formSlug)));
        const plan = buildAuthorizationForm(forms);
        expect(plan.steps.length).toBeGreaterThan(0);
        for (const step of plan.steps) {
          expect(() => ajv.compile(step.schema)).not.toThrow();
        }
      }),
      // ajv generates code per compile (~10 ms): fewer runs, a longer timeout.
      { numRuns: 60 },
    );
  }, 30_000);

  it("steps keep every non-guest field exactly once (settlement_files removed under credit-card-balance), and pass the framework's form check", () => {
    fc.assert(
      fc.property(definitions, (forms) => {
        fc.pre(forms.some((form) => !isGuestForm(form.formSlug)));
        const plan = buildAuthorizationForm(forms);
        expect([...placedSlugs(plan)].sort()).toEqual([...expected(forms)].sort());
        for (const step of plan.steps) {
          const keys = Object.keys(step.schema.properties ?? {});
          expect(keys).toEqual(step.fields.map((f) => f.slug));
          expect(step.uiSchema["ui:order"]).toEqual(keys);
          for (const key of keys) expect(step.uiSchema[key]["ui:widget"]).toEqual(expect.any(String));
          expect(formProblems(step)).toEqual([]);
        }
      }),
      { numRuns: 100 },
    );
  });

  it("order follows showOrder: within a step, and steps by their first field; a group is one step", () => {
    fc.assert(
      fc.property(definitions, (forms) => {
        fc.pre(forms.some((form) => !isGuestForm(form.formSlug)));
        const plan = buildAuthorizationForm(forms);
        for (const step of plan.steps) {
          const orders = step.fields.map((f) => order(f.showOrder));
          expect(orders).toEqual([...orders].sort((a, b) => a - b));
        }
        const firsts = plan.steps.filter((s) => s.fields.length > 0).map((s) => order(s.fields[0].showOrder));
        expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
        const groups = plan.steps.map((step) => step.groupName);
        expect(new Set(groups).size).toBe(groups.length);
        expect(plan.layout).toBe(plan.steps.length === 1 ? "single" : "steps");
      }),
      { numRuns: 100 },
    );
  });

  it("file fields split between the generic upload list and the invoice list, none lost", () => {
    fc.assert(
      fc.property(definitions, (forms) => {
        fc.pre(forms.some((form) => !isGuestForm(form.formSlug)));
        const plan = buildAuthorizationForm(forms);
        const files = plan.steps.flatMap((s) => s.fields).filter((f) => f.type === "FILE_UPLOAD");
        expect(plan.uploadFields.length + plan.invoiceFields.length).toBe(files.length);
        for (const f of plan.uploadFields) expect(invoiceKindOf(f.slug)).toBeUndefined();
        for (const f of plan.invoiceFields) expect(invoiceKindOf(f.slug)).toBeDefined();
      }),
      { numRuns: 100 },
    );
  });

  it("a field of an unknown type in a non-guest form is refused, naming it", () => {
    const unknownType = fc
      .string({ minLength: 1, maxLength: 12 })
      .filter((type) => !isAuthorizationFieldType(type));
    fc.assert(
      fc.property(definitions, unknownType, fc.nat(), (forms, type, at) => {
        const target = forms.findIndex((form) => !isGuestForm(form.formSlug));
        fc.pre(target >= 0);
        const fields = [...forms[target].fields];
        fields.splice(at % (fields.length + 1), 0, {
          slug: "odd-field",
          type,
          groupName: null,
          showOrder: 1,
        });
        const broken = forms.map((form, index) => (index === target ? { ...form, fields } : form));
        expect(() => buildAuthorizationForm(broken)).toThrow(UnknownFieldTypeError);
        expect(() => buildAuthorizationForm(broken)).toThrow(
          expect.objectContaining({ fieldSlug: "odd-field", fieldType: type }),
        );
      }),
      { numRuns: 100 },
    );
  });
});
