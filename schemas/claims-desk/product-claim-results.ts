/**
 * What the claim made of an approved product (000 §4 "product claim statuses add claimed and
 * partially claimed"; §3 products with `refillNumber`, `numberOfRefills`; issue 21 §1), written
 * once: the reference API answers it in the authorization detail, the portal shows it by its label
 * (`valueLabel`, labels in locales/<lng>/authorization-detail.json). Pure.
 */
import type { ValueCatalogue } from "../entities/value-catalogues";

/** The claim results, in the order of 000 §4. */
export const PRODUCT_CLAIM_RESULTS = ["CLAIMED", "PARTIALLY_CLAIMED"] as const;

/** One claim result. */
export type ProductClaimResult = (typeof PRODUCT_CLAIM_RESULTS)[number];

/** The catalogue of claim results. */
export const PRODUCT_CLAIM_RESULT_CATALOGUE = {
  labels: "authorizationDetail.claimResults",
  values: PRODUCT_CLAIM_RESULTS,
} as const satisfies ValueCatalogue;

/** Claim statuses in which the claim has been filed (the sponsor has it). */
const FILED = ["COMPLETED", "PAID"];

/**
 * The claim result of a product: none unless the product is APPROVED and its authorization's claim
 * is filed (COMPLETED or PAID); then PARTIALLY_CLAIMED when refills remain (`refillNumber` below
 * `numberOfRefills`) or the invoice is below the authorized amount, else CLAIMED.
 */
export function productClaimResult(p: {
  result: string;
  claimStatus: string | null;
  refillNumber: number;
  numberOfRefills: number;
  /** The claim's invoice amount and the authorized amount, when an invoice was sent. */
  invoiceAmount?: number | null;
  authorizedAmount?: number;
}): ProductClaimResult | null {
  if (p.result !== "APPROVED" || !p.claimStatus || !FILED.includes(p.claimStatus)) return null;
  const refillsLeft = p.refillNumber < p.numberOfRefills;
  const invoicedLess =
    p.invoiceAmount != null && p.authorizedAmount !== undefined && p.invoiceAmount < p.authorizedAmount;
  return refillsLeft || invoicedLess ? "PARTIALLY_CLAIMED" : "CLAIMED";
}
