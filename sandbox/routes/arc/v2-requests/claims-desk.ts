/**
 * The claims desk's authorization requests (issue 20 §5; 000 §4 "Authorization request creation",
 * "product results"; docs/api-contract.md "Authorizations of the claims desk"): the same calls as
 * the v2 requests (sandbox/routes/arc/v2-requests.ts), sent by a claims-desk user with
 * `transaction_type` and `provider_branch_id`. Processing makes claims-desk `authorizations` rows
 * (the home list's table) with the sponsor's deterministic answer (sandbox/lib/adjudication.ts),
 * their detail in `claims_desk_authorizations`; the poll answer lists them with their products'
 * results, amounts, required documents and files.
 */
import { and, asc, eq, inArray, max } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "../../../db/client";
import {
  authorizations,
  beneficiaries,
  medical_products,
  provider_branches,
  sponsors,
  type UserRow,
} from "../../../db/schema";
import { claims_desk_authorization_files, claims_desk_authorizations } from "../../../db/schema-claims-desk";
import { adjudicate, costSharingOf, reasonText, type AdjudicatedProduct } from "../../../lib/adjudication";
import { documentPolicy, type DocumentPolicyRow } from "../claims-desk-policies";
import { defaultProductCode } from "../../../../schemas/claims-desk/clinical-rules";
import { claimsDeskDoctorProblem } from "../../../../schemas/claims-desk/doctor-rules";
import { requireUser } from "../../../lib/auth";
import type { AppDeps, AppEnv } from "../../../lib/context";
import { forbidden, validationError } from "../../../lib/errors";
import type { JobOutcome } from "../../../lib/jobs";
import type { Lang } from "../../../lib/messages";
import { CLAIMS_DESK_BRANDED_ROLES } from "../../../lib/access";
import {
  CLAIMS_DESK_PRODUCT_TYPES,
  type AuthorizationRequestBody,
  type ProductBody,
} from "../../../../schemas/requests/authorization-request";
import { isV2ProductType } from "../../../../schemas/v2/requests";
import type { RequestRow } from "./shared";

/** Who may send a request: a user without claims (v2) or a claims-desk user. */
export type RequestUserKind = "v2" | "claims-desk";

/**
 * The caller of the request calls and which kind of requester they are.
 * @throws 401 without a session, 403 for an RCM user or a branded role other than ADMINISTRATOR and AUTHORIZER.
 */
export function requireRequestUser(c: Context<AppEnv>): { user: UserRow; kind: RequestUserKind } {
  const user = requireUser(c);
  if (user.is_user_without_claims) return { user, kind: "v2" };
  if (user.is_rcm_user) throw forbidden();
  if (user.is_branded_user && !CLAIMS_DESK_BRANDED_ROLES.includes(user.branded_role ?? "")) throw forbidden();
  return { user, kind: "claims-desk" };
}

/** True when the request was sent by the claims desk (it carries a transaction type). */
export function isClaimsDeskRequest(request: Pick<RequestRow, "payload">): boolean {
  return (request.payload as AuthorizationRequestBody).transaction_type !== undefined;
}

/** The first id of authorizations the claims desk's requests make (apart from the seeded ones). */
export const FIRST_CLAIMS_DESK_AUTHORIZATION_ID = 900_001;

/**
 * Checks a body against its sender: a v2 user sends no transaction type and v2 product types; a
 * claims-desk user sends a transaction type, a branch of their provider, claims-desk product types
 * and a doctor by the desk's rules (schemas/claims-desk/doctor-rules.ts: licence, country, onset
 * not after `now`'s day).
 * @throws 400 naming the field.
 */
export async function checkRequester(
  db: Db,
  user: UserRow,
  kind: RequestUserKind,
  body: AuthorizationRequestBody,
  now: Date,
): Promise<void> {
  const products = body.products ?? [];
  if (kind === "v2") {
    if (body.transaction_type !== undefined)
      throw validationError("transaction_type is not an allowed field");
    const other = products.findIndex((p) => !isV2ProductType(p.product_type_slug));
    if (other >= 0) throw validationError(`products.${other}.product_type_slug is not a v2 product type`);
    return;
  }
  if (body.transaction_type === undefined) throw validationError("transaction_type is required");
  const doctor = claimsDeskDoctorProblem(body, now.toISOString().slice(0, 10));
  if (doctor) throw validationError(doctor);
  const types: readonly string[] = CLAIMS_DESK_PRODUCT_TYPES;
  const other = products.findIndex((p) => !types.includes(p.product_type_slug));
  if (other >= 0)
    throw validationError(`products.${other}.product_type_slug must be one of ${types.join(", ")}`);
  const [branch] = await db
    .select({ id: provider_branches.id })
    .from(provider_branches)
    .where(
      and(
        eq(provider_branches.id, body.provider_branch_id ?? 0),
        eq(provider_branches.provider_slug, user.provider_slug),
      ),
    );
  if (!branch)
    throw validationError(`provider_branch_id: ${body.provider_branch_id} is not a branch of yours`);
}

