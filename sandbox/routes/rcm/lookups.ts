/**
 * Revenue-cycle lookups, role permissions and view configuration (001 §3 "Provider lookups",
 * "Role permissions", §6, §7; docs/api-contract.md "Revenue cycle"). `{provider}` must be the
 * caller's provider.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import {
  account_event_restrictions,
  providers,
  rcm_agreements,
  rcm_catalogue,
  rcm_payers,
  rcm_responsibles,
  rcm_role_statuses,
  support_file_restrictions,
  support_file_types,
  view_configurations,
} from "../../db/schema";
import type { AppDeps, AppEnv } from "../../lib/context";
import { validationError } from "../../lib/errors";
import { requireRcmUser } from "../../lib/access";

/** Healthcare plans (001 §9: PBS and NPBS). */
const HEALTHCARE_PLANS = [
  { slug: "PBS", value: "Plan de beneficios en salud (PBS)" },
  { slug: "NPBS", value: "No incluido en el PBS (NPBS)" },
];

/** Routes under /rcm for lookups, permissions and view configuration. */
export function rcmLookupRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db = deps.handle.db;

  const catalogue = (provider: string, kind: string) =>
    db
      .select({ slug: rcm_catalogue.slug, value: rcm_catalogue.value })
      .from(rcm_catalogue)
      .where(and(eq(rcm_catalogue.provider_slug, provider), eq(rcm_catalogue.kind, kind)))
      .orderBy(asc(rcm_catalogue.position));

  routes.get("/v1/service-types/providers/:provider", async (c) => {
    requireRcmUser(c, c.req.param("provider"));
    return c.json(await catalogue(c.req.param("provider"), "service_type"));
  });

  const kinds = {
    "executor-services": "executor_service",
    "agreement-plan-types": "agreement_plan_type",
    "invoice-sources": "invoice_source",
  } as const;
  for (const [path, kind] of Object.entries(kinds)) {
    routes.get(`/v1/providers/:provider/${path}`, async (c) => {
      requireRcmUser(c, c.req.param("provider"));
      return c.json(await catalogue(c.req.param("provider"), kind));
    });
  }

  routes.get("/v1/providers/:provider/users", async (c) => {
    requireRcmUser(c, c.req.param("provider"));
    return c.json(
      await db
        .select({ name: rcm_responsibles.name, email_address: rcm_responsibles.email_address })
        .from(rcm_responsibles)
        .where(eq(rcm_responsibles.provider_slug, c.req.param("provider")))
        .orderBy(asc(rcm_responsibles.name)),
    );
  });

  routes.get("/v1/provider-payer-configurations/all-agreements", async (c) => {
    const user = requireRcmUser(c);
    return c.json(
      await db
        .select({
          agreement_code: rcm_agreements.agreement_code,
          agreement_name: rcm_agreements.agreement_name,
        })
        .from(rcm_agreements)
        .where(eq(rcm_agreements.provider_slug, user.provider_slug))
        .orderBy(asc(rcm_agreements.agreement_name)),
    );
  });

  routes.get("/v1/support-files", async (c) => {
    requireRcmUser(c);
    const sortBy = c.req.query("sortBy") ?? "name";
    if (sortBy !== "name" && sortBy !== "file_code")
      throw validationError("sortBy must be name or file_code");
    return c.json(
      await db
        .select({ name: support_file_types.name, file_code: support_file_types.file_code })
        .from(support_file_types)
        .orderBy(asc(sortBy === "name" ? support_file_types.name : support_file_types.file_code)),
    );
  });

  routes.get("/v1/payers", async (c) => {
    const user = requireRcmUser(c);
    const [provider] = await db.select().from(providers).where(eq(providers.slug, user.provider_slug));
    return c.json(
      await db
        .select({ name: rcm_payers.name, slug: rcm_payers.slug })
        .from(rcm_payers)
        .where(eq(rcm_payers.country_code, provider.country_code))
        .orderBy(asc(rcm_payers.name)),
    );
  });

  routes.get("/v1/healthcare-plans", (c) => {
    requireRcmUser(c);
    return c.json(HEALTHCARE_PLANS);
  });

  routes.get("/v1/role-permissions/providers/:provider/statuses", async (c) => {
    const provider = c.req.param("provider");
    const user = requireRcmUser(c, provider);
    const [roleStatuses, events, files] = await Promise.all([
      db
        .select({ role: rcm_role_statuses.role, statuses: rcm_role_statuses.statuses })
        .from(rcm_role_statuses)
        .where(
          and(
            eq(rcm_role_statuses.provider_slug, provider),
            inArray(rcm_role_statuses.role, user.rcm_user_roles),
          ),
        )
        .orderBy(asc(rcm_role_statuses.role)),
      db
        .select({ restricted_event: account_event_restrictions.restricted_event })
        .from(account_event_restrictions)
        .where(eq(account_event_restrictions.user_id, user.id))
        .orderBy(asc(account_event_restrictions.restricted_event)),
      db
        .select({ file_code: support_file_restrictions.file_code })
        .from(support_file_restrictions)
        .where(eq(support_file_restrictions.user_id, user.id)),
    ]);
    return c.json({
      role_statuses: roleStatuses,
      account_event_restrictions: events,
      support_file_restrictions: files,
    });
  });

  routes.get("/v1/view-configuration/:provider", async (c) => {
    const provider = c.req.param("provider");
    requireRcmUser(c, provider);
    const sections = await db
      .select({
        section: view_configurations.section,
        view_name: view_configurations.view_name,
        excluded_columns: view_configurations.excluded_columns,
        hidden: view_configurations.hidden,
      })
      .from(view_configurations)
      .where(eq(view_configurations.provider_slug, provider))
      .orderBy(asc(view_configurations.section), asc(view_configurations.view_name));
    return c.json({ sections });
  });

  return routes;
}
