import { glosaSchema } from "../schemas/entities/glosa";
import { GLOSA_STATUSES, GLOSA_TYPES } from "../schemas/requests/glosas";
import { defineResource } from "./define-resource";

/**
 * Processed glosas (payer objections) at /rcm/glosas-upload (001 §2 "glosas-upload", §3 "Processed
 * glosa", §7 `GET rcm-denials/v1/invoice` with page, size, filter, glossNotificationDate, filingDate,
 * type, order_by, sort; default page size 15, 001 §9). A custom list screen: the upload and its
 * files above the generic list, the deadline and status cells drawn by the screen. The free-text
 * `filter` (invoice number, payer, reason) holds no patient data. Sorted by response deadline,
 * most urgent first (docs/decisions.md "Glosa deadline"). The export is the server's
 * (`POST invoice/export`, a real XLSX or CSV), so the generic CSV export is off. Every action is
 * gated by its glosa event of 000 §6; the detail is /rcm/glosa-detail/:id.
 */
export default defineResource({
  name: "glosas",
  service: "denials",
  endpoint: "rcm-denials/v1/invoice",
  schema: glosaSchema,
  customList: true,
  list: {
    columns: [
      "invoiceNumber",
      "payer",
      "type",
      "filingDate",
      "glossNotificationDate",
      "notificationQuantity",
      "daysResponse",
      "responseDeadline",
      "objectionCategory",
      "invoicedAmount",
      "glossedAmount",
      "chargeAmount",
      "reason",
      "glosaStatus",
    ],
    // Priority and width of each column (issue 19 §2).
    columnLayout: {
      invoiceNumber: { priority: 1, minWidth: 110 },
      payer: { priority: 1, minWidth: 110 },
      type: { priority: 2, minWidth: 90 },
      filingDate: { priority: 2, minWidth: 110 },
      glossNotificationDate: { priority: 2, minWidth: 110 },
      notificationQuantity: { priority: 2, minWidth: 100 },
      daysResponse: { priority: 2, minWidth: 100 },
      responseDeadline: { priority: 1, minWidth: 280 },
      objectionCategory: { priority: 2, minWidth: 140 },
      invoicedAmount: { priority: 1, minWidth: 130 },
      glossedAmount: { priority: 1, minWidth: 120 },
      chargeAmount: { priority: 2, minWidth: 110 },
      reason: { priority: 3, minWidth: 200 },
      glosaStatus: { priority: 1, minWidth: 170 },
    },
    filters: {
      filter: { kind: "text", param: "filter", maxLength: 100, pinned: true },
      glosaStatus: {
        kind: "select",
        param: "glosaStatus",
        multiple: true,
        options: { values: GLOSA_STATUSES, labelPrefix: "glosas.statuses" },
        pinned: true,
      },
      type: {
        kind: "select",
        param: "type",
        multiple: false,
        options: { values: GLOSA_TYPES, labelPrefix: "glosas.types" },
      },
      glossNotificationDate: {
        kind: "dateRange",
        params: { from: "glossNotificationDateFrom", to: "glossNotificationDateTo" },
      },
      filingDate: { kind: "dateRange", params: { from: "filingDateFrom", to: "filingDateTo" } },
    },
    sorters: [
      "responseDeadline",
      "glossNotificationDate",
      "filingDate",
      "invoiceNumber",
      "payer",
      "daysResponse",
      "glossedAmount",
      "invoicedAmount",
      "glosaStatus",
    ],
    defaultSort: { field: "responseDeadline", order: "asc" },
    exportable: false,
  },
  show: { route: "/rcm/glosa-detail/:id", custom: true },
  access: {
    list: { area: "rcm", event: "VIEW_GLOSA_GRID" },
    show: { area: "rcm", event: "VIEW_GLOSAS" },
    viewFiles: { area: "rcm", event: "VIEW_GLOSAS" },
    upload: { area: "rcm", event: "UPLOAD_GLOSAS" },
    disable: { area: "rcm", event: "DELETE_GLOSAS" },
    export: { area: "rcm", event: "EXPORT_GLOSAS" },
    modifyNotificationDate: { area: "rcm", event: "MODIFY_GLOSA_FILLING_DATE" },
    respond: { area: "rcm", event: "GLOSA_RESPONSE" },
  },
  meta: { route: "/rcm/glosas-upload", icon: "AuditOutlined", parent: "rcm" },
});
