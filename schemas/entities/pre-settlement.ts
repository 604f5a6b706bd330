import type { FromSchema } from "json-schema-to-ts";

/**
 * One pre-settlement (delivery relationship) of `GET rcm/v1/pre-settlements` (001 §3
 * "Pre-settlement", §7; docs/api-contract.md "Revenue cycle: pre-settlements"), camel-cased by the
 * HTTP layer: origin invoice group id (the detail route's key), settlement number, status (category
 * `rcm-status-pre-settlement`, 001 §4), delivery responsible (MANUAL or AUTOMATIC), sent date,
 * agreement codes and invoice count.
 */
export const preSettlementSchema = {
  $id: "pre-settlement",
  type: "object",
  properties: {
    id: { type: "string" },
    originInvoiceGroupId: { type: "string" },
    path: { type: ["string", "null"] },
    settlementNumber: { type: ["string", "null"] },
    status: { type: "string", "x-kind": "status", "x-category": "rcm-status-pre-settlement" },
    deliveryResponsible: { type: ["string", "null"] },
    payerName: { type: ["string", "null"] },
    sentDate: { type: ["string", "null"], format: "date-time", "x-kind": "timestamp" },
    agreementCodes: { type: "array", items: { type: "string" } },
    invoiceCount: { type: "integer" },
    createdAt: { type: ["string", "null"], format: "date-time", "x-kind": "timestamp" },
    updatedAt: { type: ["string", "null"], format: "date-time", "x-kind": "timestamp" },
  },
  required: ["id", "originInvoiceGroupId", "status"],
} as const;

export type PreSettlement = FromSchema<typeof preSettlementSchema>;

/** A file of a pre-settlement's detail (001 §3 "files (extension, name)"). */
export interface PreSettlementFile {
  id: string;
  name: string;
  extension: string;
  contentType: string;
  sizeBytes: number;
  createdAt: string;
  replacedAt: string | null;
  replacedBy: string | null;
}

/** An invoice (account) of a pre-settlement's detail (001 §3 "invoices"). */
export interface PreSettlementInvoice {
  accountId: string;
  invoiceNumber: string;
  invoiceAmount: number;
  currencyCode: string;
  agreementCode: string;
  agreementName: string;
  payerName: string;
  status: string | null;
  invoiceDateTime: string | null;
}

/** A settlement action registered on a pre-settlement (`POST settlements/register-action`). */
export interface PreSettlementAction {
  id: string;
  action: string;
  comment: string | null;
  createdBy: string;
  createdAt: string;
}

/** `GET rcm/v1/pre-settlements/{id}`: the row with its files, invoices and actions. */
export type PreSettlementDetail = PreSettlement & {
  files: PreSettlementFile[];
  invoices: PreSettlementInvoice[];
  actions: PreSettlementAction[];
};
