import type { FromSchema } from "json-schema-to-ts";
import { SERVICE_TYPE_LABELS } from "./field-kinds";

/**
 * Units a product is billed in (docs/decisions.md "Products configuration"); here, with the
 * entity, so that the declarations do not import the configuration's request rules.
 */
export const UNITS_OF_MEASURE = ["UNIT", "SESSION", "DAY", "HOUR", "DOSE", "MILLILITER", "STUDY"] as const;
export type UnitOfMeasure = (typeof UNITS_OF_MEASURE)[number];

/**
 * One product of the provider with its configuration, as `GET rcm/v1/providers/{id}/products` and
 * `…/products/{productCode}` answer it (001 §2 "products-configuration"; §3 "Other" provider
 * product configuration, fields decided in docs/decisions.md "Products configuration"; §7; issue 8
 * §3), camel-cased by the HTTP layer. `configured` once a default billing code and a unit of
 * measure are set; unset values are null.
 */
export const productConfigurationSchema = {
  $id: "product-configuration",
  type: "object",
  properties: {
    productCode: { type: "string" },
    name: { type: "string" },
    description: { type: "string" },
    serviceType: { type: "string", "x-labels": SERVICE_TYPE_LABELS },
    configured: { type: "boolean" },
    defaultBillingCode: { type: ["string", "null"] },
    unitOfMeasure: { type: ["string", "null"], enum: [...UNITS_OF_MEASURE, null] },
    requiresSupportDocuments: { type: "boolean" },
    supportFileCodes: { type: "array", items: { type: "string" } },
    agreementBillingCodes: {
      type: "array",
      items: {
        type: "object",
        properties: {
          agreementCode: { type: "string" },
          agreementName: { type: "string" },
          billingCode: { type: "string" },
        },
        required: ["agreementCode", "billingCode"],
      },
    },
    packageGroup: {
      type: ["object", "null"],
      properties: { name: { type: "string" }, folder: { type: "string" }, fileName: { type: "string" } },
      required: ["name", "folder", "fileName"],
    },
    updatedAt: { type: ["string", "null"] },
    updatedBy: { type: ["string", "null"] },
  },
  required: ["productCode", "name", "serviceType", "configured", "supportFileCodes", "agreementBillingCodes"],
} as const;

export type ProductConfiguration = FromSchema<typeof productConfigurationSchema>;
