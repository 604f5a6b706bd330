/**
 * The agreement configuration form (001 §3 "Agreement"; §7 `PATCH provider-payer-configurations`;
 * issue 8 §2, §6 "every form schema (valid and invalid examples)"): valid and invalid examples
 * through the portal's own form validator, the regulation 2275 condition (start date and CUV format
 * when active) shown as the fields' own "required" messages and not as a vague `if` message, the
 * wire body's cross-field rule, and the declaration sound. The wire body schema itself is derived
 * from the form (tests/unit/schemas/wire-body.test.ts).
 */
import i18next from "i18next";
import type { RJSFSchema } from "@rjsf/utils";
import { describe, expect, it } from "vitest";
import agreements from "../../../resources/agreements";
import {
  agreementConfigurationForm,
  agreementConfigurationFormSchema,
} from "../../../schemas/forms/agreement-configuration";
import { formProblems } from "../../../schemas/forms/form-declaration";
import { agreementConfigurationProblems } from "../../../schemas/requests/agreements";
import { toSnakeCaseDeep } from "../../../providers/http/case";
import { translateErrors } from "../../../src/components/resource-form/translate-errors";
import { formValidator } from "../../../src/components/resource-form/validator";
import { textsOf } from "../../locales";

const schema = agreementConfigurationFormSchema as unknown as RJSFSchema;
const errorsOf = (data: unknown) => formValidator.validateFormData(data, schema).errors;
const where = (data: unknown) => errorsOf(data).map((e) => `${e.property} ${e.name}`);

const VALID = {
  agreementCode: "NEPS-EVT-2026",
  taxIdentificationNumber: "900123456-7",
  sponsorType: "PRIVATE",
  concurrency: true,
  responsible: "laura.gomez@clinica-andina.co",
  regulation2275: { active: true, startDate: "2026-03-01", cuvFormat: "JSON", withValidationResults: false },
  fileFormatFields: ["PROVIDER_TAX_ID", "INVOICE_NUMBER"],
};

describe("agreement configuration form schema", () => {
  it.each([
    ["a full configuration", VALID],
    ["a Brazilian CNPJ", { ...VALID, taxIdentificationNumber: "12.345.678/0001-90" }],
    ["an inactive regulation without dates", { agreementCode: "X", regulation2275: { active: false } }],
    ["only the agreement code", { agreementCode: "X" }],
  ])("accepts %s", (_name, data) => {
    expect(errorsOf(data)).toEqual([]);
  });

  it.each([
    ["no agreement code", { concurrency: false }, "agreementCode required"],
    [
      "a tax id with other characters",
      { ...VALID, taxIdentificationNumber: "90 01<b>" },
      ".taxIdentificationNumber pattern",
    ],
    ["a too short tax id", { ...VALID, taxIdentificationNumber: "9001" }, ".taxIdentificationNumber pattern"],
    ["an unknown sponsor type", { ...VALID, sponsorType: "FRIENDS" }, ".sponsorType enum"],
    ["a responsible that is not an email", { ...VALID, responsible: "laura" }, ".responsible format"],
    [
      "a start date that is no date",
      { ...VALID, regulation2275: { ...VALID.regulation2275, startDate: "2026-02-30" } },
      ".regulation2275.startDate format",
    ],
    [
      "a CUV format other than JSON or TXT",
      { ...VALID, regulation2275: { ...VALID.regulation2275, cuvFormat: "XML" } },
      ".regulation2275.cuvFormat enum",
    ],
    [
      "a repeated file-name field",
      { ...VALID, fileFormatFields: ["INVOICE_NUMBER", "INVOICE_NUMBER"] },
      ".fileFormatFields uniqueItems",
    ],
    [
      "a file-name field with patient data",
      { ...VALID, fileFormatFields: ["PATIENT_NAME"] },
      ".fileFormatFields.0 enum",
    ],
  ])("refuses %s", (_name, data, error) => {
    expect(where(data)).toContain(error);
  });

  it("asks for the start date and CUV format of an active regulation 2275, on those fields", async () => {
    const data = { agreementCode: "X", regulation2275: { active: true } };
    expect(where(data)).toEqual(
      expect.arrayContaining([".regulation2275.startDate required", ".regulation2275.cuvFormat required"]),
    );
    // The translated errors keep the fields' own messages and drop ajv's vague `if` message.
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: "en",
      fallbackLng: false,
      resources: { en: { translation: textsOf("en") } },
      interpolation: { escapeValue: false },
    });
    const shown = translateErrors(errorsOf(data), i18n);
    expect(shown.map((e) => e.name)).not.toContain("if");
    expect(shown.filter((e) => e.name === "required")).toHaveLength(2);
    expect(shown.every((e) => e.message === "This field is required.")).toBe(true);
  });
});

describe("the form on the wire (001 §7 PATCH provider-payer-configurations)", () => {
  it("a valid form body is a valid wire body, with no cross-field problem", () => {
    const body = toSnakeCaseDeep<Parameters<typeof agreementConfigurationProblems>[0]>(VALID);
    expect(agreementConfigurationProblems(body)).toEqual([]);
    expect(
      agreementConfigurationProblems({ agreement_code: "X", regulation2275: { active: true } }).map(
        (p) => p.field,
      ),
    ).toEqual(["regulation2275.start_date", "regulation2275.cuv_format"]);
  });

  it("is declared soundly on the agreements resource", () => {
    expect(formProblems(agreementConfigurationForm)).toEqual([]);
    expect(agreements.form).toBe(agreementConfigurationForm);
  });
});
