/**
 * Dispensing, written once for the portal and the reference API (000 §3 "Prescription",
 * "Dispensation cosharing"; §4 "Prescription: a product with status APPROVED is eligible for
 * dispensation", "Dispensing"; §7 "Dispensing"; §9 "Default dispensation tax 0.00", "Subtotal of an
 * auto-dispensed product 1.00"; issue 21 §2; docs/api-contract.md "Dispensing"): the bodies of the
 * three changes (camelCase, as 000 §7 names them), who is eligible, and how a product's subtotal is
 * made. Amounts are numbers of the row's currency with at most 2 decimals; sums are made in cents.
 */

/** Transaction types whose authorizations are prescriptions (000 §9 transactionType values). */
export const PRESCRIPTION_TRANSACTION_TYPES = ["PRESCRIPTION_DRUGS", "AUTOMATIC_DISPENSATION"] as const;

/** A product of this transaction type is auto-dispensed: its subtotal is {@link AUTO_DISPENSED_SUBTOTAL}. */
export const AUTOMATIC_DISPENSATION = "AUTOMATIC_DISPENSATION";

/** 000 §9: the tax a dispensed product carries unless the user types another (currency units). */
export const DEFAULT_DISPENSATION_TAX = 0;

/** 000 §9: the subtotal of an auto-dispensed product (currency units). */
export const AUTO_DISPENSED_SUBTOTAL = 1;

/** 000 §4: only a product the sponsor APPROVED may be dispensed. */
export function isDispensable(status: string): boolean {
  return status === "APPROVED";
}

/** States of a dispensation: PENDING while the sponsor judges it (polled), then APPROVED or ERROR; APPROVED → COMPLETED. */
export const DISPENSATION_STATUSES = ["PENDING", "APPROVED", "ERROR", "COMPLETED"] as const;
export type DispensationStatus = (typeof DISPENSATION_STATUSES)[number];

/** Cents of an amount (rounded half away from zero, so 0.1 + 0.2 stays 30 cents). */
export function toCents(amount: number): number {
  return Math.round(amount * 100 + (amount >= 0 ? 1e-9 : -1e-9));
}

/** True when an amount has at most 2 decimals (what the bodies accept). */
export function hasTwoDecimalsAtMost(amount: number): boolean {
  // The tolerance grows with the amount (a double's error), never past a thousandth of a cent.
  return Math.abs(amount * 100 - toCents(amount)) < Math.max(1e-6, Math.abs(amount) * 400 * Number.EPSILON);
}

/** One product as a dispensation sends it: the prescription product's `id`, unit price, quantity and taxes. */
export interface DispensedProductBody {
  id: number;
  price: number;
  quantity: number;
  /** Taxes of the line, in currency units (default {@link DEFAULT_DISPENSATION_TAX}). */
  taxes: number;
}

/**
 * A product's subtotal in cents: price × quantity + taxes, or {@link AUTO_DISPENSED_SUBTOTAL} when
 * it is auto-dispensed (000 §9).
 */
export function subtotalCents(product: Omit<DispensedProductBody, "id">, automatic: boolean): number {
  if (automatic) return toCents(AUTO_DISPENSED_SUBTOTAL);
  return toCents(product.price) * product.quantity + toCents(product.taxes);
}

const amount = { type: "number", minimum: 0, maximum: 999_999_999 } as const;

const productsSchema = {
  type: "array",
  minItems: 1,
  maxItems: 60,
  items: {
    type: "object",
    properties: {
      id: { type: "integer", minimum: 1 },
      price: amount,
      quantity: { type: "integer", minimum: 1, maximum: 999 },
      taxes: amount,
    },
    required: ["id", "price", "quantity"],
    additionalProperties: false,
  },
} as const;

/** `POST /dispensing/v1/documents/{code}/dispensations` (000 §7). */
export const dispensationBody = {
  type: "object",
  properties: {
    currencyCode: { type: "string", maxLength: 3, pattern: "^[A-Z]{3}$" },
    products: productsSchema,
    externalVerifications: { type: "array", maxItems: 10, items: { type: "object" } },
  },
  required: ["currencyCode", "products"],
  additionalProperties: false,
} as const;

/** The body {@link dispensationBody} checks (`taxes` may be left out: 0.00). */
export interface DispensationBody {
  currencyCode: string;
  products: (Omit<DispensedProductBody, "taxes"> & { taxes?: number })[];
  externalVerifications?: Record<string, unknown>[];
}

/** `PUT /dispensing/v1/dispensations/{id}`: the products again (prices, quantities, taxes). */
export const dispensationUpdateBody = {
  type: "object",
  properties: { products: productsSchema },
  required: ["products"],
  additionalProperties: false,
} as const;

/** The body {@link dispensationUpdateBody} checks. */
export interface DispensationUpdateBody {
  products: DispensationBody["products"];
}

/** `POST /dispensing/v1/dispensations/{id}/complete` (000 §7): the dispensing document. */
export const dispensationCompletionBody = {
  type: "object",
  properties: {
    amount,
    documentDate: { type: "string", maxLength: 10, format: "date" },
    documentNumber: { type: "string", minLength: 1, maxLength: 40, pattern: "\\S" },
    providerTransactionId: { type: "string", minLength: 1, maxLength: 60 },
  },
  required: ["amount", "documentDate", "documentNumber"],
  additionalProperties: false,
} as const;

/** The body {@link dispensationCompletionBody} checks. */
export interface DispensationCompletionBody {
  /** The dispensation's total (the sum of its subtotals). */
  amount: number;
  /** YYYY-MM-DD, not after today. */
  documentDate: string;
  documentNumber: string;
  providerTransactionId?: string;
}
