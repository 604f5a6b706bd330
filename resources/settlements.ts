import { settlementSchema } from "../schemas/entities/settlement";
import type { AccessRequirement } from "../schemas/access";
import { defineResource } from "./define-resource";

const SETTLEMENTS: AccessRequirement = { area: "settlements", feature: "settlementSection" };

/**
 * Settlements of authorizations (000 §2 "/settlements", §3 "Settlement", §4 statuses, §7
 * `GET settlements/v3/settlements`; issue 22 §1): the list filtered by creation date range,
 * sponsor (the sponsors of the provider's claims), sponsor settlement id and statuses (the `settlement-status`
 * catalogue, comma-joined on the wire as `included_statuses`), amounts with 2 decimals in the
 * settlement's currency; the wizard at /settlements/new and the detail at /settlements/{id} are
 * bespoke (src/areas/settlements/). Requires the settlements area (ADMINISTRATOR,
 * SETTLEMENT_SUBMITTER, ordinary provider users; AUTHORIZER none: 000 §6) and the
 * settlement-section feature flag. The service has no sort (000 §7): the server's order, newest
 * first. Texts: the menu title and the first fields in `portal`, the rest in the `settlements` part.
 */
export default defineResource({
  name: "settlements",
  service: "settlements",
  endpoint: "settlements/v3/settlements",
  schema: settlementSchema,
  customList: true,
  list: {
    columns: [
      "id",
      "createdAt",
      "sponsorName",
      "sponsorSettlementId",
      "amount",
      "authorizationCount",
      "status",
    ],
    // Priority and width of each column (issue 19 §2).
    columnLayout: {
      id: { priority: 2, minWidth: 140 },
      createdAt: { priority: 1, minWidth: 150 },
      sponsorName: { priority: 1, minWidth: 180 },
      sponsorSettlementId: { priority: 1, minWidth: 150 },
      amount: { priority: 1, minWidth: 140 },
      authorizationCount: { priority: 1, minWidth: 120 },
      status: { priority: 1, minWidth: 160 },
    },
    filters: {
      statuses: {
        kind: "select",
        param: "includedStatuses",
        multiple: true,
        options: { catalogue: "settlement-status" },
        pinned: true,
      },
      sponsor: {
        kind: "select",
        param: "sponsorSlug",
        multiple: false,
        options: {
          lookup: { endpoint: "settlements/v3/settlements/sponsors", value: "slug", label: "name" },
        },
        pinned: true,
      },
      sponsorSettlementId: { kind: "text", param: "sponsorSettlementId", maxLength: 80 },
      createdAt: { kind: "dateRange", params: { from: "dateFrom", to: "dateTo" } },
    },
    // 000 §7 gives the settlements service no sort parameter (its dialect sends none and refuses
    // sorters, docs/decisions.md): the list comes in the server's order, newest first.
    sorters: [],
    phi: [],
  },
  show: { route: "/settlements/:id", custom: true },
  create: { route: "/settlements/new", custom: true },
  access: {
    list: SETTLEMENTS,
    show: SETTLEMENTS,
    create: SETTLEMENTS,
  },
  meta: { route: "/settlements", icon: "BankOutlined" },
});
