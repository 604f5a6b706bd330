import type { FromSchema } from "json-schema-to-ts";
import { IDENTITY_DOCUMENT_TYPE_CATALOGUE } from "./value-catalogues";

/**
 * A v2 authorization without claim (001 §3 "Authorization (v2)"), row of
 * `GET /arc/v2/authorizations/without-claims` (000 §7). Only the shell of the v2 home uses it
 * for now; later issues fill the screens.
 */
export const v2AuthorizationSchema = {
  $id: "v2-authorization",
  type: "object",
  properties: {
    id: { type: ["string", "integer"] },
    authorizationId: { type: ["string", "integer", "null"] },
    authorizationCode: { type: ["string", "null"] },
    sponsorSlug: { type: ["string", "null"] },
    sponsorName: { type: ["string", "null"] },
    detailFormSlug: { type: ["string", "null"] },
    createdAt: { type: "string", format: "date-time", "x-kind": "timestamp" },
    beneficiaryName: { type: ["string", "null"] },
    beneficiaryId: { type: ["string", "integer", "null"] },
    beneficiaryMemberCode: { type: ["string", "null"] },
    identityDocumentType: { type: ["string", "null"], "x-labels": IDENTITY_DOCUMENT_TYPE_CATALOGUE.labels },
    identityDocumentId: { type: ["string", "null"] },
    coverageType: { type: ["string", "null"] },
    status: { type: ["string", "null"] },
    reimbursementId: { type: ["string", "integer", "null"] },
  },
  required: ["id", "createdAt"],
} as const;

/** A v2 authorization (001 §3). */
export type V2Authorization = FromSchema<typeof v2AuthorizationSchema>;
