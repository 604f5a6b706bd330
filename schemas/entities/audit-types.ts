/**
 * The audit types of the revenue cycle (001 §3 "Audit comment" audit type; §9 "audit types
 * PRE_AUDIT and CONCURRENT"): an account's comments, an agreement's audit rules and the role
 * events that guard them are each of one of these. Written once; every other place imports it.
 */
export const AUDIT_TYPES = ["PRE_AUDIT", "CONCURRENT"] as const;

/** One audit type. */
export type AuditType = (typeof AUDIT_TYPES)[number];
