import type { FromSchema } from "json-schema-to-ts";
import { accountSchema } from "./account";

const relatedAccount = {
  type: "object",
  properties: {
    id: { type: ["string", "integer"] },
    invoiceNumber: { type: ["string", "null"] },
    status: { type: ["string", "null"] },
    originEventId: { type: ["string", "null"] },
  },
  required: ["id"],
} as const;

/**
 * One account of `GET /rcm/v1/accounts/{id}` (001 §3 "Account (detail)", docs/api-contract.md
 * "Revenue cycle"), camel-cased by the HTTP layer: the list row's fields plus the header fields,
 * the last change log (its reason is shown for status `ERROR`), the child accounts (those in
 * NON_PROCESSABLE explained, 001 §4) and the parent account. Amounts are decimals.
 */
export const accountDetailSchema = {
  $id: "account-detail",
  type: "object",
  properties: {
    ...accountSchema.properties,
    accountId: { type: ["string", "integer"] },
    providerSlug: { type: ["string", "null"] },
    patientDocumentType: { type: ["string", "null"] },
    patientDocumentNumber: { type: ["string", "null"] },
    serviceTypeName: { type: ["string", "null"] },
    childEvents: { type: ["array", "null"], items: { type: "string" } },
    originInvoiceGroupId: { type: ["string", "integer", "null"] },
    settlementNumber: { type: ["string", "null"] },
    externalId: { type: ["string", "null"] },
    authorizationId: { type: ["string", "null"] },
    agreementPlanType: { type: ["string", "null"] },
    invoiceSource: { type: ["string", "null"] },
    executorService: { type: ["string", "null"] },
    invoiceDateTime: { type: ["string", "null"], format: "date-time", "x-kind": "timestamp" },
    invoiceOriginProviderBranchName: { type: ["string", "null"] },
    reassignedInvoiceNumber: { type: ["string", "null"] },
    reassignedAccountId: { type: ["string", "integer", "null"] },
    missingSupports: { type: ["array", "null"], items: { type: "string" } },
    hasUnconfiguredProducts: { type: ["boolean", "null"] },
    buildState: { type: ["string", "null"] },
    packageGeneratedAt: { type: ["string", "null"], format: "date-time", "x-kind": "timestamp" },
    lastChangeLog: {
      anyOf: [
        { type: "null" },
        {
          type: "object",
          properties: {
            reasonOfChange: { type: ["string", "null"] },
            fromStatus: { type: ["string", "null"] },
            toStatus: { type: ["string", "null"] },
            changedBy: { type: ["string", "null"] },
            changedAt: { type: ["string", "null"] },
          },
        },
      ],
    },
    childAccounts: { type: "array", items: relatedAccount },
    nonProcessableChildren: { type: "array", items: relatedAccount },
    parentAccount: { anyOf: [{ type: "null" }, relatedAccount] },
  },
  required: ["id", "createdAt"],
} as const;

/** An account's detail (001 §3). */
export type AccountDetail = FromSchema<typeof accountDetailSchema>;
