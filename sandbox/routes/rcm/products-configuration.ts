/**
 * The configuration of a provider's products (001 §2 "products-configuration",
 * "products-configuration/detail"; §3 "Other" provider product configuration, fields decided in
 * docs/decisions.md "Products configuration"; §4 "An account with unconfigured products raises the
 * pending-product-configuration alert"; §7 "GET and PUT providers/{id}/products with search_value,
 * last_value, page, size"; issue 8 §3; docs/api-contract.md "Products configuration"). `{provider}`
 * is the provider slug of the caller (as `providers/{id}/executor-services`); another provider is 403.
 * - `GET /v1/providers/{provider}/products`: a Spring page of the provider's products with their
 *   configuration. `search_value` (code, name or description, case-insensitive), `configured`
 *   (true / false), `service_type`. Without `last_value`: page/size, unconfigured products first, then
 *   by code. With `last_value` (a product code): keyset paging for search selects, the next `size`
 *   products after it by code (`number` 0; `total_elements` counts every product matching).
 * - `GET /v1/providers/{provider}/products/{productCode}`: one product (404 unknown).
 * - `PUT /v1/providers/{provider}/products`: body `productsConfigurationBody`, each product's
 *   configuration replaced whole; 400 VALIDATION_ERROR naming the field for a wrong shape, a rule of
 *   `productsConfigurationProblems`, a product, agreement or support document the provider does not
 *   have. Answers `{ products: [saved…], cleared_accounts }`: after the save, accounts of the provider
 *   flagged `has_unconfigured_products` that have a charge of a product just configured and no charge
 *   of a product still unconfigured lose the flag (their count in `cleared_accounts`).
 * Reading needs VIEW_PRODUCT_CONFIGURATION, writing MODIFY_PRODUCT_CONFIGURATION (000 §6, the same
 * role tables as the portal; 403 INSUFFICIENT_PERMISSIONS).
 */
import { and, asc, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import {
  isConfigured,
  productsConfigurationBody,
  productsConfigurationProblems,
  type ProductsConfigurationBody,
} from "../../../schemas/requests/products-configuration";
import type { Db } from "../../db/client";
import { rcm_agreements, support_file_types } from "../../db/schema";
import { rcm_provider_products } from "../../db/schema-products-configuration";
import { requireRcmUser } from "../../lib/access";
import type { AppDeps, AppEnv } from "../../lib/context";
import { SERVICE_TYPES } from "../../lib/domain";
import { notFound, validationError } from "../../lib/errors";
import { readPage, withContent } from "../../lib/paging";
import { escapeLike, QueryReader } from "../../lib/query";
import { requireEvent } from "../../lib/rcm-permissions";
import { readBody } from "../../lib/validate";

const PATH = "/v1/providers/:provider/products";

type ProductRow = typeof rcm_provider_products.$inferSelect;

/** The provider's agreement names by code (for the billing codes per agreement). */
async function agreementNames(db: Db, provider: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ code: rcm_agreements.agreement_code, name: rcm_agreements.agreement_name })
    .from(rcm_agreements)
    .where(eq(rcm_agreements.provider_slug, provider));
  return new Map(rows.map((r) => [r.code, r.name]));
}

/** One product as answered (snake_case; unset values as null). */
function productAnswer(row: ProductRow, agreements: Map<string, string>) {
  return {
    product_code: row.product_code,
    name: row.name,
    description: row.description,
    service_type: row.service_type,
    configured: row.configured,
    default_billing_code: row.default_billing_code,
    unit_of_measure: row.unit_of_measure,
    requires_support_documents: row.requires_support_documents,
    support_file_codes: row.support_file_codes,
    agreement_billing_codes: row.agreement_billing_codes.map((entry) => ({
      agreement_code: entry.agreement_code,
      agreement_name: agreements.get(entry.agreement_code) ?? entry.agreement_code,
      billing_code: entry.billing_code,
    })),
    package_group: row.package_group ?? null,
    updated_at: row.updated_at,
    updated_by: row.updated_by,
  };
}

