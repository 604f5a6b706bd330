/**
 * The rules of the settlement wizard, written once (000 §3 "Settlement creation state", §4 "the
 * final step sends the claim ids …", §5 validation rules, §7 "Manual-authorization sponsor:
 * do-universal", §9 dates and amounts; issue 22 §2): pure functions the wizard's steps use and the
 * unit tests check (tests/unit/settlements/settlement-rules.test.ts). The reference API applies
 * the same rules on its side (sandbox/routes/settlements/).
 */
import { V2_LARGE_FILE_POLICY, type UploadPolicy } from "../upload-policies";

/** The sponsor whose settlements carry manual authorizations (000 §7). */
export const MANUAL_AUTHORIZATION_SPONSOR = "do-universal";

/** A settlement date as typed on the wire: `YYYY-MM-DD` (000 §9), a real calendar day. */
export function isSettlementDate(value: string | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** What the sponsor step holds (000 §3: sponsorSlug, dates {from, to}, coverages). */
export interface SponsorChoice {
  sponsorSlug: string;
  dateFrom: string;
  dateTo: string;
  coverages: readonly string[];
}

/**
 * 000 §5: the sponsor-selection step is complete only with a sponsor, a start date, an end date
 * (YYYY-MM-DD, the start not after the end) and at least one selected coverage.
 */
export function isSponsorStepComplete(choice: SponsorChoice): boolean {
  return (
    choice.sponsorSlug.trim() !== "" &&
    isSettlementDate(choice.dateFrom) &&
    isSettlementDate(choice.dateTo) &&
    choice.dateFrom <= choice.dateTo &&
    choice.coverages.length > 0
  );
}

/** A pending authorization's document counts (000 §3 "Pending settlement authorization"). */
export interface DocumentCounts {
  uploadedRequiredFiles: number;
  totalRequiredFiles: number;
}

/** 000 §5: satisfied when nothing is required, or when as many files are uploaded as required. */
export function satisfiesDocumentPolicy({
  uploadedRequiredFiles,
  totalRequiredFiles,
}: DocumentCounts): boolean {
  return totalRequiredFiles === 0 || uploadedRequiredFiles === totalRequiredFiles;
}

/** Whether the sponsor's settlements need manual authorizations (000 §7: do-universal). */
export function requiresManualAuthorizations(sponsorSlug: string): boolean {
  return sponsorSlug === MANUAL_AUTHORIZATION_SPONSOR;
}

/**
 * An amount as sent (000 §5 "An invoice amount has commas removed before sending"): the typed
 * text without its thousands commas and spaces, e.g. "1,234.50" → "1234.50".
 */
export function amountForWire(typed: string): string {
  return typed.replace(/[,\s]/g, "");
}

/** Whether a typed amount, once its commas are removed, is a decimal greater than 0 with at most 2 decimals. */
export function isPositiveAmount(typed: string): boolean {
  const wire = amountForWire(typed);
  return /^\d{1,12}(\.\d{1,2})?$/.test(wire) && Number(wire) > 0;
}

/** 000 §5, §3 manual authorizations: quantity and amount both greater than 0 (quantity whole). */
export function areManualAuthorizationsValid(quantity: number | undefined, amount: string): boolean {
  return quantity !== undefined && Number.isInteger(quantity) && quantity > 0 && isPositiveAmount(amount);
}

/**
 * The claims chosen on the pending step (000 §3 includedClaims, excludedClaims): one by one
 * (`selectAll` false: the included ids), or every pending authorization matching the sponsor step
 * minus the excluded ids (`selectAll` true: "all matching, minus the excluded").
 */
export interface ClaimChoice {
  selectAll: boolean;
  includedClaims: readonly number[];
  excludedClaims: readonly number[];
}

/** The body of `POST …/{id}/claims` (camelCase; sent snake_case). */
export type ClaimSelection =
  | { claimIds: number[] }
  | { dateFrom: string; dateTo: string; excludedClaimIds: number[]; transactionTypes: string[] };

/**
 * 000 §4: the claim ids when claims were included one by one, otherwise the search criteria
 * (dateFrom, dateTo, excludedClaimIds; and the coverages as transaction types).
 * @returns null when nothing is chosen (no select-all and no included id).
 */
export function claimSelection(choice: ClaimChoice, sponsor: SponsorChoice): ClaimSelection | null {
  if (!choice.selectAll)
    return choice.includedClaims.length > 0 ? { claimIds: [...choice.includedClaims] } : null;
  return {
    dateFrom: sponsor.dateFrom,
    dateTo: sponsor.dateTo,
    excludedClaimIds: [...choice.excludedClaims],
    transactionTypes: [...sponsor.coverages],
  };
}

/**
 * 000 §4: the deletions sent before the selection, for the excluded ids and then for the included
 * ids, each only when the list is non-empty.
 */
export function claimDeletions(choice: ClaimChoice): number[][] {
  return [choice.excludedClaims, choice.includedClaims]
    .filter((ids) => ids.length > 0)
    .map((ids) => [...ids]);
}

/** How many claims the choice includes, given how many pending authorizations match in all. */
export function includedCount(choice: ClaimChoice, matching: number): number {
  return choice.selectAll
    ? Math.max(0, matching - choice.excludedClaims.length)
    : choice.includedClaims.length;
}

/**
 * The choice after a row's checkbox changes: under select-all a row left out joins the excluded
 * ids (and leaves them when ticked again); one by one it joins or leaves the included ids.
 */
export function toggleClaim<C extends ClaimChoice>(choice: C, claimId: number, checked: boolean): C {
  const without = (ids: readonly number[]) => ids.filter((id) => id !== claimId);
  if (choice.selectAll) {
    const excludedClaims = checked
      ? without(choice.excludedClaims)
      : [...without(choice.excludedClaims), claimId];
    return { ...choice, excludedClaims };
  }
  const includedClaims = checked
    ? [...without(choice.includedClaims), claimId]
    : without(choice.includedClaims);
  return { ...choice, includedClaims };
}

/** Whether a row is ticked under the choice. */
export function isClaimChosen(choice: ClaimChoice, claimId: number): boolean {
  return choice.selectAll
    ? !choice.excludedClaims.includes(claimId)
    : choice.includedClaims.includes(claimId);
}

/** The billing fields of the final step (000 §3), as typed. */
export interface BillingFields {
  invoiceNumber: string;
  invoiceDate: string;
  invoiceAmount: string;
  taxReceiptNumber: string;
  taxReceiptDate: string;
  taxReceiptExpiryDate: string;
}

/** The billing fields missing or wrong (their names), in display order; empty when complete. */
export function billingProblems(
  fields: BillingFields,
  hasInvoiceFile: boolean,
): (keyof BillingFields | "invoiceFile")[] {
  const problems: (keyof BillingFields | "invoiceFile")[] = [];
  if (fields.invoiceNumber.trim() === "") problems.push("invoiceNumber");
  if (!isSettlementDate(fields.invoiceDate)) problems.push("invoiceDate");
  if (!isPositiveAmount(fields.invoiceAmount)) problems.push("invoiceAmount");
  if (fields.taxReceiptNumber.trim() === "") problems.push("taxReceiptNumber");
  if (!isSettlementDate(fields.taxReceiptDate)) problems.push("taxReceiptDate");
  if (!isSettlementDate(fields.taxReceiptExpiryDate) || fields.taxReceiptExpiryDate < fields.taxReceiptDate)
    problems.push("taxReceiptExpiryDate");
  if (!hasInvoiceFile) problems.push("invoiceFile");
  return problems;
}

/**
 * A settlement document (000 §3 billing fields: the invoice, optional credit and debit notes; 000
 * §5 "20 MB for … invoices", PNG, JPEG, XML, PDF, one at a time): the invoice policy of an
 * authorization, with its refusal texts in the `settlements` part; one file per document type.
 */
export const SETTLEMENT_DOCUMENT_POLICY = {
  ...V2_LARGE_FILE_POLICY,
  spec: "000 §3 settlement billing files; 000 §5 20971520 bytes for invoices, PNG JPEG XML PDF, one at a time",
  maxFiles: null,
  refusalTexts: "settlements.billing.refused",
  refusalTextOf: {},
} as const satisfies UploadPolicy;

/** The documents of a settlement, in display order; the invoice is required (000 §3). */
export const SETTLEMENT_DOCUMENT_TYPES = ["INVOICE", "CREDIT_NOTE", "DEBIT_NOTE"] as const;
export type SettlementDocumentType = (typeof SETTLEMENT_DOCUMENT_TYPES)[number];
