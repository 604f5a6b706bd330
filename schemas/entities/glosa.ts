import type { FromSchema } from "json-schema-to-ts";
import { GLOSA_CATEGORY_CATALOGUE } from "./value-catalogues";

/**
 * One processed glosa of `GET rcm-denials/v1/invoice` (001 §3 "Processed glosa", §7; docs/api-contract.md
 * "Glosas"), camel-cased by the HTTP layer: invoiceId, fileId, payer, invoiceNumber, filingDate,
 * glossNotificationDate, notificationQuantity, daysResponse, objectionCategory, invoiced / glossed /
 * charge amounts (decimals), reason, glosaStatus (001 §4 "Glosa"), slug, the type GLOSS or RETURN,
 * and `responseDeadline` (notification date + days to respond, null once FILED; an addition of the
 * reference API, docs/decisions.md "Glosa deadline").
 */
export const glosaSchema = {
  $id: "glosa",
  type: "object",
  properties: {
    id: { type: "string" },
    invoiceId: { type: "string" },
    fileId: { type: ["string", "null"] },
    payer: { type: "string" },
    invoiceNumber: { type: "string" },
    type: { type: "string", enum: ["GLOSS", "RETURN"] },
    filingDate: { type: ["string", "null"], format: "date" },
    glossNotificationDate: { type: "string", format: "date" },
    notificationQuantity: { type: "integer" },
    daysResponse: { type: "integer" },
    responseDeadline: { type: ["string", "null"], format: "date" },
    objectionCategory: { type: ["string", "null"], "x-labels": GLOSA_CATEGORY_CATALOGUE.labels },
    invoicedAmount: { type: "number", "x-kind": "money" },
    glossedAmount: { type: "number", "x-kind": "money" },
    chargeAmount: { type: "number", "x-kind": "money" },
    reason: { type: ["string", "null"] },
    glosaStatus: {
      type: "string",
      enum: ["PENDING", "IN_PROGRESS", "READY_TO_FILE", "INCOMPLETE_DOCUMENTATION", "FILED"],
    },
    slug: { type: "string" },
  },
  required: [
    "id",
    "invoiceId",
    "payer",
    "invoiceNumber",
    "type",
    "glossNotificationDate",
    "notificationQuantity",
    "daysResponse",
    "invoicedAmount",
    "glossedAmount",
    "chargeAmount",
    "glosaStatus",
    "slug",
  ],
} as const;

/** A processed glosa (001 §3). */
export type Glosa = FromSchema<typeof glosaSchema>;
