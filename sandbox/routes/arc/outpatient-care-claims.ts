/**
 * The claim of a claims-desk authorization (000 §4 "Claim creation", §5, §7, §8; issue 20 §6;
 * docs/api-contract.md "Claims"), a found service module under /arc (sandbox/routes/arc/claims.ts
 * keeps the list and the voids; no path here is one of its parameters' catches):
 * - `POST /arc/v1/providers/{provider}/outpatient-care-claim` → 202 (a job of the jobs table),
 *   polled at `…/outpatient-care-claim/jobs/{job}`: ERROR when the authorization has no APPROVED
 *   product or the invoice amount is greater than the authorized amount, else the claim
 *   (IN_PROGRESS) with its invoice;
 * - `POST …/outpatient-care-claim/{id}/complete` (the doctor and biometric data attached; again:
 *   the same answer);
 * - `POST /arc/v2/providers/{provider}/outpatient-care-claim/{id}/files?document_type_slug=`
 *   (multipart `file`; 20 MB, ADDITIONAL_DOCUMENT 10 MB, at most 10; type by content) and
 *   `GET /arc/v2/providers/{provider}/outpatient-care-claim/files/support-claim-document/{id}`;
 * - `GET /arc/v2/providers/{provider}/claims/{id}` (the claim with its authorization and files).
 * Every caller is a claims-desk user of `{provider}` (else 403).
 */
import { randomUUID } from "node:crypto";
import { and, asc, count, eq, max } from "drizzle-orm";
import { Hono } from "hono";
import type { Db } from "../../db/client";
import { authorizations, claims } from "../../db/schema";
import { claim_details, claim_files, claims_desk_authorizations } from "../../db/schema-claims-desk";
import { requireClaimsDeskUser } from "../../lib/access";
import type { AdjudicatedProduct } from "../../lib/adjudication";
import type { AppDeps, AppEnv } from "../../lib/context";
import { ApiError, notFound, validationError } from "../../lib/errors";
import type { Lang } from "../../lib/messages";
import { acceptJob, createJob, pollJob, retryAfterWhileRunning, type JobOutcome } from "../../lib/jobs";
import { isUuid } from "../../lib/query";
import { refuseWhenFull } from "../../lib/uploads";
import { storedFileResponse, storeUpload } from "../../lib/stored-uploads";
import { check, readJson } from "../../lib/validate";
import {
  CLAIM_DOCUMENT_TYPES,
  claimCompletionBody,
  claimCreationBody,
  type ClaimCompletionBody,
  type ClaimCreationBody,
} from "../../../schemas/requests/outpatient-care-claim";
import { v2DocumentPolicy } from "../../../schemas/upload-policies";
import { authorizationWire, requestAuthorizations } from "./v2-requests/claims-desk";
import { claimFile, writeClaimCounts } from "./authorization-detail/policy";
import { defineServiceModule } from "../service-modules";

/** The kind of a claim creation's job. */
export const CLAIM_JOB_KIND = "outpatient-care-claim";
/** The first id of claims made by the claims desk (apart from the seeded ones). */
export const FIRST_CLAIMS_DESK_CLAIM_ID = 900_001;

const INT = /^\d{1,9}$/;

/** What a claim job's outcome keeps: the claim made, or the amounts of an invoice refused. */
interface ClaimJobResult {
  claim_id?: number;
  invoice_amount?: string;
  authorized_amount?: string;
}

const CLAIM_MESSAGES: Record<string, Record<"es" | "en" | "pt", string>> = {
  CLAIM_INVOICE_ABOVE_AUTHORIZED: {
    es: "El monto de la factura {invoice} es mayor que el monto autorizado {authorized}.",
    en: "The invoice amount {invoice} is greater than the authorized amount {authorized}.",
    pt: "O valor da nota fiscal {invoice} é maior que o valor autorizado {authorized}.",
  },
  CLAIM_NOTHING_APPROVED: {
    es: "La autorización no tiene ningún producto aprobado.",
    en: "The authorization has no approved product.",
    pt: "A autorização não tem nenhum produto aprovado.",
  },
};

