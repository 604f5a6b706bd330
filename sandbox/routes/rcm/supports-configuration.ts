/**
 * Supports configuration of an agreement, read-only (001 §2 "agreements/supports-configuration |
 * service support documents"; §3 "Support files" type name and fileCode, levels ACCOUNT, CHARGE,
 * EVENT; §3 "Agreement product: id and product {code, name, description}"; issue 8 §2;
 * docs/api-contract.md "Supports configuration"; docs/decisions.md "Supports configuration"):
 * - `GET /v1/provider-payer-configurations/{agreementCode}/provider-payer-services/{id}/support-documents`
 *   (001 §7, search_value, level, support_type_slug, page, size): a Spring page of the support
 *   documents the service `id` of the agreement requires, by support file type name, then level.
 *   `search_value` matches the type's name or file code.
 * - `GET …/{agreementCode}/provider-payer-products/support-documents` (001 §7,
 *   provider_payer_service_id, search_value, support_type_slug, last_value; plus the additions
 *   provider_payer_product_id and size): a keyset slice `{ content, last_value }` of the support
 *   documents of the agreement's products, in (product code, file code, id) order; `last_value` of
 *   one answer asks for the next slice, null at the end. `search_value` matches the product's code or
 *   name or the support file type's name or code.
 * - `GET …/{agreementCode}/provider-payer-products` (001 §7, search_value, healthcare_coverage_id,
 *   all_products_with_service, page, size): a Spring page of the agreement's products by code;
 *   `all_products_with_service=true` keeps the products tied to a service of the agreement.
 * Every call needs VIEW_AGREEMENTS (000 §6; 403 INSUFFICIENT_PERMISSIONS); bad parameters answer
 * 400 VALIDATION_ERROR naming the parameter (schemas/requests/supports-configuration.ts); an
 * agreement, service or product the caller's provider does not have answers 404.
 */
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { Hono, type Context } from "hono";
import {
  parseProductSupportsQuery,
  parseProductsQuery,
  parseServiceSupportsQuery,
  type Parsed,
  type QueryGetter,
} from "../../../schemas/requests/supports-configuration";
import type { Db } from "../../db/client";
import { rcm_agreement_services, support_file_types } from "../../db/schema";
import {
  rcm_agreement_products,
  rcm_product_support_documents,
  rcm_service_support_documents,
} from "../../db/schema-supports";
import { requireRcmUser } from "../../lib/access";
import { ownAgreementCode } from "../../lib/agreements";
import type { AppDeps, AppEnv } from "../../lib/context";
import { notFound, validationError } from "../../lib/errors";
import { decodeCursor, KeysetCursorError, keysetSlice } from "../../lib/keyset";
import { readPage, withContent } from "../../lib/paging";
import { escapeLike, isUuid } from "../../lib/query";
import { requireEvent } from "../../lib/rcm-permissions";

const PREFIX = "/v1/provider-payer-configurations/:agreementCode";

/** The parsed query, or a 400 VALIDATION_ERROR with the parser's message. */
function read<T>(c: Context<AppEnv>, parser: (get: QueryGetter) => Parsed<T>): T {
  const parsed = parser((name) => c.req.query(name));
  if (!parsed.ok) throw validationError(parsed.message);
  return parsed.value;
}

/** `%text%` for a case-insensitive LIKE. */
const like = (text: string) => `%${escapeLike(text.toLowerCase())}%`;

/** @throws ApiError 404 when `id` is not a service of the provider's agreement `code`. */
async function requireService(db: Db, provider: string, code: string, id: string): Promise<void> {
  const [row] = await db
    .select({ id: rcm_agreement_services.id })
    .from(rcm_agreement_services)
    .where(
      and(
        eq(rcm_agreement_services.provider_slug, provider),
        eq(rcm_agreement_services.agreement_code, code),
        eq(rcm_agreement_services.id, id),
      ),
    );
  if (!row) throw notFound();
}

/** @throws ApiError 404 when `id` is not a product of the provider's agreement `code`. */
async function requireProduct(db: Db, provider: string, code: string, id: string): Promise<void> {
  const [row] = await db
    .select({ id: rcm_agreement_products.id })
    .from(rcm_agreement_products)
    .where(
      and(
        eq(rcm_agreement_products.provider_slug, provider),
        eq(rcm_agreement_products.agreement_code, code),
        eq(rcm_agreement_products.id, id),
      ),
    );
  if (!row) throw notFound();
}

