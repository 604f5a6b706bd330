/**
 * Additional products and authorization requests of the v2 area (issue 10 §3; 000 §3
 * "Authorization request payload", §4 "Authorization form (v2)" and "Asynchronous flows", §5, §7;
 * 001 §3, §4, §7; docs/api-contract.md "v2 area: additional products, authorization requests"):
 * - `POST /arc/v1/reimbursements/{id}/additional-products` and
 *   `POST /arc/v2/authorizations/without-claims/{id}/additional-products`, body `{ products }`;
 * - `POST /arc/v1/authorization-requests` (202 + Location + Retry-After: its job in the jobs table,
 *   sandbox/lib/jobs.ts), `GET …/{id}` (the polled state: IN_PROGRESS on the first poll, with
 *   Retry-After, then CREATED with its authorizations or ERROR), `POST …/{id}/files` (multipart
 *   file; query authorization_id, coverage, document_type_slug, provider_product_code, product_type),
 *   `POST …/{id}/upload/files` (the same query + file_id: attaches the file to the authorization),
 *   `POST …/{id}/files/delete` (query file_id, authorization_id, coverage, document_type_slug,
 *   product_type), `POST …/{id}/complete`.
 * Every call is for users without claims, scoped to their provider. Mounted under /arc.
 */

import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../lib/context";
import { registerCompleteRoute, registerRequestRoutes } from "./v2-requests/lifecycle";
import { registerRequestFileRoutes } from "./v2-requests/files";
import { registerProductRoutes } from "./v2-requests/products";

export { REQUEST_JOB_KIND, REQUEST_POLLS_IN_PROGRESS } from "./v2-requests/shared";

/** Routes under /arc. */
export function arcV2RequestRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  registerProductRoutes(routes, deps);
  registerRequestRoutes(routes, deps);
  registerRequestFileRoutes(routes, deps);
  registerCompleteRoute(routes, deps);

  return routes;
}
