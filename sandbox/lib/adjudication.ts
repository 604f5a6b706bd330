/**
 * The sponsor's answer to a claims-desk authorization request, deterministic (issue 20 §5, §7
 * "deterministic adjudication: the same request gets the same product results, with some REJECTED
 * and MANUAL_APPROVAL_REQUIRED by rule"; 000 §4 "product results"; docs/api-contract.md
 * "Authorizations of the claims desk"). Pure: no clock, no database, no randomness.
 *
 * Rules, in order, per product:
 * - a quantity above {@link MAX_APPROVED_QUANTITY} → REJECTED (`QUANTITY_ABOVE_LIMIT`);
 * - a provider product code ending in 9 → REJECTED (`NOT_COVERED`);
 * - a provider product code ending in 7 → MANUAL_APPROVAL_REQUIRED (`MANUAL_REVIEW`);
 * - otherwise APPROVED.
 * A product's amount is its unit price ({@link unitPrice}, from its code) × quantity; the
 * authorization's amount is the sum of its APPROVED products; cost-sharing (copayment, a fixed
 * amount once per authorization with an approved product, and coinsurance, a percent of the
 * amount) by the beneficiary's plan ({@link costSharingOf}); total to pay = copayment + coinsurance.
 */
import type { Lang } from "./messages";

/** A product's result (000 §4 "product results"). */
export type ProductResult = "APPROVED" | "REJECTED" | "MANUAL_APPROVAL_REQUIRED";

/** Why the sponsor answered so (a code; {@link reasonText} says it in words). */
export type ResultReason = "QUANTITY_ABOVE_LIMIT" | "NOT_COVERED" | "MANUAL_REVIEW" | null;

/** The largest quantity of one product a sponsor approves without refusing it. */
export const MAX_APPROVED_QUANTITY = 10;

/** A product as the request carries it. */
export interface AdjudicatedInput {
  product_id?: number;
  product_type_slug: string;
  quantity: number;
  provider_product_code: string;
}

/** A product with the sponsor's answer (amounts in the authorization's currency, 2 decimals). */
export interface AdjudicatedProduct extends AdjudicatedInput {
  result: ProductResult;
  reason_code: ResultReason;
  /** Unit price × quantity. */
  amount: number;
  /** The patient's share of this product (coinsurance of an APPROVED product; else 0). */
  copayment: number;
}

/** Cost-sharing of a sponsor's plan (000 §5 "cost-sharing (copayment, coinsurance)"). */
export interface CostSharing {
  /** A fixed amount per authorization with an approved product. */
  copayment: number;
  /** Percent of the approved amount the patient pays (0–100). */
  coinsurancePercent: number;
}

/** An authorization's totals. */
export interface AuthorizationAmounts {
  amount: number;
  copayment: number;
  coinsurance_percent: number;
  total_to_pay: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A product's unit price from its code: 250 + 75 × (sum of its character codes mod 10). */
export function unitPrice(code: string): number {
  let sum = 0;
  for (const ch of code) sum += ch.charCodeAt(0);
  return 250 + 75 * (sum % 10);
}

/** The sponsor's result for one product (the rules of the file comment). */
export function adjudicateProduct(product: AdjudicatedInput, coinsurancePercent: number): AdjudicatedProduct {
  const code = product.provider_product_code;
  let result: ProductResult = "APPROVED";
  let reason: ResultReason = null;
  if (product.quantity > MAX_APPROVED_QUANTITY) {
    result = "REJECTED";
    reason = "QUANTITY_ABOVE_LIMIT";
  } else if (code.endsWith("9")) {
    result = "REJECTED";
    reason = "NOT_COVERED";
  } else if (code.endsWith("7")) {
    result = "MANUAL_APPROVAL_REQUIRED";
    reason = "MANUAL_REVIEW";
  }
  const amount = round2(unitPrice(code) * product.quantity);
  const copayment = result === "APPROVED" ? round2((amount * coinsurancePercent) / 100) : 0;
  return { ...product, result, reason_code: reason, amount, copayment };
}

/** Cost-sharing by coverage plan (000 §9 PBS/NPBS), unless the sponsor or the plan has its own. */
const BY_COVERAGE_PLAN: Record<string, CostSharing> = {
  PBS: { copayment: 100, coinsurancePercent: 10 },
  NPBS: { copayment: 250, coinsurancePercent: 20 },
};
/** A sponsor's own cost-sharing (do-senasa, the public insurer: none on its subsidized plan). */
const BY_PLAN: Record<string, CostSharing> = {
  "SEN-SUBSIDIZED": { copayment: 0, coinsurancePercent: 0 },
  "UNI-MAX": { copayment: 0, coinsurancePercent: 5 },
  "HUM-PLATINUM": { copayment: 150, coinsurancePercent: 10 },
};

/**
 * The cost-sharing of a beneficiary's plan (sandbox/seed/sponsor-plans.ts plans): the plan's own
 * when it has one, else its coverage plan's (PBS: 100 and 10 %; NPBS: 250 and 20 %).
 */
export function costSharingOf(planCode: string, coveragePlan: string): CostSharing {
  return BY_PLAN[planCode] ?? BY_COVERAGE_PLAN[coveragePlan] ?? BY_COVERAGE_PLAN.PBS;
}

/**
 * Adjudicates an authorization's products and sums its amounts.
 * @returns the products with their results and the authorization's amount, copayment, coinsurance
 * percent and total to pay (all 0 when nothing is APPROVED).
 */
export function adjudicate(
  products: readonly AdjudicatedInput[],
  sharing: CostSharing,
): { products: AdjudicatedProduct[]; amounts: AuthorizationAmounts } {
  const results = products.map((p) => adjudicateProduct(p, sharing.coinsurancePercent));
  const approved = results.filter((p) => p.result === "APPROVED");
  const amount = round2(approved.reduce((sum, p) => sum + p.amount, 0));
  const copayment = approved.length > 0 ? sharing.copayment : 0;
  const coinsurance = round2((amount * sharing.coinsurancePercent) / 100);
  return {
    products: results,
    amounts: {
      amount,
      copayment,
      coinsurance_percent: sharing.coinsurancePercent,
      total_to_pay: round2(copayment + coinsurance),
    },
  };
}

const REASONS: Record<Exclude<ResultReason, null>, Record<"es" | "en" | "pt", string>> = {
  QUANTITY_ABOVE_LIMIT: {
    es: `La cantidad supera el máximo de ${MAX_APPROVED_QUANTITY} que cubre el plan`,
    en: `The quantity is above the plan's limit of ${MAX_APPROVED_QUANTITY}`,
    pt: `A quantidade excede o limite de ${MAX_APPROVED_QUANTITY} do plano`,
  },
  NOT_COVERED: {
    es: "El producto no está cubierto por el plan",
    en: "The product is not covered by the plan",
    pt: "O produto não é coberto pelo plano",
  },
  MANUAL_REVIEW: {
    es: "El patrocinador revisará la solicitud manualmente",
    en: "The sponsor will review the request manually",
    pt: "O patrocinador revisará a solicitação manualmente",
  },
};

/** The sponsor's reason in the caller's language (es-DO as es), or null when there is none. */
export function reasonText(reason: ResultReason, lang: Lang): string | null {
  if (!reason) return null;
  return REASONS[reason][lang === "es-DO" ? "es" : lang];
}
