/**
 * Support files sent for AI validation and their results (001 §7 "GET support-files/
 * sent-for-ai-validation (search_value, service_types, ai_validation_statuses, from_date, to_date,
 * page, size)"; §3 "An AI support-file analysis has createdAt and eventDateTime. Result rows …";
 * §4 "AI validation"; §9 "Default page size 15 … AI support-file analysis"; issue 8 §5;
 * docs/decisions.md "AI document analysis"):
 * - `GET /v1/support-files/sent-for-ai-validation`: Spring page (size 15 unless told) of the
 *   provider's documents, newest first; `search_value` matches the invoice number, the file name,
 *   the support file code or name; `service_types` (comma-joined) any of the account's services;
 *   `from_date`/`to_date` (YYYY-MM-DD, inclusive) the day it was sent; `ai_validation_statuses`
 *   (comma-joined) the status the analysis gives under the rules in force now.
 * - `GET /v1/support-files/sent-for-ai-validation/{id}`: one document with its analysis (status,
 *   analysis type, denial risk, result rows); path not shown by 001, decided.
 * The status and rows are simulated by sandbox/lib/ai-analysis.ts from the configuration in force,
 * so a rule change changes the next answer. Any RCM user of the provider reads them (the account's
 * documents; 000 §6 names no AI event).
 */
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import { AI_VALIDATION_STATUSES, type AiValidationStatus } from "../../../schemas/requests/ai-rules";
import type { Db } from "../../db/client";
import { accounts, support_file_types, support_files } from "../../db/schema";
import { ai_document_configurations, ai_validation_submissions } from "../../db/schema-ai";
import { requireRcmUser } from "../../lib/access";
import { analyseDocument, type AiAnalysis, type AnalysisRule } from "../../lib/ai-analysis";
import type { AppDeps, AppEnv } from "../../lib/context";
import { notFound } from "../../lib/errors";
import { pageOfAll } from "../../lib/paging";
import { dayEnd, dayStart, escapeLike, isUuid, QueryReader } from "../../lib/query";

const PATH = "/v1/support-files/sent-for-ai-validation";

/** Documents of a provider matching `where`, with what the analysis and the answer need. */
async function documentsOf(db: Db, provider: string, extra: SQL[]) {
  return db
    .select({
      id: ai_validation_submissions.id,
      account_id: ai_validation_submissions.account_id,
      created_at: ai_validation_submissions.created_at,
      event_date_time: ai_validation_submissions.event_date_time,
      analysed: ai_validation_submissions.analysed,
      support_file_id: support_files.id,
      support_file_code: support_files.file_code,
      support_file_name: support_file_types.name,
      file_name: support_files.file_name,
      content_type: support_files.content_type,
      invoice_number: accounts.invoice_number,
      agreement_code: accounts.agreement_code,
      agreement_name: accounts.agreement_name,
      payer_name: accounts.payer_name,
      service_types: accounts.service_types,
    })
    .from(ai_validation_submissions)
    .innerJoin(support_files, eq(support_files.id, ai_validation_submissions.support_file_id))
    .innerJoin(accounts, eq(accounts.id, ai_validation_submissions.account_id))
    .leftJoin(support_file_types, eq(support_file_types.file_code, support_files.file_code))
    .where(and(eq(ai_validation_submissions.provider_slug, provider), ...extra))
    .orderBy(desc(ai_validation_submissions.created_at), ai_validation_submissions.id);
}
type DocumentRow = Awaited<ReturnType<typeof documentsOf>>[number];

/** The provider's rules by support file code. */
async function rulesOf(db: Db, provider: string): Promise<Map<string, AnalysisRule>> {
  const rows = await db
    .select()
    .from(ai_document_configurations)
    .where(eq(ai_document_configurations.provider_slug, provider));
  return new Map(
    rows.map((r) => [
      r.support_file_code,
      {
        analysis_type: r.analysis_type as AnalysisRule["analysis_type"],
        agreement_codes: r.agreement_codes,
        fields: r.fields,
      },
    ]),
  );
}

function analyse(row: DocumentRow, rules: Map<string, AnalysisRule>): AiAnalysis {
  return analyseDocument(
    {
      id: row.id,
      support_file_code: row.support_file_code,
      content_type: row.content_type,
      analysed: row.analysed,
      variables: {
        invoice_number: row.invoice_number,
        agreement_code: row.agreement_code,
        payer_name: row.payer_name,
        care_date: row.event_date_time.toISOString().slice(0, 10),
        service_type: row.service_types[0] ?? "",
      },
    },
    rules.get(row.support_file_code),
  );
}

function listRow(row: DocumentRow, analysis: AiAnalysis) {
  return {
    id: row.id,
    account_id: row.account_id,
    support_file_id: row.support_file_id,
    invoice_number: row.invoice_number,
    support_file_code: row.support_file_code,
    support_file_name: row.support_file_name ?? row.support_file_code,
    file_name: row.file_name,
    service_types: row.service_types,
    agreement_code: row.agreement_code,
    agreement_name: row.agreement_name,
    payer_name: row.payer_name,
    created_at: row.created_at.toISOString(),
    event_date_time: row.event_date_time.toISOString(),
    ai_validation_status: analysis.status,
    analysis_type: analysis.analysis_type,
    denial_risk: analysis.denial_risk,
  };
}

/** The routes, mounted under `/api/rcm`. */
export function aiValidationRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps.handle;
  const routes = new Hono<AppEnv>();

  routes.get(PATH, async (c) => {
    const user = requireRcmUser(c);
    const q = new QueryReader(c);
    const search = q.text("search_value", 100)?.toLowerCase();
    const serviceTypes = q.list("service_types");
    const statuses = q.list("ai_validation_statuses", AI_VALIDATION_STATUSES) as
      AiValidationStatus[] | undefined;
    const { from, to } = q.dateRange("from_date", "to_date");
    const paging = q.paging(15, 200);
    const extra: SQL[] = [];
    if (search) {
      const like = `%${escapeLike(search)}%`;
      extra.push(
        sql`(lower(${accounts.invoice_number}) LIKE ${like} OR lower(coalesce(${support_files.file_name}, '')) LIKE ${like}
          OR lower(${support_files.file_code}) LIKE ${like} OR lower(coalesce(${support_file_types.name}, '')) LIKE ${like})`,
      );
    }
    if (serviceTypes) extra.push(sql`${accounts.service_types} && ${sql.param(serviceTypes)}::text[]`);
    if (from) extra.push(gte(ai_validation_submissions.created_at, dayStart(from)));
    if (to) extra.push(lt(ai_validation_submissions.created_at, dayEnd(to)));
    const [rows, rules] = await Promise.all([
      documentsOf(db, user.provider_slug, extra),
      rulesOf(db, user.provider_slug),
    ]);
    // The status depends on the rules in force, so it is filtered after the analysis.
    const analysed = rows
      .map((row) => listRow(row, analyse(row, rules)))
      .filter((row) => !statuses || statuses.includes(row.ai_validation_status));
    return c.json(pageOfAll(analysed, paging));
  });

  routes.get(`${PATH}/:id`, async (c) => {
    const user = requireRcmUser(c);
    const id = c.req.param("id");
    if (!isUuid(id)) throw notFound();
    const [rows, rules] = await Promise.all([
      documentsOf(db, user.provider_slug, [inArray(ai_validation_submissions.id, [id.toLowerCase()])]),
      rulesOf(db, user.provider_slug),
    ]);
    const [row] = rows;
    if (!row) throw notFound();
    const analysis = analyse(row, rules);
    return c.json({ ...listRow(row, analysis), results: analysis.results });
  });

  return routes;
}
