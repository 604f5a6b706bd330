import { accountSchema } from "../schemas/entities/account";
import { ACCOUNT_ACTION_ACCESS, ACCOUNT_BULK_ACTIONS, ACCOUNT_ROW_ACTIONS } from "./account-actions";
import { defineResource, type LookupSource } from "./define-resource";
import { SERVICE_TYPE_LOOKUP } from "./lookups";
import {
  INVOICE_SOURCE_CATALOGUE,
  PLAN_TYPE_CATALOGUE,
  SUPPORT_FILE_TYPE_CATALOGUE,
} from "../schemas/entities/value-catalogues";

/** Provider lookups are not given to external auditors (001 §6). */
const PROVIDER_LOOKUP = { hideForRcmRoles: ["EXTERNAL_AUDITOR"], advanced: true } as const;

const lookup = (
  endpoint: string,
  value = "slug",
  label = "value",
  labels?: string,
): { lookup: LookupSource } => ({
  lookup: { endpoint, value, label, labels },
});

/**
 * RCM accounts: the account list at /rcm/home (001 §2 "home", §3 "Account", §6, §7
 * `GET /rcm/v1/accounts`, docs/api-contract.md "Revenue cycle"). Every filter of the call is
 * offered; `searchValue` (invoice number, patient id or name) is PHI and never reaches the URL.
 * The status filter offers the statuses allowed to the user's roles (role-permissions call) and the
 * provider lookups are hidden for EXTERNAL_AUDITOR, as is the concurrent-audit filter (001 §5, §6).
 * No default filters: the spec says the home has "default filters" without naming them
 * (docs/decisions.md "Grids"); the default sort is newest first.
 */
