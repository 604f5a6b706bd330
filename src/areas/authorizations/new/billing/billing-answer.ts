/**
 * What the claims desk reads in the authorization request's answer (docs/api-contract.md
 * "Authorizations of the claims desk"; 000 §4 product results, §5 invoice and amounts, §8): the
 * authorizations with their products' results and amounts, which one the claim is for, whether the
 * sponsor asks for the invoice, and the invoice's checks. Pure: no React, no network.
 */
import type {
  RequestAuthorization,
  RequestDocument,
} from "../../../../components/authorization-request/request-machine";
import {
  amountWithoutCommas,
  type ClaimCreationBody,
} from "../../../../../schemas/requests/outpatient-care-claim";
import type { ProductResult } from "../../../../../schemas/claims-desk/product-results";

/** A product of a claims-desk authorization with the sponsor's answer (camel-cased). */
export interface DeskProduct {
  id: number;
  productId: number | null;
  productName: string;
  productTypeSlug: string;
  quantity: number;
  providerProductCode: string;
  result: ProductResult;
  /** The sponsor's reason, in the user's language, or null. */
  reason: string | null;
  amount: number;
  copayment: number;
}

/** A claims-desk authorization as the request's poll answers it (camel-cased). */
export interface DeskAuthorization extends Omit<RequestAuthorization, "products" | "requiredDocuments"> {
  transactionType: string;
  currencyCode: string;
  amount: number;
  copayment: number;
  coinsurancePercent: number;
  totalToPay: number;
  products: DeskProduct[];
  requiredDocuments: (RequestDocument & { maxFiles?: number })[];
}

/** The request machine's authorizations read as the claims desk's (the same answer, more fields). */
export function deskAuthorizations(authorizations: readonly RequestAuthorization[]): DeskAuthorization[] {
  return authorizations as unknown as DeskAuthorization[];
}

/** True when the sponsor approved at least one of its products. */
export function hasApproved(authorization: DeskAuthorization): boolean {
  return authorization.products.some((p) => p.result === "APPROVED");
}

/** The authorization the claim is for: the first with an APPROVED product (000 §8 "empty approved products" otherwise). */
export function claimableAuthorization(
  authorizations: readonly DeskAuthorization[],
): DeskAuthorization | undefined {
  return authorizations.find(hasApproved);
}

/** True when the sponsor's document policy asks for the invoice (its data then goes with the claim). */
export function invoiceRequired(authorization: DeskAuthorization | undefined): boolean {
  return !!authorization?.requiredDocuments.some((d) => d.documentTypeSlug === "INVOICE" && d.required);
}

/** The invoice's data as typed (the amount may carry thousands commas). */
export interface InvoiceInput {
  number: string;
  /** YYYY-MM-DD, or "". */
  date: string;
  amount: string;
}

/** No invoice typed. */
export const EMPTY_INVOICE: InvoiceInput = { number: "", date: "", amount: "" };

/** The invoice's wrong fields and the i18n key of why (`newAuthorization.claim.errors.*`). */
export type InvoiceErrors = Partial<Record<keyof InvoiceInput, string>>;

/**
 * Checks the invoice (000 §5): number, date (not after `today`) and amount required; the amount a
 * decimal once its commas are removed. Whether it is above the authorized amount is the sponsor's
 * to say (the claim then ends in ERROR, 000 §8 claim creation failure).
 * @param today YYYY-MM-DD of the user's day.
 */
export function invoiceErrors(input: InvoiceInput, today: string): InvoiceErrors {
  const errors: InvoiceErrors = {};
  if (input.number.trim() === "") errors.number = "newAuthorization.claim.errors.required";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.date)) errors.date = "newAuthorization.claim.errors.required";
  else if (input.date > today) errors.date = "newAuthorization.claim.errors.future";
  if (input.amount.trim() === "") errors.amount = "newAuthorization.claim.errors.required";
  else {
    const amount = amountWithoutCommas(input.amount);
    if (amount === null) errors.amount = "newAuthorization.claim.errors.amount";
  }
  return errors;
}

/**
 * The claim's body (000 §4, §5): the authorization, and the invoice (commas removed from the
 * amount) when the sponsor asks for it.
 */
export function claimCreation(authorizationId: number, invoice: InvoiceInput | null): ClaimCreationBody {
  if (!invoice) return { authorization_id: authorizationId };
  return {
    authorization_id: authorizationId,
    invoice_number: invoice.number.trim(),
    invoice_date: invoice.date,
    invoice_amount: amountWithoutCommas(invoice.amount) ?? invoice.amount,
  };
}
