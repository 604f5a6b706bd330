/**
 * The DESIGN.md §3 conventions table, one row per service.
 */
import type { Dialect, ServiceName } from "../types";
import { arcDialect } from "./arc";
import { denialsDialect } from "./denials";
import { documentValidationDialect } from "./document-validation";
import { rcmDialect } from "./rcm";
import { settlementsDialect } from "./settlements";

export { arcDialect, denialsDialect, documentValidationDialect, rcmDialect, settlementsDialect };
export { SPRING_PAGING } from "./spring-paging";

/** Every dialect by service name. */
export const DIALECTS: Readonly<Record<ServiceName, Dialect>> = {
  rcm: rcmDialect,
  arc: arcDialect,
  settlements: settlementsDialect,
  denials: denialsDialect,
  "document-validation": documentValidationDialect,
};
