/**
 * Declared forms built at run time (schemas/forms/form-declaration.ts `defineRuntimeForm`; issue 20
 * §2 "the sponsor's search forms rendered from their definitions as declared forms"): what such a
 * form may hold (the keywords the eval-free run-time validator judges, one level, no rules), and
 * that validator agreeing with ajv on such a form.
 */
import { describe, expect, it } from "vitest";
import type { RJSFSchema } from "@rjsf/utils";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import {
  defineRuntimeForm,
  runtimeFormProblems,
  type FormDeclaration,
} from "../../../schemas/forms/form-declaration";
import { runtimeFormErrors } from "../../../src/components/resource-form/runtime-validator";

const SEARCH: FormDeclaration = {
  schema: {
    type: "object",
    required: ["document_type", "document_number"],
    properties: {
      document_type: { type: "string", title: "Type", enum: ["NATIONAL_ID", "PASSPORT"] },
      document_number: { type: "string", title: "Number", pattern: "^[0-9]{11}$", maxLength: 11 },
      date_of_birth: { type: "string", title: "Born", format: "date" },
    },
  },
  uiSchema: { date_of_birth: { "ui:widget": "date" } },
};

describe("defineRuntimeForm", () => {
  it("marks a sound form as built at run time", () => {
    const form = defineRuntimeForm({ name: "search-x", form: SEARCH });
    expect(form.builtAt).toBe("runtime");
    expect(runtimeFormProblems(SEARCH)).toEqual([]);
  });

  it("refuses what the run-time validator does not judge: other keywords, formats, nesting, rules", () => {
    const bad: FormDeclaration = {
      schema: {
        type: "object",
        properties: {
          a: { type: "string", format: "email" },
          b: { type: "object", properties: {} },
          c: { type: "string", oneOf: [] },
        },
        allOf: [],
      },
      rules: [{ rule: "lessOrEqual", field: "a", other: "c" }],
    };
    const problems = runtimeFormProblems(bad);
    expect(problems).toEqual(
      expect.arrayContaining([
        'field "a": unsupported format "email"',
        'field "b": a form built at run time is one level deep',
        'field "c": unsupported keywords oneOf',
        "unsupported form keywords allOf",
        "a form built at run time takes no rules across fields",
      ]),
    );
    expect(() => defineRuntimeForm({ name: "bad", form: bad })).toThrow(/Form "bad"/);
  });

  it("the run-time validator finds the errors ajv finds on such a form", () => {
    const ajv = new Ajv({ allErrors: true });
    addFormats(ajv);
    const validate = ajv.compile(SEARCH.schema);
    const cases: Record<string, unknown>[] = [
      {},
      { document_type: "NATIONAL_ID", document_number: "00112345678" },
      { document_type: "CARD", document_number: "123" },
      { document_type: "PASSPORT", document_number: "001123456789", date_of_birth: "1990-02-30" },
      { document_type: "PASSPORT", document_number: "00112345678", date_of_birth: "1990-02-28" },
    ];
    for (const data of cases) {
      validate(data);
      const fromAjv = (validate.errors ?? []).map((e) => e.keyword).sort();
      const ours = runtimeFormErrors(SEARCH.schema as RJSFSchema, data)
        .map((e) => e.name)
        .sort();
      expect(ours, JSON.stringify(data)).toEqual(fromAjv);
    }
  });
});
