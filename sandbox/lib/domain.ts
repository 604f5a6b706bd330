/** Closed value sets of the specification, shared by the seed and the routes. */

/** Claim statuses of the authorization list (000 §4, docs/api-contract.md "Claims desk"). */
export const CLAIM_STATUSES = [
  "ERROR",
  "PAID",
  "VOIDED",
  "EXPIRED",
  "CANCELED",
  "COMPLETED",
  "IN_PROGRESS",
  "FAILED",
  "READY",
  "EXPIRATION_IN_PROGRESS",
  "UPDATE_IN_PROGRESS",
] as const;

/** Coverage (transaction) types of authorizations (000 §4, §9). */
export const COVERAGE_TYPES = [
  "OUTPATIENT_CARE",
  "MEDICAL_PROCEDURES",
  "DIAGNOSTIC_TESTS",
  "PRESCRIPTION_DRUGS",
  "AUTOMATIC_DISPENSATION",
  "HOSPITALIZATION",
] as const;

/** Account statuses (001 §4), each a status the server sets. */
export const ACCOUNT_STATUSES = [
  "IN_PROGRESS",
  "PRE_INVOICED",
  "INVOICED",
  "VOIDED",
  "READY_TO_GENERATE",
  "PACKAGE_GENERATED",
  "PENDING_AUDIT",
  "ERROR",
  "SEND_ERROR",
  "COMPLETE_AUDIT",
  "SENT",
  "SETTLED",
  "NON_PROCESSABLE",
] as const;

/** Statuses the portal only styles (001 §4); some seeded accounts carry them. */
export const STYLING_ACCOUNT_STATUSES = [
  "READY_TO_SETTLE",
  "READY_TO_AUDIT",
  "IN_INTERNAL_AUDIT",
  "IN_EXTERNAL_AUDIT",
  "AUDITED",
] as const;

/** Every value the `statuses` filter accepts. */
export const FILTERABLE_ACCOUNT_STATUSES: readonly string[] = [
  ...ACCOUNT_STATUSES,
  ...STYLING_ACCOUNT_STATUSES,
];

/** Service types of accounts and charges (001 §9 filter values). */
export const SERVICE_TYPES = [
  "HOSPITALIZACION",
  "URGENCIAS",
  "CONSULTA EXTERNA",
  "PROCEDIMIENTO",
  "EXAMEN",
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** Healthcare plan coverages (001 §9). */
export const PLAN_COVERAGES = ["PBS", "NPBS"] as const;

/** RCM roles (000 §6). */
export const RCM_ROLES = [
  "EDITOR",
  "EDITOR_WITH_AUDIT",
  "VIEWER",
  "INTERNAL_AUDITOR",
  "EXTERNAL_AUDITOR",
  "ADMIN",
  "CONSULTANT",
  "DENIALS_VIEWER",
  "DENIALS_EDITOR",
  "DENIALS_ADMIN",
] as const;

/** Second-factor methods (000 §4). */
export const TFA_METHODS = ["EMAIL_VERIFICATION", "SMS_VERIFICATION"] as const;
