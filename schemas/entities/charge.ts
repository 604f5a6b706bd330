import type { FromSchema } from "json-schema-to-ts";
import { SERVICE_TYPE_LABELS } from "./field-kinds";

/**
 * One charge of `GET /rcm/v1/accounts/{id}/charges` and `GET /rcm/v1/charges/{id}` (001 §3
 * "Charge", 001 §7, docs/api-contract.md "Revenue cycle"), camel-cased by the HTTP layer: the
 * creation and origin-event date-times, the billed item (code, description, quantity, unit and
 * total amounts as decimals, service type, diagnosis, provider product code), its support-document
 * completeness (uploaded of required), and the account fields charge views show (invoice,
 * agreement, payer, branch, patient, plan coverage). `x-kind` hints drive the formatters
 * (schemas/entities/field-kinds.ts).
 */
export const chargeSchema = {
  $id: "charge",
  type: "object",
  properties: {
    id: { type: "string" },
    accountId: { type: "string" },
    lineNumber: { type: ["integer", "null"] },
    code: { type: ["string", "null"] },
    description: { type: ["string", "null"] },
    quantity: { type: ["number", "null"] },
    amount: { type: ["number", "null"], "x-kind": "money" },
    totalAmount: { type: ["number", "null"], "x-kind": "money" },
    serviceType: { type: ["string", "null"], "x-labels": SERVICE_TYPE_LABELS },
    diagnosisCode: { type: ["string", "null"] },
    diagnosisName: { type: ["string", "null"] },
    providerProductCode: { type: ["string", "null"] },
    requiredSupportDocuments: { type: ["integer", "null"] },
    uploadedSupportDocuments: {
      type: ["integer", "null"],
      "x-kind": "count",
      "x-of": "requiredSupportDocuments",
    },
    requiredSupportDocumentsCompleted: { type: ["boolean", "null"] },
    createdAt: { type: "string", format: "date-time", "x-kind": "timestamp" },
    originEventCreationDateTime: { type: ["string", "null"], format: "date-time", "x-kind": "timestamp" },
    invoiceNumber: { type: ["string", "null"] },
    agreementCode: { type: ["string", "null"] },
    payerName: { type: ["string", "null"] },
    providerBranchName: { type: ["string", "null"] },
    patientId: { type: ["string", "null"] },
    patientName: { type: ["string", "null"] },
    patientDocumentType: { type: ["string", "null"] },
    patientDocumentNumber: { type: ["string", "null"] },
    healthcarePlanCoverage: { type: ["string", "null"] },
    currencyCode: { type: ["string", "null"] },
  },
  required: ["id", "accountId", "createdAt"],
} as const;

/** A charge (001 §3). */
export type Charge = FromSchema<typeof chargeSchema>;
