/**
 * Status catalogues: the values of each status category and the tone each value is shown in.
 * Labels are i18n keys `statuses.<category>.<value>` (DESIGN.md §9). Plain data.
 */

/** Colour families a status tag can take; the palette (with AA contrast) is in src/components/resource. */
export type StatusTone =
  | "grey"
  | "blue"
  | "geekblue"
  | "cyan"
  | "green"
  | "lime"
  | "gold"
  | "orange"
  | "red"
  | "volcano"
  | "purple"
  | "magenta";

/** One status category. */
export interface StatusCatalogue {
  /** Values a user may filter by, in display order. */
  values: readonly string[];
  /** Values that only style rows (never offered as filter values). */
  stylingOnly: readonly string[];
  /** Value shown when the status is empty or missing. */
  emptyAs: string;
  /** Tone of every value (filterable, styling-only and the empty value). */
  tones: Readonly<Record<string, StatusTone>>;
}

/**
 * Account statuses, category `rcm-status-account` (001 §4 "Account statuses"): 13 workflow
 * values, 5 values styling also knows, and PENDING for an empty status.
 */
export const ACCOUNT_STATUS_CATALOGUE = {
  values: [
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
  ],
  stylingOnly: ["READY_TO_SETTLE", "READY_TO_AUDIT", "IN_INTERNAL_AUDIT", "IN_EXTERNAL_AUDIT", "AUDITED"],
  emptyAs: "PENDING",
  tones: {
    IN_PROGRESS: "blue",
    PRE_INVOICED: "cyan",
    INVOICED: "geekblue",
    VOIDED: "grey",
    READY_TO_GENERATE: "purple",
    PACKAGE_GENERATED: "lime",
    PENDING_AUDIT: "orange",
    ERROR: "red",
    SEND_ERROR: "volcano",
    COMPLETE_AUDIT: "green",
    SENT: "cyan",
    SETTLED: "green",
    NON_PROCESSABLE: "magenta",
    READY_TO_SETTLE: "lime",
    READY_TO_AUDIT: "gold",
    IN_INTERNAL_AUDIT: "blue",
    IN_EXTERNAL_AUDIT: "geekblue",
    AUDITED: "green",
    PENDING: "grey",
  },
} as const satisfies StatusCatalogue;

/** An account status value of 001 §4, including the styling-only ones. */
export type AccountStatus =
  (typeof ACCOUNT_STATUS_CATALOGUE.values)[number] | (typeof ACCOUNT_STATUS_CATALOGUE.stylingOnly)[number];

/**
 * Claim statuses of the authorization list, category `claim-status` (000 §4 "Authorization
 * statuses (home)", docs/api-contract.md). The spec gives no category name; this one is ours.
 */
export const CLAIM_STATUS_CATALOGUE = {
  values: [
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
  ],
  stylingOnly: [],
  emptyAs: "IN_PROGRESS",
  tones: {
    ERROR: "red",
    PAID: "green",
    VOIDED: "grey",
    EXPIRED: "orange",
    CANCELED: "volcano",
    COMPLETED: "green",
    IN_PROGRESS: "blue",
    FAILED: "red",
    READY: "cyan",
    EXPIRATION_IN_PROGRESS: "gold",
    UPDATE_IN_PROGRESS: "geekblue",
  },
} as const satisfies StatusCatalogue;

/** A claim status of 000 §4. */
export type ClaimStatus = (typeof CLAIM_STATUS_CATALOGUE.values)[number];

/**
 * Coverage (transaction) types of authorizations, category `coverage-type` (000 §9
 * "Authorization transactionType values"; 000 §4: HOSPITAL_CARE or HOSPITALIZATION shows as
 * hospitalization). Shown as neutral tags; the spec gives no category name, this one is ours.
 */
