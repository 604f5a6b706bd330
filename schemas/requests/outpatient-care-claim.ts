/**
 * The claim's bodies (000 §4 "Claim creation", §5 "commas removed from amounts", §7;
 * docs/api-contract.md "Claims"), snake_case, written once: the portal builds them
 * (src/areas/authorizations/new/billing/) and the reference API validates them
 * (sandbox/routes/arc/outpatient-care-claims.ts).
 */

/** An amount on the wire: digits with at most two decimals, no commas (000 §5). */
export const AMOUNT_PATTERN = "^\\d{1,12}(\\.\\d{1,2})?$";

/**
 * An amount as typed, without its thousands commas and spaces (000 §5 "commas removed from
 * amounts before sending"): `"1,250.50"` → `"1250.50"`.
 * @returns the wire's text, or null when what remains is not an amount of {@link AMOUNT_PATTERN}.
 */
export function amountWithoutCommas(typed: string): string | null {
  const text = typed.replace(/[,\s]/g, "");
  return new RegExp(AMOUNT_PATTERN).test(text) ? text : null;
}

/** `POST arc/v1/providers/{provider}/outpatient-care-claim`. */
export const claimCreationBody = {
  type: "object",
  properties: {
    authorization_id: { type: "integer", minimum: 1 },
    invoice_number: { type: "string", minLength: 1, maxLength: 40 },
    invoice_date: { type: "string", format: "date" },
    invoice_amount: { type: "string", pattern: AMOUNT_PATTERN },
  },
  required: ["authorization_id"],
  additionalProperties: false,
} as const;

/** The body {@link claimCreationBody} checks. */
export interface ClaimCreationBody {
  authorization_id: number;
  invoice_number?: string;
  /** YYYY-MM-DD. */
  invoice_date?: string;
  /** Decimal text without commas ({@link amountWithoutCommas}). */
  invoice_amount?: string;
}

/** `POST arc/v1/providers/{provider}/outpatient-care-claim/{id}/complete`: the doctor and biometric data attached. */
export const claimCompletionBody = {
  type: "object",
  properties: {
    doctor_license_number: { type: "string", minLength: 1, maxLength: 40 },
    doctor_name: { type: "string", minLength: 1, maxLength: 120 },
    doctor_specialty: { type: "string", minLength: 1, maxLength: 80 },
    biometric_reading_id: { type: "string", minLength: 1, maxLength: 60 },
    provider_transaction_id: { type: "string", minLength: 1, maxLength: 60 },
  },
  required: ["doctor_license_number", "doctor_name", "doctor_specialty"],
  additionalProperties: false,
} as const;

/** The body {@link claimCompletionBody} checks. */
export interface ClaimCompletionBody {
  doctor_license_number: string;
  doctor_name: string;
  doctor_specialty: string;
  biometric_reading_id?: string;
  provider_transaction_id?: string;
}

/** The documents a claim takes (000 §4, §5): 20 MB but ADDITIONAL_DOCUMENT 10 MB; at most 10. */
export const CLAIM_DOCUMENT_TYPES = ["PRESCRIPTION", "INVOICE", "ADDITIONAL_DOCUMENT"] as const;
