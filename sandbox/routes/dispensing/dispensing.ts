/**
 * Prescriptions and dispensations (000 §3 "Prescription", "Dispensation cosharing"; §4
 * "Dispensing: polled while PENDING; ERROR throws and stores the dispensing error"; §7
 * "Dispensing"; §8; §9; issue 21 §2, §4; docs/api-contract.md "Dispensing"), a found service module
 * mounted at `/dispensing`:
 * - `GET /v1/prescriptions/{id}`: a prescription is a claims-desk authorization request of
 *   medicines (`id` the request's id) with its PRESCRIPTION_DRUGS or AUTOMATIC_DISPENSATION
 *   authorizations and their products;
 * - `POST /v1/documents/{code}/dispensations` (`code` an authorization's code) → 202 PENDING, a job
 *   of the jobs table, polled at `GET /v1/dispensations/{id}` (the sponsor judges it at the first
 *   poll: dispensing-rules.ts);
 * - `PUT /v1/dispensations/{id}` (its products again, judged at once) and
 *   `POST /v1/dispensations/{id}/complete` (the dispensing document).
 * Every caller is a claims-desk user; another provider's prescription or dispensation → 403.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { Hono, type Context } from "hono";
import type { Db } from "../../db/client";
import { authorizations, beneficiaries, v2_authorization_requests } from "../../db/schema";
import { claims_desk_authorizations } from "../../db/schema-claims-desk";
import { dispensations } from "../../db/schema-dispensing";
import { requireClaimsDeskUser } from "../../lib/access";
import { costSharingOf, reasonText } from "../../lib/adjudication";
import type { AppDeps, AppEnv } from "../../lib/context";
import { ApiError, forbidden, notFound, validationError } from "../../lib/errors";
import { acceptJob, createJob, pollJob, retryAfterWhileRunning, type JobOutcome } from "../../lib/jobs";
import type { Lang } from "../../lib/messages";
import { check, readJson } from "../../lib/validate";
import {
  AUTOMATIC_DISPENSATION,
  dispensationBody,
  dispensationCompletionBody,
  dispensationUpdateBody,
  hasTwoDecimalsAtMost,
  isDispensable,
  PRESCRIPTION_TRANSACTION_TYPES,
  toCents,
  type DispensationBody,
  type DispensationCompletionBody,
  type DispensationUpdateBody,
} from "../../../schemas/claims-desk/dispensing";
import { defineServiceModule } from "../service-modules";
import {
  dispensingErrorMessage,
  dispensingReasonText,
  judgeDispensation,
  sentProducts,
  unknownProductIndex,
  type DispensedProduct,
  type DispensingError,
  type PrescribedProduct,
} from "./dispensing-rules";
import { seedPrescriptions } from "./prescription-seed";

/** The kind of a dispensation's job. */
const DISPENSATION_JOB_KIND = "dispensation";

const INT = /^\d{1,9}$/;
const PRESCRIPTION_TYPES: readonly string[] = PRESCRIPTION_TRANSACTION_TYPES;

type DispensationRow = typeof dispensations.$inferSelect;

/** A product's `price` or `taxes` with more than 2 decimals → 400 naming it. */
function checkDecimals(products: DispensationBody["products"]): void {
  products.forEach((p, i) => {
    if (!hasTwoDecimalsAtMost(p.price))
      throw validationError(`products.${i}.price must have at most 2 decimals`);
    if (p.taxes !== undefined && !hasTwoDecimalsAtMost(p.taxes))
      throw validationError(`products.${i}.taxes must have at most 2 decimals`);
  });
}

/** A product naming no product of the document, or sent twice → 400 naming it. */
function checkKnownProducts(
  body: Pick<DispensationBody, "products">,
  prescribed: readonly PrescribedProduct[],
): void {
  const bad = unknownProductIndex(body, prescribed);
  if (bad >= 0)
    throw validationError(
      `products.${bad}.id: ${body.products[bad].id} is not a product of the document or is repeated`,
    );
}

