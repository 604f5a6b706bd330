/**
 * The life of a v2 authorization request (sandbox/routes/arc/v2-requests.ts):
 * `POST /arc/v1/authorization-requests` (202: its job in the jobs table), `GET …/{id}` (the polled
 * state; the poll that reaches the job's steps processes the request) and `POST …/{id}/complete`.
 */
import { and, eq, isNotNull, max } from "drizzle-orm";
import type { Hono } from "hono";
import type { Db } from "../../../db/client";
import { beneficiaries, jobs, sponsors } from "../../../db/schema";
import { v2_authorizations } from "../../../db/schema-v2";
import {
  v2_authorization_request_files,
  v2_authorization_request_items,
  v2_authorization_requests,
} from "../../../db/schema-v2-requests";
import type { AppDeps, AppEnv } from "../../../lib/context";
import { ApiError, validationError } from "../../../lib/errors";
import { acceptJob, createJob, pollJob, retryAfterWhileRunning, type JobOutcome } from "../../../lib/jobs";
import { check, readJson } from "../../../lib/validate";
import {
  coverageOfProductType,
  V2_REQUEST_DOCUMENTS,
  type V2ProductType,
} from "../../../../schemas/v2/requests";
import {
  authorizationRequestBody,
  authorizationRequestRefusal,
  type AuthorizationRequestBody,
  type ProductBody,
} from "../../../../schemas/requests/authorization-request";
import { requestQueries } from "./queries";
import {
  checkRequester,
  claimsDeskAnswer,
  isClaimsDeskRequest,
  processClaimsDeskRequest,
  requireRequestUser,
} from "./claims-desk";
import { claimsDeskFileHandlers } from "./claims-desk-files";
import { FIRST_REQUESTED_ID, REQUEST_JOB_KIND, REQUEST_POLLS_IN_PROGRESS, type RequestRow } from "./shared";

/** Registers the create and poll routes of requests on `routes` (under /arc). */
export function registerRequestRoutes(routes: Hono<AppEnv>, deps: AppDeps): void {
  const db = deps.handle.db;
  const { ownRequest, answerOf } = requestQueries(deps);

  routes.post("/v1/authorization-requests", async (c) => {
    // A user without claims (v2) or a claims-desk user (with transaction_type and provider_branch_id).
    const { user, kind } = requireRequestUser(c);
    const body = check<AuthorizationRequestBody>(authorizationRequestBody, await readJson(c));
    // 000 §5: riskManager applies only when a product of medical-procedure type exists.
    const refusal = authorizationRequestRefusal(body);
    if (refusal) throw validationError(refusal);
    await checkRequester(db, user, kind, body, deps.now());
    const [sponsor] = await db
      .select({ slug: sponsors.slug })
      .from(sponsors)
      .where(eq(sponsors.slug, body.sponsor_slug));
    if (!sponsor) throw validationError(`sponsor_slug: unknown sponsor ${body.sponsor_slug}`);
    const [person] = await db
      .select({ id: beneficiaries.id })
      .from(beneficiaries)
      .where(eq(beneficiaries.id, body.beneficiary_id));
    if (!person) throw validationError(`beneficiary_id: unknown beneficiary ${body.beneficiary_id}`);
    // The request's polled part is a job (DESIGN.md §10 "one jobs table for every 202/polled process").
    const job = await createJob(deps, {
      kind: REQUEST_JOB_KIND,
      provider: user.provider_slug,
      userId: user.id,
      total: 1,
      // The claims desk's sponsor adjudicates at once: its request is processed by the first poll,
      // which the 202 invites at once (Retry-After: 0, as the beneficiary search; docs/performance.md
      // "msToClaim"). A v2 request answers IN_PROGRESS once, as before.
      steps: kind === "claims-desk" ? 1 : REQUEST_POLLS_IN_PROGRESS + 1,
      status: "IN_PROGRESS",
    });
    const [saved] = await db
      .insert(v2_authorization_requests)
      .values({
        provider_slug: user.provider_slug,
        sponsor_slug: body.sponsor_slug,
        beneficiary_id: body.beneficiary_id,
        payload: body,
        job_id: job.id,
        created_by: user.email,
        created_at: deps.now(),
      })
      .returning({ id: v2_authorization_requests.id });
    await db
      .update(jobs)
      .set({ subject: String(saved.id) })
      .where(eq(jobs.id, job.id));
    // 000 §4: a 202 returns a location to poll (with Retry-After, as every 202 of sandbox/lib/jobs.ts).
    const accepted = acceptJob(c, `${deps.config.apiBase}/arc/v1/authorization-requests/${saved.id}`, {
      id: saved.id,
      status: "IN_PROGRESS",
    });
    if (kind === "claims-desk") accepted.headers.set("retry-after", "0");
    return accepted;
  });

  /**
   * Processes a request (the sponsor's work), deterministically: ERROR when the beneficiary is not
   * covered by the sponsor; otherwise one authorization per product type (READY, validation
   * pending, 000 §4), none without products (the portal then shows 000 §8
   * errors.authorizationRequest.emptyAuthorization), and CREATED. Runs as the work of the request's
   * job (`pollJob`), inside the transaction that locks the job: its outcome is the job's.
   */
  async function process(tx: Db, request: RequestRow): Promise<JobOutcome> {
    if (isClaimsDeskRequest(request)) return processClaimsDeskRequest(deps, tx, request);
    const body = request.payload as AuthorizationRequestBody;
    const [person] = await tx
      .select({ sponsor_slug: beneficiaries.sponsor_slug })
      .from(beneficiaries)
      .where(eq(beneficiaries.id, request.beneficiary_id));
    if (!person || person.sponsor_slug !== request.sponsor_slug)
      return {
        status: "ERROR",
        processed: 0,
        failed: 1,
        error_code: "V2_REQUEST_NOT_COVERED",
        message: `The beneficiary is not covered by ${request.sponsor_slug}`,
      };
    const byType = new Map<V2ProductType, ProductBody[]>();
    for (const p of body.products ?? []) {
      // A v2 request carries v2 product types only (checkRequester).
      const type = p.product_type_slug as V2ProductType;
      byType.set(type, [...(byType.get(type) ?? []), p]);
    }
    const [{ top }] = await tx.select({ top: max(v2_authorizations.id) }).from(v2_authorizations);
    let id = Math.max(FIRST_REQUESTED_ID, (top ?? 0) + 1);
    let n = 1;
    for (const [type, products] of byType) {
      await tx.insert(v2_authorizations).values({
        id,
        authorization_code: `SOL-${request.id}-${n}`,
        provider_slug: request.provider_slug,
        sponsor_slug: request.sponsor_slug,
        beneficiary_id: request.beneficiary_id,
        coverage_type: coverageOfProductType(type),
        status: "READY",
        detail_form_slug: null,
        reimbursement_id: null,
        created_at: deps.now(),
      });
      await tx.insert(v2_authorization_request_items).values({
        request_id: request.id,
        authorization_id: id,
        product_type: type,
        products,
      });
      id += 1;
      n += 1;
    }
    return { status: "COMPLETED", processed: 1, failed: 0, result: { authorizations: byType.size } };
  }

  routes.get("/v1/authorization-requests/:id", async (c) => {
    const { user, kind } = requireRequestUser(c);
    const found = await ownRequest(user, c.req.param("id"), db, kind);
    // Each poll advances the request's job; the poll that reaches its steps processes the request.
    if (found.status === "IN_PROGRESS")
      await pollJob(deps, found.job_id, REQUEST_JOB_KIND, user.provider_slug, (tx) =>
        ownRequest(user, c.req.param("id"), tx).then((request) => process(tx, request)),
      );
    const request = await ownRequest(user, c.req.param("id"));
    retryAfterWhileRunning(c, request.status);
    if (kind === "claims-desk") return c.json(await claimsDeskAnswer(db, request, c.get("lang") ?? "es"));
    return c.json(await answerOf(request));
  });
}

