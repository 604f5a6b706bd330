/**
 * JSON Schema of the saved-view request body (issue 7 §3b; docs/api-contract.md "Saved views", an
 * addition to the contract, not in the specification). Keys are those of the resource declaration
 * (camelCase filter keys and column names, which are data here, not wire fields).
 */

/** Row densities of a grid. */
export const DENSITIES = ["compact", "comfortable"] as const;

/** Most saved views one user keeps per resource. */
export const MAX_SAVED_VIEWS = 50;

/** What the API knows of a list to check a saved view of it: its filter keys and its PHI ones. */
export interface SavedViewList {
  /** Filter keys of the list (resources/<name>.ts `list.filters`). */
  filters: readonly string[];
  /** Filter keys that may hold patient data (`list.phi`): never saved. */
  phi: readonly string[];
}

/**
 * The lists that have saved views, by resource name, with their filter and PHI keys. The reference
 * API imports only schemas/ (DESIGN.md §2), so this mirrors the declarations of resources/;
 * tests/unit/resources/saved-view-lists.test.ts fails when a declaration and this table differ or
 * when a declared list is missing here.
 */
export const SAVED_VIEW_LISTS: Readonly<Record<string, SavedViewList>> = {
  accounts: {
    filters: [
      "searchValue",
      "statuses",
      "createdAt",
      "payer",
      "healthcarePlanCoverages",
      "invoiceAmount",
      "requiredSupportDocumentsCompleted",
      "concurrentAuditRequired",
      "isReassignedAccount",
      "reassignedAccountId",
      "serviceTypes",
      "executorService",
      "agreementPlanType",
      "invoiceSource",
      "agreementCode",
      "missingSupports",
      "responsibleEmailAddresses",
    ],
    phi: ["searchValue"],
  },
  authorizations: {
    filters: ["authorizationCode", "claimStatus", "createdAt", "satisfiesDocumentsPolicy"],
    phi: ["authorizationCode"],
  },
  charges: {
    filters: ["searchValue", "serviceTypes", "requiredSupportDocumentsCompleted", "createdAt"],
    phi: ["searchValue"],
  },
  // Pre-settlements (issue 9 §1): the search is a settlement number or group id, not patient data.
  "pre-settlements": { filters: ["search", "statuses", "agreements", "sentDate"], phi: [] },
  // Glosas (issue 9 §3): the free-text filter is an invoice number, payer or reason, not patient data.
  glosas: { filters: ["filter", "glosaStatus", "type", "glossNotificationDate", "filingDate"], phi: [] },
  // The Brazil dispatch panel (issue 9 §2): searches invoice, settlement, protocol or external id, not patient data.
  "pre-settlements-br": { filters: ["search", "statuses", "sentDate"], phi: [] },
  "pre-settlements-br-credentials": { filters: ["workerSlug"], phi: [] },
  "ai-analysed-documents": { filters: ["search", "statuses", "serviceTypes", "sentDate"], phi: ["search"] },
  "ai-configurations": { filters: ["search"], phi: ["search"] },
  // Agreements (issue 8 §2): searches over agreement codes, names, payers and services, not patient data.
  agreements: { filters: ["search", "service", "agreements", "payers"], phi: [] },
  // An agreement's audit rules (issue 8 §2): a short unfiltered table.
  "audit-rules": { filters: [], phi: [] },
  // The uploaded agreement matrices (issue 8 §4): an unfiltered list.
  "agreement-matrix": { filters: [], phi: [] },
  // The provider's products (issue 8 §3): the search is a product code or name, not patient data.
  "products-configuration": { filters: ["search", "configured", "serviceType"], phi: [] },
  settlements: { filters: [], phi: [] },
  "v2-authorizations": { filters: [], phi: [] },
};

/** A filter value as a list keeps it (resources/define-resource.ts `FilterValue`). */
const filterValue = {
  anyOf: [
    { type: "string", minLength: 1, maxLength: 200 },
    { type: "boolean" },
    { type: "array", items: { type: "string", minLength: 1, maxLength: 200 }, minItems: 1, maxItems: 200 },
    {
      type: "object",
      additionalProperties: false,
      minProperties: 1,
      properties: { from: { type: "string", format: "date" }, to: { type: "string", format: "date" } },
    },
    {
      type: "object",
      additionalProperties: false,
      minProperties: 1,
      properties: {
        min: { type: "number", exclusiveMinimum: 0 },
        max: { type: "number", exclusiveMinimum: 0 },
      },
    },
  ],
} as const;

/** Body of `POST /portal/v1/saved-views`: create, or replace the view of the same name. */
export const savedViewCreate = {
  type: "object",
  required: ["resource", "name", "filters", "columns", "density"],
  additionalProperties: false,
  properties: {
    resource: { type: "string", minLength: 1, maxLength: 64 },
    name: { type: "string", minLength: 1, maxLength: 80 },
    filters: { type: "object", maxProperties: 50, additionalProperties: filterValue },
    sort: {
      anyOf: [
        { type: "null" },
        {
          type: "object",
          required: ["field", "order"],
          additionalProperties: false,
          properties: { field: { type: "string", maxLength: 64 }, order: { enum: ["asc", "desc"] } },
        },
      ],
    },
    columns: { type: "array", items: { type: "string", maxLength: 64 }, minItems: 1, maxItems: 100 },
    density: { enum: DENSITIES },
  },
} as const;
export interface SavedViewCreate {
  /** A declared resource name (resources/index.ts). */
  resource: string;
  name: string;
  /** Filter values by declared filter key (resources/define-resource.ts `FilterModel`), no PHI key. */
  filters: Record<string, unknown>;
  sort?: { field: string; order: "asc" | "desc" } | null;
  /** Columns shown, in order; declared columns of the resource. */
  columns: string[];
  density: (typeof DENSITIES)[number];
}
