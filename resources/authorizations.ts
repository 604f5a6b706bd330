import { authorizationListItemSchema } from "../schemas/entities/authorization-list-item";
import { defineResource } from "./define-resource";

/** Claims that can no longer be voided. */
const NOT_VOIDABLE = ["VOIDED", "CANCELED", "EXPIRED"] as const;

/**
 * The authorization list at /home (000 §2 "Authorization home", §3 "Authorization list item",
 * §4, §7 `GET arc/v1/providers/{provider}/outpatient-care-claim`, docs/api-contract.md). Filters by
 * claim status, creation date range, authorization code (PHI: never in the URL) and documentation
 * completeness; sorted by creation date, newest first (000 §9). Row actions void the authorization
 * or only its claim, each after a confirmation (000 §2, §7); both need the authorizations area.
 * The list screen is bespoke (tabs, permission message): src/areas/authorizations.
 */
export default defineResource({
  name: "authorizations",
  service: "arc",
  endpoint: "arc/v1/providers/{provider}/outpatient-care-claim",
  schema: authorizationListItemSchema,
  customList: true,
  list: {
    columns: [
      "authorizationCode",
      "createdAt",
      "beneficiaryName",
      "sponsorName",
      "coverageType",
      "providerBranchName",
      "claimStatus",
      "uploadedFiles",
      "satisfiesDocumentsPolicy",
    ],
    // Priority and width of each column (issue 19 §2).
    columnLayout: {
      authorizationCode: { priority: 1, minWidth: 140 },
      createdAt: { priority: 1, minWidth: 130 },
      beneficiaryName: { priority: 1, minWidth: 150 },
      sponsorName: { priority: 1, minWidth: 140 },
      coverageType: { priority: 2, minWidth: 140 },
      providerBranchName: { priority: 2, minWidth: 160 },
      claimStatus: { priority: 1, minWidth: 160 },
      uploadedFiles: { priority: 2, minWidth: 110 },
      satisfiesDocumentsPolicy: { priority: 2, minWidth: 150 },
    },
    filters: {
      authorizationCode: { kind: "text", param: "authorizationCode", maxLength: 64, pinned: true },
      claimStatus: {
        kind: "select",
        param: "claimStatus",
        multiple: true,
        options: { catalogue: "claim-status" },
        pinned: true,
      },
      createdAt: { kind: "dateRange", params: { from: "dateFrom", to: "dateTo" } },
      satisfiesDocumentsPolicy: { kind: "boolean", param: "satisfiesDocumentsPolicy", labelled: true },
    },
    sorters: ["createdAt", "beneficiaryName", "coverageType", "claimStatus"],
    defaultSort: { field: "createdAt", order: "desc" },
    phi: ["authorizationCode"],
    rowActions: [
      { name: "void", confirm: true, danger: true, when: { field: "claimStatus", notIn: NOT_VOIDABLE } },
      { name: "voidClaim", confirm: true, danger: true, when: { field: "claimStatus", notIn: NOT_VOIDABLE } },
    ],
  },
  show: { route: "/authorizations/:id", idField: "authorizationId" },
  create: { route: "/authorization/new" },
  access: {
    list: { area: "authorizations" },
    show: { area: "authorizations" },
    create: { area: "authorizations", feature: "addNewAuthorization" },
    void: { area: "authorizations" },
    voidClaim: { area: "authorizations" },
  },
  meta: { route: "/home", icon: "SafetyCertificateOutlined" },
});
