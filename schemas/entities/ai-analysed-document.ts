import type { FromSchema } from "json-schema-to-ts";
import { SERVICE_TYPE_LABELS } from "./field-kinds";

/**
 * A support file sent for AI validation, as `GET rcm/v1/support-files/sent-for-ai-validation` lists
 * it (001 §3 "An AI support-file analysis has createdAt and eventDateTime", §4 "AI validation":
 * approved, rejected, pending, not applicable, not configured; §7), camel-cased by the HTTP layer.
 * The status and denial risk are the analysis under the rules in force (docs/decisions.md "AI
 * document analysis"); the denial risk is null until the document is analysed.
 */
export const aiAnalysedDocumentSchema = {
  $id: "ai-analysed-document",
  type: "object",
  properties: {
    id: { type: "string" },
    accountId: { type: "string" },
    invoiceNumber: { type: "string" },
    supportFileCode: { type: "string" },
    supportFileName: { type: "string" },
    fileName: { type: ["string", "null"] },
    serviceTypes: { type: "array", items: { type: "string" }, "x-labels": SERVICE_TYPE_LABELS },
    agreementCode: { type: "string" },
    agreementName: { type: "string" },
    payerName: { type: "string" },
    createdAt: { type: "string", format: "date-time" },
    eventDateTime: { type: "string", format: "date-time" },
    aiValidationStatus: {
      type: "string",
      enum: ["APPROVED", "REJECTED", "PENDING", "NOT_APPLICABLE", "NOT_CONFIGURED"],
    },
    analysisType: { type: ["string", "null"] },
    denialRisk: { type: ["string", "null"] },
  },
  required: ["id", "invoiceNumber", "supportFileCode", "createdAt", "eventDateTime", "aiValidationStatus"],
} as const;

/** A document sent for AI validation (list row). */
export type AiAnalysedDocument = FromSchema<typeof aiAnalysedDocumentSchema>;
