/**
 * The snake_case wire body derived from a declared form (schemas/forms/wire-body.ts; DESIGN.md §12
 * "a rule"): the agreement configuration's PATCH body (001 §7) is the form's schema with names
 * snake-cased as the HTTP layer sends them, the form-only keywords dropped and optional texts
 * nullable; a form's values, snake-cased, are a valid body.
 */
import { describe, expect, it } from "vitest";
import { agreementConfigurationFormSchema } from "../../../schemas/forms/agreement-configuration";
import { auditRuleFormSchema } from "../../../schemas/forms/audit-rule";
import { formValidator } from "../../../src/components/resource-form/validator";
import { wireBodySchemaOf, wireKey } from "../../../schemas/forms/wire-body";
import {
  agreementConfigurationBody,
  agreementConfigurationProblems,
  auditRuleBody,
  type AgreementConfigurationBody,
} from "../../../schemas/requests/agreements";
import { toSnakeCaseDeep, toSnakeKey } from "../../../providers/http/case";
import { check } from "../../../sandbox/lib/validate";

/** Property names, nested objects walked, as paths. */
const paths = (node: { properties?: Record<string, unknown> }, prefix = ""): string[] =>
  Object.entries(node.properties ?? {}).flatMap(([key, child]) => {
    const c = child as { properties?: Record<string, unknown> };
    return c.properties ? paths(c, `${prefix}${key}.`) : [`${prefix}${key}`];
  });

/** The reference API's 400 message for a body, or null when it passes the schema. */
function refusalOf(body: unknown): string | null {
  try {
    check(agreementConfigurationBody, body);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe("wire body of a declared form", () => {
  it("snake-cases every name as the HTTP layer sends it", () => {
    const form = paths(agreementConfigurationFormSchema);
    for (const key of form.flatMap((p) => p.split("."))) expect(wireKey(key), key).toBe(toSnakeKey(key));
    expect(paths(agreementConfigurationBody).sort()).toEqual(
      form.map((p) => p.split(".").map(toSnakeKey).join(".")).sort(),
    );
    expect(agreementConfigurationBody).toMatchObject({
      required: ["agreement_code"],
      properties: { regulation2275: { required: ["active"] } },
    });
  });

  it("drops what only the form says and lets an optional text be cleared with null", () => {
    const json = JSON.stringify(agreementConfigurationBody);
    for (const keyword of ["readOnly", "default", '"if"', '"then"']) expect(json).not.toContain(keyword);
    expect(agreementConfigurationBody).toMatchObject({
      properties: {
        agreement_code: { type: "string", minLength: 1, maxLength: 64 },
        tax_identification_number: { type: ["string", "null"] },
        sponsor_type: { type: ["string", "null"], enum: expect.arrayContaining(["PUBLIC", null]) },
        concurrency: { type: "boolean" },
        regulation2275: {
          properties: {
            active: { type: "boolean" },
            start_date: { type: ["string", "null"], format: "date" },
            cuv_format: { type: ["string", "null"], enum: ["JSON", "TXT", null] },
            with_validation_results: { type: "boolean" },
          },
        },
        file_format_fields: { type: "array", items: { type: "string" } },
      },
    });
    // The form's own schema is left as it is.
    expect(wireBodySchemaOf(agreementConfigurationFormSchema)).toEqual(agreementConfigurationBody);
    expect(agreementConfigurationFormSchema.properties.agreementCode.readOnly).toBe(true);
  });

  it("accepts a form's values as the portal sends them, and cleared optional fields", () => {
    const values = {
      agreementCode: "NEPS-EVT-2026",
      taxIdentificationNumber: "900123456-7",
      sponsorType: "PRIVATE",
      concurrency: true,
      responsible: "laura.gomez@clinica-andina.co",
      regulation2275: {
        active: true,
        startDate: "2026-03-01",
        cuvFormat: "JSON",
        withValidationResults: false,
      },
      fileFormatFields: ["PROVIDER_TAX_ID", "INVOICE_NUMBER"],
    };
    const body = toSnakeCaseDeep<AgreementConfigurationBody>(values);
    expect(refusalOf(body)).toBeNull();
    expect(agreementConfigurationProblems(body)).toEqual([]);
    expect(
      refusalOf({
        agreement_code: "X",
        sponsor_type: null,
        regulation2275: { active: false, cuv_format: null },
      }),
    ).toBeNull();
  });

  it("refuses what the form refuses, naming the snake_case field; the regulation rule is a problem", () => {
    expect(refusalOf({ agreement_code: "X", tax_identification_number: "9001" })).toMatch(
      /^tax_identification_number /,
    );
    expect(refusalOf({ agreement_code: "X", agreementCode: "X" })).toMatch(
      /agreementCode is not an allowed field/,
    );
    expect(refusalOf({ concurrency: true })).toBe("agreement_code is required");
    const active = { agreement_code: "X", regulation2275: { active: true } };
    expect(refusalOf(active)).toBeNull();
    expect(agreementConfigurationProblems(active).map((p) => p.message)).toEqual([
      "regulation2275.start_date is required when regulation 2275 is active",
      "regulation2275.cuv_format is required when regulation 2275 is active",
    ]);
  });
});

describe("the audit rule body is derived from its form (issue 18 §4)", () => {
  const refusal = (body: unknown): string | null => {
    try {
      check(auditRuleBody, body);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it("is the form's schema snake-cased, optional amounts and texts nullable", () => {
    expect(auditRuleBody).toEqual(wireBodySchemaOf(auditRuleFormSchema));
    expect(paths(auditRuleBody).sort()).toEqual(paths(auditRuleFormSchema).map(toSnakeKey).sort());
    expect(
      refusal({
        service_type: "URGENCIAS",
        audit_type: "PRE_AUDIT",
        min_invoice_amount: 1,
        max_invoice_amount: null,
        pmis: null,
      }),
    ).toBeNull();
  });

  it("takes every amount with 2 decimals, 0.07 and 0.29 included, and refuses a third decimal (001 §9)", () => {
    // 0.07 / 0.01 is 7.000000000000001 in binary floating point: without AJV_OPTIONS's precision
    // ajv refused about one amount in nine.
    for (const amount of [0.07, 0.29, 1.13, 1234.56, 999_999_999.99]) {
      expect(
        refusal({ service_type: "X", audit_type: "CONCURRENT", min_invoice_amount: amount }),
        String(amount),
      ).toBeNull();
      expect(
        formValidator.isValid(
          auditRuleFormSchema as never,
          { serviceType: "X", auditType: "CONCURRENT", minInvoiceAmount: amount },
          auditRuleFormSchema as never,
        ),
        String(amount),
      ).toBe(true);
    }
    expect(refusal({ service_type: "X", audit_type: "CONCURRENT", min_invoice_amount: 0.071 })).toMatch(
      /^min_invoice_amount /,
    );
    expect(refusal({ service_type: "X", audit_type: "OTHER", min_invoice_amount: 1 })).toMatch(
      /^audit_type /,
    );
  });
});