/** Routes under /rcm for the products configuration. */
export function productsConfigurationRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db = deps.handle.db;

  routes.get(PATH, async (c) => {
    const user = requireRcmUser(c, c.req.param("provider"));
    await requireEvent(db, user, "VIEW_PRODUCT_CONFIGURATION");
    const q = new QueryReader(c);
    const search = q.text("search_value", 100)?.toLowerCase();
    const configured = q.bool("configured");
    const serviceTypes = q.list("service_type", SERVICE_TYPES);
    const lastValue = q.text("last_value", 64);
    const paging = q.paging(15, 200);
    const where: SQL[] = [eq(rcm_provider_products.provider_slug, user.provider_slug)];
    if (search) {
      const pattern = `%${escapeLike(search)}%`;
      where.push(
        sql`(lower(${rcm_provider_products.product_code}) LIKE ${pattern} OR lower(${rcm_provider_products.name}) LIKE ${pattern} OR lower(${rcm_provider_products.description}) LIKE ${pattern})`,
      );
    }
    if (configured !== undefined) where.push(eq(rcm_provider_products.configured, configured));
    if (serviceTypes) where.push(inArray(rcm_provider_products.service_type, serviceTypes));
    const condition = and(...where);
    // After `last_value`, the first page of the products past that code (answered as page 0).
    const rowsQuery = lastValue
      ? db
          .select()
          .from(rcm_provider_products)
          .where(and(condition, gt(rcm_provider_products.product_code, lastValue)))
          .orderBy(asc(rcm_provider_products.product_code))
          .$dynamic()
      : db
          .select()
          .from(rcm_provider_products)
          .where(condition)
          .orderBy(asc(rcm_provider_products.configured), asc(rcm_provider_products.product_code))
          .$dynamic();
    const [page, agreements] = await Promise.all([
      readPage(
        { page: lastValue ? 0 : paging.page, size: paging.size },
        rowsQuery,
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(rcm_provider_products)
          .where(condition),
      ),
      agreementNames(db, user.provider_slug),
    ]);
    return c.json(
      withContent(
        page,
        page.content.map((row) => productAnswer(row, agreements)),
      ),
    );
  });

  routes.get(`${PATH}/:productCode`, async (c) => {
    const user = requireRcmUser(c, c.req.param("provider"));
    await requireEvent(db, user, "VIEW_PRODUCT_CONFIGURATION");
    const code = c.req.param("productCode");
    if (code.length > 64) throw notFound();
    const [row] = await db
      .select()
      .from(rcm_provider_products)
      .where(
        and(
          eq(rcm_provider_products.provider_slug, user.provider_slug),
          eq(rcm_provider_products.product_code, code),
        ),
      );
    if (!row) throw notFound();
    return c.json(productAnswer(row, await agreementNames(db, user.provider_slug)));
  });

  routes.put(PATH, async (c) => {
    const user = requireRcmUser(c, c.req.param("provider"));
    await requireEvent(db, user, "MODIFY_PRODUCT_CONFIGURATION");
    const body = await readBody<ProductsConfigurationBody>(c, productsConfigurationBody);
    const [problem] = productsConfigurationProblems(body);
    if (problem) throw validationError(problem.message);
    const provider = user.provider_slug;
    const codes = body.products.map((p) => p.product_code);
    const known = new Set(
      (
        await db
          .select({ code: rcm_provider_products.product_code })
          .from(rcm_provider_products)
          .where(
            and(
              eq(rcm_provider_products.provider_slug, provider),
              inArray(rcm_provider_products.product_code, codes),
            ),
          )
      ).map((r) => r.code),
    );
    const agreements = await agreementNames(db, provider);
    const supportCodes = [...new Set(body.products.flatMap((p) => p.support_file_codes))];
    const supports = new Set(
      supportCodes.length === 0
        ? []
        : (
            await db
              .select({ code: support_file_types.file_code })
              .from(support_file_types)
              .where(inArray(support_file_types.file_code, supportCodes))
          ).map((r) => r.code),
    );
    for (const [p, item] of body.products.entries()) {
      if (!known.has(item.product_code))
        throw validationError(`products.${p}.product_code is not a product of the provider`);
      for (const [a, entry] of item.agreement_billing_codes.entries())
        if (!agreements.has(entry.agreement_code))
          throw validationError(
            `products.${p}.agreement_billing_codes.${a}.agreement_code is not an agreement of the provider`,
          );
      for (const [s, code] of item.support_file_codes.entries())
        if (!supports.has(code))
          throw validationError(`products.${p}.support_file_codes.${s} is not a known support document`);
    }
    const now = deps.now();
    for (const item of body.products) {
      const group = item.package_group ?? null;
      await db
        .update(rcm_provider_products)
        .set({
          configured: isConfigured(item),
          default_billing_code: item.default_billing_code?.trim() || null,
          unit_of_measure: item.unit_of_measure,
          requires_support_documents: item.requires_support_documents,
          support_file_codes: item.support_file_codes,
          agreement_billing_codes: item.agreement_billing_codes.map((e) => ({
            agreement_code: e.agreement_code,
            billing_code: e.billing_code.trim(),
          })),
          package_group: group
            ? { name: group.name.trim(), folder: group.folder.trim(), file_name: group.file_name.trim() }
            : null,
          updated_at: now,
          updated_by: user.email,
        })
        .where(
          and(
            eq(rcm_provider_products.provider_slug, provider),
            eq(rcm_provider_products.product_code, item.product_code),
          ),
        );
    }
    const configuredNow = body.products.filter(isConfigured).map((p) => p.product_code);
    let cleared = 0;
    if (configuredNow.length > 0) {
      // 001 §4: the alert follows the account's charges; only accounts touched by this save change.
      const result = await deps.handle.query<{ id: string }>(
        `UPDATE accounts a SET has_unconfigured_products = false
          WHERE a.provider_slug = $1 AND a.has_unconfigured_products
            AND EXISTS (SELECT 1 FROM charges c WHERE c.account_id = a.id AND c.provider_product_code = ANY($2::text[]))
            AND NOT EXISTS (
              SELECT 1 FROM charges c JOIN rcm_provider_products p
                ON p.provider_slug = a.provider_slug AND p.product_code = c.provider_product_code
               WHERE c.account_id = a.id AND NOT p.configured)
          RETURNING a.id`,
        [provider, configuredNow],
      );
      cleared = result.length;
    }
    const saved = await db
      .select()
      .from(rcm_provider_products)
      .where(
        and(
          eq(rcm_provider_products.provider_slug, provider),
          inArray(rcm_provider_products.product_code, codes),
        ),
      )
      .orderBy(asc(rcm_provider_products.product_code));
    return c.json({
      products: saved.map((row) => productAnswer(row, agreements)),
      cleared_accounts: cleared,
    });
  });

  return routes;
}
