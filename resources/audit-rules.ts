import type { AccessRequirement } from "../schemas/access";
import { auditRuleSchema } from "../schemas/entities/audit-rule";
import { auditRuleForm } from "../schemas/forms/audit-rule";
import { defineResource } from "./define-resource";

const VIEW: AccessRequirement = { area: "rcm", event: "VIEW_AGREEMENTS" };
const MODIFY: AccessRequirement = { area: "rcm", event: "MODIFY_AGREEMENTS" };

/**
 * The audit rules of one agreement (001 §2 "agreements/audit-rule": service, plan coverage, min
 * and max invoice amount, audit type PRE_AUDIT or CONCURRENT, PMIS; issue 8 §2 "positive, min ≤
 * max"), shown by the bespoke screen at /rcm/agreements/audit-rule?agreementCode=… (a nested list:
 * no menu entry of its own; the screen fills `{agreementCode}`). Read with VIEW_AGREEMENTS; created,
 * edited (`edit`) and deleted (`delete`) with MODIFY_AGREEMENTS, as the agreement's configuration
 * (docs/decisions.md#rcm-role-denial-lists). The form is schemas/forms/audit-rule.ts, sent
 * snake_case (`POST` the list path, `GET`/`PUT`/`DELETE …/{id}`).
 */
export default defineResource({
  name: "audit-rules",
  service: "rcm",
  endpoint: "rcm/v1/provider-payer-configurations/{agreementCode}/audit-configurations",
  schema: auditRuleSchema,
  form: auditRuleForm,
  list: {
    columns: ["serviceType", "planCoverage", "minInvoiceAmount", "maxInvoiceAmount", "auditType", "pmis"],
    // Priority and width of each column (issue 19 §2).
    columnLayout: {
      serviceType: { priority: 1, minWidth: 180 },
      planCoverage: { priority: 1, minWidth: 160 },
      minInvoiceAmount: { priority: 1, minWidth: 130 },
      maxInvoiceAmount: { priority: 1, minWidth: 130 },
      auditType: { priority: 2, minWidth: 140 },
      pmis: { priority: 2, minWidth: 160 },
    },
    sorters: [],
    exportable: false,
  },
  access: { list: VIEW, show: VIEW, create: MODIFY, edit: MODIFY, delete: MODIFY },
  meta: { route: "/rcm/agreements/audit-rule", parent: "rcm", nested: true },
});
