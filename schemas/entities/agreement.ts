import type { FromSchema } from "json-schema-to-ts";

/**
 * One agreement (provider-payer configuration) of `GET rcm/v1/provider-payer-configurations`
 * (001 §3 "Agreement": id, agreementCode, agreementName, payerName, {hash},
 * buildPackageConfigurationId, services (with serviceTypeFallbackName), auditConfigurations (with
 * id); §7; issue 8 §2), camel-cased by the HTTP layer.
 */
export const agreementSchema = {
  $id: "agreement",
  type: "object",
  properties: {
    id: { type: "string" },
    agreementCode: { type: "string" },
    agreementName: { type: "string" },
    payerName: { type: "string" },
    payerSlug: { type: "string" },
    hash: { type: "string" },
    buildPackageConfigurationId: { type: ["string", "null"] },
    services: {
      type: "array",
      items: {
        type: "object",
        properties: {
          id: { type: "string" },
          serviceType: { type: "string" },
          serviceTypeFallbackName: { type: "string" },
        },
        required: ["id", "serviceType"],
      },
    },
    auditConfigurations: {
      type: "array",
      items: { type: "object", properties: { id: { type: "string" } }, required: ["id"] },
    },
  },
  required: ["id", "agreementCode", "agreementName"],
} as const;

export type Agreement = FromSchema<typeof agreementSchema>;
