import type { AccessRequirement } from "../schemas/access";
import { agreementSchema } from "../schemas/entities/agreement";
import { agreementConfigurationForm } from "../schemas/forms/agreement-configuration";
import { defineResource } from "./define-resource";

const VIEW: AccessRequirement = { area: "rcm", event: "VIEW_AGREEMENTS" };
const MODIFY: AccessRequirement = { area: "rcm", event: "MODIFY_AGREEMENTS" };

/**
 * Agreements with payers, the administrator's desk (001 §2 "agreements", "agreements/configuration";
 * §3 "Agreement"; §7 `GET rcm/v1 provider-payer-configurations` with agreement_codes, payer_slugs,
 * search_value, service_search_value, sort, order_by, page, size; issue 8 §2): agreement code, name,
 * payer, services and audit configurations, filtered by search (code, name or payer), covered
 * service, agreements and payers, sorted by code, name or payer. Each agreement opens its
 * configuration at /rcm/agreements/configuration?agreementCode=… (a bespoke screen rendering the
 * declared `form` with `ResourceForm`; `GET …/{agreementCode}`, `PATCH provider-payer-configurations`).
 * VIEW_AGREEMENTS to list and read, MODIFY_AGREEMENTS to change (`configure`; 000 §6, decided in
 * docs/decisions.md#rcm-role-denial-lists: the editors configure, viewers read). Texts: the menu
 * title in `portal`, the rest in the `agreements` part.
 */
export default defineResource({
  name: "agreements",
  service: "rcm",
  endpoint: "rcm/v1/provider-payer-configurations",
  schema: agreementSchema,
  customList: true,
  form: agreementConfigurationForm,
  list: {
    columns: ["agreementCode", "agreementName", "payerName", "services", "auditConfigurations"],
    // Priority and width of each column (issue 19 §2).
    columnLayout: {
      agreementCode: { priority: 1, minWidth: 120 },
      agreementName: { priority: 1, minWidth: 220 },
      payerName: { priority: 1, minWidth: 160 },
      services: { priority: 2, minWidth: 200 },
      auditConfigurations: { priority: 2, minWidth: 160 },
    },
    filters: {
      search: { kind: "text", param: "searchValue", maxLength: 100, pinned: true },
      service: { kind: "text", param: "serviceSearchValue", maxLength: 100, pinned: true },
      agreements: {
        kind: "select",
        param: "agreementCodes",
        multiple: true,
        options: {
          lookup: {
            endpoint: "rcm/v1/provider-payer-configurations/all-agreements",
            value: "agreementCode",
            label: "agreementName",
          },
        },
      },
      payers: {
        kind: "select",
        param: "payerSlugs",
        multiple: true,
        options: { lookup: { endpoint: "rcm/v1/payers", value: "slug", label: "name" } },
      },
    },
    sorters: ["agreementCode", "agreementName", "payerName"],
    defaultSort: { field: "agreementName", order: "asc" },
    pageSizes: [15, 30, 50, 100],
    rowKey: "agreementCode",
    exportable: false,
  },
  access: { list: VIEW, show: VIEW, configure: MODIFY },
  meta: { route: "/rcm/agreements", icon: "SafetyCertificateOutlined", parent: "rcm" },
});
