/**
 * The sponsor's result of a product of an authorization request (000 §4 "product results:
 * APPROVED, REJECTED, MANUAL_APPROVAL_REQUIRED"; docs/api-contract.md "Authorizations of the
 * claims desk"), as a value catalogue (schemas/entities/value-catalogues.ts): the portal shows a
 * result by its label (`valueLabel`, labels in locales/<lng>/new-authorization-billing.json).
 */
import type { ValueCatalogue } from "../entities/value-catalogues";

/** The results, in the order of 000 §4. */
export const PRODUCT_RESULTS = ["APPROVED", "REJECTED", "MANUAL_APPROVAL_REQUIRED"] as const;

/** One result. */
export type ProductResult = (typeof PRODUCT_RESULTS)[number];

/** The catalogue of product results. */
export const PRODUCT_RESULT_CATALOGUE = {
  labels: "newAuthorization.billing.results",
  values: PRODUCT_RESULTS,
} as const satisfies ValueCatalogue;
