/**
 * Account actions (001 §4 "Account statuses", §6, §7): `PUT /rcm/v1/accounts/{id}/status`,
 * `POST /rcm/v1/accounts/{id}/complete-audit`, assemble and reassemble, the polled
 * `validate-support-documents`, `clean-account-packages`, responsible users (`GET /rcm/v1/users/{provider}`,
 * `POST /rcm/v1/responsible`) and `GET /rcm/v1/providers/{provider}/bulk-process-information`.
 * Status moves follow ACCOUNT_STATUS_TRANSITIONS (schemas/account-actions.ts, the rule the portal
 * offers its actions by); each write records a change log. A move to the status the
 * account is in, with its last message, is done already: it answers the success of a move and
 * records nothing (docs/decisions.md "Moves already done").
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, isNotNull, notInArray } from "drizzle-orm";
import { Hono } from "hono";
import {
  accountMovesFrom,
  AUDIT_PENDING_STATUSES,
  CLOSED_ACCOUNT_STATUSES,
  PACKAGE_KEPT_STATUSES,
  PENDING_ACCOUNT_STATUS,
} from "../../../schemas/account-actions";
import {
  accountIdsBody,
  assembleBody,
  completeAuditData,
  responsibleBody,
  statusChangeBody,
  type AccountIdsBody,
  type AssembleBody,
  type CompleteAuditData,
  type ResponsibleBody,
  type StatusChangeBody,
} from "../../../schemas/requests/rcm";
import type { Db } from "../../db/client";
import {
  account_change_logs,
  accounts,
  jobs,
  rcm_responsibles,
  support_files,
  type UserRow,
} from "../../db/schema";
import { requireRcmUser } from "../../lib/access";
import type { AppDeps, AppEnv } from "../../lib/context";
import { FILTERABLE_ACCOUNT_STATUSES } from "../../lib/domain";
import { ApiError, forbidden, validationError } from "../../lib/errors";
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
import { ownAccount, recountSupportDocuments, type AccountWorkRow } from "../../lib/rcm-account";
import { allowedStatuses, requireEvent } from "../../lib/rcm-permissions";
import { readUpload, storeBytes } from "../../lib/uploads";
import { AUDIT_LETTER_POLICY } from "../../../schemas/upload-policies";
import { readBody } from "../../lib/validate";

/** Build state that goes with a status reached by a move (001 §4 "Account build state"). */
function buildStateFor(status: string, current: string): string {
  if (status === "READY_TO_GENERATE") return "READY_TO_GENERATE";
  if (status === "PACKAGE_GENERATED") return "GENERATED";
  if (status === "VOIDED") return "VOIDED";
  return current;
}

/**
 * True when the move asked for is already done (docs/decisions.md "Moves already done"; 001 §4
 * "Status change … passes a next status and a message"): the account is in `next` and its last
 * recorded reason of change is `reason` (both null counting as the same). Such a call answers the
 * success of a move, showing the current status, and records nothing.
 */
function moveAlreadyDone(account: AccountWorkRow, next: string, reason: string | null): boolean {
  return (
    (account.status ?? PENDING_ACCOUNT_STATUS) === next && (account.last_change_reason ?? null) === reason
  );
}

/** Moves one account, recording the change log. Checks nothing but the transition. */
async function moveAccount(
  db: Db,
  account: AccountWorkRow,
  next: string,
  reason: string | null,
  user: UserRow,
  now: Date,
): Promise<void> {
  const from = account.status ?? PENDING_ACCOUNT_STATUS;
  if (!accountMovesFrom(next).includes(from)) throw new ApiError(409, "INVALID_STATUS_TRANSITION");
  const build = buildStateFor(next, account.build_state);
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({
        status: next,
        build_state: build,
        last_change_reason: reason,
        ...(build === "GENERATED" && account.build_state !== "GENERATED"
          ? { package_generated_at: now }
          : {}),
      })
      .where(eq(accounts.id, account.id));
    await tx.insert(account_change_logs).values({
      id: randomUUID(),
      account_id: account.id,
      from_status: account.status,
      to_status: next,
      reason_of_change: reason,
      changed_by: user.email,
      changed_at: now,
    });
  });
}

/** The accounts of the caller's provider among `ids`; 404 when any is unknown or another provider's. */
async function ownAccounts(db: Db, ids: readonly string[], provider: string): Promise<string[]> {
  const lower = ids.map((id) => id.toLowerCase());
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(inArray(accounts.id, lower), eq(accounts.provider_slug, provider)));
  if (rows.length !== lower.length) {
    const found = new Set(rows.map((r) => r.id));
    throw new ApiError(
      404,
      "RESOURCE_NOT_FOUND",
      `Unknown accounts: ${lower.filter((id) => !found.has(id)).join(", ")}`,
    );
  }
  return lower;
}

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

