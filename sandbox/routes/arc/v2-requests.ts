/**
 * Additional products and authorization requests of the v2 area (issue 10 §3; 000 §3
 * "Authorization request payload", §4 "Authorization form (v2)" and "Asynchronous flows", §5, §7;
 * 001 §3, §4, §7; docs/api-contract.md "v2 area: additional products, authorization requests"):
 * - `POST /arc/v1/reimbursements/{id}/additional-products` and
 *   `POST /arc/v2/authorizations/without-claims/{id}/additional-products`, body `{ products }`;
 * - `POST /arc/v1/authorization-requests` (202 + Location + Retry-After: its job in the jobs table,
 *   sandbox/lib/jobs.ts), `GET …/{id}` (the polled state: IN_PROGRESS on the first poll, with
 *   Retry-After, then CREATED with its authorizations or ERROR), `POST …/{id}/files` (multipart
 *   file; query authorization_id, coverage, document_type_slug, provider_product_code, product_type),
 *   `POST …/{id}/upload/files` (the same query + file_id: attaches the file to the authorization),
 *   `POST …/{id}/files/delete` (query file_id, authorization_id, coverage, document_type_slug,
 *   product_type), `POST …/{id}/complete`.
 * Every call is for users without claims, scoped to their provider. Mounted under /arc.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, isNotNull, max } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import type { Db } from "../../db/client";
import { beneficiaries, jobs, sponsors, type UserRow } from "../../db/schema";
import { v2_authorization_files, v2_authorizations } from "../../db/schema-v2";
import {
  v2_additional_products,
  v2_authorization_request_files,
  v2_authorization_request_items,
  v2_authorization_requests,
} from "../../db/schema-v2-requests";
import { requireUser } from "../../lib/auth";
import type { AppDeps, AppEnv } from "../../lib/context";
import { ApiError, forbidden, notFound, validationError } from "../../lib/errors";
import {
  acceptJob,
  createJob,
  isJobRunning,
  pollJob,
  retryAfterWhileRunning,
  type JobOutcome,
} from "../../lib/jobs";
import { readUpload, refuseWhenFull } from "../../lib/uploads";
import { check, readJson } from "../../lib/validate";
import {
  coverageOfProductType,
  V2_REQUEST_DOCUMENTS,
  type V2ProductType,
} from "../../../schemas/v2/requests";
import {
  additionalProductsBody,
  authorizationRequestBody,
  authorizationRequestRefusal,
  type AdditionalProductsBody,
  type AuthorizationRequestBody,
  type ProductBody,
} from "../../../schemas/requests/authorization-request";
import { v2DocumentPolicy } from "../../../schemas/upload-policies";

const INT = /^\d{1,9}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Statuses in which an authorization takes no more products (docs/decisions.md). */
const CLOSED = ["VOIDED", "REJECTED", "NOT_ATTENDED", "PAID", "COMPLETED"];
/** The polls a request answers IN_PROGRESS before it is processed (the second poll processes it). */
export const REQUEST_POLLS_IN_PROGRESS = 1;
/** The kind of a request's job in the jobs table. */
export const REQUEST_JOB_KIND = "v2-authorization-request";

/** A request row with the status and error its job gives it (0016_v2_request_jobs.sql). */
type RequestRow = typeof v2_authorization_requests.$inferSelect & {
  status: "IN_PROGRESS" | "ERROR" | "CREATED" | "COMPLETED";
  error_message: string | null;
};

/**
 * A request's status from its job: IN_PROGRESS while the job runs, ERROR when it failed, CREATED
 * once it completed, COMPLETED once the request was completed.
 */
function requestStatus(jobStatus: string, completedAt: Date | null): RequestRow["status"] {
  if (isJobRunning(jobStatus)) return "IN_PROGRESS";
  if (jobStatus === "ERROR") return "ERROR";
  return completedAt ? "COMPLETED" : "CREATED";
}
/** First id of authorizations made by requests (apart from the seeded 700,001…). */
const FIRST_REQUESTED_ID = 800_001;

/** A user without claims (000 §2). @throws 401 without a session, 403 for other users. */
function requireV2User(c: Context<AppEnv>): UserRow {
  const user = requireUser(c);
  if (!user.is_user_without_claims) throw forbidden();
  return user;
}

