import { settlementSchema } from "../schemas/entities/settlement";
import { defineResource } from "./define-resource";

/**
 * Settlements of authorizations (000 §2 "/settlements"): the shell for now, list at /settlements
 * and creation at /settlements/new, both translated empty states until a later issue fills them.
 * Requires the settlements area and the settlement-section feature flag (000 §6).
 */
export default defineResource({
  name: "settlements",
  service: "settlements",
  endpoint: "settlements/v3/settlements",
  schema: settlementSchema,
  customList: true,
  list: {
    columns: ["id", "createdAt", "sponsorSlug", "amount", "authorizationCount", "status"],
    // Priority and width of each column (issue 19 §2).
    columnLayout: {
      id: { priority: 1, minWidth: 120 },
      createdAt: { priority: 1, minWidth: 150 },
      sponsorSlug: { priority: 1, minWidth: 150 },
      amount: { priority: 1, minWidth: 120 },
      authorizationCount: { priority: 2, minWidth: 120 },
      status: { priority: 1, minWidth: 140 },
    },
    // 000 §7 gives the settlements service no sort parameter (its dialect sends none and refuses
    // sorters, docs/decisions.md): the list comes in the server's order, newest first.
    sorters: [],
    exportable: false,
  },
  create: { route: "/settlements/new", custom: true },
  access: {
    list: { area: "settlements", feature: "settlementSection" },
    create: { area: "settlements", feature: "settlementSection" },
  },
  meta: { route: "/settlements", icon: "BankOutlined" },
});
