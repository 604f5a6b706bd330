/**
 * JSON Schemas of the revenue-cycle request bodies (001 §7; docs/api-contract.md "Revenue cycle:
 * account work"). Bodies are snake_case. Each schema has its TypeScript type next to it.
 */
import { AUDIT_TYPES } from "../entities/audit-types";

const uuid = { type: "string", format: "uuid" } as const;
const accountIds = { type: "array", items: uuid, minItems: 1, maxItems: 500, uniqueItems: true } as const;

/** Support levels (001 §3 "Relation levels are ACCOUNT, CHARGE and EVENT"). */
export const SUPPORT_LEVELS = ["ACCOUNT", "CHARGE", "EVENT"] as const;
export type SupportLevel = (typeof SUPPORT_LEVELS)[number];

/** Support-file statuses (001 §3 "pending, received, general"). */
export const SUPPORT_FILE_STATUSES = ["PENDING", "RECEIVED", "GENERAL"] as const;

/**
 * The `request_data` part of `POST /rcm/v1/support-files/{accountId}/upload` (001 §7: fieldSlug,
 * authorizationFormFieldId, documentTypeSlug, authorizationFileId in snake case, plus the support
 * level of 001 §5 and, for a charge, its id).
 */
export const uploadRequestData = {
  type: "object",
  required: ["support_level", "document_type_slug"],
  additionalProperties: false,
  properties: {
    support_level: { enum: SUPPORT_LEVELS },
    document_type_slug: { type: "string", minLength: 1, maxLength: 40 },
    charge_id: uuid,
    support_file_id: uuid,
    field_slug: { type: "string", maxLength: 100 },
    authorization_form_field_id: { anyOf: [{ type: "string", maxLength: 100 }, { type: "integer" }] },
    authorization_file_id: { anyOf: [{ type: "string", maxLength: 100 }, { type: "integer" }] },
  },
} as const;
export interface UploadRequestData {
  support_level: SupportLevel;
  /** Support-file type code (`file_code` of `GET /rcm/v1/support-files`). */
  document_type_slug: string;
  charge_id?: string;
  /** A PENDING support file this upload fills. */
  support_file_id?: string;
  field_slug?: string;
  authorization_form_field_id?: string | number;
  authorization_file_id?: string | number;
}

/** Body of `POST /rcm/v1/accounts/{id}/support-documents/download` (all filters optional). */
export const supportDocumentsDownloadBody = {
  type: "object",
  additionalProperties: false,
  properties: {
    support_file_ids: { type: "array", items: uuid, maxItems: 500, uniqueItems: true },
    relations: { type: "array", items: { enum: SUPPORT_LEVELS }, uniqueItems: true },
    statuses: { type: "array", items: { enum: ["RECEIVED", "GENERAL"] }, uniqueItems: true },
  },
} as const;
export interface SupportDocumentsDownloadBody {
  support_file_ids?: string[];
  relations?: SupportLevel[];
  statuses?: ("RECEIVED" | "GENERAL")[];
}

export { AUDIT_TYPES } from "../entities/audit-types";

/** Comment categories (001 §3 "Audit comment"). */
export const COMMENT_CATEGORIES = ["GENERAL", "CHARGE"] as const;

/** Body of `POST /rcm/v1/accounts/{id}/audit-comments` (001 §7 comment creation). */
export const auditCommentCreate = {
  type: "object",
  required: ["comment", "audit_type"],
  additionalProperties: false,
  properties: {
    comment: { type: "string", maxLength: 4000 },
    private_comment: { type: "boolean" },
    beneficiary_comment: { type: "boolean" },
    audit_type: { enum: AUDIT_TYPES },
    category: { enum: COMMENT_CATEGORIES },
    charge_id: uuid,
  },
} as const;
export interface AuditCommentCreate {
  comment: string;
  private_comment?: boolean;
  beneficiary_comment?: boolean;
  audit_type: (typeof AUDIT_TYPES)[number];
  category?: (typeof COMMENT_CATEGORIES)[number];
  charge_id?: string;
}

/** Body of `PATCH /rcm/v1/accounts/{id}/audit-comments`: edit or resolve one comment. */
export const auditCommentPatch = {
  type: "object",
  required: ["comment_id"],
  additionalProperties: false,
  minProperties: 2,
  properties: {
    comment_id: uuid,
    comment: { type: "string", maxLength: 4000 },
    resolved: { type: "boolean" },
    private_comment: { type: "boolean" },
  },
} as const;
export interface AuditCommentPatch {
  comment_id: string;
  comment?: string;
  resolved?: boolean;
  private_comment?: boolean;
}

/** Body of `PUT /rcm/v1/accounts/{id}/status` (001 §4: next status and message). */
export const statusChangeBody = {
  type: "object",
  required: ["next_status"],
  additionalProperties: false,
  properties: {
    next_status: { type: "string", minLength: 1, maxLength: 40 },
    message: { type: "string", maxLength: 1000 },
  },
} as const;
export interface StatusChangeBody {
  next_status: string;
  message?: string;
}

/** Body of `POST …/validate-support-documents` and `…/clean-account-packages` (001 §7). */
export const accountIdsBody = {
  type: "object",
  required: ["account_ids"],
  additionalProperties: false,
  properties: { account_ids: accountIds },
} as const;
export interface AccountIdsBody {
  account_ids: string[];
}

/** Body of `POST /rcm/v1/responsible` (001 §6 "Responsible users can be assigned to accounts"). */
export const responsibleBody = {
  type: "object",
  required: ["account_ids", "email_address"],
  additionalProperties: false,
  properties: {
    account_ids: accountIds,
    email_address: { type: ["string", "null"], maxLength: 254 },
  },
} as const;
export interface ResponsibleBody {
  account_ids: string[];
  /** null unassigns. */
  email_address: string | null;
}

/** Body of `POST /rcm/v1/accounts/{id}/assemble` and `…/reassemble` (001 §4). */
export const assembleBody = {
  type: "object",
  additionalProperties: false,
  properties: { confirm_incomplete: { type: "boolean" } },
} as const;
export interface AssembleBody {
  /** Assemble although support documents are missing (001 §4: needs confirmation). */
  confirm_incomplete?: boolean;
}

/** The optional `request_data` of `POST /rcm/v1/accounts/{id}/complete-audit`. */
export const completeAuditData = {
  type: "object",
  additionalProperties: false,
  properties: { message: { type: "string", maxLength: 1000 } },
} as const;
export interface CompleteAuditData {
  message?: string;
}

/** Body of `POST /v1/s3-explorer/account-files` (001 §7 download manager). */
export const accountFilesBody = {
  type: "object",
  required: ["account_id"],
  additionalProperties: false,
  properties: { account_id: { type: "string", minLength: 1, maxLength: 64 } },
} as const;
export interface AccountFilesBody {
  account_id: string;
}

/** Body of `POST /v1/s3-explorer/account-settlement-group-files` (001 §7 download manager). */
export const settlementGroupFilesBody = {
  type: "object",
  required: ["origin_invoice_group_id"],
  additionalProperties: false,
  properties: { origin_invoice_group_id: { type: "string", minLength: 1, maxLength: 64 } },
} as const;
export interface SettlementGroupFilesBody {
  origin_invoice_group_id: string;
}
