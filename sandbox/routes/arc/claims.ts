/**
 * Claims-desk calls (000 §3, §4, §7; docs/api-contract.md "Claims desk"): the authorization list
 * `GET /arc/v1/providers/{provider}/outpatient-care-claim`, the authorization void and the
 * asynchronous claim void (202 + Location, polled). Voiding what is voided already answers the
 * success of a void and records nothing new (docs/decisions.md "Moves already done").
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, or, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import {
  authorizations,
  beneficiaries,
  claims,
  jobs,
  provider_branches,
  sponsors,
  type JobRow,
} from "../../db/schema";
import type { AppDeps, AppEnv } from "../../lib/context";
import { CLAIM_STATUSES } from "../../lib/domain";
import { notFound, validationError } from "../../lib/errors";
import { readPage } from "../../lib/paging";
import { dayEnd, dayStart, escapeLike, QueryReader } from "../../lib/query";
import { requireUser } from "../../lib/auth";
import { requireProviderUser } from "../../lib/access";
import { acceptJob, createJob, pollJob, readJob, retryAfterWhileRunning } from "../../lib/jobs";

/** Sortable fields of the list (`sort=field,dir`, Spring style) and their columns. */
const SORTABLE = {
  createdAt: claims.created_at,
  beneficiaryName: beneficiaries.name,
  coverageType: authorizations.coverage_type,
  claimStatus: claims.claim_status,
  authorizationCode: authorizations.authorization_code,
  sponsorName: sponsors.name,
} as const;

type SortField = keyof typeof SORTABLE;

/** Parses `sort` values such as `createdAt,desc` (repeatable); default createdAt,desc (000 §9). */
function parseSort(values: string[] | undefined): SQL[] {
  const order: SQL[] = [];
  for (const value of values ?? []) {
    if (value.trim() === "") continue;
    const [field, direction = "asc"] = value.split(",").map((v) => v.trim());
    if (!(field in SORTABLE)) {
      throw validationError(`sort: unknown field ${field} (use ${Object.keys(SORTABLE).join(", ")})`);
    }
    if (direction !== "asc" && direction !== "desc")
      throw validationError("sort: direction must be asc or desc");
    const column = SORTABLE[field as SortField];
    order.push(direction === "asc" ? asc(column) : desc(column));
  }
  if (order.length === 0) order.push(desc(claims.created_at));
  return order;
}

const INT = /^\d{1,9}$/;

