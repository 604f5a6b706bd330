import type { FromSchema } from "json-schema-to-ts";
import { PHONE_NUMBER_PATTERN } from "../requests/authorization-request";
import { defineForm } from "./form-declaration";

/**
 * The beneficiary's contact data as the completed search step updates it (000 §2 "update of email
 * and phone where the sponsor allows"; 000 §5 "Beneficiary update: valid email; phone 6 to 15
 * digits"; 000 §7 `POST /plans/v1/beneficiaries/{id}`, snake case `{ email, phone }`). The phone
 * rule is the request's own (`PHONE_NUMBER_PATTERN`, schemas/requests/authorization-request.ts).
 */
export const beneficiaryContactSchema = {
  type: "object",
  required: ["email", "phone"],
  properties: {
    email: { type: "string", format: "email", maxLength: 120 },
    phone: { type: "string", pattern: PHONE_NUMBER_PATTERN },
  },
  additionalProperties: false,
} as const;

/** The values of the contact form. */
export type BeneficiaryContactValues = FromSchema<typeof beneficiaryContactSchema>;

/**
 * The contact form (rendered by `ResourceForm` on the new authorization's beneficiary-data step;
 * labels `newAuthorization.search.beneficiaryData.contact.fields.*`, the phone's pattern message
 * its own).
 */
export const beneficiaryContactForm = defineForm({
  name: "new-authorization-beneficiary-contact",
  form: {
    schema: beneficiaryContactSchema,
    uiSchema: {
      "ui:order": ["email", "phone"],
      email: { "ui:autocomplete": "off" },
      phone: {
        "ui:autocomplete": "off",
        "ui:messages": { pattern: "newAuthorization.search.beneficiaryData.contact.phoneRule" },
      },
    },
    texts: "newAuthorization.search.beneficiaryData.contact",
  },
});