/** The answer of a dispensation (docs/api-contract.md "Dispensing"). */
function dispensationWire(row: DispensationRow, lang: Lang) {
  const products = row.products as DispensedProduct[];
  const errors = row.errors as DispensingError[];
  return {
    id: row.id,
    status: row.status,
    prescription_id: row.request_id,
    authorization_id: row.authorization_id,
    document_code: row.document_code,
    currency_code: row.currency_code,
    products,
    total: row.total === null ? null : Number(row.total),
    cosharing: {
      id: row.id,
      products: products.map((p) => ({ id: p.id, price: p.copayment })),
    },
    errors: errors.map((e) => ({
      id: e.id,
      product_name: e.product_name,
      reason_code: e.reason_code,
      reason: dispensingReasonText(
        e,
        products.find((p) => p.id === e.id),
        lang,
      ),
    })),
    error_code: row.status === "ERROR" ? "EMPTY_APPROVED_PRODUCTS" : null,
    message: row.status === "ERROR" ? dispensingErrorMessage(errors, products, lang) : null,
    amount: row.amount === null ? null : Number(row.amount),
    document_number: row.document_number,
    document_date: row.document_date,
    provider_transaction_id: row.provider_transaction_id,
  };
}

/** Routes under /dispensing. */
export function dispensingRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db = deps.handle.db;
  const langOf = (c: Context<AppEnv>): Lang => c.get("lang") ?? "es";

  /** An authorization of a prescription by its code (the dispensing document). @throws 404, 403. */
  async function documentOf(tx: Db, code: string, provider: string) {
    const [row] = await tx
      .select({ authorization: authorizations, detail: claims_desk_authorizations })
      .from(claims_desk_authorizations)
      .innerJoin(authorizations, eq(authorizations.id, claims_desk_authorizations.authorization_id))
      .where(eq(authorizations.authorization_code, code));
    if (!row || !PRESCRIPTION_TYPES.includes(row.detail.transaction_type)) throw notFound();
    if (row.authorization.provider_slug !== provider) throw forbidden();
    return row;
  }

  /** A dispensation by id. @throws 404, 403 for another provider's. */
  async function ownDispensation(tx: Db, idText: string, provider: string): Promise<DispensationRow> {
    if (!INT.test(idText)) throw notFound();
    const [row] = await tx
      .select()
      .from(dispensations)
      .where(eq(dispensations.id, Number(idText)));
    if (!row) throw notFound();
    if (row.provider_slug !== provider) throw forbidden();
    return row;
  }

  /** A dispensation's document: its prescribed products, whether auto-dispensed, and the patient's coinsurance (one read). */
  async function documentOfDispensation(tx: Db, row: DispensationRow) {
    const [doc] = await tx
      .select({
        detail: claims_desk_authorizations,
        plan_code: beneficiaries.plan_code,
        coverage_plan: beneficiaries.coverage_plan,
      })
      .from(claims_desk_authorizations)
      .innerJoin(authorizations, eq(authorizations.id, claims_desk_authorizations.authorization_id))
      .leftJoin(beneficiaries, eq(beneficiaries.id, authorizations.beneficiary_id))
      .where(eq(claims_desk_authorizations.authorization_id, row.authorization_id));
    return {
      prescribed: doc.detail.products as PrescribedProduct[],
      automatic: doc.detail.transaction_type === AUTOMATIC_DISPENSATION,
      coinsurancePercent: costSharingOf(doc.plan_code ?? "", doc.coverage_plan ?? "PBS").coinsurancePercent,
    };
  }

  /** Judges a dispensation's products against its document (the sponsor's work) and stores the answer. */
  async function judge(
    tx: Db,
    row: DispensationRow,
    sent: DispensedProduct[],
    doc: Awaited<ReturnType<typeof documentOfDispensation>>,
  ): Promise<DispensationRow> {
    const answer = judgeDispensation(sent, doc.prescribed, doc.coinsurancePercent);
    const [saved] = await tx
      .update(dispensations)
      .set({
        status: answer.status,
        products: answer.products,
        errors: answer.status === "ERROR" ? answer.errors : [],
        total: answer.status === "APPROVED" ? answer.total.toFixed(2) : null,
        updated_at: deps.now(),
      })
      .where(eq(dispensations.id, row.id))
      .returning();
    return saved;
  }

  routes.get("/v1/prescriptions/:id", async (c) => {
    const user = requireClaimsDeskUser(c);
    const idText = c.req.param("id");
    if (!INT.test(idText)) throw notFound();
    const [request] = await db
      .select({ id: v2_authorization_requests.id, provider_slug: v2_authorization_requests.provider_slug })
      .from(v2_authorization_requests)
      .where(eq(v2_authorization_requests.id, Number(idText)));
    if (!request) throw notFound();
    const rows = await db
      .select({ authorization: authorizations, detail: claims_desk_authorizations })
      .from(claims_desk_authorizations)
      .innerJoin(authorizations, eq(authorizations.id, claims_desk_authorizations.authorization_id))
      .where(
        and(
          eq(claims_desk_authorizations.request_id, request.id),
          inArray(claims_desk_authorizations.transaction_type, [...PRESCRIPTION_TYPES]),
        ),
      )
      .orderBy(asc(authorizations.id));
    if (rows.length === 0) throw notFound();
    if (request.provider_slug !== user.provider_slug) throw forbidden();
    const lang = langOf(c);
    const made = await db
      .select({
        id: dispensations.id,
        status: dispensations.status,
        document_code: dispensations.document_code,
      })
      .from(dispensations)
      .where(eq(dispensations.request_id, request.id))
      .orderBy(asc(dispensations.id));
    return c.json({
      id: request.id,
      sponsor_slug: rows[0].authorization.sponsor_slug,
      currency_code: rows[0].authorization.currency_code,
      authorizations: rows.map(({ authorization: a, detail: d }) => ({
        id: a.id,
        code: a.authorization_code,
        status: a.status,
        transaction_type: d.transaction_type,
        automatic_dispensation: d.transaction_type === AUTOMATIC_DISPENSATION,
        products: (d.products as PrescribedProduct[]).map((p, index) => ({
          id: index + 1,
          product_id: p.product_id ?? null,
          product_name: p.product_name,
          product_type_slug: p.product_type_slug,
          quantity: p.quantity,
          status: p.result,
          reason: reasonText(p.reason_code, lang),
          dispensable: isDispensable(p.result),
        })),
      })),
      dispensations: made,
    });
  });

  routes.post("/v1/documents/:code/dispensations", async (c) => {
    const user = requireClaimsDeskUser(c);
    const body = check<DispensationBody>(dispensationBody, await readJson(c));
    checkDecimals(body.products);
    const { authorization, detail } = await documentOf(db, c.req.param("code"), user.provider_slug);
    if (body.currencyCode !== authorization.currency_code)
      throw validationError(`currencyCode must be ${authorization.currency_code}`);
    const prescribed = detail.products as PrescribedProduct[];
    checkKnownProducts(body, prescribed);
    const job = await createJob(deps, {
      kind: DISPENSATION_JOB_KIND,
      provider: user.provider_slug,
      userId: user.id,
      subject: authorization.authorization_code,
      total: body.products.length,
      // The sponsor answers at the first poll, which the 202 invites at once (Retry-After: 0).
      steps: 1,
      status: "IN_PROGRESS",
    });
    const now = deps.now();
    const [row] = await db
      .insert(dispensations)
      .values({
        provider_slug: user.provider_slug,
        request_id: detail.request_id,
        authorization_id: authorization.id,
        document_code: authorization.authorization_code,
        job_id: job.id,
        status: "PENDING",
        currency_code: authorization.currency_code,
        products: sentProducts(body, prescribed, detail.transaction_type === AUTOMATIC_DISPENSATION),
        external_verifications: body.externalVerifications ?? null,
        created_by: user.id,
        created_at: now,
        updated_at: now,
      })
      .returning();
    const accepted = acceptJob(c, `${deps.config.apiBase}/dispensing/v1/dispensations/${row.id}`, {
      id: row.id,
      status: "PENDING",
    });
    accepted.headers.set("retry-after", "0");
    return accepted;
  });

  routes.get("/v1/dispensations/:id", async (c) => {
    const user = requireClaimsDeskUser(c);
    let row = await ownDispensation(db, c.req.param("id"), user.provider_slug);
    if (row.status === "PENDING") {
      const job = await pollJob(deps, row.job_id, DISPENSATION_JOB_KIND, user.provider_slug, async (tx) => {
        const pending = await ownDispensation(tx, String(row.id), user.provider_slug);
        const saved = await judge(
          tx,
          pending,
          pending.products as DispensedProduct[],
          await documentOfDispensation(tx, pending),
        );
        const failed = (saved.errors as unknown[]).length;
        return {
          status: saved.status === "ERROR" ? "ERROR" : "COMPLETED",
          processed: (saved.products as unknown[]).length - failed,
          failed,
          error_code: saved.status === "ERROR" ? "EMPTY_APPROVED_PRODUCTS" : undefined,
        } satisfies JobOutcome;
      });
      retryAfterWhileRunning(c, job.status);
      row = await ownDispensation(db, String(row.id), user.provider_slug);
    }
    return c.json(dispensationWire(row, langOf(c)));
  });

  routes.put("/v1/dispensations/:id", async (c) => {
    const user = requireClaimsDeskUser(c);
    const body = check<DispensationUpdateBody>(dispensationUpdateBody, await readJson(c));
    checkDecimals(body.products);
    const saved = await db.transaction(async (tx) => {
      const row = await ownDispensation(tx as unknown as Db, c.req.param("id"), user.provider_slug);
      if (row.status === "PENDING" || row.status === "COMPLETED")
        throw new ApiError(
          409,
          `DISPENSATION_${row.status}`,
          `The dispensation is ${row.status} and cannot change`,
        );
      const doc = await documentOfDispensation(tx as unknown as Db, row);
      checkKnownProducts(body, doc.prescribed);
      return judge(tx as unknown as Db, row, sentProducts(body, doc.prescribed, doc.automatic), doc);
    });
    return c.json(dispensationWire(saved, langOf(c)));
  });

  routes.post("/v1/dispensations/:id/complete", async (c) => {
    const user = requireClaimsDeskUser(c);
    const body = check<DispensationCompletionBody>(dispensationCompletionBody, await readJson(c));
    const row = await ownDispensation(db, c.req.param("id"), user.provider_slug);
    // A completion already done answers the dispensation as it is (docs/decisions.md "Moves already done").
    if (row.status === "COMPLETED") return c.json(dispensationWire(row, langOf(c)));
    if (row.status !== "APPROVED")
      throw new ApiError(
        409,
        "DISPENSATION_NOT_APPROVED",
        `The dispensation is ${row.status} and cannot be completed`,
      );
    if (!hasTwoDecimalsAtMost(body.amount) || toCents(body.amount) !== toCents(Number(row.total)))
      throw validationError(`amount must be the dispensation's total ${Number(row.total).toFixed(2)}`);
    if (body.documentDate > deps.now().toISOString().slice(0, 10))
      throw validationError("documentDate must not be after today");
    const [saved] = await db
      .update(dispensations)
      .set({
        status: "COMPLETED",
        amount: body.amount.toFixed(2),
        document_date: body.documentDate,
        document_number: body.documentNumber.trim(),
        provider_transaction_id: body.providerTransactionId ?? null,
        completed_at: deps.now(),
        updated_at: deps.now(),
      })
      .where(and(eq(dispensations.id, row.id), eq(dispensations.status, "APPROVED")))
      .returning();
    return c.json(
      dispensationWire(saved ?? (await ownDispensation(db, String(row.id), user.provider_slug)), langOf(c)),
    );
  });

  return routes;
}

/** Found by sandbox/routes/service-modules.ts; mounted under /api/dispensing. */
export const service = defineServiceModule({
  mount: "/dispensing",
  routes: dispensingRoutes,
  seed: seedPrescriptions,
});
