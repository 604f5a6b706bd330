import type { FromSchema } from "json-schema-to-ts";

/**
 * A settlement of authorizations (000 §3 "Settlement"), row of `GET settlements/v3/settlements`
 * (docs/api-contract.md "Settlements of authorizations"): its status in the `settlement-status`
 * catalogue (000 §4: COMPLETED shown as Paid, APPROVED_BY_SPONSOR as Filed), its amount in its own
 * currency with 2 decimals (000 §9), the count of its authorizations and the sponsor's ids.
 */
export const settlementSchema = {
  $id: "settlement",
  type: "object",
  properties: {
    id: { type: ["string", "integer"] },
    createdAt: { type: "string", format: "date-time", "x-kind": "timestamp" },
    sponsorSlug: { type: ["string", "null"] },
    sponsorName: { type: ["string", "null"] },
    currencyCode: { type: ["string", "null"] },
    amount: { type: ["number", "null"], "x-kind": "money" },
    authorizationCount: { type: ["integer", "null"] },
    status: { type: ["string", "null"], "x-kind": "status", "x-category": "settlement-status" },
    sponsorSettlementId: { type: ["string", "null"] },
    sponsorMedicalAccountNumber: { type: ["string", "null"] },
  },
  required: ["id", "createdAt"],
} as const;

/** A settlement (000 §3). */
export type Settlement = FromSchema<typeof settlementSchema>;