export const COVERAGE_TYPE_CATALOGUE = {
  values: [
    "OUTPATIENT_CARE",
    "MEDICAL_PROCEDURES",
    "DIAGNOSTIC_TESTS",
    "PRESCRIPTION_DRUGS",
    "AUTOMATIC_DISPENSATION",
    "HOSPITALIZATION",
  ],
  stylingOnly: ["HOSPITAL_CARE"],
  emptyAs: "UNKNOWN",
  tones: {
    OUTPATIENT_CARE: "grey",
    MEDICAL_PROCEDURES: "grey",
    DIAGNOSTIC_TESTS: "grey",
    PRESCRIPTION_DRUGS: "grey",
    AUTOMATIC_DISPENSATION: "grey",
    HOSPITALIZATION: "grey",
    HOSPITAL_CARE: "grey",
    UNKNOWN: "grey",
  },
} as const satisfies StatusCatalogue;

/**
 * Pre-settlement statuses, category `rcm-status-pre-settlement` (001 §4 "Pre-settlement statuses";
 * the spec gives no category name, this one is ours). No empty status: PENDING stands for one.
 */
export const PRE_SETTLEMENT_STATUS_CATALOGUE = {
  values: [
    "PENDING",
    "READY_TO_GENERATE",
    "GENERATED",
    "SETTLED",
    "SENT",
    "VOIDED",
    "RIPS_VALIDATION_ERRORS",
    "SENT_ERROR",
  ],
  stylingOnly: [],
  emptyAs: "PENDING",
  tones: {
    PENDING: "grey",
    READY_TO_GENERATE: "purple",
    GENERATED: "lime",
    SETTLED: "green",
    SENT: "cyan",
    VOIDED: "grey",
    RIPS_VALIDATION_ERRORS: "orange",
    SENT_ERROR: "volcano",
  },
} as const satisfies StatusCatalogue;

/**
 * Brazil dispatch statuses of a sending record, category `rcm-status-pre-settlements-br` (001 §4 "Brazil
 * dispatch": SENT or SEND_ERROR; the spec gives no category name, this one is ours).
 */
export const PRE_SETTLEMENTS_BR_STATUS_CATALOGUE = {
  values: ["SENT", "SEND_ERROR"],
  stylingOnly: [],
  emptyAs: "SENT",
  tones: { SENT: "green", SEND_ERROR: "red" },
} as const satisfies StatusCatalogue;

/**
 * Settlement statuses, category `settlement-status` (000 §4 "Settlement statuses": COMPLETED is
 * shown as Paid and APPROVED_BY_SPONSOR as Filed, in the labels; the spec gives no category name,
 * this one is ours). A settlement always has a status: IN_PROGRESS stands for an empty one.
 */
export const SETTLEMENT_STATUS_CATALOGUE = {
  values: [
    "IN_PROGRESS",
    "SENT_TO_SPONSOR",
    "APPROVED_BY_SPONSOR",
    "COMPLETED",
    "REJECTED_BY_SPONSOR",
    "ERROR",
  ],
  stylingOnly: [],
  emptyAs: "IN_PROGRESS",
  tones: {
    IN_PROGRESS: "blue",
    SENT_TO_SPONSOR: "cyan",
    APPROVED_BY_SPONSOR: "geekblue",
    COMPLETED: "green",
    REJECTED_BY_SPONSOR: "volcano",
    ERROR: "red",
  },
} as const satisfies StatusCatalogue;

/** A settlement status of 000 §4. */
export type SettlementStatus = (typeof SETTLEMENT_STATUS_CATALOGUE.values)[number];

/** Every status category by name: the `x-category` of status fields and the catalogue of status filters. */
export const STATUS_CATALOGUES: Readonly<Record<string, StatusCatalogue>> = {
  "rcm-status-account": ACCOUNT_STATUS_CATALOGUE,
  "claim-status": CLAIM_STATUS_CATALOGUE,
  "coverage-type": COVERAGE_TYPE_CATALOGUE,
  "rcm-status-pre-settlement": PRE_SETTLEMENT_STATUS_CATALOGUE,
  "rcm-status-pre-settlements-br": PRE_SETTLEMENTS_BR_STATUS_CATALOGUE,
  "settlement-status": SETTLEMENT_STATUS_CATALOGUE,
};
