/**
 * Shared data of the v2 area's additional products and authorization requests, used by the
 * reference API and the portal (issue 10 §3; 000 §3 "Authorization request payload", §4
 * "Asynchronous flows", §5, §7, §9; 001 §3, §9). Plain data and pure functions.
 */
import { v2DocumentPolicy } from "../upload-policies";

/**
 * Product types a request or an additional product may carry (001 §9 "Coverage and product-type
 * names for authorizations: DIAGNOSTIC_TESTS, LABORATORY, DIAGNOSTIC_TEST, DIAGNOSTIC_STUDY,
 * medical-procedure"), plus MEDICINE for prescription drugs (docs/decisions.md "v2 authorization
 * requests").
 */
export const V2_PRODUCT_TYPES = [
  "medical-procedure",
  "LABORATORY",
  "DIAGNOSTIC_TEST",
  "DIAGNOSTIC_STUDY",
  "DIAGNOSTIC_TESTS",
  "MEDICINE",
] as const;

/** One product type. */
export type V2ProductType = (typeof V2_PRODUCT_TYPES)[number];

/** The product type whose presence lets a request carry a risk manager (000 §5). */
export const MEDICAL_PROCEDURE = "medical-procedure";

/** True when `value` is a {@link V2ProductType}. */
export function isV2ProductType(value: string): value is V2ProductType {
  return (V2_PRODUCT_TYPES as readonly string[]).includes(value);
}

/**
 * The coverage of the authorization a request makes for a product type (docs/decisions.md "v2
 * authorization requests"): medical procedures → MEDICAL_PROCEDURES; laboratory and diagnostic
 * products → DIAGNOSTIC_TESTS; medicines → PRESCRIPTION_DRUGS.
 */
export function coverageOfProductType(type: V2ProductType): string {
  if (type === MEDICAL_PROCEDURE) return "MEDICAL_PROCEDURES";
  if (type === "MEDICINE") return "PRESCRIPTION_DRUGS";
  return "DIAGNOSTIC_TESTS";
}

/**
 * Statuses of an authorization request (000 §4; docs/api-contract.md): IN_PROGRESS while the
 * sponsor works (polled), CREATED when its authorizations exist and wait for their files, ERROR when
 * the sponsor refused it, COMPLETED after `POST …/{id}/complete`.
 */
export const V2_REQUEST_STATUSES = ["IN_PROGRESS", "CREATED", "ERROR", "COMPLETED"] as const;

/** One request status. */
export type V2RequestStatus = (typeof V2_REQUEST_STATUSES)[number];

/**
 * Documents of each authorization a request makes: the prescription (required, 20 MB) and an
 * additional document (optional, 10 MB) (000 §5 file limits; docs/decisions.md).
 */
export const V2_REQUEST_DOCUMENTS = [
  { documentTypeSlug: "PRESCRIPTION", required: true, maxBytes: v2DocumentPolicy("PRESCRIPTION").maxBytes },
  {
    documentTypeSlug: "ADDITIONAL_DOCUMENT",
    required: false,
    maxBytes: v2DocumentPolicy("ADDITIONAL_DOCUMENT").maxBytes,
  },
] as const;

/** The action of a sponsor form that sends additional products on its last step (000 §4). */
export const ADDITIONAL_PRODUCTS_ACTION = "ADDITIONAL_PRODUCTS";

/** Coverage of a reimbursement form (000 §4 "the form is not a reimbursement"). */
export const REIMBURSEMENT_COVERAGE = "REIMBURSEMENT";
