import type { AccessRequirement } from "../schemas/access";
import { productConfigurationSchema } from "../schemas/entities/products-configuration";
import { SERVICE_TYPE_LOOKUP } from "./lookups";
import { defineResource } from "./define-resource";

/** Seeing the products needs VIEW_PRODUCT_CONFIGURATION and the feature flag (000 §1, §6). */
const VIEW: AccessRequirement = {
  area: "rcm",
  event: "VIEW_PRODUCT_CONFIGURATION",
  feature: "productsConfigurationView",
};
const MODIFY: AccessRequirement = {
  area: "rcm",
  event: "MODIFY_PRODUCT_CONFIGURATION",
  feature: "productsConfigurationView",
};

/**
 * The provider's products and their configuration at /rcm/products-configuration (001 §2
 * "products-configuration | product configuration", "products-configuration/detail"; §3 "Other"
 * provider product configuration, fields decided in docs/decisions.md "Products configuration"; §7
 * `GET providers/{id}/products` with search_value, last_value, page, size; issue 8 §3): code, name,
 * service type, whether configured, default billing code, unit of measure and package group;
 * unconfigured products first, searchable by code, name or description and filterable by configured
 * and by service type (the provider's service-type lookup, `service_type`).
 * Each product code opens its detail at /rcm/products-configuration/detail?productCode=… with the
 * provider product configuration dialog and the package group dialog (`PUT providers/{id}/products`).
 * VIEW_PRODUCT_CONFIGURATION to list and read, MODIFY_PRODUCT_CONFIGURATION to change (`configure`;
 * 000 §6, docs/decisions.md "who configures"); everything also needs the `productsConfigurationView`
 * feature flag (000 §1): off, no menu entry and no route. Texts: the menu title in `portal`, the rest
 * in the `products` part.
 */
export default defineResource({
  name: "products-configuration",
  service: "rcm",
  endpoint: "rcm/v1/providers/{provider}/products",
  schema: productConfigurationSchema,
  customList: true,
  list: {
    columns: [
      "productCode",
      "name",
      "serviceType",
      "configured",
      "defaultBillingCode",
      "unitOfMeasure",
      "packageGroup",
    ],
    // Priority and width of each column (issue 19 §2).
    columnLayout: {
      productCode: { priority: 1, minWidth: 120 },
      name: { priority: 1, minWidth: 220 },
      serviceType: { priority: 1, minWidth: 150 },
      configured: { priority: 1, minWidth: 110 },
      defaultBillingCode: { priority: 2, minWidth: 140 },
      unitOfMeasure: { priority: 2, minWidth: 120 },
      packageGroup: { priority: 2, minWidth: 160 },
    },
    filters: {
      search: { kind: "text", param: "searchValue", maxLength: 100, pinned: true },
      configured: { kind: "boolean", param: "configured", labelled: true, pinned: true },
      serviceType: {
        kind: "select",
        param: "serviceType",
        multiple: true,
        options: { lookup: SERVICE_TYPE_LOOKUP },
      },
    },
    sorters: [],
    pageSizes: [15, 30, 50, 100],
    rowKey: "productCode",
    exportable: false,
  },
  access: { list: VIEW, show: VIEW, configure: MODIFY },
  meta: { route: "/rcm/products-configuration", icon: "TableOutlined", parent: "rcm" },
});
