/** Closed value sets of the specification, shared by the seed and the routes. */

import {
  ACCOUNT_STATUS_CATALOGUE,
  CLAIM_STATUS_CATALOGUE,
  COVERAGE_TYPE_CATALOGUE,
} from "../../schemas/entities/status-catalogues";

export { RCM_ROLES, TFA_METHODS } from "../../schemas/access";

/** Claim statuses of the authorization list (000 §4, docs/api-contract.md "Claims desk"). */
export const CLAIM_STATUSES = CLAIM_STATUS_CATALOGUE.values;

/** Coverage (transaction) types of authorizations (000 §4, §9). */
export const COVERAGE_TYPES = COVERAGE_TYPE_CATALOGUE.values;

/** Account statuses (001 §4), each a status the server sets. */
export const ACCOUNT_STATUSES = ACCOUNT_STATUS_CATALOGUE.values;

/** Statuses the portal only styles (001 §4); some seeded accounts carry them. */
export const STYLING_ACCOUNT_STATUSES = ACCOUNT_STATUS_CATALOGUE.stylingOnly;

/** Every value the `statuses` filter accepts. */
export const FILTERABLE_ACCOUNT_STATUSES: readonly string[] = [
  ...ACCOUNT_STATUSES,
  ...STYLING_ACCOUNT_STATUSES,
];

/** Service types of accounts and charges (001 §9 filter values): the portal's charge filter offers the same. */
export { SERVICE_TYPES, type ServiceType } from "../../schemas/entities/service-types";

/** Healthcare plan coverages (001 §9). */
export const PLAN_COVERAGES = ["PBS", "NPBS"] as const;