/** Routes under /arc. */
export function arcV2RequestRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db = deps.handle.db;

  /** Saves products for an authorization (and its reimbursement). @throws 409 when it is closed. */
  async function addProducts(
    user: UserRow,
    authorization: typeof v2_authorizations.$inferSelect,
    reimbursementId: string | null,
    body: AdditionalProductsBody,
  ) {
    if (CLOSED.includes(authorization.status))
      throw new ApiError(
        409,
        "V2_AUTHORIZATION_CLOSED",
        `The authorization is ${authorization.status} and takes no more products`,
      );
    const rows = await db
      .insert(v2_additional_products)
      .values(
        body.products.map((p) => ({
          authorization_id: authorization.id,
          reimbursement_id: reimbursementId,
          product_id: p.product_id ?? null,
          product_type_slug: p.product_type_slug,
          quantity: p.quantity,
          provider_product_code: p.provider_product_code,
          created_by: user.email,
          created_at: deps.now(),
        })),
      )
      .returning();
    return {
      authorization_id: authorization.id,
      reimbursement_id: reimbursementId,
      products: rows.map((r) => ({
        id: r.id,
        product_id: r.product_id,
        product_type_slug: r.product_type_slug,
        quantity: r.quantity,
        provider_product_code: r.provider_product_code,
        created_at: r.created_at,
      })),
    };
  }

  routes.post("/v2/authorizations/without-claims/:id/additional-products", async (c) => {
    const user = requireV2User(c);
    const id = c.req.param("id");
    if (!INT.test(id)) throw notFound();
    const [authorization] = await db
      .select()
      .from(v2_authorizations)
      .where(
        and(eq(v2_authorizations.id, Number(id)), eq(v2_authorizations.provider_slug, user.provider_slug)),
      );
    if (!authorization) throw notFound();
    const body = check<AdditionalProductsBody>(additionalProductsBody, await readJson(c));
    if (authorization.reimbursement_id)
      throw validationError(
        `the authorization belongs to reimbursement ${authorization.reimbursement_id}: send its products to /arc/v1/reimbursements/${authorization.reimbursement_id}/additional-products`,
      );
    return c.json(await addProducts(user, authorization, null, body), 201);
  });

  routes.post("/v1/reimbursements/:id/additional-products", async (c) => {
    const user = requireV2User(c);
    const reimbursementId = c.req.param("id");
    if (!/^[A-Za-z0-9-]{1,40}$/.test(reimbursementId)) throw notFound();
    const [authorization] = await db
      .select()
      .from(v2_authorizations)
      .where(
        and(
          eq(v2_authorizations.reimbursement_id, reimbursementId),
          eq(v2_authorizations.provider_slug, user.provider_slug),
        ),
      );
    if (!authorization) throw notFound();
    const body = check<AdditionalProductsBody>(additionalProductsBody, await readJson(c));
    return c.json(await addProducts(user, authorization, reimbursementId, body), 201);
  });

  routes.post("/v1/authorization-requests", async (c) => {
    const user = requireV2User(c);
    const body = check<AuthorizationRequestBody>(authorizationRequestBody, await readJson(c));
    // 000 §5: riskManager applies only when a product of medical-procedure type exists.
    const refusal = authorizationRequestRefusal(body);
    if (refusal) throw validationError(refusal);
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
      steps: REQUEST_POLLS_IN_PROGRESS + 1,
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
    return acceptJob(c, `${deps.config.apiBase}/arc/v1/authorization-requests/${saved.id}`, {
      id: saved.id,
      status: "IN_PROGRESS",
    });
  });

  /**
   * The caller's request by id, with the status and error its job gives it.
   * @throws 404 when it is not of the caller's provider.
   */
  async function ownRequest(user: UserRow, idText: string, tx: Db = db): Promise<RequestRow> {
    if (!INT.test(idText)) throw notFound();
    const [row] = await tx
      .select({ request: v2_authorization_requests, job_status: jobs.status, job_message: jobs.message })
      .from(v2_authorization_requests)
      .innerJoin(jobs, eq(jobs.id, v2_authorization_requests.job_id))
      .where(
        and(
          eq(v2_authorization_requests.id, Number(idText)),
          eq(v2_authorization_requests.provider_slug, user.provider_slug),
        ),
      );
    if (!row) throw notFound();
    return {
      ...row.request,
      status: requestStatus(row.job_status, row.request.completed_at),
      error_message: row.job_status === "ERROR" ? row.job_message : null,
    };
  }

  /** The request as the poll answers it: status, error and its authorizations with their files. */
  async function answerOf(request: RequestRow) {
    const items = await db
      .select({
        authorization_id: v2_authorization_request_items.authorization_id,
        product_type: v2_authorization_request_items.product_type,
        products: v2_authorization_request_items.products,
        authorization_code: v2_authorizations.authorization_code,
        sponsor_slug: v2_authorizations.sponsor_slug,
        coverage: v2_authorizations.coverage_type,
        status: v2_authorizations.status,
      })
      .from(v2_authorization_request_items)
      .innerJoin(v2_authorizations, eq(v2_authorizations.id, v2_authorization_request_items.authorization_id))
      .where(eq(v2_authorization_request_items.request_id, request.id))
      .orderBy(asc(v2_authorization_request_items.authorization_id));
    const files = await db
      .select({
        id: v2_authorization_request_files.id,
        authorization_id: v2_authorization_request_files.authorization_id,
        document_type_slug: v2_authorization_request_files.document_type_slug,
        file_name: v2_authorization_request_files.file_name,
        size_bytes: v2_authorization_request_files.size_bytes,
        attached_file_id: v2_authorization_request_files.attached_file_id,
      })
      .from(v2_authorization_request_files)
      .where(eq(v2_authorization_request_files.request_id, request.id))
      .orderBy(asc(v2_authorization_request_files.created_at));
    return {
      id: request.id,
      status: request.status,
      error_message: request.error_message,
      sponsor_slug: request.sponsor_slug,
      authorizations: items.map((item) => ({
        id: item.authorization_id,
        authorization_code: item.authorization_code,
        sponsor_slug: item.sponsor_slug,
        coverage: item.coverage,
        status: item.status,
        product_type: item.product_type,
        products: item.products,
        required_documents: V2_REQUEST_DOCUMENTS.map((d) => ({
          document_type_slug: d.documentTypeSlug,
          required: d.required,
          max_bytes: d.maxBytes,
        })),
        files: files
          .filter((f) => f.authorization_id === item.authorization_id)
          .map((f) => ({
            id: f.id,
            document_type_slug: f.document_type_slug,
            file_name: f.file_name,
            size_bytes: f.size_bytes,
            attached: f.attached_file_id !== null,
          })),
      })),
    };
  }

  /**
   * Processes a request (the sponsor's work), deterministically: ERROR when the beneficiary is not
   * covered by the sponsor; otherwise one authorization per product type (READY, validation
   * pending, 000 §4), none without products (the portal then shows 000 §8
   * errors.authorizationRequest.emptyAuthorization), and CREATED. Runs as the work of the request's
   * job (`pollJob`), inside the transaction that locks the job: its outcome is the job's.
   */
  async function process(tx: Db, request: RequestRow): Promise<JobOutcome> {
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
    for (const p of body.products ?? [])
      byType.set(p.product_type_slug, [...(byType.get(p.product_type_slug) ?? []), p]);
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
    const user = requireV2User(c);
    const found = await ownRequest(user, c.req.param("id"));
    // Each poll advances the request's job; the poll that reaches its steps processes the request.
    if (found.status === "IN_PROGRESS")
      await pollJob(deps, found.job_id, REQUEST_JOB_KIND, user.provider_slug, (tx) =>
        ownRequest(user, c.req.param("id"), tx).then((request) => process(tx, request)),
      );
    const request = await ownRequest(user, c.req.param("id"));
    retryAfterWhileRunning(c, request.status);
    return c.json(await answerOf(request));
  });

  /** Reads the query of the file calls and finds the request's authorization it names. */
  async function fileTarget(c: Context<AppEnv>, user: UserRow) {
    const request = await ownRequest(user, c.req.param("id") ?? "");
    if (request.status !== "CREATED")
      throw new ApiError(
        409,
        "V2_REQUEST_NOT_OPEN",
        `The request is ${request.status}: its files cannot change`,
      );
    const authorizationId = c.req.query("authorization_id") ?? "";
    if (!INT.test(authorizationId)) throw validationError("authorization_id is required (an integer)");
    const [item] = await db
      .select({
        product_type: v2_authorization_request_items.product_type,
        coverage: v2_authorizations.coverage_type,
      })
      .from(v2_authorization_request_items)
      .innerJoin(v2_authorizations, eq(v2_authorizations.id, v2_authorization_request_items.authorization_id))
      .where(
        and(
          eq(v2_authorization_request_items.request_id, request.id),
          eq(v2_authorization_request_items.authorization_id, Number(authorizationId)),
        ),
      );
    if (!item)
      throw validationError(`authorization_id: ${authorizationId} is not an authorization of this request`);
    const coverage = c.req.query("coverage");
    if (coverage !== item.coverage) throw validationError(`coverage must be ${item.coverage}`);
    const documentType = c.req.query("document_type_slug") ?? "";
    const document = V2_REQUEST_DOCUMENTS.find((d) => d.documentTypeSlug === documentType);
    if (!document)
      throw validationError(
        `document_type_slug must be one of ${V2_REQUEST_DOCUMENTS.map((d) => d.documentTypeSlug).join(", ")}`,
      );
    const productType = c.req.query("product_type");
    if (productType !== undefined && productType !== item.product_type)
      throw validationError(`product_type must be ${item.product_type}`);
    return { request, authorizationId: Number(authorizationId), item, document };
  }

  routes.post("/v1/authorization-requests/:id/files", async (c) => {
    const user = requireV2User(c);
    const { request, authorizationId, item, document } = await fileTarget(c, user);
    const code = c.req.query("provider_product_code");
    if (code !== undefined && !/^[A-Za-z0-9._-]{1,40}$/.test(code))
      throw validationError("provider_product_code is not a product code");
    const { file } = await readUpload<unknown>(c, v2DocumentPolicy(document.documentTypeSlug), null);
    if (!file) throw validationError("file is required");
    const [saved] = await db
      .insert(v2_authorization_request_files)
      .values({
        id: randomUUID(),
        request_id: request.id,
        authorization_id: authorizationId,
        coverage: item.coverage,
        document_type_slug: document.documentTypeSlug,
        product_type: item.product_type,
        provider_product_code: code ?? null,
        file_name: file.fileName,
        content_type: file.contentType,
        size_bytes: file.bytes.length,
        content: file.bytes,
        created_at: deps.now(),
      })
      .returning();
    return c.json(
      {
        file_id: saved.id,
        authorization_id: authorizationId,
        document_type_slug: saved.document_type_slug,
        file_name: saved.file_name,
        size_bytes: saved.size_bytes,
        attached: false,
      },
      201,
    );
  });

  routes.post("/v1/authorization-requests/:id/upload/files", async (c) => {
    const user = requireV2User(c);
    const { request, authorizationId, document } = await fileTarget(c, user);
    const fileId = c.req.query("file_id") ?? "";
    if (!UUID.test(fileId)) throw validationError("file_id is required (a file of POST …/files)");
    const answer = await db.transaction(async (tx) => {
      const [file] = await tx
        .select()
        .from(v2_authorization_request_files)
        .where(
          and(
            eq(v2_authorization_request_files.id, fileId.toLowerCase()),
            eq(v2_authorization_request_files.request_id, request.id),
            eq(v2_authorization_request_files.authorization_id, authorizationId),
          ),
        );
      if (!file) throw notFound();
      if (file.document_type_slug !== document.documentTypeSlug)
        throw validationError(`document_type_slug: the file was uploaded as ${file.document_type_slug}`);
      if (file.attached_file_id) return file.attached_file_id;
      const attached = await tx
        .select({ id: v2_authorization_files.id })
        .from(v2_authorization_files)
        .where(eq(v2_authorization_files.authorization_id, authorizationId));
      refuseWhenFull(v2DocumentPolicy(file.document_type_slug), attached.length);
      const id = randomUUID();
      await tx.insert(v2_authorization_files).values({
        id,
        authorization_id: authorizationId,
        field_slug: null,
        authorization_form_field_id: null,
        document_type_slug: file.document_type_slug,
        file_name: file.file_name,
        content_type: file.content_type,
        size_bytes: file.size_bytes,
        content: file.content,
        uploaded_by: user.email,
        created_at: deps.now(),
      });
      await tx
        .update(v2_authorization_request_files)
        .set({ attached_file_id: id })
        .where(eq(v2_authorization_request_files.id, file.id));
      return id;
    });
    return c.json({ file_id: fileId.toLowerCase(), authorization_file_id: answer, attached: true });
  });

  routes.post("/v1/authorization-requests/:id/files/delete", async (c) => {
    const user = requireV2User(c);
    const { request, authorizationId, document } = await fileTarget(c, user);
    const fileId = c.req.query("file_id") ?? "";
    if (!UUID.test(fileId)) throw validationError("file_id is required");
    await db.transaction(async (tx) => {
      const [file] = await tx
        .delete(v2_authorization_request_files)
        .where(
          and(
            eq(v2_authorization_request_files.id, fileId.toLowerCase()),
            eq(v2_authorization_request_files.request_id, request.id),
            eq(v2_authorization_request_files.authorization_id, authorizationId),
            eq(v2_authorization_request_files.document_type_slug, document.documentTypeSlug),
          ),
        )
        .returning();
      if (!file) throw notFound();
      if (file.attached_file_id)
        await tx.delete(v2_authorization_files).where(eq(v2_authorization_files.id, file.attached_file_id));
    });
    return c.body(null, 204);
  });

  routes.post("/v1/authorization-requests/:id/complete", async (c) => {
    const user = requireV2User(c);
    const request = await ownRequest(user, c.req.param("id"));
    if (request.status === "COMPLETED") return c.json(await answerOf(request));
    if (request.status !== "CREATED")
      throw new ApiError(
        409,
        "V2_REQUEST_NOT_OPEN",
        `The request is ${request.status} and cannot be completed`,
      );
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

  return routes;
}