/** Routes under /rcm for account actions. */
export function accountActionRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db = deps.handle.db;

  routes.put("/v1/accounts/:id/status", async (c) => {
    const user = requireRcmUser(c);
    const account = await ownAccount(db, c.req.param("id"), user.provider_slug);
    const body = await readBody<StatusChangeBody>(c, statusChangeBody);
    const next = body.next_status;
    if (!FILTERABLE_ACCOUNT_STATUSES.includes(next))
      throw validationError(`next_status: unknown status ${next}`);
    await requireEvent(
      db,
      user,
      next === "COMPLETE_AUDIT" ? "COMPLETE_AUDIT" : "PASS_TO_READY_TO_GENERATE",
      account.id,
    );
    if (!(await allowedStatuses(db, user)).has(next)) throw forbidden();
    const reason = body.message?.trim() || null;
    // A move already done answers as one (previous_status is then the current status).
    if (!moveAlreadyDone(account, next, reason))
      await moveAccount(db, account, next, reason, user, deps.now());
    return c.json({ id: account.id, status: next, previous_status: account.status });
  });

  routes.post("/v1/accounts/:id/complete-audit", async (c) => {
    const user = requireRcmUser(c);
    const account = await ownAccount(db, c.req.param("id"), user.provider_slug);
    await requireEvent(db, user, "COMPLETE_AUDIT", account.id);
    const done = account.status === "COMPLETE_AUDIT";
    if (!done && !AUDIT_PENDING_STATUSES.includes(account.status ?? PENDING_ACCOUNT_STATUS))
      throw new ApiError(409, "AUDIT_NOT_PENDING");
    const multipart = (c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/");
    const { file, requestData } = multipart
      ? await readUpload<CompleteAuditData>(c, AUDIT_LETTER_POLICY, completeAuditData, true)
      : { file: null, requestData: await readBody<CompleteAuditData>(c, completeAuditData) };
    if (done) {
      // Completed already: the same message is the same audit done (no second letter or log);
      // another message is a new completion of an audit that is not pending.
      if (!moveAlreadyDone(account, "COMPLETE_AUDIT", requestData.message?.trim() || null))
        throw new ApiError(409, "AUDIT_NOT_PENDING");
      const [letter] = await db
        .select({ id: support_files.id })
        .from(support_files)
        .where(
          and(
            eq(support_files.account_id, account.id),
            eq(support_files.file_code, "CONC"),
            eq(support_files.status, "GENERAL"),
            isNotNull(support_files.uploaded_at),
          ),
        )
        .orderBy(desc(support_files.uploaded_at), desc(support_files.id))
        .limit(1);
      return c.json({ id: account.id, status: "COMPLETE_AUDIT", conciliation_letter_id: letter?.id ?? null });
    }
    const now = deps.now();
    let letterId: string | null = null;
    if (file) {
      // The conciliation letter is uploaded first (001 §4), as a general account-level document.
      letterId = randomUUID();
      const sha256 = await storeBytes(db, file.bytes, file.contentType, now);
      await db.insert(support_files).values({
        id: letterId,
        account_id: account.id,
        support_level: "ACCOUNT",
        status: "GENERAL",
        file_code: "CONC",
        required: false,
        file_name: file.fileName,
        content_type: file.contentType,
        size_bytes: file.bytes.length,
        sha256,
        is_restricted_as_account_level: true,
        uploaded_at: now,
        uploaded_by: user.email,
        created_at: now,
      });
    }
    await moveAccount(db, account, "COMPLETE_AUDIT", requestData.message?.trim() || null, user, now);
    return c.json({ id: account.id, status: "COMPLETE_AUDIT", conciliation_letter_id: letterId });
  });

  for (const path of ["assemble", "reassemble"] as const) {
    routes.post(`/v1/accounts/:id/${path}`, async (c) => {
      const user = requireRcmUser(c);
      const account = await ownAccount(db, c.req.param("id"), user.provider_slug);
      await requireEvent(db, user, "PASS_TO_READY_TO_GENERATE", account.id);
      const body = await readBody<AssembleBody>(c, assembleBody);
      if (CLOSED_ACCOUNT_STATUSES.includes(account.status ?? PENDING_ACCOUNT_STATUS))
        throw new ApiError(409, "INVALID_STATUS_TRANSITION");
      if (path === "reassemble" && account.build_state !== "GENERATED")
        throw new ApiError(409, "PACKAGE_NOT_GENERATED");
      const missing = account.required_support_documents - account.uploaded_support_documents;
      if (missing > 0 && !body.confirm_incomplete) {
        return c.json(
          {
            error_code: "INCOMPLETE_ACCOUNT",
            message: `${missing} support document(s) missing`,
            missing_documents: missing,
          },
          409,
        );
      }
      const now = deps.now();
      await db
        .update(accounts)
        .set({ build_state: "GENERATED", package_generated_at: now })
        .where(eq(accounts.id, account.id));
      return c.json({
        id: account.id,
        build_state: "GENERATED",
        missing_documents: missing,
        package_generated_at: now,
      });
    });
  }

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

  routes.get("/v1/users/:provider", async (c) => {
    const provider = c.req.param("provider");
    requireRcmUser(c, provider);
    return c.json(
      await db
        .select({ name: rcm_responsibles.name, email_address: rcm_responsibles.email_address })
        .from(rcm_responsibles)
        .where(eq(rcm_responsibles.provider_slug, provider))
        .orderBy(asc(rcm_responsibles.name)),
    );
  });

  routes.post("/v1/responsible", async (c) => {
    const user = requireRcmUser(c);
    const body = await readBody<ResponsibleBody>(c, responsibleBody);
    const ids = await ownAccounts(db, body.account_ids, user.provider_slug);
    for (const id of ids) await requireEvent(db, user, "ASSIGN_RESPONSIBLE", id);
    let name: string | null = null;
    let email: string | null = null;
    if (body.email_address !== null) {
      const [person] = await db
        .select()
        .from(rcm_responsibles)
        .where(
          and(
            eq(rcm_responsibles.provider_slug, user.provider_slug),
            eq(rcm_responsibles.email_address, body.email_address.toLowerCase()),
          ),
        );
      if (!person) throw validationError("email_address is not a responsible user of the provider");
      name = person.name;
      email = person.email_address;
    }
    const updated = await db
      .update(accounts)
      .set({ responsible_email_address: email, responsible_name: name })
      .where(inArray(accounts.id, ids))
      .returning({ id: accounts.id });
    return c.json({ updated: updated.length, responsible_email_address: email, responsible_name: name });
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
