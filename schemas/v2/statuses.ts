import { V2_MAX_FILES } from "../upload-policies";

/**
 * The Home V2 statuses of authorizations without claims (000 §4 "Home V2 statuses": READY
 * (validation pending), QUALIFICATION (hospital admission), REJECTED, PENDING_REVIEW (in ruling),
 * APPROVED, CLAIMED (invoiced), VOIDED, NOT_ATTENDED, SENT_TO_SPONSOR, PAYMENT_CONFIRMED, PAID,
 * COMPLETED), shared by the reference API and the portal. Labels are the `v2` text part's
 * `v2.statuses.<value>` keys. Plain data.
 */
export const HOME_V2_STATUSES = [
  "READY",
  "QUALIFICATION",
  "REJECTED",
  "PENDING_REVIEW",
  "APPROVED",
  "CLAIMED",
  "VOIDED",
  "NOT_ATTENDED",
  "SENT_TO_SPONSOR",
  "PAYMENT_CONFIRMED",
  "PAID",
  "COMPLETED",
] as const;

/** One Home V2 status (000 §4). */
export type HomeV2Status = (typeof HOME_V2_STATUSES)[number];

/** True when `value` is a Home V2 status. */
export function isHomeV2Status(value: string): value is HomeV2Status {
  return (HOME_V2_STATUSES as readonly string[]).includes(value);
}

/**
 * The coverage label key of a coverage type: HOSPITAL_CARE and HOSPITALIZATION are both shown as
 * hospitalization (000 §4); other values keep their own key.
 */
export function coverageLabelKey(coverage: string | null | undefined): string {
  if (!coverage) return "UNKNOWN";
  return coverage === "HOSPITAL_CARE" ? "HOSPITALIZATION" : coverage;
}

/**
 * Most files of an authorization (000 §5 "at most 10 attachments"), the `maxFiles` of the v2 upload
 * policies (schemas/upload-policies.ts, where the sizes and types are too).
 */
export const V2_MAX_ATTACHMENTS = V2_MAX_FILES;

/** The comment payload kept as `metadataComment` JSON text (000 §3; docs/decisions.md "v2 area"). */
export interface V2CommentMetadata {
  /** The comment's text, never empty after trimming (000 §5 "Comment cannot be empty"). */
  comment: string;
  /** The sponsor form the comment was written with, when it came with a submitted form. */
  formSlug?: string;
  /** The values of a submitted form's non-file fields, by field slug. */
  values?: Record<string, unknown>;
}
