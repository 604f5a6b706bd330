/**
 * Refine DataProviders (DESIGN.md §3): the factory, the dialect table and the pure mappings.
 */
export { createDataProvider, type DataProviderOptions, type PortalMeta } from "./create-data-provider";
export {
  arcDialect,
  denialsDialect,
  DIALECTS,
  documentValidationDialect,
  rcmDialect,
  settlementsDialect,
  SPRING_PAGING,
} from "./dialects";
export { fillEndpoint, type PathParams } from "./endpoint";
export { SUPPORTED_OPERATORS, toFilterParams } from "./filters";
export { toListQuery } from "./list-query";
export { fromWirePage, toPageParams, toWirePage } from "./paging";
export { caseKey, toSortParams } from "./sort";
export { fromSpringPage, type SpringPage } from "./spring-page";
export type {
  Dialect,
  DialectDecision,
  FilterStyle,
  KeyCase,
  PagingStyle,
  QueryParams,
  QueryValue,
  ServiceName,
  SortStyle,
} from "./types";