/** Registers `POST /arc/v1/authorization-requests/{id}/complete` on `routes` (under /arc). */
export function registerCompleteRoute(routes: Hono<AppEnv>, deps: AppDeps): void {
  const db = deps.handle.db;
  const { ownRequest, answerOf } = requestQueries(deps);
  const claimsDesk = claimsDeskFileHandlers(deps);

  routes.post("/v1/authorization-requests/:id/complete", async (c) => {
    const { user, kind } = requireRequestUser(c);
    const request = await ownRequest(user, c.req.param("id"), db, kind);
    const answer = (row: RequestRow) =>
      kind === "claims-desk" ? claimsDeskAnswer(db, row, c.get("lang") ?? "es") : answerOf(row);
    if (request.status === "COMPLETED") return c.json(await answer(request));
    if (request.status !== "CREATED")
      throw new ApiError(
        409,
        "V2_REQUEST_NOT_OPEN",
        `The request is ${request.status} and cannot be completed`,
      );
    if (kind === "claims-desk") {
      const missing = await claimsDesk.missingDocuments(request);
      if (missing.length > 0) throw validationError(`required documents are missing: ${missing.join(", ")}`);
      await db
        .update(v2_authorization_requests)
        .set({ completed_at: deps.now() })
        .where(eq(v2_authorization_requests.id, request.id));
      return c.json(await answer(await ownRequest(user, String(request.id))));
    }
    const items = await db
      .select({ authorization_id: v2_authorization_request_items.authorization_id })
      .from(v2_authorization_request_items)
      .where(eq(v2_authorization_request_items.request_id, request.id));
    const attached = await db
      .select({
        authorization_id: v2_authorization_request_files.authorization_id,
        document_type_slug: v2_authorization_request_files.document_type_slug,
      })
      .from(v2_authorization_request_files)
      .where(
        and(
          eq(v2_authorization_request_files.request_id, request.id),
          isNotNull(v2_authorization_request_files.attached_file_id),
        ),
      );
    const missing = items.flatMap((item) =>
      V2_REQUEST_DOCUMENTS.filter(
        (d) =>
          d.required &&
          !attached.some(
            (a) =>
              a.authorization_id === item.authorization_id && a.document_type_slug === d.documentTypeSlug,
          ),
      ).map((d) => `${item.authorization_id}:${d.documentTypeSlug}`),
    );
    if (missing.length > 0) throw validationError(`required documents are missing: ${missing.join(", ")}`);
    await db
      .update(v2_authorization_requests)
      .set({ completed_at: deps.now() })
      .where(eq(v2_authorization_requests.id, request.id));
    return c.json(await answerOf(await ownRequest(user, String(request.id))));
  });
}
