/**
 * The package configuration of an agreement (001 §2 "agreements/configuration/packages",
 * "pre-settlements/package-configuration"; §3 "Agreement" package configuration; §9 delivery
 * channels, ZIP split size in MB with a suffix; issue 8 §2; calls not shown by 001 §7, decided in
 * docs/api-contract.md "Agreement packages"):
 * - `GET /v1/provider-payer-configurations/{agreementCode}/package-configuration`: the agreement's
 *   package configuration, `configured: false` with no groups when none was saved yet (unset
 *   optional values left out, as the agreement's own configuration answers);
 * - `PUT` the same path: replaces it whole (body `packageConfigurationBody`; 400 VALIDATION_ERROR
 *   naming the field for a wrong shape, an export route that does not fit the channel, a split size
 *   without suffix or on a PDF-only package, repeated group names, a support twice or two supports
 *   with one order in a group, or a support document the portal does not know); the agreement's
 *   `build_package_configuration_id` points at it afterwards. Answers the saved configuration.
 * Viewing needs VIEW_AGREEMENTS, changing MODIFY_AGREEMENTS (000 §6, the same role tables as the
 * portal; 403 INSUFFICIENT_PERMISSIONS); another provider's agreement is 404.
 */
import { and, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import { randomUUID } from "node:crypto";
import {
  packageConfigurationBody,
  packageConfigurationProblems,
  type PackageConfigurationBody,
} from "../../../schemas/requests/agreement-packages";
import type { Db } from "../../db/client";
import { rcm_package_configurations } from "../../db/schema-agreement-packages";
import {
  rcm_agreement_configurations,
  rcm_agreements,
  rcm_payers,
  support_file_types,
} from "../../db/schema";
import { requireRcmUser } from "../../lib/access";
import type { AppDeps, AppEnv } from "../../lib/context";
import { notFound, validationError } from "../../lib/errors";
import { requireEvent } from "../../lib/rcm-permissions";
import { readBody } from "../../lib/validate";

const PATH = "/v1/provider-payer-configurations/:agreementCode/package-configuration";

/**
 * The agreement `code` of `provider` with its name and payer.
 * @throws ApiError 404 RESOURCE_NOT_FOUND when the provider has no such agreement.
 */
async function agreementOf(db: Db, provider: string, code: string) {
  if (code.length > 64) throw notFound();
  const [row] = await db
    .select({
      agreement_code: rcm_agreements.agreement_code,
      agreement_name: rcm_agreements.agreement_name,
      payer_name: rcm_payers.name,
    })
    .from(rcm_agreements)
    .innerJoin(rcm_payers, eq(rcm_payers.slug, rcm_agreements.payer_slug))
    .where(and(eq(rcm_agreements.provider_slug, provider), eq(rcm_agreements.agreement_code, code)));
  if (!row) throw notFound();
  return row;
}

/** The package configuration answer of one agreement (see the module comment). */
async function packageAnswer(db: Db, provider: string, code: string) {
  const agreement = await agreementOf(db, provider, code);
  const [row] = await db
    .select()
    .from(rcm_package_configurations)
    .where(
      and(
        eq(rcm_package_configurations.provider_slug, provider),
        eq(rcm_package_configurations.agreement_code, agreement.agreement_code),
      ),
    );
  if (!row) return { ...agreement, configured: false, groups: [] };
  const present = <T>(value: T | null) => (value === null ? undefined : value);
  return {
    ...agreement,
    configured: true,
    id: row.id,
    delivery_channel: row.delivery_channel,
    export_route: row.export_route,
    separate_files: row.separate_files,
    package_folder_name: row.package_folder_name,
    package_type: row.package_type,
    export_type: row.export_type,
    file_format_name: present(row.file_format_name),
    split_file_size_mb: present(row.split_file_size_mb),
    split_file_suffix: present(row.split_file_suffix),
    groups: row.groups,
    updated_at: row.updated_at,
    updated_by: present(row.updated_by),
  };
}

/** Routes under /rcm for agreement package configurations. */
export function agreementPackageRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db = deps.handle.db;

  routes.get(PATH, async (c) => {
    const user = requireRcmUser(c);
    await requireEvent(db, user, "VIEW_AGREEMENTS");
    return c.json(await packageAnswer(db, user.provider_slug, c.req.param("agreementCode")));
  });

  routes.put(PATH, async (c) => {
    const user = requireRcmUser(c);
    await requireEvent(db, user, "MODIFY_AGREEMENTS");
    const agreement = await agreementOf(db, user.provider_slug, c.req.param("agreementCode"));
    const body = await readBody<PackageConfigurationBody>(c, packageConfigurationBody);
    const [problem] = packageConfigurationProblems(body);
    if (problem) throw validationError(problem.message);
    const groups = body.groups.map((group) => ({
      name: group.name.trim(),
      folder: group.folder.trim(),
      file_name: group.file_name.trim(),
      supports: [...group.supports].sort((a, b) => a.order - b.order),
    }));
    const codes = [...new Set(groups.flatMap((g) => g.supports.map((s) => s.support_file_code)))];
    if (codes.length > 0) {
      const known = new Set(
        (
          await db
            .select({ code: support_file_types.file_code })
            .from(support_file_types)
            .where(inArray(support_file_types.file_code, codes))
        ).map((r) => r.code),
      );
      for (const [g, group] of groups.entries())
        for (const [s, support] of group.supports.entries())
          if (!known.has(support.support_file_code))
            throw validationError(
              `groups.${g}.supports.${s}.support_file_code is not a known support document`,
            );
    }
    const values = {
      delivery_channel: body.delivery_channel,
      export_route: body.export_route.trim(),
      separate_files: body.separate_files,
      package_folder_name: body.package_folder_name.trim(),
      package_type: body.package_type,
      export_type: body.export_type,
      file_format_name: body.file_format_name?.trim() || null,
      split_file_size_mb: body.split_file_size_mb ?? null,
      split_file_suffix: body.split_file_suffix?.trim() || null,
      groups,
      updated_at: deps.now(),
      updated_by: user.email,
    };
    const [saved] = await db
      .insert(rcm_package_configurations)
      .values({
        id: randomUUID(),
        provider_slug: user.provider_slug,
        agreement_code: agreement.agreement_code,
        ...values,
      })
      .onConflictDoUpdate({
        target: [rcm_package_configurations.provider_slug, rcm_package_configurations.agreement_code],
        set: values,
      })
      .returning({ id: rcm_package_configurations.id });
    await db
      .update(rcm_agreement_configurations)
      .set({ build_package_configuration_id: saved.id })
      .where(
        and(
          eq(rcm_agreement_configurations.provider_slug, user.provider_slug),
          eq(rcm_agreement_configurations.agreement_code, agreement.agreement_code),
        ),
      );
    return c.json(await packageAnswer(db, user.provider_slug, agreement.agreement_code));
  });

  return routes;
}