/** A document an authorization needs (`required_documents` of the poll answer): the policy's row without its product type. */
export type RequiredDocument = Omit<DocumentPolicyRow, "product_type_slug">;

/**
 * The documents of an authorization of `productType`: the sponsor's document policy
 * (sandbox/routes/arc/claims-desk-policies.ts, the one the portal reads at
 * `document-policy/authorizations`).
 */
export function requiredDocumentsOf(productType: string, requiresInvoice: boolean): RequiredDocument[] {
  return documentPolicy([productType], requiresInvoice).map(
    ({ product_type_slug: _type, ...document }) => document,
  );
}

/** 000 §5 the consultation's code when none is chosen: the sponsor's default (890202, 1086), else 1086. */
const FALLBACK_CONSULTATION_CODE = "1086";

/**
 * The products of each authorization a claims-desk request makes: OUTPATIENT_CARE one, with its
 * products or else the sponsor's consultation product (000 §5 default codes); the others one per
 * product type, none without products.
 */
export function groupsOf(body: AuthorizationRequestBody): [string, ProductBody[]][] {
  const products = body.products ?? [];
  if (body.transaction_type === "OUTPATIENT_CARE") {
    const list: ProductBody[] =
      products.length > 0
        ? products
        : [
            {
              product_type_slug: "outpatient-consultation",
              quantity: 1,
              provider_product_code: defaultProductCode(body.sponsor_slug) ?? FALLBACK_CONSULTATION_CODE,
            },
          ];
    return [[list[0].product_type_slug, list]];
  }
  const byType = new Map<string, ProductBody[]>();
  for (const p of products) byType.set(p.product_type_slug, [...(byType.get(p.product_type_slug) ?? []), p]);
  return [...byType];
}

/**
 * The medicines of a request's treatments as products (000 §3: a treatment names its medicines by
 * `product_ids`): each medicine once per treatment, with the treatment's quantity and the
 * catalogue's code and type (`catalogue`, by product id); an id not in the catalogue is left out.
 * Without them a prescription-drugs request (treatments, no products) made no authorization.
 */
export function treatmentProductsOf(
  body: AuthorizationRequestBody,
  catalogue: ReadonlyMap<number, { code: string; product_type_slug: string }>,
): ProductBody[] {
  return (body.treatments ?? []).flatMap((treatment) => {
    const ids = Array.isArray(treatment.product_ids) ? (treatment.product_ids as number[]) : [];
    const quantity =
      typeof treatment.quantity === "number" && treatment.quantity > 0 ? treatment.quantity : 1;
    return ids.flatMap((id) => {
      const row = catalogue.get(id);
      return row
        ? [
            {
              product_id: id,
              product_type_slug: row.product_type_slug as ProductBody["product_type_slug"],
              quantity,
              provider_product_code: row.code,
            },
          ]
        : [];
    });
  });
}

/**
 * Processes a claims-desk request (the sponsor's work), inside the transaction of its job:
 * ERROR when the beneficiary is not the sponsor's; else its authorizations with their results.
 */
