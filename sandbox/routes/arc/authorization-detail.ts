/**
 * The authorization detail (000 §2 "Authorization detail", §3 "Authorization detail" fields, §5
 * OUTPATIENT_CARE and files; issue 21 §1, §4; docs/api-contract.md "Authorization detail"; the
 * spec has no v1 detail call: docs/decisions.md "The authorization detail"), a found service module
 * under /arc:
 * `GET /arc/v1/providers/{provider}/authorizations/{authorization_id}` → every detail field, for
 * the authorizations the claims desk made (their `claims_desk_authorizations` row) and for the
 * recorded ones (seeded: derived at read time, ./authorization-detail/recorded.ts), with its
 * claim, settlement, files and document policy (./authorization-detail/policy.ts);
 * `GET …/authorizations/{authorization_id}/files/{file_id}` → the bytes of one of its files (attached
 * to its request or uploaded to its claim), streamed from the file store.
 * A bad id → 400 naming `authorization_id`; unknown → 404; another provider's → 403.
 */
import { eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import {
  authorizations,
  beneficiaries,
  claims,
  medical_diagnoses,
  provider_branches,
  providers,
  settlement_claims,
  sponsors,
} from "../../db/schema";
import { claim_details, claims_desk_authorizations } from "../../db/schema-claims-desk";
import { storedFileResponse } from "../../lib/stored-uploads";
import { requireClaimsDeskUser } from "../../lib/access";
import { costSharingOf, reasonText, type AdjudicatedProduct } from "../../lib/adjudication";
import type { AppDeps, AppEnv } from "../../lib/context";
import { forbidden, notFound, validationError } from "../../lib/errors";
import { isUuid } from "../../lib/query";
import type { Lang } from "../../lib/messages";
import { productClaimResult } from "../../../schemas/claims-desk/product-claim-results";
import { defineServiceModule } from "../service-modules";
import { authorizationDocuments, authorizationFile } from "./authorization-detail/policy";
import {
  recordedDetail,
  type DetailProduct,
  type DetailTreatment,
  type RecordedDetail,
} from "./authorization-detail/recorded";

/** An authorization id: a positive integer of at most 9 digits (the column is a 32-bit integer). */
const AUTHORIZATION_ID = /^[1-9]\d{0,8}$/;

/** The authorization id of a path: 400 naming `authorization_id` unless {@link AUTHORIZATION_ID}. */
function authorizationIdOf(text: string): number {
  if (!AUTHORIZATION_ID.test(text)) throw validationError("authorization_id must be a positive integer");
  return Number(text);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The number of 30-day refills of a treatment lasting `days` (at least 1). */
const refillsOf = (days: unknown) => (typeof days === "number" && days > 0 ? Math.ceil(days / 30) : 1);

/** What a claims-desk authorization's detail row holds, as {@link RecordedDetail} says it. */
function deskDetail(
  d: typeof claims_desk_authorizations.$inferSelect,
  claim: { status: string | null; invoice: number | null; authorized: number },
  providerTransactionId: string | null,
): RecordedDetail {
  const treatments = d.treatments as Record<string, unknown>[];
  const doctor = d.doctor as Record<string, string | undefined>;
  const products = (d.products as (AdjudicatedProduct & { product_name?: string })[]).map(
    (p, index): DetailProduct => {
      const treatment = treatments.find(
        (t) =>
          Array.isArray(t.product_ids) && p.product_id !== undefined && t.product_ids.includes(p.product_id),
      );
      const numberOfRefills = treatment ? refillsOf(treatment.treatment_duration_days) : 1;
      return {
        id: index + 1,
        product_id: p.product_id ?? null,
        product_name: p.product_name ?? p.provider_product_code,
        product_type_slug: p.product_type_slug,
        provider_product_code: p.provider_product_code,
        quantity: p.quantity,
        refill_number: 1,
        number_of_refills: numberOfRefills,
        result: p.result,
        claim_result: productClaimResult({
          result: p.result,
          claimStatus: claim.status,
          refillNumber: 1,
          numberOfRefills,
          invoiceAmount: claim.invoice,
          authorizedAmount: claim.authorized,
        }),
        reason_code: p.reason_code,
        amount: p.amount,
        copayment: p.copayment,
      };
    },
  );
  return {
    transaction_type: d.transaction_type,
    product_type: d.product_type,
    doctor: {
      license_number: doctor.license_number ?? "",
      country_code: doctor.country_code ?? "",
      specialty: doctor.specialty ?? "",
      name: doctor.name ?? "",
    },
    diagnoses: d.diagnoses as RecordedDetail["diagnoses"],
    products,
    treatments: treatments.map((t): DetailTreatment => ({
      brand: typeof t.brand === "string" ? t.brand : null,
      compositions: Array.isArray(t.compositions) ? (t.compositions as string[]) : [],
      indications: Array.isArray(t.indications) ? (t.indications as string[]) : [],
      treatment_duration_days:
        typeof t.treatment_duration_days === "number" ? t.treatment_duration_days : null,
      quantity: typeof t.quantity === "number" ? t.quantity : null,
    })),
    provider_transaction_id: providerTransactionId ?? "",
    biometric_reading_id: d.biometric_reading_id,
  };
}

function detailRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db = deps.handle.db;

  routes.get("/v1/providers/:provider/authorizations/:authorization_id", async (c) => {
    const provider = c.req.param("provider");
    requireClaimsDeskUser(c, provider);
    const id = authorizationIdOf(c.req.param("authorization_id"));
    const [row] = await db
      .select({
        a: authorizations,
        beneficiary: {
          name: beneficiaries.name,
          member_code: beneficiaries.member_code,
          plan_code: beneficiaries.plan_code,
          coverage_plan: beneficiaries.coverage_plan,
        },
        sponsor_name: sponsors.name,
        provider_name: providers.name,
        branch_name: provider_branches.name,
        claim: { id: claims.id, status: claims.claim_status },
        claim_detail: {
          invoice_amount: claim_details.invoice_amount,
          provider_transaction_id: claim_details.provider_transaction_id,
        },
        settlement_id: settlement_claims.settlement_id,
        desk: claims_desk_authorizations,
      })
      .from(authorizations)
      .innerJoin(beneficiaries, eq(beneficiaries.id, authorizations.beneficiary_id))
      .innerJoin(sponsors, eq(sponsors.slug, authorizations.sponsor_slug))
      .innerJoin(providers, eq(providers.slug, authorizations.provider_slug))
      .innerJoin(provider_branches, eq(provider_branches.id, authorizations.provider_branch_id))
      .leftJoin(claims, eq(claims.authorization_id, authorizations.id))
      .leftJoin(claim_details, eq(claim_details.claim_id, claims.id))
      .leftJoin(settlement_claims, eq(settlement_claims.claim_id, claims.id))
      .leftJoin(
        claims_desk_authorizations,
        eq(claims_desk_authorizations.authorization_id, authorizations.id),
      )
      .where(eq(authorizations.id, id));
    if (!row) throw notFound();
    if (row.a.provider_slug !== provider) throw forbidden();
    const a = row.a;
    const claimStatus = row.claim?.status ?? null;
    const sharing = costSharingOf(row.beneficiary.plan_code, row.beneficiary.coverage_plan);
    const detail = row.desk
      ? deskDetail(
          row.desk,
          { status: claimStatus, invoice: row.claim_detail?.invoice_amount ?? null, authorized: a.amount },
          row.claim_detail?.provider_transaction_id ?? null,
        )
      : recordedDetail({
          id: a.id,
          coverage_type: a.coverage_type,
          amount: a.amount,
          claim_status: claimStatus,
          coinsurance_percent: sharing.coinsurancePercent,
        });
    const copayment = row.desk ? row.desk.copayment : a.amount > 0 ? sharing.copayment : 0;
    const coinsurancePercent = row.desk ? row.desk.coinsurance_percent : sharing.coinsurancePercent;
    const coinsurance = round2((a.amount * coinsurancePercent) / 100);
    // Discounts, taxes and advances: none for these authorizations (000 §9 "'0.00' when empty").
    const discount = 0;
    const taxes = 0;
    const advance = 0;
    const totalToPay = row.desk
      ? row.desk.total_to_pay
      : round2(Math.max(0, copayment + coinsurance + taxes - discount - advance));
    const codes = detail.diagnoses.map((d) => d.code);
    const names = new Map(
      codes.length === 0
        ? []
        : (
            await db
              .select({ code: medical_diagnoses.code, name: medical_diagnoses.name })
              .from(medical_diagnoses)
              .where(inArray(medical_diagnoses.code, codes))
          ).map((d) => [d.code, d.name] as const),
    );
    const { state, files } = await authorizationDocuments(db, a.id);
    const lang: Lang = c.get("lang") ?? "es";
    return c.json({
      id: a.id,
      authorization_id: a.id,
      authorization_code: a.authorization_code,
      authorization_request_id: row.desk?.request_id ?? null,
      claim_id: row.claim?.id ?? null,
      claim_status: claimStatus,
      status: a.status,
      transaction_type: detail.transaction_type,
      product_type: detail.product_type,
      created_at: a.created_at,
      provider_slug: a.provider_slug,
      provider_name: row.provider_name,
      provider_branch_id: a.provider_branch_id,
      provider_branch_name: row.branch_name,
      sponsor_slug: a.sponsor_slug,
      sponsor_name: row.sponsor_name,
      sponsor_transaction_id: a.sponsor_transaction_id,
      provider_transaction_id: detail.provider_transaction_id || null,
      biometric_reading_id: detail.biometric_reading_id,
      beneficiary_id: a.beneficiary_id,
      beneficiary_name: row.beneficiary.name,
      beneficiary_member_code: row.beneficiary.member_code,
      doctor_medical_license_number: detail.doctor.license_number,
      doctor_country_code: detail.doctor.country_code,
      doctor_specialty_name: detail.doctor.specialty,
      doctor_name: detail.doctor.name,
      diagnoses: detail.diagnoses.map((d) => ({ ...d, name: names.get(d.code) ?? null })),
      products: detail.products.map(({ reason_code, ...p }) => ({
        ...p,
        reason: reasonText(reason_code as Parameters<typeof reasonText>[0], lang),
      })),
      treatments: detail.treatments,
      settlement_id: row.settlement_id ?? null,
      currency_code: a.currency_code,
      amount: a.amount,
      copayment,
      coinsurance_percent: coinsurancePercent,
      coinsurance,
      discount,
      taxes,
      advance,
      total_to_pay: totalToPay,
      files,
      required_documents: state.slots,
      uploaded_files: state.uploaded,
      total_files_to_upload: state.required,
      satisfies_document_policy: state.satisfies,
    });
  });
  routes.get("/v1/providers/:provider/authorizations/:authorization_id/files/:file_id", async (c) => {
    const provider = c.req.param("provider");
    requireClaimsDeskUser(c, provider);
    const id = authorizationIdOf(c.req.param("authorization_id"));
    const [own] = await db
      .select({ provider_slug: authorizations.provider_slug })
      .from(authorizations)
      .where(eq(authorizations.id, id));
    if (!own) throw notFound();
    if (own.provider_slug !== provider) throw forbidden();
    const fileId = c.req.param("file_id").toLowerCase();
    const stored = isUuid(fileId) ? await authorizationFile(db, id, fileId) : undefined;
    if (!stored) throw notFound();
    return storedFileResponse(db, stored);
  });
  return routes;
}

/** The authorization detail, under `/api/arc`. */
export const service = defineServiceModule({ mount: "/arc", routes: detailRoutes });
