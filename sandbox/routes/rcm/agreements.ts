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
 *   audit rules (001 §2 "audit rules"; paths not shown, docs/decisions.md "Agreements"), bodies
 *   `auditRuleBody`: the service must be one the agreement covers, amounts positive with 2 decimals,
 *   min ≤ max (400 naming the field).
 * Viewing needs VIEW_AGREEMENTS, changing MODIFY_AGREEMENTS (000 §6; 403 INSUFFICIENT_PERMISSIONS).
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import { randomUUID } from "node:crypto";
import {
  AGREEMENT_ORDER_BY,
  FILE_FORMAT_FIELDS,
  agreementConfigurationBody,
  agreementConfigurationProblems,
  auditRuleBody,
  auditRuleProblems,
  type AgreementConfigurationBody,
  type AuditRuleBody,
} from "../../../schemas/requests/agreements";
import type { Db } from "../../db/client";
import {
  rcm_agreement_configurations,
  rcm_agreement_services,
  rcm_agreements,
  rcm_audit_configurations,
  rcm_payers,
  rcm_responsibles,
  type UserRow,
} from "../../db/schema";
import { requireRcmUser } from "../../lib/access";
import { configurationHash, ownAgreementCode, type ConfigurationValues } from "../../lib/agreements";
import type { AppDeps, AppEnv } from "../../lib/context";
import { notFound, validationError } from "../../lib/errors";
import { readPage, withContent } from "../../lib/paging";
import { escapeLike, isUuid, QueryReader } from "../../lib/query";
import { requireEvent } from "../../lib/rcm-permissions";
import { readBody } from "../../lib/validate";

const BASE = {
  id: rcm_agreement_configurations.id,
  agreement_code: rcm_agreements.agreement_code,
  agreement_name: rcm_agreements.agreement_name,
  payer_slug: rcm_agreements.payer_slug,
  payer_name: rcm_payers.name,
  hash: rcm_agreement_configurations.hash,
  build_package_configuration_id: rcm_agreement_configurations.build_package_configuration_id,
};

const CONFIGURATION = {
  tax_identification_number: rcm_agreement_configurations.tax_identification_number,
  sponsor_type: rcm_agreement_configurations.sponsor_type,
  concurrency: rcm_agreement_configurations.concurrency,
  responsible: rcm_agreement_configurations.responsible,
  regulation_2275_active: rcm_agreement_configurations.regulation_2275_active,
  regulation_2275_start_date: rcm_agreement_configurations.regulation_2275_start_date,
  regulation_2275_cuv_format: rcm_agreement_configurations.regulation_2275_cuv_format,
  regulation_2275_with_validation_results:
    rcm_agreement_configurations.regulation_2275_with_validation_results,
  file_format_fields: rcm_agreement_configurations.file_format_fields,
  updated_at: rcm_agreement_configurations.updated_at,
  updated_by: rcm_agreement_configurations.updated_by,
};

const ORDER_COLUMNS = {
  agreement_code: rcm_agreements.agreement_code,
  agreement_name: rcm_agreements.agreement_name,
  payer_name: rcm_payers.name,
} as const;

/** The services and audit configurations of some agreements of a provider, by agreement code. */
async function childrenOf(db: Db, provider: string, codes: readonly string[]) {
  if (codes.length === 0) return { services: new Map(), audits: new Map() };
  const [services, audits] = await Promise.all([
    db
      .select({
        agreement_code: rcm_agreement_services.agreement_code,
        id: rcm_agreement_services.id,
        service_type: rcm_agreement_services.service_type,
        service_type_fallback_name: rcm_agreement_services.service_type_fallback_name,
      })
      .from(rcm_agreement_services)
      .where(
        and(
          eq(rcm_agreement_services.provider_slug, provider),
          inArray(rcm_agreement_services.agreement_code, [...codes]),
        ),
      )
      .orderBy(asc(rcm_agreement_services.position)),
    db
      .select({
        agreement_code: rcm_audit_configurations.agreement_code,
        id: rcm_audit_configurations.id,
        service_type: rcm_audit_configurations.service_type,
        plan_coverage: rcm_audit_configurations.plan_coverage,
        min_invoice_amount: rcm_audit_configurations.min_invoice_amount,
        max_invoice_amount: rcm_audit_configurations.max_invoice_amount,
        audit_type: rcm_audit_configurations.audit_type,
        pmis: rcm_audit_configurations.pmis,
      })
      .from(rcm_audit_configurations)
      .where(
        and(
          eq(rcm_audit_configurations.provider_slug, provider),
          inArray(rcm_audit_configurations.agreement_code, [...codes]),
        ),
      )
      .orderBy(asc(rcm_audit_configurations.created_at), asc(rcm_audit_configurations.id)),
  ]);
  const group = <T extends { agreement_code: string }>(rows: T[]) => {
    const map = new Map<string, Omit<T, "agreement_code">[]>();
    for (const { agreement_code, ...rest } of rows) {
      const list = map.get(agreement_code) ?? [];
      list.push(rest);
      map.set(agreement_code, list);
    }
    return map;
  };
  const amounts = audits.map((a) => ({
    ...a,
    min_invoice_amount: Number(a.min_invoice_amount),
    max_invoice_amount: a.max_invoice_amount === null ? null : Number(a.max_invoice_amount),
  }));
  return { services: group(services), audits: group(amounts) };
}

