import type { FromSchema } from "json-schema-to-ts";
import { SUPPORT_LEVELS, SUPPORT_TYPE_SLUGS } from "../requests/supports-configuration";

/**
 * The supports configuration of an agreement as the portal reads it, camel-cased by the HTTP layer
 * (001 §2 "agreements/supports-configuration"; §3 "Support files" type name and fileCode, levels
 * ACCOUNT, CHARGE, EVENT; §3 "Agreement product: id and product {code, name, description}"; §7;
 * issue 8 §2; docs/api-contract.md "Supports configuration").
 */

const supportFileType = {
  type: "object",
  properties: { fileCode: { type: "string" }, name: { type: "string" } },
  required: ["fileCode", "name"],
} as const;

/** One support document a service of the agreement requires (a row of the Spring page). */
export const serviceSupportDocumentSchema = {
  $id: "service-support-document",
  type: "object",
  properties: {
    id: { type: "string" },
    providerPayerServiceId: { type: "string" },
    supportFileType,
    level: { type: "string", enum: SUPPORT_LEVELS },
    supportTypeSlug: { type: "string", enum: SUPPORT_TYPE_SLUGS },
  },
  required: ["id", "providerPayerServiceId", "supportFileType", "level", "supportTypeSlug"],
} as const;
export type ServiceSupportDocument = FromSchema<typeof serviceSupportDocumentSchema>;

/** One product of the agreement: id and product {code, name, description} (001 §3). */
export const agreementProductSchema = {
  $id: "agreement-product",
  type: "object",
  properties: {
    id: { type: "string" },
    product: {
      type: "object",
      properties: {
        code: { type: "string" },
        name: { type: "string" },
        description: { type: "string" },
      },
      required: ["code", "name", "description"],
    },
    healthcareCoverageId: { type: "string" },
    providerPayerServiceId: { type: ["string", "null"] },
  },
  required: ["id", "product", "healthcareCoverageId", "providerPayerServiceId"],
} as const;
export type AgreementProduct = FromSchema<typeof agreementProductSchema>;

/** One support document a product of the agreement requires under one of its services. */
export const productSupportDocumentSchema = {
  $id: "product-support-document",
  type: "object",
  properties: {
    id: { type: "string" },
    providerPayerProductId: { type: "string" },
    providerPayerServiceId: { type: "string" },
    serviceType: { type: "string" },
    product: {
      type: "object",
      properties: { code: { type: "string" }, name: { type: "string" } },
      required: ["code", "name"],
    },
    supportFileType,
    level: { type: "string", enum: SUPPORT_LEVELS },
    supportTypeSlug: { type: "string", enum: SUPPORT_TYPE_SLUGS },
  },
  required: [
    "id",
    "providerPayerProductId",
    "providerPayerServiceId",
    "serviceType",
    "product",
    "supportFileType",
    "level",
    "supportTypeSlug",
  ],
} as const;
export type ProductSupportDocument = FromSchema<typeof productSupportDocumentSchema>;

/** A keyset slice of product support documents: the rows and the cursor of the next (null at the end). */
export interface ProductSupportSlice {
  content: ProductSupportDocument[];
  lastValue: string | null;
}
