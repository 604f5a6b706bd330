import type { FromSchema } from "json-schema-to-ts";
import { SERVICE_TYPE_LABELS } from "./field-kinds";

/**
 * An account row of `GET /rcm/v1/accounts` (001 §3 "Account (list row)", 001 §7,
 * docs/api-contract.md "Revenue cycle"), camel-cased by the HTTP layer. `x-kind` hints drive the
 * column formatters (schemas/entities/field-kinds.ts). Amounts are decimals in the account's
 * currency (not cents).
 */
export const accountSchema = {
  $id: "account",
  type: "object",
  properties: {
    id: { type: ["string", "integer"] },
    invoiceNumber: { type: ["string", "null"] },
    healthcarePlanCoverage: { type: ["string", "null"] },
    originEventId: { type: ["string", "null"] },
    createdAt: { type: "string", format: "date-time", "x-kind": "timestamp" },
    payerName: { type: ["string", "null"] },
    payerSlug: { type: ["string", "null"] },
    invoiceAmount: { type: ["number", "null"], "x-kind": "money" },
    requiredSupportDocumentsCompleted: { type: ["boolean", "null"] },
    uploadedSupportDocuments: {
      type: ["integer", "null"],
      "x-kind": "count",
      "x-of": "requiredSupportDocuments",
    },
    requiredSupportDocuments: { type: ["integer", "null"] },
    agreementCode: { type: ["string", "null"] },
    agreementName: { type: ["string", "null"] },
    status: { type: ["string", "null"], "x-kind": "status", "x-category": "rcm-status-account" },
    serviceTypes: {
      type: "array",
      items: { type: "string" },
      "x-kind": "list",
      "x-labels": SERVICE_TYPE_LABELS,
    },
    multiplePatientAccount: { type: ["boolean", "null"] },
    multipleEventSamePatientAccount: { type: ["boolean", "null"] },
    regime: { type: ["string", "null"] },
    patientId: { type: ["string", "null"] },
    patientName: { type: ["string", "null"] },
    originEventCreationDateTime: { type: ["string", "null"], format: "date-time", "x-kind": "timestamp" },
    responsibleEmailAddress: { type: ["string", "null"] },
    responsibleName: { type: ["string", "null"] },
    reassignedAccount: { type: ["boolean", "null"] },
    ripCuvFilesCompleted: { type: ["boolean", "null"] },
    costCenterName: { type: ["string", "null"] },
    costCenterCode: { type: ["string", "null"] },
    settlementGroupId: { type: ["string", "integer", "null"] },
    parentEventId: { type: ["string", "null"] },
    concurrentAuditRequired: { type: ["boolean", "null"] },
    currencyCode: { type: ["string", "null"] },
  },
  required: ["id", "createdAt"],
} as const;

/** An account list row (001 §3). */
export type Account = FromSchema<typeof accountSchema>;
