/**
 * Agreements, provider-payer configurations (001 §2 "agreements", "agreements/configuration"; §3
 * "Agreement"; §7 "GET /rcm/v1 and /rcm/v2 provider-payer-configurations with agreement_codes,
 * payer_slugs, search_value, service_search_value, sort, order_by, page, size", "GET
 * provider-payer-configurations/{agreementCode}, file-format-fields", "PATCH
 * provider-payer-configurations with the configuration body"; issue 8 §2; docs/decisions.md
 * "Agreements"):
 * - `GET /v1|v2/provider-payer-configurations`: Spring page of the caller's agreements with their
 *   services and audit configurations; `search_value` matches code, name or payer, and
 *   `service_search_value` a covered service; `agreement_codes` and `payer_slugs` comma-joined;
 *   `order_by` agreement_code | agreement_name | payer_name with `sort` asc | desc (default by
 *   name, ascending). v2 rows also carry the configuration summary (tax id, sponsor type,
 *   regulation 2275 activation, updated_at).
 * - `GET …/file-format-fields`: the fields a file name may be built from.
 * - `GET …/{agreementCode}`: one agreement with its whole configuration. Unset optional values are
 *   left out of the answer (not `null`), so a form starts empty where nothing is configured.
 * - `PATCH provider-payer-configurations`: replaces the configuration of the agreement named by the
 *   body's `agreement_code` (schemas/requests/agreements.ts; 400 VALIDATION_ERROR naming the field
 *   for a wrong shape, an active regulation 2275 without start date or CUV format, or a responsible
 *   who is not a user of the provider); answers the updated agreement.
 * - `GET`/`POST …/{agreementCode}/audit-configurations`, `GET`/`PUT`/`DELETE …/{id}`: the agreement's
 *   audit rules, in agreement-audit-configurations.ts (mounted here).
 * Reads of an agreement with its services and audit rules: sandbox/lib/agreement-detail.ts.
 * Viewing needs VIEW_AGREEMENTS, changing MODIFY_AGREEMENTS (000 §6; 403 INSUFFICIENT_PERMISSIONS).
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import {
  AGREEMENT_ORDER_BY,
  FILE_FORMAT_FIELDS,
  agreementConfigurationBody,
  agreementConfigurationProblems,
  type AgreementConfigurationBody,
} from "../../../schemas/requests/agreements";
import {
  rcm_agreement_configurations,
  rcm_agreements,
  rcm_payers,
  rcm_responsibles,
  type UserRow,
} from "../../db/schema";
import { requireRcmUser } from "../../lib/access";
import { agreementsWithConfiguration, agreementChildren, agreementDetail } from "../../lib/agreement-detail";
import { configurationHash, type ConfigurationValues } from "../../lib/agreements";
import type { AppDeps, AppEnv } from "../../lib/context";
import { notFound, validationError } from "../../lib/errors";
import { readPage, withContent } from "../../lib/paging";
import { escapeLike, QueryReader } from "../../lib/query";
import { requireEvent } from "../../lib/rcm-permissions";
import { readBody } from "../../lib/validate";
import { auditConfigurationRoutes } from "./agreement-audit-configurations";

const ORDER_COLUMNS = {
  agreement_code: rcm_agreements.agreement_code,
  agreement_name: rcm_agreements.agreement_name,
  payer_name: rcm_payers.name,
} as const;

/** Routes under /rcm for agreements. */
export function agreementRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db = deps.handle.db;

  const viewer = async (c: Parameters<typeof requireRcmUser>[0]): Promise<UserRow> => {
    const user = requireRcmUser(c);
    await requireEvent(db, user, "VIEW_AGREEMENTS");
    return user;
  };

  for (const version of ["v1", "v2"] as const) {
    routes.get(`/${version}/provider-payer-configurations`, async (c) => {
      const user = await viewer(c);
      const q = new QueryReader(c);
      const codes = q.list("agreement_codes");
      const payers = q.list("payer_slugs");
      const search = q.text("search_value", 100)?.toLowerCase();
      const serviceSearch = q.text("service_search_value", 100)?.toLowerCase();
      const orderBy = q.oneOf("order_by", AGREEMENT_ORDER_BY, "agreement_name");
      const direction = q.oneOf("sort", ["asc", "desc"] as const, "asc");
      const paging = q.paging(15, 200);
      const where: SQL[] = [eq(rcm_agreements.provider_slug, user.provider_slug)];
      if (codes) where.push(inArray(rcm_agreements.agreement_code, codes));
      if (payers) where.push(inArray(rcm_agreements.payer_slug, payers));
      if (search) {
        const pattern = `%${escapeLike(search)}%`;
        where.push(
          sql`(lower(${rcm_agreements.agreement_code}) LIKE ${pattern} OR lower(${rcm_agreements.agreement_name}) LIKE ${pattern} OR lower(${rcm_payers.name}) LIKE ${pattern})`,
        );
      }
      if (serviceSearch) {
        const pattern = `%${escapeLike(serviceSearch)}%`;
        where.push(
          sql`EXISTS (SELECT 1 FROM rcm_agreement_services s WHERE s.provider_slug = ${rcm_agreements.provider_slug} AND s.agreement_code = ${rcm_agreements.agreement_code} AND (lower(s.service_type) LIKE ${pattern} OR lower(s.service_type_fallback_name) LIKE ${pattern}))`,
        );
      }
      const condition = and(...where);
      const order = direction === "asc" ? asc(ORDER_COLUMNS[orderBy]) : desc(ORDER_COLUMNS[orderBy]);
      const joined = () => agreementsWithConfiguration(db).where(condition);
      const page = await readPage(
        paging,
        joined().orderBy(order, asc(rcm_agreements.agreement_code)).$dynamic(),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(rcm_agreements)
          .innerJoin(rcm_payers, eq(rcm_payers.slug, rcm_agreements.payer_slug))
          .where(condition),
      );
      const { services, audits } = await agreementChildren(
        db,
        user.provider_slug,
        page.content.map((r) => r.agreement_code),
      );
      const content = page.content.map((row) => {
        const base = {
          id: row.id,
          agreement_code: row.agreement_code,
          agreement_name: row.agreement_name,
          payer_slug: row.payer_slug,
          payer_name: row.payer_name,
          hash: row.hash,
          build_package_configuration_id: row.build_package_configuration_id,
          services: services.get(row.agreement_code) ?? [],
          audit_configurations: audits.get(row.agreement_code) ?? [],
        };
        return version === "v1"
          ? base
          : {
              ...base,
              tax_identification_number: row.tax_identification_number,
              sponsor_type: row.sponsor_type,
              regulation2275_active: row.regulation_2275_active,
              updated_at: row.updated_at,
            };
      });
      return c.json(withContent(page, content));
    });
  }

  routes.get("/v1/provider-payer-configurations/file-format-fields", async (c) => {
    await viewer(c);
    return c.json(FILE_FORMAT_FIELDS.map((field) => ({ field })));
  });

  routes.get("/v1/provider-payer-configurations/:agreementCode", async (c) => {
    const user = await viewer(c);
    const code = c.req.param("agreementCode");
    if (code.length > 64) throw notFound();
    return c.json(await agreementDetail(db, user.provider_slug, code));
  });

  routes.patch("/v1/provider-payer-configurations", async (c) => {
    const user = requireRcmUser(c);
    await requireEvent(db, user, "MODIFY_AGREEMENTS");
    const body = await readBody<AgreementConfigurationBody>(c, agreementConfigurationBody);
    const [problem] = agreementConfigurationProblems(body);
    if (problem) throw validationError(problem.message);
    const code = body.agreement_code.trim();
    const [current] = await db
      .select({ id: rcm_agreement_configurations.id })
      .from(rcm_agreement_configurations)
      .where(
        and(
          eq(rcm_agreement_configurations.provider_slug, user.provider_slug),
          eq(rcm_agreement_configurations.agreement_code, code),
        ),
      );
    if (!current) throw notFound();
    const responsible = body.responsible?.trim().toLowerCase() || null;
    if (responsible) {
      const [known] = await db
        .select({ email: rcm_responsibles.email_address })
        .from(rcm_responsibles)
        .where(
          and(
            eq(rcm_responsibles.provider_slug, user.provider_slug),
            eq(rcm_responsibles.email_address, responsible),
          ),
        );
      if (!known) throw validationError("responsible is not a user of the provider");
    }
    const regulation = body.regulation2275;
    const active = regulation?.active ?? false;
    const values: ConfigurationValues = {
      tax_identification_number: body.tax_identification_number?.trim() || null,
      sponsor_type: body.sponsor_type ?? null,
      concurrency: body.concurrency ?? false,
      responsible,
      regulation_2275_active: active,
      regulation_2275_start_date: regulation?.start_date ?? null,
      regulation_2275_cuv_format: regulation?.cuv_format ?? null,
      regulation_2275_with_validation_results: regulation?.with_validation_results ?? false,
      file_format_fields: body.file_format_fields ?? [],
    };
    await db
      .update(rcm_agreement_configurations)
      .set({
        ...values,
        file_format_fields: [...values.file_format_fields],
        hash: configurationHash(code, values),
        updated_at: deps.now(),
        updated_by: user.email,
      })
      .where(eq(rcm_agreement_configurations.id, current.id));
    return c.json(await agreementDetail(db, user.provider_slug, code));
  });

  routes.route("/", auditConfigurationRoutes(deps));

  return routes;
}
