/**
 * Glosa vocabulary and request bodies of the denials service, rcm-denials/v1 (001 §3 "Processed
 * glosa", §4 "Glosa", §7 "Denials calls under rcm-denials/v1"; docs/api-contract.md "Glosas").
 * Bodies are camelCase as 001 §7 spells them, except the polling body's `file_reference_id`.
 */

/** The glosa error codes, in the order 001 §8 lists them ("Glosa and AI errors"); one list for the reference API and the portal. */
export const GLOSA_ERROR_CODES = [
  "GLOSA_FILE_READ_ERROR",
  "GLOSA_FILE_SIZE_EXCEEDED",
  "GLOSA_INVALID_FORMAT",
  "GLOSA_PAYER_CONFIGURATION_NOT_FOUND",
  "GLOSA_NOTIFICATION_QUANTITY_UNDETERMINABLE",
  "GLOSA_MAX_FILES",
  "GLOSA_PREVIEW_TOO_LARGE",
  "GLOSA_DETAIL_FETCH_ERROR",
  "GLOSA_COMMENT_SEND_ERROR",
  "GLOSA_NOTIFICATION_DATE_UPDATE_ERROR",
  "GLOSA_EXPORT_ERROR",
  "GLOSA_DELETE_ERROR",
] as const;
export type GlosaErrorCode = (typeof GLOSA_ERROR_CODES)[number];

/** Glosa states (001 §4 "Glosa"). */
export const GLOSA_STATUSES = [
  "PENDING",
  "IN_PROGRESS",
  "READY_TO_FILE",
  "INCOMPLETE_DOCUMENTATION",
  "FILED",
] as const;
export type GlosaStatus = (typeof GLOSA_STATUSES)[number];

/** Glosa types (001 §4): an objection (GLOSS) or a returned invoice (RETURN). */
export const GLOSA_TYPES = ["GLOSS", "RETURN"] as const;
export type GlosaType = (typeof GLOSA_TYPES)[number];

/** File processing states on the wire (001 §4: in progress, declined, loaded; and disabled by the user). */
export const GLOSA_FILE_STATUSES = ["PROCESSING", "DECLINED", "LOADED", "DISABLED"] as const;
export type GlosaFileStatus = (typeof GLOSA_FILE_STATUSES)[number];

/** Answer kinds of `POST invoice/{id}/comments` (001 §7). */
export const GLOSA_EVENT_TYPES = ["COMMENT", "NOTHING"] as const;
export type GlosaEventType = (typeof GLOSA_EVENT_TYPES)[number];

/** Export formats of `POST invoice/export` (docs/api-contract.md "Glosas"). */
export const GLOSA_EXPORT_FORMATS = ["xlsx", "csv"] as const;
export type GlosaExportFormat = (typeof GLOSA_EXPORT_FORMATS)[number];

/** Columns `GET invoice` sorts by (`order_by`, camelCase as the service's other parameters). */
export const GLOSA_SORTERS = [
  "responseDeadline",
  "glossNotificationDate",
  "filingDate",
  "invoiceNumber",
  "payer",
  "daysResponse",
  "glossedAmount",
  "invoicedAmount",
  "glosaStatus",
] as const;
export type GlosaSorter = (typeof GLOSA_SORTERS)[number];

/** Longest comment, in characters. */
export const GLOSA_COMMENT_MAX = 2000;

/** `POST invoice/{id}/comments`. */
export const glosaCommentBody = {
  type: "object",
  additionalProperties: false,
  required: ["eventType", "comment", "acceptedValue"],
  properties: {
    eventType: { enum: GLOSA_EVENT_TYPES },
    comment: { type: "string", minLength: 1, maxLength: GLOSA_COMMENT_MAX, pattern: "\\S" },
    acceptedValue: { type: "number", minimum: 0, maximum: 1e12 },
  },
} as const;
export interface GlosaCommentBody {
  eventType: GlosaEventType;
  comment: string;
  acceptedValue: number;
}

/** `PATCH invoice/comments/disable`. */
export const glosaCommentsDisableBody = {
  type: "object",
  additionalProperties: false,
  required: ["commentIds"],
  properties: {
    commentIds: { type: "array", minItems: 1, maxItems: 100, items: { type: "string", format: "uuid" } },
  },
} as const;
export interface GlosaCommentsDisableBody {
  commentIds: string[];
}

/** `PATCH invoice/notificationDate/{id}`. */
export const glosaNotificationDateBody = {
  type: "object",
  additionalProperties: false,
  required: ["notificationDate"],
  properties: {
    notificationDate: { type: "string", format: "date" },
    fileId: { type: ["string", "null"] },
  },
} as const;
export interface GlosaNotificationDateBody {
  notificationDate: string;
  fileId?: string | null;
}

/** `PATCH invoice/disable`. */
export const glosaDisableBody = {
  type: "object",
  additionalProperties: false,
  required: ["ids"],
  properties: {
    ids: { type: "array", minItems: 1, maxItems: 500, items: { type: "string", format: "uuid" } },
  },
} as const;
export interface GlosaDisableBody {
  ids: string[];
}

/** `POST storage/files/polling`. */
export const glosaPollingBody = {
  type: "object",
  additionalProperties: false,
  required: ["file_reference_id"],
  properties: {
    file_reference_id: {
      type: "array",
      minItems: 1,
      maxItems: 50,
      items: { type: "string", minLength: 1, maxLength: 64 },
    },
  },
} as const;
export interface GlosaPollingBody {
  file_reference_id: string[];
}

/** `POST invoice/export` (filters in the query string, as `GET invoice`). */
export const glosaExportBody = {
  type: "object",
  additionalProperties: false,
  properties: { format: { enum: GLOSA_EXPORT_FORMATS } },
} as const;
export interface GlosaExportBody {
  format?: GlosaExportFormat;
}