/** Routes under /rcm for the supports configuration of agreements. */
export function supportsConfigurationRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db = deps.handle.db;

  /** The caller's provider, once VIEW_AGREEMENTS is checked and the agreement found. */
  const agreementOf = async (c: Context<AppEnv>): Promise<{ provider: string; code: string }> => {
    const user = requireRcmUser(c);
    await requireEvent(db, user, "VIEW_AGREEMENTS");
    const code = c.req.param("agreementCode") ?? "";
    await ownAgreementCode(db, user.provider_slug, code);
    return { provider: user.provider_slug, code };
  };

  routes.get(`${PREFIX}/provider-payer-services/:id/support-documents`, async (c) => {
    const { provider, code } = await agreementOf(c);
    const id = c.req.param("id");
    if (!isUuid(id)) throw validationError("id must be a UUID");
    const q = read(c, parseServiceSupportsQuery);
    await requireService(db, provider, code, id.toLowerCase());
    const t = rcm_service_support_documents;
    const where: SQL[] = [
      eq(t.provider_slug, provider),
      eq(t.agreement_code, code),
      eq(t.provider_payer_service_id, id.toLowerCase()),
    ];
    if (q.level) where.push(eq(t.level, q.level));
    if (q.support_type_slug) where.push(eq(t.support_type_slug, q.support_type_slug));
    if (q.search_value) {
      const pattern = like(q.search_value);
      where.push(
        sql`(lower(${support_file_types.name}) LIKE ${pattern} OR lower(${t.file_code}) LIKE ${pattern})`,
      );
    }
    const condition = and(...where);
    const page = await readPage(
      q,
      db
        .select({
          id: t.id,
          provider_payer_service_id: t.provider_payer_service_id,
          file_code: t.file_code,
          name: support_file_types.name,
          level: t.level,
          support_type_slug: t.support_type_slug,
        })
        .from(t)
        .innerJoin(support_file_types, eq(support_file_types.file_code, t.file_code))
        .where(condition)
        .orderBy(asc(support_file_types.name), asc(t.level), asc(t.id))
        .$dynamic(),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(t)
        .innerJoin(support_file_types, eq(support_file_types.file_code, t.file_code))
        .where(condition),
    );
    const content = page.content.map(({ file_code, name, ...rest }) => ({
      ...rest,
      support_file_type: { file_code, name },
    }));
    return c.json(withContent(page, content));
  });

  routes.get(`${PREFIX}/provider-payer-products/support-documents`, async (c) => {
    const { provider, code } = await agreementOf(c);
    const q = read(c, parseProductSupportsQuery);
    let after: string[] | undefined;
    if (q.last_value !== undefined) {
      try {
        after = decodeCursor(q.last_value, 3);
      } catch (error) {
        if (error instanceof KeysetCursorError)
          throw validationError("last_value is not a value this server gave");
        throw error;
      }
      if (!isUuid(after[2])) throw validationError("last_value is not a value this server gave");
    }
    if (q.provider_payer_service_id) await requireService(db, provider, code, q.provider_payer_service_id);
    if (q.provider_payer_product_id) await requireProduct(db, provider, code, q.provider_payer_product_id);
    const t = rcm_product_support_documents;
    const where: SQL[] = [eq(t.provider_slug, provider), eq(t.agreement_code, code)];
    if (q.provider_payer_service_id) where.push(eq(t.provider_payer_service_id, q.provider_payer_service_id));
    if (q.provider_payer_product_id) where.push(eq(t.provider_payer_product_id, q.provider_payer_product_id));
    if (q.support_type_slug) where.push(eq(t.support_type_slug, q.support_type_slug));
    if (q.search_value) {
      const pattern = like(q.search_value);
      where.push(
        sql`(lower(${t.product_code}) LIKE ${pattern} OR lower(${rcm_agreement_products.name}) LIKE ${pattern} OR lower(${support_file_types.name}) LIKE ${pattern} OR lower(${t.file_code}) LIKE ${pattern})`,
      );
    }
    if (after)
      where.push(
        sql`(${t.product_code}, ${t.file_code}, ${t.id}) > (${after[0]}, ${after[1]}, ${after[2]}::uuid)`,
      );
    const rows = await db
      .select({
        id: t.id,
        provider_payer_product_id: t.provider_payer_product_id,
        provider_payer_service_id: t.provider_payer_service_id,
        service_type: rcm_agreement_services.service_type,
        product_code: t.product_code,
        product_name: rcm_agreement_products.name,
        file_code: t.file_code,
        file_name: support_file_types.name,
        level: t.level,
        support_type_slug: t.support_type_slug,
      })
      .from(t)
      .innerJoin(rcm_agreement_products, eq(rcm_agreement_products.id, t.provider_payer_product_id))
      .innerJoin(rcm_agreement_services, eq(rcm_agreement_services.id, t.provider_payer_service_id))
      .innerJoin(support_file_types, eq(support_file_types.file_code, t.file_code))
      .where(and(...where))
      .orderBy(asc(t.product_code), asc(t.file_code), asc(t.id))
      .limit(q.size + 1);
    const slice = keysetSlice(rows, q.size, (row) => [row.product_code, row.file_code, row.id]);
    return c.json({
      content: slice.content.map((row) => ({
        id: row.id,
        provider_payer_product_id: row.provider_payer_product_id,
        provider_payer_service_id: row.provider_payer_service_id,
        service_type: row.service_type,
        product: { code: row.product_code, name: row.product_name },
        support_file_type: { file_code: row.file_code, name: row.file_name },
        level: row.level,
        support_type_slug: row.support_type_slug,
      })),
      last_value: slice.last_value,
    });
  });

  routes.get(`${PREFIX}/provider-payer-products`, async (c) => {
    const { provider, code } = await agreementOf(c);
    const q = read(c, parseProductsQuery);
    const t = rcm_agreement_products;
    const where: SQL[] = [eq(t.provider_slug, provider), eq(t.agreement_code, code)];
    if (q.healthcare_coverage_id) where.push(eq(t.healthcare_coverage_id, q.healthcare_coverage_id));
    if (q.all_products_with_service) where.push(sql`${t.provider_payer_service_id} IS NOT NULL`);
    if (q.search_value) {
      const pattern = like(q.search_value);
      where.push(
        sql`(lower(${t.product_code}) LIKE ${pattern} OR lower(${t.name}) LIKE ${pattern} OR lower(${t.description}) LIKE ${pattern})`,
      );
    }
    const condition = and(...where);
    const page = await readPage(
      q,
      db.select().from(t).where(condition).orderBy(asc(t.product_code), asc(t.id)).$dynamic(),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(t)
        .where(condition),
    );
    const content = page.content.map((row) => ({
      id: row.id,
      product: { code: row.product_code, name: row.name, description: row.description },
      healthcare_coverage_id: row.healthcare_coverage_id,
      provider_payer_service_id: row.provider_payer_service_id,
    }));
    return c.json(withContent(page, content));
  });

  return routes;
}
