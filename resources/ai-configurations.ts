import type { AccessRequirement } from "../schemas/access";
import { aiConfigurationSchema } from "../schemas/entities/ai-configuration";
import { defineResource } from "./define-resource";

const VIEW: AccessRequirement = { area: "rcm", event: "VIEW_AGREEMENTS" };
const MODIFY: AccessRequirement = { area: "rcm", event: "MODIFY_AGREEMENTS" };

/**
 * AI rules, the second tab of /rcm/ai-analysis-overview (001 §2 "ai-configuration-rules"; §3 "AI
 * configuration"; §7 `GET document-validation/v1/document-configurations` with search_value, page,
 * size; issue 8 §5): a nested list (no menu entry; `meta.route` names the tab), searched by code,
 * support file, analysis type or agreement. Created in the three-step editor
 * (/rcm/ai-configuration-rules-editor), edited there (`edit`) and deleted after confirming
 * (`delete`). Read with VIEW_AGREEMENTS, changed with MODIFY_AGREEMENTS: AI rules are part of the
 * agreements' configuration (000 §6 names no AI event; docs/decisions.md "AI document analysis").
 */
export default defineResource({
  name: "ai-configurations",
  service: "document-validation",
  endpoint: "document-validation/v1/document-configurations",
  schema: aiConfigurationSchema,
  list: {
    columns: ["supportFileName", "analysisType", "agreements", "fields", "updatedAt"],
    // Priority and width of each column (issue 19 §2).
    columnLayout: {
      supportFileName: { priority: 1, minWidth: 200 },
      analysisType: { priority: 1, minWidth: 160 },
      agreements: { priority: 2, minWidth: 220 },
      fields: { priority: 2, minWidth: 220 },
      updatedAt: { priority: 2, minWidth: 150 },
    },
    filters: { search: { kind: "text", param: "searchValue", maxLength: 100, pinned: true } },
    phi: ["search"],
    sorters: [],
    pageSizes: [15],
    rowKey: "supportFileCode",
    exportable: false,
    rowActions: [{ name: "edit" }, { name: "delete", confirm: true, danger: true }],
  },
  access: { list: VIEW, show: VIEW, create: MODIFY, edit: MODIFY, delete: MODIFY },
  meta: { route: "/rcm/ai-analysis-overview?tab=rules", parent: "rcm", nested: true },
});
