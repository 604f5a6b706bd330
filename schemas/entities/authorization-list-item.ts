import type { FromSchema } from "json-schema-to-ts";
import { IDENTITY_DOCUMENT_TYPE_CATALOGUE } from "./value-catalogues";

/**
 * A row of `GET /arc/v1/providers/{provider}/outpatient-care-claim` (000 §3 "Authorization list
 * item", 000 §7, docs/api-contract.md "Claims desk: authorization list"), camel-cased by the HTTP
 * layer. `id` is the claim id, `authorizationId` the authorization's. `x-kind` hints drive the
 * column formatters (schemas/entities/field-kinds.ts).
 */
export const authorizationListItemSchema = {
  $id: "authorization-list-item",
  type: "object",
  properties: {
    id: { type: ["string", "integer"] },
    authorizationId: { type: ["string", "integer", "null"] },
    authorizationCode: { type: ["string", "null"] },
    createdAt: { type: "string", format: "date-time", "x-kind": "timestamp" },
    sponsorSlug: { type: ["string", "null"] },
    sponsorName: { type: ["string", "null"] },
    beneficiaryName: { type: ["string", "null"] },
    beneficiaryMemberCode: { type: ["string", "null"] },
    identityDocumentType: { type: ["string", "null"], "x-labels": IDENTITY_DOCUMENT_TYPE_CATALOGUE.labels },
    identityDocumentId: { type: ["string", "null"] },
    providerBranchName: { type: ["string", "null"] },
    coverageType: { type: ["string", "null"], "x-kind": "status", "x-category": "coverage-type" },
    status: { type: ["string", "null"] },
    claimStatus: { type: ["string", "null"], "x-kind": "status", "x-category": "claim-status" },
    satisfiesDocumentsPolicy: { type: ["boolean", "null"] },
    sponsorTransactionId: { type: ["string", "null"] },
    uploadedFiles: { type: ["integer", "null"], "x-kind": "count", "x-of": "totalFilesToUpload" },
    totalFilesToUpload: { type: ["integer", "null"] },
    isRequiredExternalSponsorValidations: { type: ["boolean", "null"] },
    reimbursementId: { type: ["string", "integer", "null"] },
  },
  required: ["id", "createdAt"],
} as const;

/** An authorization list item (000 §3). */
export type AuthorizationListItem = FromSchema<typeof authorizationListItemSchema>;
