/**
 * Account actions (001 §4 "Account statuses", §6, §7): `PUT /rcm/v1/accounts/{id}/status`,
 * `POST /rcm/v1/accounts/{id}/complete-audit`, assemble and reassemble, the polled
 * `validate-support-documents`, `clean-account-packages`, responsible users (`GET /rcm/v1/users/{provider}`,
 * `POST /rcm/v1/responsible`) and `GET /rcm/v1/providers/{provider}/bulk-process-information`.
 * Status moves follow ACCOUNT_STATUS_TRANSITIONS (schemas/account-actions.ts, the rule the portal
 * offers its actions by); each write records a change log. A move to the status the
 * account is in, with its last message, is done already: it answers the success of a move and
 * records nothing (docs/decisions.md "Moves already done"). The moves themselves are
 * sandbox/lib/account-moves.ts; validate-support-documents, clean-account-packages and
 * bulk-process-information are account-bulk-processes.ts (mounted here).
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { Hono } from "hono";
import {
  AUDIT_PENDING_STATUSES,
  CLOSED_ACCOUNT_STATUSES,
  PENDING_ACCOUNT_STATUS,
} from "../../../schemas/account-actions";
import {
  assembleBody,
  completeAuditData,
  responsibleBody,
  statusChangeBody,
  type AssembleBody,
  type CompleteAuditData,
  type ResponsibleBody,
  type StatusChangeBody,
} from "../../../schemas/requests/rcm";
import { accounts, rcm_responsibles, support_files } from "../../db/schema";
import { requireRcmUser } from "../../lib/access";
import { moveAccount, moveAlreadyDone, ownAccounts } from "../../lib/account-moves";
import type { AppDeps, AppEnv } from "../../lib/context";
import { FILTERABLE_ACCOUNT_STATUSES } from "../../lib/domain";
import { ApiError, forbidden, validationError } from "../../lib/errors";
import { ownAccount } from "../../lib/rcm-account";
import { accountForMove, requireEvent } from "../../lib/rcm-permissions";
import { readUpload, storeBytes } from "../../lib/uploads";
import { AUDIT_LETTER_POLICY } from "../../../schemas/upload-policies";
import { readBody } from "../../lib/validate";
import { accountBulkProcessRoutes } from "./account-bulk-processes";

/** Routes under /rcm for account actions. */
export function accountActionRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db = deps.handle.db;

  routes.put("/v1/accounts/:id/status", async (c) => {
    const user = requireRcmUser(c);
    // One read for the account, its restrictions and the role's statuses (docs/performance.md
    // "Issue 23, round 2"); refused in the same order as ownAccount, the body, then the permissions.
    const { account, events, statuses } = await accountForMove(db, c.req.param("id"), user);
    const body = await readBody<StatusChangeBody>(c, statusChangeBody);
    const next = body.next_status;
    if (!FILTERABLE_ACCOUNT_STATUSES.includes(next))
      throw validationError(`next_status: unknown status ${next}`);
    if (!events.has(next === "COMPLETE_AUDIT" ? "COMPLETE_AUDIT" : "PASS_TO_READY_TO_GENERATE"))
      throw forbidden();
    if (!statuses.has(next)) throw forbidden();
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

  routes.route("/", accountBulkProcessRoutes(deps));

  return routes;
}
