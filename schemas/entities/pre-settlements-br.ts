import type { FromSchema } from "json-schema-to-ts";

/**
 * One sending record of the Brazil dispatch panel, `GET rcm/v1/accounts/sent-accounts-statuses`
 * (001 §3 "Brazil pre-settlement" and the other sending-record fields named in texts, §4 "Brazil
 * dispatch"; docs/api-contract.md "Brazil dispatch panel"), camel-cased by the HTTP layer. Amounts
 * are decimals in `currencyCode` (BRL); `remainTimeToCorrect` is whole hours left to correct a
 * SEND_ERROR record and `daysRemaining` whole days (both null for SENT).
 */
export const brSendingRecordSchema = {
  $id: "br-sending-record",
  type: "object",
  properties: {
    id: { type: "string" },
    invoiceNumber: { type: "string" },
    invoiceSource: { type: "string" },
    payerName: { type: "string" },
    settlementNumber: { type: ["string", "null"] },
    workerService: { type: "string", enum: ["SIAD", "ORIZON"] },
    sentDate: { type: "string", format: "date-time", "x-kind": "timestamp" },
    accountStatus: { type: "string", "x-kind": "status", "x-category": "rcm-status-pre-settlements-br" },
    accountId: { type: ["string", "null"] },
    invoiceTotalAmount: { type: "number", "x-kind": "money" },
    currencyCode: { type: "string" },
    settlementNumberReceivedAt: { type: ["string", "null"], format: "date-time", "x-kind": "timestamp" },
    remainTimeToCorrect: { type: ["integer", "null"] },
    daysRemaining: { type: ["integer", "null"] },
    billedLocation: { type: "string" },
    protocol: { type: ["string", "null"] },
    externalId: { type: ["string", "null"] },
    movementType: { type: "string" },
    reason: { type: ["string", "null"] },
    xmlDelivery: { type: "boolean", "x-kind": "boolean" },
  },
  required: [
    "id",
    "invoiceNumber",
    "invoiceSource",
    "payerName",
    "workerService",
    "sentDate",
    "accountStatus",
    "invoiceTotalAmount",
    "currencyCode",
    "billedLocation",
    "movementType",
    "xmlDelivery",
  ],
} as const;

/** A sending record (001 §3 "Brazil pre-settlement"). */
export type BrSendingRecord = FromSchema<typeof brSendingRecordSchema>;

/**
 * One sending attempt of a record, `GET rcm/v1/accounts/sent-accounts-statuses-details/{id}` (001 §3
 * "Detail rows have responseMessage"): `responseMessage` is a code of `BR_RESPONSE_MESSAGES`
 * (schemas/requests/pre-settlements-br.ts) or the payer system's own text.
 */
export interface BrSendingAttempt {
  id: string;
  recordId: string;
  attemptDate: string;
  accountStatus: "SENT" | "SEND_ERROR";
  responseMessage: string;
  protocol: string | null;
}

/** One figure of the count info: how many records and their amount (001 §3 "Count info"). */
export interface BrCountFigure {
  totalCount: number;
  /** Sum of the records' invoice totals, a decimal in the provider's currency. */
  totalAmount: number;
  /** null for all records, else SENT or SEND_ERROR. */
  accountStatus: "SENT" | "SEND_ERROR" | null;
}

/** `GET rcm/v1/accounts/sent-accounts-statuses-details-cont-info` (001 §3 "Count info"). */
export interface BrCountInfo {
  infoDetailAll: BrCountFigure;
  infoDetailSuccess: BrCountFigure;
  infoDetailError: BrCountFigure;
}

/** A credential as `GET rcm/v1/providers/provider-keys-configuration` answers it: never a password. */
export interface BrCredential {
  workerType: "SIAD" | "ORIZON";
  username: string;
  lastUpdated: string;
  updatedBy: string;
}

/**
 * One change of the credentials, `GET rcm/v1/providers/provider-keys-configuration-log` (001 §3 "The
 * log has updatedDate", §7 with worker_slug).
 */
export const brCredentialsLogSchema = {
  $id: "br-credentials-log",
  type: "object",
  properties: {
    id: { type: "string" },
    workerSlug: { type: "string", enum: ["SIAD", "ORIZON"] },
    action: { type: "string", enum: ["CREATED", "UPDATED"] },
    username: { type: "string" },
    updatedBy: { type: "string" },
    updatedDate: { type: "string", format: "date-time", "x-kind": "timestamp" },
  },
  required: ["id", "workerSlug", "action", "username", "updatedBy", "updatedDate"],
} as const;

/** A change-log entry of the credentials. */
export type BrCredentialsLogEntry = FromSchema<typeof brCredentialsLogSchema>;
