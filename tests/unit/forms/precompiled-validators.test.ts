/**
 * Form validators compiled at build time (issue 18 §5; issue 8 §1; docs/decisions.md "Forms"): the
 * portal's CSP forbids ajv's `new Function`, so every form a declaration carries validates in the
 * browser through functions compiled by src/components/resource-form/precompiled/vite-plugin.ts
 * into `virtual:form-validators` (this test loads it through the same plugin, vitest.config.ts).
 * Every declared form has one, found by its schema; it finds the same errors as the run-time
 * validator on any data; and the compiled code compiles nothing at run time.
 */
import fc from "fast-check";
import type { RJSFSchema } from "@rjsf/utils";
import compiled from "virtual:form-validators";
import { describe, expect, it } from "vitest";
import { RESOURCES } from "../../../resources";
import { FORMS } from "../../../schemas/forms";
import { agreementConfigurationFormSchema } from "../../../schemas/forms/agreement-configuration";
import { precompiledValidatorOf } from "../../../src/components/resource-form/precompiled";
import {
  declaredForms,
  validatorsModule,
} from "../../../src/components/resource-form/precompiled/vite-plugin";
import { formValidator } from "../../../src/components/resource-form/validator";

const forms = declaredForms(RESOURCES, FORMS);
const cases = forms.map((form) => [form.name, form.schema] as [string, RJSFSchema]);

/** Errors as `property keyword`, sorted: what both validators must agree on. */
const summary = (errors: { property?: string; name?: string }[]) =>
  errors.map((e) => `${e.property} ${e.name}`).sort();

/**
 * Values for a property of `schema`: any JSON type, and what its keywords are about (its enum
 * values, dates real and not, addresses, amounts with 2 and 3 decimals, nested objects and arrays).
 */
function valuesFor(schema: RJSFSchema, depth = 0): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [
    fc.constant(undefined),
    fc.constant(null),
    fc.string({ maxLength: 12 }),
    fc.integer({ min: -5, max: 5000 }),
    fc.constantFrom(0, 0.01, 1.005, 12.5, 1e9),
    fc.boolean(),
    fc.constantFrom("2026-01-15", "2026-02-30", "a@b.co", "not an email", "900123456-7", "x".repeat(120)),
  ];
  if (Array.isArray(schema.enum)) options.push(fc.constantFrom(...(schema.enum as unknown[])));
  if (schema.const !== undefined) options.push(fc.constant(schema.const));
  if (depth < 2 && schema.properties) options.push(objectFor(schema, depth + 1));
  if (depth < 2 && schema.items && typeof schema.items === "object" && !Array.isArray(schema.items))
    options.push(fc.array(valuesFor(schema.items as RJSFSchema, depth + 1), { maxLength: 4 }));
  return fc.oneof(...options);
}

/** Objects with some of `schema`'s properties (and now and then one it does not declare). */
function objectFor(schema: RJSFSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {}) as [string, RJSFSchema][];
  return fc
    .record({
      ...Object.fromEntries(properties.map(([name, property]) => [name, valuesFor(property, depth)])),
      extra: fc.option(fc.string({ maxLength: 4 }), { nil: undefined, freq: 5 }),
    })
    .map((data) => Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)));
}

describe("form validators compiled at build time", () => {
  it("every form a resource or FORMS declares has one, found by its schema, and nothing else is compiled", () => {
    expect(forms.length).toBeGreaterThan(0);
    expect(Object.keys(compiled).sort()).toEqual(forms.map((form) => form.name).sort());
    for (const declaration of RESOURCES.filter((resource) => resource.form)) {
      expect(precompiledValidatorOf(declaration.form!.schema), declaration.name).toBeDefined();
    }
    for (const declared of FORMS)
      expect(precompiledValidatorOf(declared.form.schema), declared.name).toBeDefined();
  });

  it.each(cases)("%s: finds the same errors as the run-time validator, on any data", (_name, schema) => {
    const precompiled = precompiledValidatorOf(schema)!;
    fc.assert(
      fc.property(objectFor(schema), (data) => {
        expect(summary(precompiled.validateFormData(data, schema).errors)).toEqual(
          summary(formValidator.validateFormData(data, schema).errors),
        );
      }),
      { numRuns: 300 },
    );
  });

  it("the agreement configuration validates the same with and without precompilation", () => {
    const schema = agreementConfigurationFormSchema as unknown as RJSFSchema;
    const precompiled = precompiledValidatorOf(agreementConfigurationFormSchema);
    expect(precompiled).toBeDefined();
    for (const data of [
      { agreementCode: "X" },
      { agreementCode: "X", regulation2275: { active: true } },
      { agreementCode: "X", taxIdentificationNumber: "bad value", fileFormatFields: ["A", "A"] },
      {
        agreementCode: "X",
        responsible: "a@b.co",
        regulation2275: { active: true, startDate: "2026-02-30", cuvFormat: "XML" },
      },
      {},
    ]) {
      const expected = summary(formValidator.validateFormData(data, schema).errors);
      expect(summary(precompiled!.validateFormData(data, schema).errors), JSON.stringify(data)).toEqual(
        expected,
      );
    }
  });

  it("has no compiled validator for a schema no declaration carries (e.g. built at run time)", () => {
    expect(precompiledValidatorOf({ type: "object", properties: {} })).toBeUndefined();
  });

  it("writes code that compiles nothing at run time (CSP script-src 'self') and requires nothing", () => {
    const code = validatorsModule(forms);
    expect(code).not.toMatch(/\bnew Function\b|\bFunction\(|\beval\(|\brequire\(/);
    expect(code).toContain("export default {");
  });

  it("refuses a form whose format it cannot compile rather than accept every value", () => {
    const schema: RJSFSchema = {
      type: "object",
      properties: { on: { type: "string", format: "past-date" } },
    };
    expect(() => validatorsModule([{ name: "visits", schema }])).toThrow(
      /visits.*unknown format "past-date"/,
    );
  });
});
