import type { FromSchema } from "json-schema-to-ts";

/**
 * One audit rule of an agreement, as `GET rcm/v1/provider-payer-configurations/{agreementCode}/
 * audit-configurations` lists it (001 §2 "agreements/audit-rule": service, plan coverage, min and
 * max invoice amount, audit type, PMIS; paths not shown by 001, docs/api-contract.md "Agreements"),
 * camel-cased by the HTTP layer. Amounts are decimal currency units (2 decimals); a rule without a
 * maximum applies from its minimum up.
 */
export const auditRuleSchema = {
  $id: "audit-rule",
  type: "object",
  properties: {
    id: { type: "string" },
    serviceType: { type: "string" },
    planCoverage: { type: ["string", "null"] },
    minInvoiceAmount: { type: "number" },
    maxInvoiceAmount: { type: ["number", "null"] },
    auditType: { type: "string", enum: ["PRE_AUDIT", "CONCURRENT"] },
    pmis: { type: ["string", "null"] },
  },
  required: ["id", "serviceType", "minInvoiceAmount", "auditType"],
} as const;

/** An audit rule of an agreement. */
export type AuditRule = FromSchema<typeof auditRuleSchema>;
