import type { FromSchema } from "json-schema-to-ts";
import { CUV_FORMATS, FILE_FORMAT_FIELDS, SPONSOR_TYPES, TAX_ID_PATTERN } from "../requests/agreement-values";
import type { FormDeclaration } from "./form-declaration";

/**
 * The configuration form of one agreement, `/rcm/agreements/configuration` (001 §2; §3 "Agreement":
 * tax identification number, sponsor type, concurrency flag, responsible; regulation 2275
 * (activation, start date, CUV format json or txt, with or without validation results); §7
 * `GET provider-payer-configurations/{agreementCode}`, `file-format-fields`, `PATCH
 * provider-payer-configurations`; issue 8 §2). The wire body `agreementConfigurationBody`
 * (schemas/requests/agreements.ts) is derived from this schema (schemas/forms/wire-body.ts), as the
 * HTTP layer snake-cases the values. An active regulation 2275 needs its start date and CUV format
 * (`if`/`then` here, the server's `agreementConfigurationProblems` on the wire). The agreement code names the
 * agreement and is shown read-only.
 */
export const agreementConfigurationFormSchema = {
  type: "object",
  required: ["agreementCode"],
  properties: {
    agreementCode: { type: "string", minLength: 1, maxLength: 64, readOnly: true },
    taxIdentificationNumber: { type: "string", maxLength: 25, pattern: TAX_ID_PATTERN },
    sponsorType: { type: "string", enum: [...SPONSOR_TYPES] },
    concurrency: { type: "boolean", default: false },
    responsible: { type: "string", maxLength: 254, format: "email" },
    regulation2275: {
      type: "object",
      required: ["active"],
      properties: {
        active: { type: "boolean", default: false },
        startDate: { type: "string", format: "date" },
        cuvFormat: { type: "string", enum: [...CUV_FORMATS] },
        withValidationResults: { type: "boolean", default: false },
      },
      if: { properties: { active: { const: true } }, required: ["active"] },
      then: { required: ["startDate", "cuvFormat"] },
      additionalProperties: false,
    },
    fileFormatFields: {
      type: "array",
      uniqueItems: true,
      maxItems: FILE_FORMAT_FIELDS.length,
      items: { type: "string", enum: [...FILE_FORMAT_FIELDS] },
    },
  },
  additionalProperties: false,
} as const;

/** The values of the agreement configuration form. */
export type AgreementConfigurationForm = FromSchema<typeof agreementConfigurationFormSchema>;

/**
 * Widgets: the responsible searched among the provider's users (001 §7 `GET
 * providers/{id}/users`, name and email), the start date as a date (DD/MM/YYYY shown), the CUV
 * format as radio buttons, the file-name fields as a multiple select in the order chosen.
 */
export const agreementConfigurationUiSchema = {
  "ui:order": [
    "agreementCode",
    "taxIdentificationNumber",
    "sponsorType",
    "concurrency",
    "responsible",
    "regulation2275",
    "fileFormatFields",
  ],
  agreementCode: { "ui:readonly": true },
  responsible: {
    "ui:widget": "lookup",
    "ui:options": {
      endpoint: "rcm/v1/providers/{provider}/users",
      value: "emailAddress",
      label: "name",
    },
  },
  regulation2275: {
    "ui:order": ["active", "startDate", "cuvFormat", "withValidationResults"],
    startDate: { "ui:widget": "date" },
    cuvFormat: { "ui:widget": "radio" },
  },
} as const;

/** The agreement configuration form as the declaration carries it (resources/agreements.ts). */
export const agreementConfigurationForm: FormDeclaration = {
  schema: agreementConfigurationFormSchema,
  uiSchema: agreementConfigurationUiSchema,
};
