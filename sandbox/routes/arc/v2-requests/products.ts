/**
 * Additional products of the v2 area: `POST /arc/v2/authorizations/without-claims/{id}/additional-products`
 * and `POST /arc/v1/reimbursements/{id}/additional-products`, body `{ products }`
 * (sandbox/routes/arc/v2-requests.ts).
 */
import { and, eq } from "drizzle-orm";
import type { Hono } from "hono";
import type { UserRow } from "../../../db/schema";
import { v2_authorizations } from "../../../db/schema-v2";
import { v2_additional_products } from "../../../db/schema-v2-requests";
import type { AppDeps, AppEnv } from "../../../lib/context";
import { ApiError, notFound, validationError } from "../../../lib/errors";
import { check, readJson } from "../../../lib/validate";
import {
  additionalProductsBody,
  type AdditionalProductsBody,
} from "../../../../schemas/requests/authorization-request";
import { CLOSED, INT, requireV2User } from "./shared";

/** Registers the additional-products routes on `routes` (under /arc). */
export function registerProductRoutes(routes: Hono<AppEnv>, deps: AppDeps): void {
  const db = deps.handle.db;

  /** Saves products for an authorization (and its reimbursement). @throws 409 when it is closed. */
  async function addProducts(
    user: UserRow,
    authorization: typeof v2_authorizations.$inferSelect,
    reimbursementId: string | null,
    body: AdditionalProductsBody,
  ) {
    if (CLOSED.includes(authorization.status))
      throw new ApiError(
        409,
        "V2_AUTHORIZATION_CLOSED",
        `The authorization is ${authorization.status} and takes no more products`,
      );
    const rows = await db
      .insert(v2_additional_products)
      .values(
        body.products.map((p) => ({
          authorization_id: authorization.id,
          reimbursement_id: reimbursementId,
          product_id: p.product_id ?? null,
          product_type_slug: p.product_type_slug,
          quantity: p.quantity,
          provider_product_code: p.provider_product_code,
          created_by: user.email,
          created_at: deps.now(),
        })),
      )
      .returning();
    return {
      authorization_id: authorization.id,
      reimbursement_id: reimbursementId,
      products: rows.map((r) => ({
        id: r.id,
        product_id: r.product_id,
        product_type_slug: r.product_type_slug,
        quantity: r.quantity,
        provider_product_code: r.provider_product_code,
        created_at: r.created_at,
      })),
    };
  }

  routes.post("/v2/authorizations/without-claims/:id/additional-products", async (c) => {
    const user = requireV2User(c);
    const id = c.req.param("id");
    if (!INT.test(id)) throw notFound();
    const [authorization] = await db
      .select()
      .from(v2_authorizations)
      .where(
        and(eq(v2_authorizations.id, Number(id)), eq(v2_authorizations.provider_slug, user.provider_slug)),
      );
    if (!authorization) throw notFound();
    const body = check<AdditionalProductsBody>(additionalProductsBody, await readJson(c));
    if (authorization.reimbursement_id)
      throw validationError(
        `the authorization belongs to reimbursement ${authorization.reimbursement_id}: send its products to /arc/v1/reimbursements/${authorization.reimbursement_id}/additional-products`,
      );
    return c.json(await addProducts(user, authorization, null, body), 201);
  });

  routes.post("/v1/reimbursements/:id/additional-products", async (c) => {
    const user = requireV2User(c);
    const reimbursementId = c.req.param("id");
    if (!/^[A-Za-z0-9-]{1,40}$/.test(reimbursementId)) throw notFound();
    const [authorization] = await db
      .select()
      .from(v2_authorizations)
      .where(
        and(
          eq(v2_authorizations.reimbursement_id, reimbursementId),
          eq(v2_authorizations.provider_slug, user.provider_slug),
        ),
      );
    if (!authorization) throw notFound();
    const body = check<AdditionalProductsBody>(additionalProductsBody, await readJson(c));
    return c.json(await addProducts(user, authorization, reimbursementId, body), 201);
  });
}
