/**
 * Precompiled form validators (issue 8 §1; docs/decisions.md "Forms"): the portal's CSP forbids
 * ajv's `new Function`, so static form schemas validate in the browser through functions compiled
 * ahead of time (tests/forms/precompile-validators.ts). The written modules are up to date with
 * their schemas, and a precompiled validator finds the same errors as the run-time one.
 */
import { readFileSync } from "node:fs";
import type { RJSFSchema } from "@rjsf/utils";
import { describe, expect, it } from "vitest";
import { agreementConfigurationFormSchema } from "../../../schemas/forms/agreement-configuration";
import { precompiledValidatorOf } from "../../../src/components/resource-form/precompiled";
import { formValidator } from "../../../src/components/resource-form/validator";
import { RESOURCES } from "../../../resources";
import {
  DECLARATION,
  PRECOMPILED_FORMS,
  formatted,
  modulePath,
  validatorModule,
} from "../../forms/precompile-validators";

describe("precompiled form validators", () => {
  it("every form a resource declares validates in the browser: it has a precompiled validator", () => {
    const declared = RESOURCES.filter((declaration) => declaration.form);
    expect(declared.length).toBeGreaterThan(0);
    for (const declaration of declared) {
      expect(precompiledValidatorOf(declaration.form!.schema), declaration.name).toBeDefined();
    }
  });

  it.each(Object.entries(PRECOMPILED_FORMS))(
    "%s: the written module is what its schema compiles to (run tests/forms/precompile-validators.ts)",
    async (name, schema) => {
      expect(readFileSync(modulePath(name), "utf8")).toBe(await validatorModule(schema));
      expect(readFileSync(modulePath(name).replace(/\.js$/, ".d.ts"), "utf8")).toBe(
        await formatted(DECLARATION, name),
      );
    },
    30_000,
  );

  it("the agreement configuration validates the same with and without precompilation", () => {
    const schema = agreementConfigurationFormSchema as unknown as RJSFSchema;
    const precompiled = precompiledValidatorOf(agreementConfigurationFormSchema);
    expect(precompiled).toBeDefined();
    const summary = (errors: { property?: string; name?: string }[]) =>
      errors.map((e) => `${e.property} ${e.name}`).sort();
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

  it("has no precompiled validator for a schema built at run time", () => {
    expect(precompiledValidatorOf({ type: "object", properties: {} })).toBeUndefined();
  });
});
