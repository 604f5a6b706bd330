/**
 * AI configuration calls, `document-validation/v1` (001 §7 "AI configuration calls"; §3 "AI
 * configuration"; §5 "An AI rule needs three steps", "Dynamic-field variables"; issue 8 §5;
 * docs/decisions.md "AI document analysis"):
 * - `GET …/document-configurations/available-fields?analysis_type=`: the fields the AI reads for
 *   the analysis type (`[{ field_slug }]`); 400 without a known analysis type.
 * - `GET …/document-configurations` with search_value (code, support file name, analysis type or
 *   agreement code), page, size: Spring page of the provider's rules, last updated first.
 * - `GET …/document-configurations/{supportFileCode}`: one rule (the editor's edit mode).
 * - `POST …/document-configurations` (201) and `PUT …/{supportFileCode}` with the snake_case body
 *   of schemas/requests/ai-rules.ts: analysis type, a known support file type, the provider's own
 *   agreements (none: every agreement), fields offered by the analysis type, once each, expected
 *   values with balanced `${`/`}` and known variables (400 VALIDATION_ERROR naming the field); one
 *   rule per support file type (a second POST answers 400), the PUT body names the path's code.
 * - `DELETE …/{supportFileCode}`.
 * Reading needs VIEW_AGREEMENTS, changing MODIFY_AGREEMENTS (000 §6 events; AI rules are part of
 * the agreements' configuration, docs/decisions.md "AI document analysis"; 403 otherwise).
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import {
  AI_FIELDS,
  ANALYSIS_TYPES,
  aiConfigurationBody,
  aiConfigurationProblems,
  type AiConfigurationBody,
} from "../../../schemas/requests/ai-rules";
import { rcm_agreements, support_file_types, type UserRow } from "../../db/schema";
import { ai_document_configurations, type AiConfigurationRow } from "../../db/schema-ai";
import { requireRcmUser } from "../../lib/access";
import type { AppDeps, AppEnv } from "../../lib/context";
import { notFound, validationError } from "../../lib/errors";
import { readPage, withContent } from "../../lib/paging";
import { escapeLike, QueryReader } from "../../lib/query";
import { requireEvent } from "../../lib/rcm-permissions";
import { readBody } from "../../lib/validate";

const BASE = "/v1/document-configurations";

/** The routes, mounted under `/api/document-validation`. */
export function documentConfigurationRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps.handle;
  const routes = new Hono<AppEnv>();

  const viewer = async (c: Context<AppEnv>): Promise<UserRow> => {
    const user = requireRcmUser(c);
    await requireEvent(db, user, "VIEW_AGREEMENTS");
    return user;
  };
  const editor = async (c: Context<AppEnv>): Promise<UserRow> => {
    const user = requireRcmUser(c);
    await requireEvent(db, user, "MODIFY_AGREEMENTS");
    return user;
  };

  /** Answers rules with their support file's and agreements' names (snake_case). */
  const answer = async (provider: string, rows: AiConfigurationRow[]) => {
    const codes = [...new Set(rows.flatMap((r) => r.agreement_codes))];
    const [types, agreements] = await Promise.all([
      db.select().from(support_file_types),
      codes.length
        ? db
            .select({ code: rcm_agreements.agreement_code, name: rcm_agreements.agreement_name })
            .from(rcm_agreements)
            .where(
              and(eq(rcm_agreements.provider_slug, provider), inArray(rcm_agreements.agreement_code, codes)),
            )
        : Promise.resolve([]),
    ]);
    const typeName = new Map(types.map((t) => [t.file_code, t.name]));
    const agreementName = new Map(agreements.map((a) => [a.code, a.name]));
    return rows.map((row) => ({
      support_file_code: row.support_file_code,
      support_file_name: typeName.get(row.support_file_code) ?? row.support_file_code,
      analysis_type: row.analysis_type,
      agreements: row.agreement_codes.map((code) => ({
        agreement_code: code,
        agreement_name: agreementName.get(code) ?? code,
      })),
      fields: row.fields,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      updated_by: row.updated_by,
    }));
  };

  const find = async (provider: string, code: string) => {
    const [row] = await db
      .select()
      .from(ai_document_configurations)
      .where(
        and(
          eq(ai_document_configurations.provider_slug, provider),
          eq(ai_document_configurations.support_file_code, code),
        ),
      );
    return row;
  };

  /** A checked body (see the module comment). */
  const checkedBody = async (c: Context<AppEnv>, provider: string): Promise<AiConfigurationBody> => {
    const body = await readBody<AiConfigurationBody>(c, aiConfigurationBody);
    const [problem] = aiConfigurationProblems(body);
    if (problem) throw validationError(problem.message);
    const [type] = await db
      .select({ code: support_file_types.file_code })
      .from(support_file_types)
      .where(eq(support_file_types.file_code, body.support_file_code));
    if (!type) throw validationError("support_file_code is not a support file type");
    if (body.agreement_codes.length) {
      const known = await db
        .select({ code: rcm_agreements.agreement_code })
        .from(rcm_agreements)
        .where(
          and(
            eq(rcm_agreements.provider_slug, provider),
            inArray(rcm_agreements.agreement_code, body.agreement_codes),
          ),
        );
      const knownCodes = new Set(known.map((k) => k.code));
      const unknown = body.agreement_codes.find((code) => !knownCodes.has(code));
      if (unknown !== undefined)
        throw validationError(`agreement_codes: ${unknown} is not an agreement of the provider`);
    }
    return body;
  };

  const values = (body: AiConfigurationBody) => ({
    analysis_type: body.analysis_type,
    agreement_codes: [...body.agreement_codes],
    fields: body.fields.map((f) => ({
      field_slug: f.field_slug,
      required: f.required,
      ...(f.expected_value?.trim() ? { expected_value: f.expected_value.trim() } : {}),
    })),
  });

  routes.get(`${BASE}/available-fields`, async (c) => {
    await viewer(c);
    const type = new QueryReader(c).oneOf("analysis_type", [...ANALYSIS_TYPES, ""], "");
    if (type === "") throw validationError("analysis_type is required");
    return c.json(AI_FIELDS[type].map((field_slug) => ({ field_slug })));
  });

  routes.get(BASE, async (c) => {
    const user = await viewer(c);
    const q = new QueryReader(c);
    const search = q.text("search_value", 100)?.toLowerCase();
    const paging = q.paging(15, 200);
    const conditions = [eq(ai_document_configurations.provider_slug, user.provider_slug)];
    if (search) {
      const like = `%${escapeLike(search)}%`;
      conditions.push(
        sql`(lower(${ai_document_configurations.support_file_code}) LIKE ${like}
          OR lower(${ai_document_configurations.analysis_type}) LIKE ${like}
          OR EXISTS (SELECT 1 FROM ${support_file_types} WHERE ${support_file_types.file_code} = ${ai_document_configurations.support_file_code} AND lower(${support_file_types.name}) LIKE ${like})
          OR EXISTS (SELECT 1 FROM unnest(${ai_document_configurations.agreement_codes}) AS code WHERE lower(code) LIKE ${like}))`,
      );
    }
    const where = and(...conditions);
    const page = await readPage(
      paging,
      db
        .select()
        .from(ai_document_configurations)
        .where(where)
        .orderBy(desc(ai_document_configurations.updated_at), ai_document_configurations.support_file_code)
        .$dynamic(),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(ai_document_configurations)
        .where(where),
    );
    return c.json(withContent(page, await answer(user.provider_slug, page.content)));
  });

  routes.get(`${BASE}/:code`, async (c) => {
    const user = await viewer(c);
    const row = await find(user.provider_slug, c.req.param("code"));
    if (!row) throw notFound();
    return c.json((await answer(user.provider_slug, [row]))[0]);
  });

  routes.post(BASE, async (c) => {
    const user = await editor(c);
    const body = await checkedBody(c, user.provider_slug);
    if (await find(user.provider_slug, body.support_file_code))
      throw validationError("support_file_code already has an AI configuration");
    const now = deps.now();
    const [row] = await db
      .insert(ai_document_configurations)
      .values({
        provider_slug: user.provider_slug,
        support_file_code: body.support_file_code,
        ...values(body),
        created_at: now,
        updated_at: now,
        updated_by: user.email,
      })
      .returning();
    return c.json((await answer(user.provider_slug, [row]))[0], 201);
  });

  routes.put(`${BASE}/:code`, async (c) => {
    const user = await editor(c);
    const code = c.req.param("code");
    if (!(await find(user.provider_slug, code))) throw notFound();
    const body = await checkedBody(c, user.provider_slug);
    if (body.support_file_code !== code)
      throw validationError("support_file_code must be the configuration's own code");
    const [row] = await db
      .update(ai_document_configurations)
      .set({ ...values(body), updated_at: deps.now(), updated_by: user.email })
      .where(
        and(
          eq(ai_document_configurations.provider_slug, user.provider_slug),
          eq(ai_document_configurations.support_file_code, code),
        ),
      )
      .returning();
    return c.json((await answer(user.provider_slug, [row]))[0]);
  });

  routes.delete(`${BASE}/:code`, async (c) => {
    const user = await editor(c);
    const code = c.req.param("code");
    if (!(await find(user.provider_slug, code))) throw notFound();
    await db
      .delete(ai_document_configurations)
      .where(
        and(
          eq(ai_document_configurations.provider_slug, user.provider_slug),
          eq(ai_document_configurations.support_file_code, code),
        ),
      );
    return c.json({ support_file_code: code, deleted: true });
  });

  return routes;
}
