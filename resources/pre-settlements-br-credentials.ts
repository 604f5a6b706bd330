import { brCredentialsLogSchema } from "../schemas/entities/pre-settlements-br";
import type { AccessRequirement } from "../schemas/access";
import { BR_WORKER_TYPES } from "../schemas/requests/pre-settlements-br-values";
import { defineResource } from "./define-resource";

const VIEW: AccessRequirement = { area: "rcm", event: "VIEW_PRE_SETTLEMENTS", country: "BR" };

/**
 * The Brazil integration credentials at /rcm/pre-settlements-br-credentials (001 §2
 * "pre-settlements-br-credentials", §3 "Brazil credentials", §5, §7 provider-keys-configuration and
 * its log with worker_slug, §9 "Default page size 15 … their credentials"; issue 9 §2): the list is
 * the change log (integration, what changed, username, who, when), filtered by integration; the
 * bespoke screen (src/areas/rcm/pre-settlements-br/credentials-screen.tsx) puts the SIAD and ORIZON
 * create / update form above it. Viewing needs VIEW_PRE_SETTLEMENTS, saving MODIFY_PRE_SETTLEMENTS
 * (docs/decisions.md "Brazil dispatch panel"). Reached from the panel, not from the menu.
 */
export default defineResource({
  name: "pre-settlements-br-credentials",
  service: "rcm",
  endpoint: "rcm/v1/providers/provider-keys-configuration-log",
  schema: brCredentialsLogSchema,
  customList: true,
  list: {
    columns: ["updatedDate", "workerSlug", "action", "username", "updatedBy"],
    // Priority and width of each column (issue 19 §2).
    columnLayout: {
      updatedDate: { priority: 1, minWidth: 150 },
      workerSlug: { priority: 1, minWidth: 160 },
      action: { priority: 1, minWidth: 140 },
      username: { priority: 1, minWidth: 160 },
      updatedBy: { priority: 2, minWidth: 160 },
    },
    filters: {
      workerSlug: {
        kind: "select",
        param: "workerSlug",
        multiple: true,
        options: { values: BR_WORKER_TYPES, labelPrefix: "preSettlementsBr.workers" },
        pinned: true,
      },
    },
    sorters: [],
    pageSizes: [15, 30, 50],
    rowKey: "id",
    exportable: false,
  },
  access: {
    list: VIEW,
    save: { area: "rcm", event: "MODIFY_PRE_SETTLEMENTS", country: "BR" },
  },
  meta: { route: "/rcm/pre-settlements-br-credentials", parent: "rcm", hideInMenu: true },
});
