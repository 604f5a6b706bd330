import { v2AuthorizationSchema } from "../schemas/entities/v2-authorization";
import { defineResource } from "./define-resource";

/**
 * Authorizations without claims of the v2 area (001 §2 "v2 layout" home, 000 §7
 * `GET /arc/v2/authorizations/without-claims`): the shell for now, a translated empty state at
 * /v2/home until a later issue fills it. Requires the v2 area (users without claims).
 */
export default defineResource({
  name: "v2-authorizations",
  service: "arc",
  endpoint: "arc/v2/authorizations/without-claims",
  schema: v2AuthorizationSchema,
  customList: true,
  list: {
    columns: ["authorizationCode", "createdAt", "sponsorName", "beneficiaryName", "coverageType", "status"],
    sorters: ["createdAt"],
    defaultSort: { field: "createdAt", order: "desc" },
    exportable: false,
  },
  access: { list: { area: "v2" } },
  meta: { route: "/v2/home", icon: "FormOutlined" },
});
