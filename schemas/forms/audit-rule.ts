import type { FromSchema } from "json-schema-to-ts";
import { AUDIT_TYPES } from "../entities/audit-types";
import type { FormDeclaration } from "./form-declaration";

/**
 * The form of an agreement's audit rule (001 §2 "audit rules: service, plan coverage, min and max
 * invoice amount, audit type, PMIS"; 001 §5 "amount filters take positive numbers only", "PMIS or
 * billing-item search requires a name or code"; 001 §9 audit types PRE_AUDIT and CONCURRENT).
 * The first declared form of the portal, and the sample the form tests render
 * (tests/component/forms/resource-form.test.tsx). Each amount is positive with at most 2 decimals,
 * and the minimum is not above the maximum (a form rule, issue 8 §2 "min ≤ max"). The request body
 * of the reference API is derived from it (schemas/requests/agreements.ts `auditRuleBody`).
 */
export const auditRuleFormSchema = {
  type: "object",
  required: ["serviceType", "auditType", "minInvoiceAmount"],
  properties: {
    serviceType: { type: "string", minLength: 1, maxLength: 100 },
    planCoverage: { type: "string", maxLength: 100 },
    minInvoiceAmount: { type: "number", exclusiveMinimum: 0, maximum: 999_999_999_999, multipleOf: 0.01 },
    maxInvoiceAmount: { type: "number", exclusiveMinimum: 0, maximum: 999_999_999_999, multipleOf: 0.01 },
    auditType: { type: "string", enum: AUDIT_TYPES },
    pmis: { type: "string", minLength: 2, maxLength: 100 },
  },
  additionalProperties: false,
} as const;

/** The values of an audit rule form (create and edit). */
export type AuditRuleForm = FromSchema<typeof auditRuleFormSchema>;

/**
 * Widgets of the audit rule form: the service searched among the provider's service types
 * (001 §7 `GET service-types/providers/{id}`), amounts as money.
 */
export const auditRuleUiSchema = {
  "ui:order": ["serviceType", "planCoverage", "minInvoiceAmount", "maxInvoiceAmount", "auditType", "pmis"],
  serviceType: {
    "ui:widget": "lookup",
    "ui:options": { endpoint: "rcm/v1/service-types/providers/{provider}", value: "slug", label: "value" },
  },
  minInvoiceAmount: { "ui:widget": "money" },
  maxInvoiceAmount: { "ui:widget": "money" },
  auditType: { "ui:widget": "radio" },
} as const;

/** The audit rule form as a declaration carries it. */
export const auditRuleForm: FormDeclaration = {
  schema: auditRuleFormSchema,
  uiSchema: auditRuleUiSchema,
  rules: [{ rule: "lessOrEqual", field: "minInvoiceAmount", other: "maxInvoiceAmount" }],
};
