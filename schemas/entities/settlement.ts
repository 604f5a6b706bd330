import type { FromSchema } from "json-schema-to-ts";

/**
 * A settlement of authorizations (000 §3 "Settlement"), row of `GET settlements/v3/settlements`.
 * Only the shell of the settlements list uses it for now; later issues fill the screens.
 */
export const settlementSchema = {
  $id: "settlement",
  type: "object",
  properties: {
    id: { type: ["string", "integer"] },
    createdAt: { type: "string", format: "date-time", "x-kind": "timestamp" },
    sponsorSlug: { type: ["string", "null"] },
    currencyCode: { type: ["string", "null"] },
    amount: { type: ["number", "null"], "x-kind": "money" },
    authorizationCount: { type: ["integer", "null"] },
    status: { type: ["string", "null"] },
    sponsorSettlementId: { type: ["string", "null"] },
    sponsorMedicalAccountNumber: { type: ["string", "null"] },
  },
  required: ["id", "createdAt"],
} as const;

/** A settlement (000 §3). */
export type Settlement = FromSchema<typeof settlementSchema>;