export async function processClaimsDeskRequest(
  deps: AppDeps,
  tx: Db,
  request: RequestRow,
): Promise<JobOutcome> {
  const sent = request.payload as AuthorizationRequestBody;
  const treatmentIds = (sent.treatments ?? []).flatMap((t) =>
    Array.isArray(t.product_ids) ? (t.product_ids as number[]) : [],
  );
  const catalogue = new Map(
    treatmentIds.length === 0
      ? []
      : (
          await tx
            .select({
              id: medical_products.id,
              code: medical_products.code,
              product_type_slug: medical_products.product_type_slug,
            })
            .from(medical_products)
            .where(inArray(medical_products.id, treatmentIds))
        ).map((row) => [row.id, row] as const),
  );
  const body: AuthorizationRequestBody = {
    ...sent,
    products: [...(sent.products ?? []), ...treatmentProductsOf(sent, catalogue)],
  };
  const [person] = await tx
    .select({
      sponsor_slug: beneficiaries.sponsor_slug,
      plan_code: beneficiaries.plan_code,
      coverage_plan: beneficiaries.coverage_plan,
      currency_code: beneficiaries.currency_code,
    })
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
  const currency = person.currency_code;
  const [sponsor] = await tx
    .select({ requires_invoice: sponsors.requires_invoice })
    .from(sponsors)
    .where(eq(sponsors.slug, request.sponsor_slug));
  const sharing = costSharingOf(person.plan_code, person.coverage_plan);
  const ids = (body.products ?? []).flatMap((p) => (p.product_id ? [p.product_id] : []));
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await tx
            .select({ id: medical_products.id, name: medical_products.name })
            .from(medical_products)
            .where(inArray(medical_products.id, ids))
        ).map((row) => [row.id, row.name] as const),
  );
  const [{ top }] = await tx.select({ top: max(authorizations.id) }).from(authorizations);
  let id = Math.max(FIRST_CLAIMS_DESK_AUTHORIZATION_ID, (top ?? 0) + 1);
  let n = 1;
  for (const [productType, products] of groupsOf(body)) {
    const { products: results, amounts } = adjudicate(products, sharing);
    const approved = results.some((p) => p.result === "APPROVED");
    await tx.insert(authorizations).values({
      id,
      authorization_code: `CD-${request.id}-${n}`,
      provider_slug: request.provider_slug,
      provider_branch_id: body.provider_branch_id ?? 0,
      sponsor_slug: request.sponsor_slug,
      beneficiary_id: request.beneficiary_id,
      coverage_type: body.transaction_type ?? "OUTPATIENT_CARE",
      status: approved ? "READY" : "REJECTED",
      sponsor_transaction_id: `TX-${request.id}-${n}`,
      amount: amounts.amount,
      currency_code: currency,
      is_required_external_sponsor_validations: results.some((p) => p.result === "MANUAL_APPROVAL_REQUIRED"),
      created_at: deps.now(),
    });
    await tx.insert(claims_desk_authorizations).values({
      authorization_id: id,
      request_id: request.id,
      transaction_type: body.transaction_type ?? "OUTPATIENT_CARE",
      product_type: productType,
      products: results.map((p) => ({
        ...p,
        product_name: (p.product_id && names.get(p.product_id)) || p.provider_product_code,
      })),
      diagnoses: body.diagnoses ?? [],
      treatments: body.treatments ?? [],
      doctor: {
        license_number: body.doctor_license_number,
        name: body.doctor_name,
        specialty: body.doctor_specialty,
        country_code: body.doctor_country_code,
        illness_onset: body.illness_onset,
      },
      biometric_reading_id:
        body.biometric_reading_id === undefined ? null : String(body.biometric_reading_id),
      copayment: amounts.copayment,
      coinsurance_percent: amounts.coinsurance_percent,
      total_to_pay: amounts.total_to_pay,
      required_documents: requiredDocumentsOf(productType, sponsor?.requires_invoice ?? false),
    });
    id += 1;
    n += 1;
  }
  return { status: "COMPLETED", processed: 1, failed: 0, result: { authorizations: n - 1 } };
}

/** A claims-desk authorization of a request, with its detail (the authorizations and claims_desk_authorizations rows). */
export async function requestAuthorizations(db: Db, requestId: number) {
  return db
    .select({ authorization: authorizations, detail: claims_desk_authorizations })
    .from(claims_desk_authorizations)
    .innerJoin(authorizations, eq(authorizations.id, claims_desk_authorizations.authorization_id))
    .where(eq(claims_desk_authorizations.request_id, requestId))
    .orderBy(asc(claims_desk_authorizations.authorization_id));
}

/** An authorization of the claims desk as the poll and the claim's detail answer it. */
export function authorizationWire(
  row: Awaited<ReturnType<typeof requestAuthorizations>>[number],
  files: readonly (typeof claims_desk_authorization_files.$inferSelect)[],
  lang: Lang,
) {
  const { authorization: a, detail: d } = row;
  return {
    id: a.id,
    authorization_code: a.authorization_code,
    sponsor_slug: a.sponsor_slug,
    transaction_type: d.transaction_type,
    coverage: a.coverage_type,
    status: a.status,
    product_type: d.product_type,
    currency_code: a.currency_code,
    amount: a.amount,
    copayment: d.copayment,
    coinsurance_percent: d.coinsurance_percent,
    total_to_pay: d.total_to_pay,
    products: (d.products as (AdjudicatedProduct & { product_name: string })[]).map((p, index) => ({
      id: index + 1,
      product_id: p.product_id ?? null,
      product_name: p.product_name,
      product_type_slug: p.product_type_slug,
      quantity: p.quantity,
      provider_product_code: p.provider_product_code,
      result: p.result,
      reason: reasonText(p.reason_code, lang),
      amount: p.amount,
      copayment: p.copayment,
    })),
    diagnoses: d.diagnoses,
    treatments: d.treatments,
    biometric_reading_id: d.biometric_reading_id,
    required_documents: d.required_documents as RequiredDocument[],
    files: files
      .filter((f) => f.authorization_id === a.id)
      .map((f) => ({
        id: f.id,
        document_type_slug: f.document_type_slug,
        file_name: f.file_name,
        size_bytes: f.size_bytes,
        attached: f.attached,
      })),
  };
}

/** The poll answer of a claims-desk request (docs/api-contract.md "Authorizations of the claims desk"). */
export async function claimsDeskAnswer(db: Db, request: RequestRow, lang: Lang) {
  const rows = await requestAuthorizations(db, request.id);
  const files = await db
    .select()
    .from(claims_desk_authorization_files)
    .where(eq(claims_desk_authorization_files.request_id, request.id))
    .orderBy(asc(claims_desk_authorization_files.created_at));
  return {
    id: request.id,
    status: request.status,
    error_message: request.error_message,
    sponsor_slug: request.sponsor_slug,
    authorizations: rows.map((row) => authorizationWire(row, files, lang)),
  };
}