export default defineResource({
  name: "accounts",
  service: "rcm",
  endpoint: "rcm/v1/accounts",
  schema: accountSchema,
  customList: true,
  list: {
    columns: [
      "invoiceNumber",
      "patientId",
      "patientName",
      "payerName",
      "agreementName",
      "healthcarePlanCoverage",
      "serviceTypes",
      "invoiceAmount",
      "uploadedSupportDocuments",
      "status",
      "responsibleName",
      "costCenterName",
      "createdAt",
    ],
    // Priority and width of each column (issue 19 §2).
    columnLayout: {
      invoiceNumber: { priority: 1, minWidth: 124 },
      patientId: { priority: 2, minWidth: 120 },
      patientName: { priority: 1, minWidth: 150 },
      payerName: { priority: 1, minWidth: 124 },
      agreementName: { priority: 2, minWidth: 180 },
      healthcarePlanCoverage: { priority: 2, minWidth: 140 },
      serviceTypes: { priority: 2, minWidth: 180 },
      invoiceAmount: { priority: 1, minWidth: 110 },
      uploadedSupportDocuments: { priority: 2, minWidth: 100 },
      status: { priority: 1, minWidth: 150 },
      responsibleName: { priority: 3, minWidth: 150 },
      costCenterName: { priority: 3, minWidth: 160 },
      createdAt: { priority: 2, minWidth: 140 },
    },
    filters: {
      searchValue: { kind: "text", param: "searchValue", maxLength: 100, pinned: true },
      statuses: {
        kind: "select",
        param: "statuses",
        multiple: true,
        options: { catalogue: "rcm-status-account" },
        pinned: true,
      },
      createdAt: { kind: "dateRange", params: { from: "fromDate", to: "toDate" } },
      payer: {
        kind: "select",
        param: "payer",
        multiple: false,
        options: lookup("rcm/v1/payers", "slug", "name"),
      },
      healthcarePlanCoverages: {
        kind: "select",
        param: "healthcarePlanCoverages",
        multiple: true,
        options: lookup("rcm/v1/healthcare-plans"),
      },
      invoiceAmount: { kind: "amountRange", params: { min: "invoiceAmountMin", max: "invoiceAmountMax" } },
      requiredSupportDocumentsCompleted: {
        kind: "boolean",
        param: "requiredSupportDocumentsCompleted",
        labelled: true,
      },
      concurrentAuditRequired: {
        kind: "boolean",
        param: "concurrentAuditRequired",
        hideForRcmRoles: ["EXTERNAL_AUDITOR"],
        advanced: true,
      },
      isReassignedAccount: { kind: "boolean", param: "isReassignedAccount", advanced: true },
      reassignedAccountId: { kind: "text", param: "reassignedAccountId", maxLength: 64, advanced: true },
      serviceTypes: {
        kind: "select",
        param: "serviceTypes",
        multiple: true,
        options: { lookup: SERVICE_TYPE_LOOKUP },
        ...PROVIDER_LOOKUP,
      },
      executorService: {
        kind: "select",
        param: "executorService",
        multiple: true,
        options: lookup("rcm/v1/providers/{provider}/executor-services"),
        ...PROVIDER_LOOKUP,
      },
      agreementPlanType: {
        kind: "select",
        param: "agreementPlanType",
        multiple: true,
        options: lookup(
          "rcm/v1/providers/{provider}/agreement-plan-types",
          "slug",
          "value",
          PLAN_TYPE_CATALOGUE.labels,
        ),
        ...PROVIDER_LOOKUP,
      },
      invoiceSource: {
        kind: "select",
        param: "invoiceSource",
        multiple: true,
        options: lookup(
          "rcm/v1/providers/{provider}/invoice-sources",
          "slug",
          "value",
          INVOICE_SOURCE_CATALOGUE.labels,
        ),
        ...PROVIDER_LOOKUP,
      },
      agreementCode: {
        kind: "select",
        param: "agreementCode",
        multiple: true,
        options: lookup(
          "rcm/v1/provider-payer-configurations/all-agreements",
          "agreementCode",
          "agreementName",
        ),
        ...PROVIDER_LOOKUP,
      },
      missingSupports: {
        kind: "select",
        param: "missingSupports",
        multiple: true,
        options: lookup(
          "rcm/v1/support-files?sortBy=name",
          "fileCode",
          "name",
          SUPPORT_FILE_TYPE_CATALOGUE.labels,
        ),
        ...PROVIDER_LOOKUP,
      },
      responsibleEmailAddresses: {
        kind: "select",
        param: "responsibleEmailAddresses",
        multiple: true,
        options: lookup("rcm/v1/providers/{provider}/users", "emailAddress", "name"),
        ...PROVIDER_LOOKUP,
      },
    },
    sorters: ["createdAt", "invoiceAmount", "invoiceNumber", "payerName", "status", "patientId"],
    defaultSort: { field: "createdAt", order: "desc" },
    phi: ["searchValue"],
    viewConfiguration: { section: "accounts", viewName: "list" },
    // Account actions, single and bulk (001 §4; resources/account-actions.ts).
    rowActions: ACCOUNT_ROW_ACTIONS,
    bulkActions: ACCOUNT_BULK_ACTIONS,
  },
  show: { route: "/rcm/account/:id", custom: true },
  access: {
    list: { area: "rcm" },
    show: { area: "rcm" },
    ...ACCOUNT_ACTION_ACCESS,
    // Support documents and audit comments of an account (001 §3, §4; 000 §6 events).
    uploadDocument: { area: "rcm", event: "UPLOAD_DOCUMENT" },
    replaceDocument: { area: "rcm", event: "REPLACE_DOCUMENT" },
    deleteDocument: { area: "rcm", event: "DELETE_DOCUMENT" },
    modifyPreAuditComments: { area: "rcm", event: "MODIFY_PRE_AUDIT_COMMENTS" },
    modifyConcurrentAuditComments: { area: "rcm", event: "MODIFY_CONCURRENT_AUDIT_COMMENTS" },
    completeAudit: { area: "rcm", event: "COMPLETE_AUDIT" },
  },
  meta: { route: "/rcm/home", icon: "FileTextOutlined", parent: "rcm" },
});