type ConfigurationRow = { [K in keyof typeof CONFIGURATION]: unknown } & ConfigurationValues;

/** The configuration as the form reads it: unset optional values left out (see the module comment). */
function configurationAnswer(row: ConfigurationRow) {
  const present = <T>(value: T | null) => (value === null ? undefined : value);
  return {
    tax_identification_number: present(row.tax_identification_number),
    sponsor_type: present(row.sponsor_type),
    concurrency: row.concurrency,
    responsible: present(row.responsible),
    regulation2275: {
      active: row.regulation_2275_active,
      start_date: present(row.regulation_2275_start_date),
      cuv_format: present(row.regulation_2275_cuv_format),
      with_validation_results: row.regulation_2275_with_validation_results,
    },
    file_format_fields: row.file_format_fields,
    updated_at: row.updated_at,
    updated_by: present(row.updated_by as string | null),
  };
}

/**
 * One agreement of the provider with its configuration, services and audit configurations.
 * @throws ApiError 404 RESOURCE_NOT_FOUND when the provider has no such agreement.
 */
async function agreementDetail(db: Db, provider: string, code: string) {
  const [row] = await db
    .select({ ...BASE, ...CONFIGURATION })
    .from(rcm_agreements)
    .innerJoin(rcm_payers, eq(rcm_payers.slug, rcm_agreements.payer_slug))
    .innerJoin(
      rcm_agreement_configurations,
      and(
        eq(rcm_agreement_configurations.provider_slug, rcm_agreements.provider_slug),
        eq(rcm_agreement_configurations.agreement_code, rcm_agreements.agreement_code),
      ),
    )
    .where(and(eq(rcm_agreements.provider_slug, provider), eq(rcm_agreements.agreement_code, code)));
  if (!row) throw notFound();
  const { services, audits } = await childrenOf(db, provider, [code]);
  const base = Object.fromEntries(Object.keys(BASE).map((key) => [key, row[key as keyof typeof BASE]]));
  return {
    ...base,
    ...configurationAnswer(row as unknown as ConfigurationRow),
    services: services.get(code) ?? [],
    audit_configurations: audits.get(code) ?? [],
  };
}

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
      const joined = () =>
        db
          .select({ ...BASE, ...CONFIGURATION })
          .from(rcm_agreements)
          .innerJoin(rcm_payers, eq(rcm_payers.slug, rcm_agreements.payer_slug))
          .innerJoin(
            rcm_agreement_configurations,
            and(
              eq(rcm_agreement_configurations.provider_slug, rcm_agreements.provider_slug),
              eq(rcm_agreement_configurations.agreement_code, rcm_agreements.agreement_code),
            ),
          )
          .where(condition);
      const page = await readPage(
        paging,
        joined().orderBy(order, asc(rcm_agreements.agreement_code)).$dynamic(),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(rcm_agreements)
          .innerJoin(rcm_payers, eq(rcm_payers.slug, rcm_agreements.payer_slug))
          .where(condition),
      );
      const { services, audits } = await childrenOf(
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

  /** The caller's agreement `code`, or 404. */
  const ownAgreement = (provider: string, code: string) => ownAgreementCode(db, provider, code);

  /** A checked audit rule body of the agreement `code` (see the module comment). */
  const auditValues = async (c: Parameters<typeof readBody>[0], provider: string, code: string) => {
    const body = await readBody<AuditRuleBody>(c, auditRuleBody);
    const [problem] = auditRuleProblems(body);
    if (problem) throw validationError(problem.message);
    const service = body.service_type.trim();
    const [covered] = await db
      .select({ id: rcm_agreement_services.id })
      .from(rcm_agreement_services)
      .where(
        and(
          eq(rcm_agreement_services.provider_slug, provider),
          eq(rcm_agreement_services.agreement_code, code),
          eq(rcm_agreement_services.service_type, service),
        ),
      );
    if (!covered) throw validationError("service_type is not a service of the agreement");
    return {
      service_type: service,
      plan_coverage: body.plan_coverage?.trim() || null,
      min_invoice_amount: body.min_invoice_amount.toFixed(2),
      max_invoice_amount:
        typeof body.max_invoice_amount === "number" ? body.max_invoice_amount.toFixed(2) : null,
      audit_type: body.audit_type,
      pmis: body.pmis?.trim() || null,
    };
  };

  const AUDIT_PATH = "/v1/provider-payer-configurations/:agreementCode/audit-configurations";

  routes.get(AUDIT_PATH, async (c) => {
    const user = await viewer(c);
    const code = await ownAgreement(user.provider_slug, c.req.param("agreementCode"));
    const { audits } = await childrenOf(db, user.provider_slug, [code]);
    return c.json(audits.get(code) ?? []);
  });

  routes.post(AUDIT_PATH, async (c) => {
    const user = requireRcmUser(c);
    await requireEvent(db, user, "MODIFY_AGREEMENTS");
    const code = await ownAgreement(user.provider_slug, c.req.param("agreementCode"));
    const values = await auditValues(c, user.provider_slug, code);
    const now = deps.now();
    const id = randomUUID();
    await db.insert(rcm_audit_configurations).values({
      id,
      provider_slug: user.provider_slug,
      agreement_code: code,
      ...values,
      created_at: now,
      updated_at: now,
      updated_by: user.email,
    });
    const { audits } = await childrenOf(db, user.provider_slug, [code]);
    return c.json(
      audits.get(code)?.find((a: { id: string }) => a.id === id),
      201,
    );
  });

  /** The audit rule `id` of the agreement `code`, or 404. */
  const ownAudit = async (provider: string, code: string, id: string) => {
    if (!isUuid(id)) throw notFound();
    const [row] = await db
      .select({ id: rcm_audit_configurations.id })
      .from(rcm_audit_configurations)
      .where(
        and(
          eq(rcm_audit_configurations.provider_slug, provider),
          eq(rcm_audit_configurations.agreement_code, code),
          eq(rcm_audit_configurations.id, id.toLowerCase()),
        ),
      );
    if (!row) throw notFound();
    return row.id;
  };

  routes.get(`${AUDIT_PATH}/:id`, async (c) => {
    const user = await viewer(c);
    const code = await ownAgreement(user.provider_slug, c.req.param("agreementCode"));
    const id = await ownAudit(user.provider_slug, code, c.req.param("id"));
    const { audits } = await childrenOf(db, user.provider_slug, [code]);
    return c.json(audits.get(code)?.find((a: { id: string }) => a.id === id));
  });

  routes.put(`${AUDIT_PATH}/:id`, async (c) => {
    const user = requireRcmUser(c);
    await requireEvent(db, user, "MODIFY_AGREEMENTS");
    const code = await ownAgreement(user.provider_slug, c.req.param("agreementCode"));
    const id = await ownAudit(user.provider_slug, code, c.req.param("id"));
    const values = await auditValues(c, user.provider_slug, code);
    await db
      .update(rcm_audit_configurations)
      .set({ ...values, updated_at: deps.now(), updated_by: user.email })
      .where(eq(rcm_audit_configurations.id, id));
    const { audits } = await childrenOf(db, user.provider_slug, [code]);
    return c.json(audits.get(code)?.find((a: { id: string }) => a.id === id));
  });

  routes.delete(`${AUDIT_PATH}/:id`, async (c) => {
    const user = requireRcmUser(c);
    await requireEvent(db, user, "MODIFY_AGREEMENTS");
    const code = await ownAgreement(user.provider_slug, c.req.param("agreementCode"));
    const id = await ownAudit(user.provider_slug, code, c.req.param("id"));
    await db.delete(rcm_audit_configurations).where(eq(rcm_audit_configurations.id, id));
    return c.json({ id, deleted: true });
  });

  return routes;
}
