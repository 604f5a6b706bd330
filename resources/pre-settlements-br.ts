import { brSendingRecordSchema } from "../schemas/entities/pre-settlements-br";
import type { AccessRequirement } from "../schemas/access";
import { defineResource } from "./define-resource";

const VIEW: AccessRequirement = { area: "rcm", event: "VIEW_PRE_SETTLEMENTS", country: "BR" };

/**
 * The Brazil dispatch panel at /rcm/pre-settlements-br (001 §2 "pre-settlements-br", §3 "Brazil
 * pre-settlement", §4 "Brazil dispatch", §7, §9 "Default page size 15"; issue 9 §2;
 * docs/api-contract.md "Brazil dispatch panel"): the sending records (invoice number, invoice
 * source, payer, settlement number, worker service, sent date, status SENT / SEND_ERROR, invoice
 * total, settlement number received at, remaining time to correct; also billed location, protocol,
 * external id, movement type, reason, XML delivery, days remaining), searched by invoice,
 * settlement number, protocol or external id (no patient data), filtered by status and sent date.
 * The screen is bespoke (src/areas/rcm/pre-settlements-br/): the count panel above the list and
 * each record's responses in a drawer. Everything needs VIEW_PRE_SETTLEMENTS (000 §6; the spec names
 * no Brazil event, docs/decisions.md "Brazil dispatch panel") and a Brazilian provider (the
 * session's country): other providers see no menu entry and no panel. Texts: the menu title in `portal`,
 * the rest in the `pre-settlements-br` part.
 */
export default defineResource({
  name: "pre-settlements-br",
  service: "rcm",
  endpoint: "rcm/v1/accounts/sent-accounts-statuses",
  schema: brSendingRecordSchema,
  customList: true,
  list: {
    columns: [
      "invoiceNumber",
      "invoiceSource",
      "payerName",
      "settlementNumber",
      "workerService",
      "sentDate",
      "accountStatus",
      "invoiceTotalAmount",
      "settlementNumberReceivedAt",
      "remainTimeToCorrect",
      "billedLocation",
      "protocol",
      "externalId",
      "movementType",
      "reason",
      "xmlDelivery",
      "daysRemaining",
    ],
    // Priority and width of each column (issue 19 §2).
    columnLayout: {
      invoiceNumber: { priority: 1, minWidth: 124 },
      invoiceSource: { priority: 2, minWidth: 140 },
      payerName: { priority: 1, minWidth: 150 },
      settlementNumber: { priority: 1, minWidth: 130 },
      workerService: { priority: 2, minWidth: 150 },
      sentDate: { priority: 2, minWidth: 110 },
      accountStatus: { priority: 1, minWidth: 140 },
      invoiceTotalAmount: { priority: 1, minWidth: 120 },
      settlementNumberReceivedAt: { priority: 3, minWidth: 150 },
      remainTimeToCorrect: { priority: 3, minWidth: 130 },
      billedLocation: { priority: 3, minWidth: 150 },
      protocol: { priority: 3, minWidth: 130 },
      externalId: { priority: 3, minWidth: 130 },
      movementType: { priority: 3, minWidth: 130 },
      reason: { priority: 3, minWidth: 200 },
      xmlDelivery: { priority: 3, minWidth: 120 },
      daysRemaining: { priority: 2, minWidth: 110 },
    },
    filters: {
      search: { kind: "text", param: "searchValue", maxLength: 100, pinned: true },
      statuses: {
        kind: "select",
        param: "statuses",
        multiple: true,
        options: { catalogue: "rcm-status-pre-settlements-br" },
        pinned: true,
      },
      sentDate: { kind: "dateRange", params: { from: "fromDate", to: "toDate" } },
    },
    sorters: [],
    pageSizes: [15, 30, 50, 100],
    rowKey: "id",
  },
  access: {
    list: VIEW,
    responses: VIEW,
    counts: VIEW,
    credentials: VIEW,
  },
  meta: { route: "/rcm/pre-settlements-br", icon: "BankOutlined", parent: "rcm" },
});
