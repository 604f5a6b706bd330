import type { AccessRequirement } from "../schemas/access";
import { aiAnalysedDocumentSchema } from "../schemas/entities/ai-analysed-document";
import { SERVICE_TYPE_LOOKUP } from "./lookups";
import { defineResource } from "./define-resource";

const RCM: AccessRequirement = { area: "rcm" };

/**
 * Documents sent for AI validation, the first tab of /rcm/ai-analysis-overview (001 §2
 * "ai-analysis-overview | tabs: analyzed documents, ai-configuration-rules"; §4 "AI validation";
 * §7 `GET support-files/sent-for-ai-validation` with search_value, service_types,
 * ai_validation_statuses, from_date, to_date, page, size; §9 page size 15; issue 8 §5): filtered
 * by search (invoice number or file: PHI, never in the URL), statuses, services and the day sent;
 * Enter on a row opens the results of the document (/rcm/ai-analysis-overview/{id}). The service
 * names no sort. Any RCM user reads them (the accounts' own documents; 000 §6 names no AI event,
 * docs/decisions.md "AI document analysis"). Texts: the menu title in `portal`, the rest in `ai-rules`.
 */
export default defineResource({
  name: "ai-analysed-documents",
  service: "rcm",
  endpoint: "rcm/v1/support-files/sent-for-ai-validation",
  schema: aiAnalysedDocumentSchema,
  customList: true,
  list: {
    columns: [
      "invoiceNumber",
      "supportFileName",
      "fileName",
      "agreementName",
      "serviceTypes",
      "eventDateTime",
      "createdAt",
      "denialRisk",
      "aiValidationStatus",
    ],
    // Priority and width of each column (issue 19 §2).
    columnLayout: {
      invoiceNumber: { priority: 1, minWidth: 124 },
      supportFileName: { priority: 1, minWidth: 180 },
      fileName: { priority: 2, minWidth: 200 },
      agreementName: { priority: 2, minWidth: 180 },
      serviceTypes: { priority: 2, minWidth: 160 },
      eventDateTime: { priority: 2, minWidth: 150 },
      createdAt: { priority: 2, minWidth: 150 },
      denialRisk: { priority: 1, minWidth: 120 },
      aiValidationStatus: { priority: 1, minWidth: 150 },
    },
    filters: {
      search: { kind: "text", param: "searchValue", maxLength: 100, pinned: true },
      statuses: {
        kind: "select",
        param: "aiValidationStatuses",
        multiple: true,
        options: {
          values: ["APPROVED", "REJECTED", "PENDING", "NOT_APPLICABLE", "NOT_CONFIGURED"],
          labelPrefix: "aiRules.status",
        },
        pinned: true,
      },
      serviceTypes: {
        kind: "select",
        param: "serviceTypes",
        multiple: true,
        options: { lookup: SERVICE_TYPE_LOOKUP },
      },
      sentDate: { kind: "dateRange", params: { from: "fromDate", to: "toDate" } },
    },
    phi: ["search"],
    sorters: [],
    pageSizes: [15],
    rowKey: "id",
    exportable: false,
  },
  show: { route: "/rcm/ai-analysis-overview/:id", custom: true },
  access: { list: RCM, show: RCM },
  meta: { route: "/rcm/ai-analysis-overview", icon: "SafetyCertificateOutlined", parent: "rcm" },
});
