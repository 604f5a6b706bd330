/**
 * The v2 area's calls (users without claims; issue 10 §4; 000 §3, §4, §5, §7; 001 §3, §7;
 * docs/api-contract.md "v2 area"):
 * - `GET /arc/v1/sponsors/{sponsor}/authorization-forms` (slug, detail_form): the sponsor's form
 *   definitions, read from the `authorization_forms` table (a new row is a new form in the portal);
 * - `GET /arc/v2/authorizations/without-claims` (code, coverage_type, status, date_from, date_to,
 *   sponsor_slug, page, size, sort) and `GET …/without-claims/{code}` (sponsor_slug, provider_slug);
 * - `POST /arc/v1/authorizations/{id}/comment` (metadataComment JSON text, not empty);
 * - `POST /arc/v2/authorizations/sponsor/{sponsor}/code/{code}/change-status` (currentStatus, newStatus;
 *   an authorization already in newStatus answers the success of the change, recording nothing);
 * - `POST /arc/v2/authorizations/{id}/without-claims/files` (multipart file + request_data),
 *   `GET /arc/v2/authorizations/files/{id}` (binary), `DELETE …/{id}/without-claims/files/{fileId}`,
 *   `GET /arc/v2/authorizations/{id}/document-policy`;
 * - `GET /arc/v2/authorizations/static/sponsor/{sponsor}/coverage/{coverageTypes}/files` and
 *   `…/static/sponsor/{sponsor}/template/file/{id}` (binary): the sponsor's template files.
 * Every authorization call is for users without claims of the authorization's provider.
 */

import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../lib/context";
import { registerChangeRoutes } from "./v2-authorizations/changes";
import { registerFileRoutes } from "./v2-authorizations/files";
import { registerReadRoutes } from "./v2-authorizations/reads";
import { registerTemplateRoutes } from "./v2-authorizations/templates";

export { policyOf } from "./v2-authorizations/files";

/** Routes under /arc. */
export function arcV2Routes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  registerReadRoutes(routes, deps);
  registerChangeRoutes(routes, deps);
  registerFileRoutes(routes, deps);
  registerTemplateRoutes(routes);

  return routes;
}
