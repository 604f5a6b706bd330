/**
 * The denials service, `rcm-denials/v1` (001 §7 "Denials calls under rcm-denials/v1"; 001 §3
 * "Processed glosa", §4 "Glosa", §5, §8 "Glosa and AI errors", §9; docs/api-contract.md "Glosas"):
 * uploads of objection files (GLOSS or RETURN) processed through the one jobs table into glosas,
 * the processed list, the detail with its answers (comments), the notification-date update,
 * disabling (what is disabled already counts as disabled: docs/decisions.md "Moves already done"),
 * and the export as a real XLSX or CSV file. Every call checks its glosa event of
 * 000 §6 (`VIEW_GLOSAS`, `UPLOAD_GLOSAS`, `DELETE_GLOSAS`, `EXPORT_GLOSAS`,
 * `MODIFY_GLOSA_FILLING_DATE`, `GLOSA_RESPONSE`, `VIEW_GLOSA_GRID`) on the caller's own provider.
 * The routes are registered by section from the `glosa-*.ts` files beside this one.
 */
import { Hono } from "hono";
import type { UserRow } from "../../db/schema";
import type { AppDeps, AppEnv } from "../../lib/context";
import { requireEvent } from "../../lib/rcm-permissions";
import type { GlosaRouteContext } from "./glosa-common";
import { registerGlosaAnswerRoutes } from "./glosa-answers";
import { registerGlosaExportRoute } from "./glosa-export";
import { registerGlosaListRoutes } from "./glosa-list";
import { registerGlosaStorageRoutes } from "./glosa-storage";

export { GLOSA_EXPORT_MAX_ROWS, GLOSA_FILE_JOB } from "./glosa-common";

/** Routes under /rcm-denials. */
export function glosaRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db = deps.handle.db;
  const allowed = async (user: UserRow, event: Parameters<typeof requireEvent>[2]) =>
    requireEvent(db, user, event);
  const ctx: GlosaRouteContext = { deps, db, allowed };
  registerGlosaListRoutes(routes, ctx);
  registerGlosaExportRoute(routes, ctx);
  registerGlosaAnswerRoutes(routes, ctx);
  registerGlosaStorageRoutes(routes, ctx);

  return routes;
}
