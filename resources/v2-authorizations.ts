import { v2AuthorizationSchema } from "../schemas/entities/v2-authorization";
import { defineResource } from "./define-resource";

/**
 * Authorizations without claims of the v2 area (001 §2 "v2 layout" home, 000 §7
 * `GET /arc/v2/authorizations/without-claims`; issue 10 §3): Home V2 at /v2/home (a custom list,
 * src/areas/v2/v2-home-screen.tsx), the detail and the sponsor's form (area routes). Every action
 * requires the v2 area (users without claims): `create` fills a sponsor form, `comment` adds an
 * observation, `changeStatus` moves the status (000 §4), `uploadFile` adds a document, `deleteFile` removes one,
 * `request` starts an authorization request (000 §4 "Authorization request creation").
 */
export default defineResource({
  name: "v2-authorizations",
  service: "arc",
  endpoint: "arc/v2/authorizations/without-claims",
  schema: v2AuthorizationSchema,
  customList: true,
  list: {
    columns: ["authorizationCode", "createdAt", "sponsorName", "beneficiaryName", "coverageType", "status"],
    // Priority and width of each column (issue 19 §2).
    columnLayout: {
      authorizationCode: { priority: 1, minWidth: 140 },
      createdAt: { priority: 1, minWidth: 150 },
      sponsorName: { priority: 1, minWidth: 150 },
      beneficiaryName: { priority: 1, minWidth: 150 },
      coverageType: { priority: 2, minWidth: 140 },
      status: { priority: 1, minWidth: 120 },
    },
    sorters: ["createdAt"],
    defaultSort: { field: "createdAt", order: "desc" },
    exportable: false,
  },
  access: {
    list: { area: "v2" },
    show: { area: "v2" },
    create: { area: "v2" },
    comment: { area: "v2" },
    changeStatus: { area: "v2" },
    uploadFile: { area: "v2" },
    deleteFile: { area: "v2" },
    request: { area: "v2" },
  },
  meta: { route: "/v2/home", icon: "FormOutlined" },
});