/** Routes under /arc. */
export function arcRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db = deps.handle.db;

  routes.get("/v1/providers/:provider/outpatient-care-claim", async (c) => {
    const provider = c.req.param("provider");
    requireProviderUser(c, provider);
    const q = new QueryReader(c);
    const { from, to } = q.dateRange("date_from", "date_to");
    const statuses = q.list("claim_status", CLAIM_STATUSES);
    const code = q.text("authorization_code", 40);
    const policy = q.bool("satisfies_documents_policy");
    const claimId = q.text("claim_id", 12);
    if (claimId !== undefined && !INT.test(claimId)) throw validationError("claim_id must be an integer");
    const transaction = q.text("sponsor_transaction_id", 60);
    const searchParam = q.text("search_param_id", 60);
    const order = parseSort(c.req.queries("sort"));
    const paging = q.paging();

    const where = and(
      eq(claims.provider_slug, provider),
      from ? gte(claims.created_at, dayStart(from)) : undefined,
      to ? lt(claims.created_at, dayEnd(to)) : undefined,
      statuses ? inArray(claims.claim_status, statuses) : undefined,
      code ? ilike(authorizations.authorization_code, `${escapeLike(code)}%`) : undefined,
      policy !== undefined ? eq(claims.satisfies_documents_policy, policy) : undefined,
      claimId ? eq(claims.id, Number(claimId)) : undefined,
      transaction ? eq(authorizations.sponsor_transaction_id, transaction) : undefined,
      searchParam
        ? or(eq(beneficiaries.identity_document_id, searchParam), eq(beneficiaries.member_code, searchParam))
        : undefined,
    );
    const base = db
      .select({
        id: claims.id,
        authorization_id: authorizations.id,
        authorization_code: authorizations.authorization_code,
        created_at: claims.created_at,
        sponsor_slug: authorizations.sponsor_slug,
        sponsor_name: sponsors.name,
        beneficiary_name: beneficiaries.name,
        beneficiary_member_code: beneficiaries.member_code,
        identity_document_type: beneficiaries.identity_document_type,
        identity_document_id: beneficiaries.identity_document_id,
        provider_branch_name: provider_branches.name,
        coverage_type: authorizations.coverage_type,
        status: authorizations.status,
        claim_status: claims.claim_status,
        satisfies_documents_policy: claims.satisfies_documents_policy,
        sponsor_transaction_id: authorizations.sponsor_transaction_id,
        uploaded_files: claims.uploaded_files,
        total_files_to_upload: claims.total_files_to_upload,
        is_required_external_sponsor_validations: authorizations.is_required_external_sponsor_validations,
        reimbursement_id: authorizations.reimbursement_id,
      })
      .from(claims)
      .innerJoin(authorizations, eq(authorizations.id, claims.authorization_id))
      .innerJoin(beneficiaries, eq(beneficiaries.id, authorizations.beneficiary_id))
      .innerJoin(sponsors, eq(sponsors.slug, authorizations.sponsor_slug))
      .innerJoin(provider_branches, eq(provider_branches.id, authorizations.provider_branch_id))
      .where(where);
    const page = await readPage(
      paging,
      base.orderBy(...order, desc(claims.id)).$dynamic(),
      db
        .select({ total: count() })
        .from(claims)
        .innerJoin(authorizations, eq(authorizations.id, claims.authorization_id))
        .innerJoin(beneficiaries, eq(beneficiaries.id, authorizations.beneficiary_id))
        .where(where),
    );
    return c.json(page);
  });

  routes.post("/v1/authorizations/:authorization_id/void", async (c) => {
    const user = requireUser(c);
    const id = c.req.param("authorization_id");
    if (!INT.test(id)) throw notFound();
    const found = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: authorizations.id, status: authorizations.status })
        .from(authorizations)
        .where(and(eq(authorizations.id, Number(id)), eq(authorizations.provider_slug, user.provider_slug)))
        .for("update");
      // Voided already: the void is done, answered as one and written again nowhere
      // (docs/decisions.md "Moves already done").
      if (!row || row.status === "VOIDED") return row;
      await tx.update(authorizations).set({ status: "VOIDED" }).where(eq(authorizations.id, row.id));
      await tx.update(claims).set({ claim_status: "VOIDED" }).where(eq(claims.authorization_id, row.id));
      return row;
    });
    if (!found) throw notFound();
    return c.json({ status: "VOIDED" });
  });

  routes.post("/v1/providers/:provider/claims/:claim_id/void", async (c) => {
    const provider = c.req.param("provider");
    requireProviderUser(c, provider);
    const claimId = c.req.param("claim_id");
    if (!INT.test(claimId)) throw notFound();
    const ofClaim = and(eq(claims.id, Number(claimId)), eq(claims.provider_slug, provider));
    const [claim] = await db
      .update(claims)
      .set({ claim_status: "VOIDED" })
      .where(and(ofClaim, ne(claims.claim_status, "VOIDED")))
      .returning({ id: claims.id });
    const job = claim
      ? await createJob(deps, {
          kind: "claim-void",
          provider,
          userId: c.get("principal")?.user?.id ?? null,
          subject: String(claim.id),
          total: 1,
          status: "IN_PROGRESS",
        })
      : await voidDone(Number(claimId), provider, c.get("principal")?.user?.id ?? null);
    const location = `${deps.config.apiBase}/arc/v1/providers/${provider}/claims/${Number(claimId)}/void-status/${job.id}`;
    return acceptJob(c, location, {
      status: job.status === "COMPLETED" ? "COMPLETED" : "IN_PROGRESS",
      job_id: job.id,
    });
  });

  /**
   * The void job of a claim voided already (docs/decisions.md "Moves already done"; 000 §4 "Claim
   * void: a 202 with a location header is polled"): its newest claim-void job, or, for a claim
   * voided otherwise (with its authorization, or seeded VOIDED), one new job recorded COMPLETED.
   * @throws ApiError 404 when the provider has no such claim.
   */
  async function voidDone(claimId: number, provider: string, userId: string | null): Promise<JobRow> {
    const [claim] = await db
      .select({ id: claims.id })
      .from(claims)
      .where(and(eq(claims.id, claimId), eq(claims.provider_slug, provider)));
    if (!claim) throw notFound();
    const [last] = await db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.kind, "claim-void"), eq(jobs.provider_slug, provider), eq(jobs.subject, String(claimId))),
      )
      .orderBy(desc(jobs.created_at), desc(jobs.id))
      .limit(1);
    if (last) return last;
    const created = await createJob(deps, {
      kind: "claim-void",
      provider,
      userId,
      subject: String(claimId),
      total: 1,
      status: "COMPLETED",
    });
    const [completed] = await db
      .update(jobs)
      .set({ processed: 1, polls: created.steps })
      .where(eq(jobs.id, created.id))
      .returning();
    return completed;
  }

  routes.get("/v1/providers/:provider/claims/:claim_id/void-status/:job_id", async (c) => {
    const provider = c.req.param("provider");
    requireProviderUser(c, provider);
    const claimId = c.req.param("claim_id");
    if (!INT.test(claimId)) throw notFound();
    // The claim is voided at once; the job only reports (the second poll answers COMPLETED).
    const found = await readJob(deps, c.req.param("job_id"), "claim-void", provider);
    if (found.subject !== claimId) throw notFound();
    const job = await pollJob(deps, found.id, "claim-void", provider, async () => ({
      status: "COMPLETED",
      processed: 1,
      failed: 0,
    }));
    retryAfterWhileRunning(c, job.status);
    return c.json({ status: job.status === "COMPLETED" ? "COMPLETED" : "IN_PROGRESS" });
  });

  return routes;
}
