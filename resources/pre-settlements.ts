import { preSettlementSchema } from "../schemas/entities/pre-settlement";
import type { AccessRequirement } from "../schemas/access";
import { defineResource } from "./define-resource";

const MODIFY: AccessRequirement = { area: "rcm", event: "MODIFY_PRE_SETTLEMENTS" };
const VIEW: AccessRequirement = { area: "rcm", event: "VIEW_PRE_SETTLEMENTS" };

/**
 * Pre-settlements, delivery relationships (001 §2 "pre-settlements", §3 "Pre-settlement", §4, §7
 * `GET rcm/v1/pre-settlements`, §9 "Default page size 15"; issue 9 §1): settlement number, status
 * (the eight statuses of 001 §4 as tags), delivery responsible, sent date, agreement codes and
 * invoice count; filtered by search (settlement number or group id, not patient data), statuses
 * (comma-joined on the wire), agreements (`provider_payer_configuration_ids`, the agreements lookup)
 * and send date range. The service names no sort: the list keeps the server's order (newest first).
 * The detail at /rcm/pre-settlements/{originInvoiceGroupId} is bespoke
 * (src/areas/rcm/pre-settlements/), its actions gated here through `can()` (000 §6 events):
 * VIEW_PRE_SETTLEMENTS to see and download, MODIFY_PRE_SETTLEMENTS to build, move, register a
 * settlement action and change the package folder, REPLACE_SUPPORT_DOCUMENT_PRE_SETTLEMENT to
 * replace a file. Texts: the menu title in `portal`, the rest in the `pre-settlements` part.
 */
export default defineResource({
  name: "pre-settlements",
  service: "rcm",
  endpoint: "rcm/v1/pre-settlements",
  schema: preSettlementSchema,
  customList: true,
  list: {
    columns: [
      "settlementNumber",
      "status",
      "deliveryResponsible",
      "sentDate",
      "agreementCodes",
      "invoiceCount",
      "payerName",
      "originInvoiceGroupId",
    ],
    // Priority and width of each column (issue 19 §2).
    columnLayout: {
      settlementNumber: { priority: 1, minWidth: 140 },
      status: { priority: 1, minWidth: 140 },
      deliveryResponsible: { priority: 2, minWidth: 160 },
      sentDate: { priority: 1, minWidth: 110 },
      agreementCodes: { priority: 2, minWidth: 180 },
      invoiceCount: { priority: 1, minWidth: 100 },
      payerName: { priority: 1, minWidth: 160 },
      originInvoiceGroupId: { priority: 3, minWidth: 200 },
    },
    filters: {
      search: { kind: "text", param: "searchValue", maxLength: 100, pinned: true },
      statuses: {
        kind: "select",
        param: "statuses",
        multiple: true,
        options: { catalogue: "rcm-status-pre-settlement" },
        pinned: true,
      },
      agreements: {
        kind: "select",
        param: "providerPayerConfigurationIds",
        multiple: true,
        options: {
          lookup: {
            endpoint: "rcm/v1/provider-payer-configurations/all-agreements",
            value: "agreementCode",
            label: "agreementName",
          },
        },
      },
      sentDate: { kind: "dateRange", params: { from: "fromSendDate", to: "toSendDate" } },
    },
    sorters: [],
    pageSizes: [15, 30, 50, 100],
    rowKey: "id",
  },
  show: { route: "/rcm/pre-settlements/:id", custom: true, idField: "originInvoiceGroupId" },
  access: {
    list: VIEW,
    show: VIEW,
    build: MODIFY,
    move: MODIFY,
    registerAction: MODIFY,
    packageFolder: MODIFY,
    replaceFile: { area: "rcm", event: "REPLACE_SUPPORT_DOCUMENT_PRE_SETTLEMENT" },
    downloadFiles: VIEW,
  },
  meta: { route: "/rcm/pre-settlements", icon: "BankOutlined", parent: "rcm" },
});
