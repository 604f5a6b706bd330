/**
 * The audit rules of an agreement (001 §2 "audit rules"; paths not shown, docs/decisions.md
 * "Agreements"): `GET`/`POST /v1/provider-payer-configurations/{agreementCode}/audit-configurations`,
 * `GET`/`PUT`/`DELETE …/{id}`, bodies `auditRuleBody` (schemas/requests/agreements.ts): the service
 * must be one the agreement covers, amounts positive with 2 decimals, min ≤ max (400 naming the
 * field). Viewing needs VIEW_AGREEMENTS, changing MODIFY_AGREEMENTS (000 §6; 403
 * INSUFFICIENT_PERMISSIONS). Mounted by `agreementRoutes` (agreements.ts).
 */
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { randomUUID } from "node:crypto";
import { auditRuleBody, auditRuleProblems, type AuditRuleBody } from "../../../schemas/requests/agreements";
import { rcm_agreement_services, rcm_audit_configurations, type UserRow } from "../../db/schema";
import { requireRcmUser } from "../../lib/access";
import { agreementChildren } from "../../lib/agreement-detail";
import { ownAgreementCode } from "../../lib/agreements";
import type { AppDeps, AppEnv } from "../../lib/context";
import { notFound, validationError } from "../../lib/errors";
import { isUuid } from "../../lib/query";
import { requireEvent } from "../../lib/rcm-permissions";
import { readBody } from "../../lib/validate";

/** Routes under /rcm for an agreement's audit rules. */
export function auditConfigurationRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db = deps.handle.db;

  const viewer = async (c: Parameters<typeof requireRcmUser>[0]): Promise<UserRow> => {
    const user = requireRcmUser(c);
    await requireEvent(db, user, "VIEW_AGREEMENTS");
    return user;
  };

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
    const { audits } = await agreementChildren(db, user.provider_slug, [code]);
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
    const { audits } = await agreementChildren(db, user.provider_slug, [code]);
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
    const { audits } = await agreementChildren(db, user.provider_slug, [code]);
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
    const { audits } = await agreementChildren(db, user.provider_slug, [code]);
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
