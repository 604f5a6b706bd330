/**
 * Bulk processes over accounts (001 §4 "revalidation of supports", §7): the polled
 * `POST`/`GET /rcm/v1/accounts/validate-support-documents` (a 202 through lib/jobs.ts),
 * `POST /rcm/v1/accounts/clean-account-packages` (accounts already sent or settled keep their
 * package), and `GET /rcm/v1/providers/{provider}/bulk-process-information` (the provider's bulk
 * processes, newest first). Starting one needs PASS_TO_READY_TO_GENERATE (000 §6). Mounted by
 * `accountActionRoutes` (account-actions.ts).
 */
import { and, eq, inArray, notInArray } from "drizzle-orm";
import { Hono } from "hono";
import {
  CLOSED_ACCOUNT_STATUSES,
  PACKAGE_KEPT_STATUSES,
  PENDING_ACCOUNT_STATUS,
} from "../../../schemas/account-actions";
import { accountIdsBody, type AccountIdsBody } from "../../../schemas/requests/rcm";
import type { Db } from "../../db/client";
import { accounts, jobs } from "../../db/schema";
import { requireRcmUser } from "../../lib/access";
import { ownAccounts } from "../../lib/account-moves";
import type { AppDeps, AppEnv } from "../../lib/context";
import { validationError } from "../../lib/errors";
import {
  acceptJob,
  createJob,
  listJobs,
  pollJob,
  retryAfterWhileRunning,
  type JobOutcome,
} from "../../lib/jobs";
import { withContent } from "../../lib/paging";
import { QueryReader } from "../../lib/query";
import { recountSupportDocuments } from "../../lib/rcm-account";
import { requireEvent } from "../../lib/rcm-permissions";
import { readBody } from "../../lib/validate";

/** A bulk process (a job) as the API answers it (001 §7 bulk-process-information). */
const JOB_ANSWER = (job: typeof jobs.$inferSelect) => ({
  process_id: job.id,
  type: job.kind,
  status: job.status,
  total: job.total,
  processed: job.processed,
  failed: job.failed,
  result: job.result,
  error_code: job.error_code,
  message: job.message,
  created_at: job.created_at,
  updated_at: job.updated_at,
});

/** Routes under /rcm for bulk processes over accounts. */
export function accountBulkProcessRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db = deps.handle.db;

  routes.post("/v1/accounts/validate-support-documents", async (c) => {
    const user = requireRcmUser(c);
    await requireEvent(db, user, "PASS_TO_READY_TO_GENERATE");
    const body = await readBody<AccountIdsBody>(c, accountIdsBody);
    const ids = await ownAccounts(db, body.account_ids, user.provider_slug);
    const job = await createJob(deps, {
      kind: "validate-support-documents",
      provider: user.provider_slug,
      userId: user.id,
      input: { account_ids: ids },
      total: ids.length,
    });
    return acceptJob(
      c,
      `${deps.config.apiBase}/rcm/v1/accounts/validate-support-documents?process_id=${job.id}`,
      JOB_ANSWER(job),
    );
  });

  routes.get("/v1/accounts/validate-support-documents", async (c) => {
    const user = requireRcmUser(c);
    const id = new QueryReader(c).uuid("process_id");
    if (!id) throw validationError("process_id is required");
    const job = await pollJob(deps, id, "validate-support-documents", user.provider_slug, (tx, row) =>
      validateAccounts(tx, (row.input.account_ids as string[]) ?? []),
    );
    retryAfterWhileRunning(c, job.status);
    return c.json(JOB_ANSWER(job));
  });

  routes.post("/v1/accounts/clean-account-packages", async (c) => {
    const user = requireRcmUser(c);
    await requireEvent(db, user, "PASS_TO_READY_TO_GENERATE");
    const body = await readBody<AccountIdsBody>(c, accountIdsBody);
    const ids = await ownAccounts(db, body.account_ids, user.provider_slug);
    // Accounts already sent or settled keep their package; the others go back to PENDING.
    const cleaned = await db
      .update(accounts)
      .set({ build_state: "PENDING", package_generated_at: null })
      .where(and(inArray(accounts.id, ids), notInArray(accounts.status, [...PACKAGE_KEPT_STATUSES])))
      .returning({ id: accounts.id });
    const done = new Set(cleaned.map((r) => r.id));
    const skipped = ids.filter((id) => !done.has(id));
    const job = await createJob(deps, {
      kind: "clean-account-packages",
      provider: user.provider_slug,
      userId: user.id,
      input: { account_ids: ids },
      total: ids.length,
      status: "COMPLETED",
    });
    await db
      .update(jobs)
      .set({ processed: cleaned.length, failed: skipped.length, result: { cleaned: [...done], skipped } })
      .where(eq(jobs.id, job.id));
    return c.json({ process_id: job.id, cleaned: cleaned.length, skipped });
  });

  routes.get("/v1/providers/:provider/bulk-process-information", async (c) => {
    const provider = c.req.param("provider");
    requireRcmUser(c, provider);
    const page = await listJobs(
      deps,
      provider,
      ["validate-support-documents", "clean-account-packages"],
      new QueryReader(c).paging(15, 200),
    );
    return c.json(withContent(page, page.content.map(JOB_ANSWER)));
  });

  return routes;
}

/**
 * Revalidates the support documents of accounts (001 §4 "revalidation of supports"): recounts
 * each; an account VOIDED or SETTLED cannot be revalidated and fails. ERROR when any failed.
 */
async function validateAccounts(db: Db, ids: readonly string[]): Promise<JobOutcome> {
  const rows = await db
    .select({ id: accounts.id, status: accounts.status })
    .from(accounts)
    .where(inArray(accounts.id, [...ids]));
  const results: { account_id: string; valid: boolean; missing_documents?: number; message?: string }[] = [];
  for (const row of rows) {
    if (CLOSED_ACCOUNT_STATUSES.includes(row.status ?? PENDING_ACCOUNT_STATUS)) {
      results.push({ account_id: row.id, valid: false, message: `Account is ${row.status}` });
      continue;
    }
    await recountSupportDocuments(db, row.id);
    const [after] = await db
      .select({
        required: accounts.required_support_documents,
        uploaded: accounts.uploaded_support_documents,
      })
      .from(accounts)
      .where(eq(accounts.id, row.id));
    results.push({ account_id: row.id, valid: true, missing_documents: after.required - after.uploaded });
  }
  const failed = results.filter((r) => !r.valid).length;
  return {
    status: failed > 0 ? "ERROR" : "COMPLETED",
    processed: results.length,
    failed,
    result: results,
    ...(failed > 0
      ? { error_code: "VALIDATION_FAILED", message: `${failed} account(s) could not be validated` }
      : {}),
  };
}