/** A claim job's error in the caller's language (es-DO as es), or null for another code. */
function claimMessage(code: string | null, result: ClaimJobResult | null, lang: Lang): string | null {
  const texts = code ? CLAIM_MESSAGES[code] : undefined;
  if (!texts) return null;
  return texts[lang === "es-DO" ? "es" : lang]
    .replace("{invoice}", result?.invoice_amount ?? "")
    .replace("{authorized}", result?.authorized_amount ?? "");
}

/** Routes under /arc. */
export function outpatientCareClaimRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db = deps.handle.db;

  /** A claims-desk authorization of `provider` with its detail. @throws 400 naming authorization_id. */
  async function deskAuthorization(tx: Db, provider: string, id: number) {
    const [row] = await tx
      .select({ authorization: authorizations, detail: claims_desk_authorizations })
      .from(claims_desk_authorizations)
      .innerJoin(authorizations, eq(authorizations.id, claims_desk_authorizations.authorization_id))
      .where(and(eq(authorizations.id, id), eq(authorizations.provider_slug, provider)));
    if (!row) throw validationError(`authorization_id: ${id} is not an authorization of the claims desk`);
    return row;
  }

  /** A claim of `provider` by id. @throws 404. */
  async function ownClaim(provider: string, idText: string) {
    if (!INT.test(idText)) throw notFound();
    const [row] = await db
      .select({ claim: claims, detail: claim_details })
      .from(claims)
      .leftJoin(claim_details, eq(claim_details.claim_id, claims.id))
      .where(and(eq(claims.id, Number(idText)), eq(claims.provider_slug, provider)));
    if (!row) throw notFound();
    return row;
  }

  /** The claim as its reads answer it: status, invoice, its authorization and its files. */
  async function claimWire(provider: string, idText: string, lang: AppEnv["Variables"]["lang"]) {
    const { claim, detail } = await ownClaim(provider, idText);
    const [auth] = await db
      .select({ request_id: claims_desk_authorizations.request_id })
      .from(claims_desk_authorizations)
      .where(eq(claims_desk_authorizations.authorization_id, claim.authorization_id));
    const rows = auth ? await requestAuthorizations(db, auth.request_id) : [];
    const row = rows.find((r) => r.authorization.id === claim.authorization_id);
    const files = await db
      .select({
        id: claim_files.id,
        document_type_slug: claim_files.document_type_slug,
        file_name: claim_files.file_name,
        size_bytes: claim_files.size_bytes,
      })
      .from(claim_files)
      .where(eq(claim_files.claim_id, claim.id))
      .orderBy(asc(claim_files.created_at));
    return {
      id: claim.id,
      claim_status: claim.claim_status,
      authorization_id: claim.authorization_id,
      invoice_number: detail?.invoice_number ?? null,
      invoice_date: detail?.invoice_date ?? null,
      invoice_amount: detail?.invoice_amount ?? null,
      doctor_license_number: detail?.doctor_license_number ?? null,
      doctor_name: detail?.doctor_name ?? null,
      doctor_specialty: detail?.doctor_specialty ?? null,
      biometric_reading_id: detail?.biometric_reading_id ?? null,
      provider_transaction_id: detail?.provider_transaction_id ?? null,
      authorization: row ? authorizationWire(row, [], lang ?? "es") : null,
      files,
    };
  }

  routes.post("/v1/providers/:provider/outpatient-care-claim", async (c) => {
    const provider = c.req.param("provider");
    const user = requireClaimsDeskUser(c, provider);
    const body = check<ClaimCreationBody>(claimCreationBody, await readJson(c));
    const { authorization } = await deskAuthorization(db, provider, body.authorization_id);
    const [existing] = await db
      .select({ id: claims.id })
      .from(claims)
      .where(eq(claims.authorization_id, authorization.id));
    if (existing)
      throw new ApiError(409, "CLAIM_EXISTS", `The authorization has its claim already (${existing.id})`);
    const job = await createJob(deps, {
      kind: CLAIM_JOB_KIND,
      provider,
      userId: user.id,
      subject: String(authorization.id),
      input: { ...body },
      total: 1,
      // Made by the first poll, which the 202 invites at once (Retry-After: 0; docs/performance.md "msToClaim").
      steps: 1,
      status: "IN_PROGRESS",
    });
    const accepted = acceptJob(
      c,
      `${deps.config.apiBase}/arc/v1/providers/${provider}/outpatient-care-claim/jobs/${job.id}`,
      {
        id: job.id,
        status: "IN_PROGRESS",
      },
    );
    accepted.headers.set("retry-after", "0");
    return accepted;
  });

  /** Creates the claim (the sponsor's work): ERROR when nothing is approved or the invoice is above the authorized amount. */
  async function createClaim(tx: Db, provider: string, body: ClaimCreationBody): Promise<JobOutcome> {
    const { authorization, detail } = await deskAuthorization(tx, provider, body.authorization_id);
    const fail = (error_code: string, message: string): JobOutcome => ({
      status: "ERROR",
      processed: 0,
      failed: 1,
      error_code,
      message,
    });
    const products = detail.products as AdjudicatedProduct[];
    if (!products.some((p) => p.result === "APPROVED"))
      return fail("CLAIM_NOTHING_APPROVED", "The authorization has no approved product");
    if (body.invoice_amount !== undefined && Number(body.invoice_amount) > authorization.amount)
      return {
        ...fail(
          "CLAIM_INVOICE_ABOVE_AUTHORIZED",
          `The invoice amount ${body.invoice_amount} is greater than the authorized amount ${authorization.amount.toFixed(2)}`,
        ),
        result: { invoice_amount: body.invoice_amount, authorized_amount: authorization.amount.toFixed(2) },
      };
    const [existing] = await tx
      .select({ id: claims.id })
      .from(claims)
      .where(eq(claims.authorization_id, authorization.id));
    if (existing) return { status: "COMPLETED", processed: 1, failed: 0, result: { claim_id: existing.id } };
    const [{ top }] = await tx.select({ top: max(claims.id) }).from(claims);
    const id = Math.max(FIRST_CLAIMS_DESK_CLAIM_ID, (top ?? 0) + 1);
    await tx.insert(claims).values({
      id,
      authorization_id: authorization.id,
      provider_slug: provider,
      claim_status: "IN_PROGRESS",
      uploaded_files: 0,
      total_files_to_upload: 0,
      created_at: deps.now(),
    });
    await tx.insert(claim_details).values({
      claim_id: id,
      invoice_number: body.invoice_number ?? null,
      invoice_date: body.invoice_date ?? null,
      invoice_amount: body.invoice_amount === undefined ? null : Number(body.invoice_amount),
    });
    await tx
      .update(authorizations)
      .set({ status: "IN_PROGRESS" })
      .where(eq(authorizations.id, authorization.id));
    await writeClaimCounts(tx, authorization.id);
    return { status: "COMPLETED", processed: 1, failed: 0, result: { claim_id: id } };
  }

  routes.get("/v1/providers/:provider/outpatient-care-claim/jobs/:job", async (c) => {
    const provider = c.req.param("provider");
    requireClaimsDeskUser(c, provider);
    const jobId = c.req.param("job");
    if (!isUuid(jobId)) throw notFound();
    const job = await pollJob(deps, jobId, CLAIM_JOB_KIND, provider, (tx, row) =>
      createClaim(tx, provider, row.input as unknown as ClaimCreationBody),
    );
    retryAfterWhileRunning(c, job.status);
    const result = job.result as ClaimJobResult | null;
    return c.json({
      status: job.status === "STARTED" ? "IN_PROGRESS" : job.status,
      claim_id: result?.claim_id ?? null,
      error_code: job.error_code,
      message: claimMessage(job.error_code, result, c.get("lang") ?? "es") ?? job.message,
    });
  });

  routes.post("/v1/providers/:provider/outpatient-care-claim/:id/complete", async (c) => {
    const provider = c.req.param("provider");
    requireClaimsDeskUser(c, provider);
    const body = check<ClaimCompletionBody>(claimCompletionBody, await readJson(c));
    const { claim } = await ownClaim(provider, c.req.param("id"));
    if (claim.claim_status !== "COMPLETED") {
      if (claim.claim_status !== "IN_PROGRESS")
        throw new ApiError(
          409,
          "CLAIM_NOT_OPEN",
          `The claim is ${claim.claim_status} and cannot be completed`,
        );
      await db.transaction(async (tx) => {
        await tx
          .update(claim_details)
          .set({
            doctor_license_number: body.doctor_license_number,
            doctor_name: body.doctor_name,
            doctor_specialty: body.doctor_specialty,
            biometric_reading_id: body.biometric_reading_id ?? null,
            provider_transaction_id: body.provider_transaction_id ?? null,
            completed_at: deps.now(),
          })
          .where(eq(claim_details.claim_id, claim.id));
        await tx.update(claims).set({ claim_status: "COMPLETED" }).where(eq(claims.id, claim.id));
        await tx
          .update(authorizations)
          .set({ status: "COMPLETED" })
          .where(eq(authorizations.id, claim.authorization_id));
      });
    }
    return c.json(await claimWire(provider, String(claim.id), c.get("lang")));
  });

  routes.post("/v2/providers/:provider/outpatient-care-claim/:id/files", async (c) => {
    const provider = c.req.param("provider");
    requireClaimsDeskUser(c, provider);
    const { claim } = await ownClaim(provider, c.req.param("id"));
    const documentType = c.req.query("document_type_slug") ?? "";
    if (!(CLAIM_DOCUMENT_TYPES as readonly string[]).includes(documentType))
      throw validationError(`document_type_slug must be one of ${CLAIM_DOCUMENT_TYPES.join(", ")}`);
    if (["VOIDED", "CANCELED", "EXPIRED"].includes(claim.claim_status))
      throw new ApiError(
        409,
        "CLAIM_NOT_OPEN",
        `The claim is ${claim.claim_status}: its files cannot change`,
      );
    const policy = v2DocumentPolicy(documentType);
    const [{ held }] = await db
      .select({ held: count() })
      .from(claim_files)
      .where(eq(claim_files.claim_id, claim.id));
    refuseWhenFull(policy, held);
    // The bytes go to the file store; the row keeps their metadata and SHA-256 (sandbox/lib/stored-uploads.ts).
    const stored = await storeUpload(c, db, policy, deps.now());
    const [saved] = await db
      .insert(claim_files)
      .values({
        id: randomUUID(),
        claim_id: claim.id,
        document_type_slug: documentType,
        ...stored,
        created_at: deps.now(),
      })
      .returning();
    // The counts the home list filters on, by the one document policy (the detail answers the same).
    await writeClaimCounts(db, claim.authorization_id, saved.id);
    return c.json(
      {
        id: saved.id,
        document_type_slug: saved.document_type_slug,
        file_name: saved.file_name,
        size_bytes: saved.size_bytes,
      },
      201,
    );
  });

  routes.get("/v2/providers/:provider/outpatient-care-claim/files/support-claim-document/:id", async (c) => {
    const provider = c.req.param("provider");
    requireClaimsDeskUser(c, provider);
    const id = c.req.param("id");
    if (!isUuid(id)) throw notFound();
    const file = await claimFile(
      db,
      and(eq(claim_files.id, id.toLowerCase()), eq(claims.provider_slug, provider))!,
    );
    if (!file) throw notFound();
    return storedFileResponse(db, file);
  });

  routes.get("/v2/providers/:provider/claims/:id", async (c) => {
    const provider = c.req.param("provider");
    requireClaimsDeskUser(c, provider);
    return c.json(await claimWire(provider, c.req.param("id"), c.get("lang")));
  });

  return routes;
}

/** Found by sandbox/routes/service-modules.ts; mounted under /api/arc. */
export const service = defineServiceModule({ mount: "/arc", routes: outpatientCareClaimRoutes });
