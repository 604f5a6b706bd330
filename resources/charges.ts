import { chargeSchema } from "../schemas/entities/charge";
import { SERVICE_TYPE_LABELS } from "../schemas/entities/field-kinds";
import { SERVICE_TYPES } from "../schemas/entities/service-types";
import { defineResource } from "./define-resource";

/** Service types a charge filter offers (001 §9 "Filter values"): the ones the reference API accepts. */
export const CHARGE_SERVICE_TYPES = SERVICE_TYPES;

/**
 * The charges of one account (001 §2 "account/{accountId}", §3 "Charge", §7
 * `GET /rcm/v1/accounts/{id}/charges` with service_types, required_support_documents_completed,
 * from_date, to_date, search_value, page, size): a nested list (issue 7 §1) shown by the account
 * screen at /rcm/account/:id, its URL keys under `charges.`; the charge detail at /rcm/charge/:id
 * (`GET /rcm/v1/charges/{id}`). `searchValue` matches code, description and diagnosis, health data
 * of the patient, so it is PHI and never reaches the URL (docs/decisions.md "Charges"). The
 * service answers in line order and sorts nothing (001 §7 names no sort), so there are no
 * sorters. Completeness reads as "uploaded / required" in text and colour.
 */
export default defineResource({
  name: "charges",
  service: "rcm",
  endpoint: "rcm/v1/accounts/{id}/charges",
  schema: chargeSchema,
  list: {
    columns: [
      "lineNumber",
      "code",
      "description",
      "serviceType",
      "quantity",
      "amount",
      "totalAmount",
      "diagnosisCode",
      "providerProductCode",
      "uploadedSupportDocuments",
      "createdAt",
      "originEventCreationDateTime",
    ],
    // Priority and width of each column (issue 19 §2).
    columnLayout: {
      lineNumber: { priority: 1, minWidth: 70 },
      code: { priority: 1, minWidth: 110 },
      description: { priority: 1, minWidth: 220 },
      serviceType: { priority: 1, minWidth: 150 },
      quantity: { priority: 2, minWidth: 90 },
      amount: { priority: 2, minWidth: 110 },
      totalAmount: { priority: 1, minWidth: 120 },
      diagnosisCode: { priority: 2, minWidth: 120 },
      providerProductCode: { priority: 2, minWidth: 140 },
      uploadedSupportDocuments: { priority: 2, minWidth: 100 },
      createdAt: { priority: 3, minWidth: 150 },
      originEventCreationDateTime: { priority: 3, minWidth: 150 },
    },
    filters: {
      searchValue: { kind: "text", param: "searchValue", maxLength: 100 },
      serviceTypes: {
        kind: "select",
        param: "serviceTypes",
        multiple: true,
        options: { values: CHARGE_SERVICE_TYPES, labelPrefix: SERVICE_TYPE_LABELS },
      },
      requiredSupportDocumentsCompleted: {
        kind: "boolean",
        param: "requiredSupportDocumentsCompleted",
        labelled: true,
      },
      createdAt: { kind: "dateRange", params: { from: "fromDate", to: "toDate" } },
    },
    sorters: [],
    phi: ["searchValue"],
  },
  show: { route: "/rcm/charge/:id", custom: true },
  access: {
    list: { area: "rcm" },
    show: { area: "rcm" },
  },
  meta: { route: "/rcm/account/:id", parent: "rcm", nested: true },
});
