import type { FromSchema } from "json-schema-to-ts";

/**
 * An AI rule, as `GET document-validation/v1/document-configurations` lists it (001 §3 "AI
 * configuration: analysisTypes, supportFiles, agreements, supportFileCode, createdAt, updatedAt";
 * §7), camel-cased by the HTTP layer: the analysis type, the support file it reads (code and
 * name), the agreements it applies to (none: every agreement) and its field rules.
 */
export const aiConfigurationSchema = {
  $id: "ai-configuration",
  type: "object",
  properties: {
    supportFileCode: { type: "string" },
    supportFileName: { type: "string" },
    analysisType: { type: "string" },
    agreements: {
      type: "array",
      items: {
        type: "object",
        properties: { agreementCode: { type: "string" }, agreementName: { type: "string" } },
        required: ["agreementCode", "agreementName"],
      },
    },
    fields: {
      type: "array",
      items: {
        type: "object",
        properties: {
          fieldSlug: { type: "string" },
          required: { type: "boolean" },
          expectedValue: { type: "string" },
        },
        required: ["fieldSlug", "required"],
      },
    },
    createdAt: { type: "string", format: "date-time" },
    updatedAt: { type: "string", format: "date-time" },
  },
  required: ["supportFileCode", "supportFileName", "analysisType", "agreements", "fields", "updatedAt"],
} as const;

/** An AI rule (list row and edit data). */
export type AiConfiguration = FromSchema<typeof aiConfigurationSchema>;
