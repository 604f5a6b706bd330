import type { LookupSource } from "./define-resource";
import { SERVICE_TYPE_CATALOGUE } from "../schemas/entities/value-catalogues";

/**
 * The provider's service types (001 §3 "Provider lookups": slug and value pairs,
 * `GET rcm/v1/service-types/providers/{provider}`), the options of every service-type filter: the
 * accounts grid, the AI-analysed documents and the products configuration.
 */
export const SERVICE_TYPE_LOOKUP: LookupSource = {
  endpoint: "rcm/v1/service-types/providers/{provider}",
  value: "slug",
  label: "value",
  labels: SERVICE_TYPE_CATALOGUE.labels,
};
