/**
 * What the billing and claim steps hold in memory only, never in the flow's draft (the house's
 * rule: ids and choices only in storage): the invoice's data typed and the claim's support
 * documents chosen. One holder per tab, like the flow's one instance; after a reload it is empty
 * and the claim step asks again.
 */
import { EMPTY_INVOICE, type InvoiceInput } from "./billing-answer";

let invoice: InvoiceInput = EMPTY_INVOICE;
let supportFiles: File[] = [];

/** The invoice typed so far (empty after a reload). */
export function invoiceInMemory(): InvoiceInput {
  return invoice;
}

/** Keeps the invoice typed. */
export function keepInvoice(value: InvoiceInput): void {
  invoice = value;
}

/** The claim's support documents chosen (at most 10, each passed the file check). */
export function supportFilesInMemory(): File[] {
  return supportFiles;
}

/** Keeps the claim's support documents. */
export function keepSupportFiles(files: File[]): void {
  supportFiles = files;
}

/** Forgets everything (the flow finished or was cancelled). */
export function clearBillingMemory(): void {
  invoice = EMPTY_INVOICE;
  supportFiles = [];
}
