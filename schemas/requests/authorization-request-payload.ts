/**
 * The authorization request payload (issue 10 §3; 000 §3 "Authorization request payload":
 * beneficiaryId, beneficiaryEmail, beneficiaryPhoneNumber, sponsorSlug, doctor license, specialty,
 * name, illnessOnset, doctor country code, riskManager, diagnoses, treatments, products,
 * biometricReadingId; 000 §5 "products, treatments and diagnoses are included only when non-empty;
 * riskManager applies only when a product of medical-procedure type exists"; default diagnosis
 * Z00.0 in ICD-10; phone 6 to 15 digits, 001 §9), built from what the user typed, in the snake_case
 * of `POST arc/v1/authorization-requests` (docs/api-contract.md "v2 area: … authorization
 * requests" and "Authorizations of the claims desk"). Pure. Written once (issue 18 "one way"): the
 * v2 authorization request (src/areas/v2/authorization-request/) and the claims desk's new
 * authorization (src/areas/authorizations/new/billing/) build their bodies here; the claims desk
 * adds the transaction type (000 §9) and the provider branch. The patterns, the quantity bounds
 * and the risk-manager rule are the ones the reference API validates the body by, written once in
 * schemas/requests/authorization-request.ts.
 */
import {
  isIcd10Code,
  isPhoneNumber,
  riskManagerApplies,
  type AuthorizationRequestBody,
  type RequestProductType,
  type TransactionType,
} from "./authorization-request";

/** 000 §5 "Default diagnosis code Z00.0 in ICD-10". */
export const DEFAULT_DIAGNOSIS_CODE = "Z00.0";

/** A product row of the request form. */
export interface RequestProductInput {
  productId?: number | null;
  productTypeSlug?: RequestProductType | null;
  quantity?: number | null;
  providerProductCode?: string | null;
}

/** A treatment (000 §3 treatments: brand, compositions, indications, drug form, dosage unit, duration, frequencies). */
export interface RequestTreatmentInput {
  brand?: string;
  drugFormSlug?: string;
  dosageMeasurementUnitSlug?: string;
  treatmentDurationDays?: number;
  productIds?: number[];
  quantity: number;
  frequencies?: string[];
  compositions?: string[];
  notes?: string;
  indications?: string[];
}

/** What the request's form or flow holds (camelCase). */
export interface RequestInput {
  /** The claims desk's transaction type (000 §9); absent in the v2 area. */
  transactionType?: TransactionType | null;
  /** The claims desk's provider branch (the session's); absent in the v2 area. */
  providerBranchId?: number | null;
  beneficiaryId: number;
  beneficiaryEmail?: string | null;
  beneficiaryPhoneNumber?: string | null;
  sponsorSlug: string;
  doctorLicenseNumber: string;
  doctorSpecialty: string;
  doctorName: string;
  doctorCountryCode: string;
  /** YYYY-MM-DD. */
  illnessOnset: string;
  riskManager?: string | null;
  /** ICD-10 codes; the first is the principal diagnosis. */
  diagnosisCodes?: readonly (string | null | undefined)[];
  treatments?: readonly RequestTreatmentInput[];
  products?: readonly (RequestProductInput | null | undefined)[];
  /** An integer id or a UUID (the identity step's reading). */
  biometricReadingId?: number | string | null;
}

/** The body of `POST arc/v1/authorization-requests` (snake_case; the reference API's schema). */
export type RequestPayload = AuthorizationRequestBody;

/** The digits of a phone as typed (spaces, dashes, dots, brackets and a leading + dropped). */
export function phoneDigits(value: string): string {
  return value.replace(/[\s().+-]/g, "");
}

/** 001 §9 "Phone 6 to 15 digits" (after {@link phoneDigits}). */
export function isValidPhone(value: string): boolean {
  return isPhoneNumber(phoneDigits(value));
}

/** A plausible email (000 §5 "valid email"): one @, no spaces, a dot in the domain. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** An ICD-10 code such as Z00.0 or J45 (upper case). */
export function isIcd10(value: string): boolean {
  return isIcd10Code(value.trim().toUpperCase());
}

/** True when a complete product of medical-procedure type is in the list (000 §5 riskManager rule). */
export function hasMedicalProcedure(products: RequestInput["products"]): boolean {
  return riskManagerApplies(completeProducts(products));
}

/** The product rows that are complete (a code, a type and a quantity), on the wire; the others dropped. */
export function completeProducts(
  products: RequestInput["products"],
): NonNullable<RequestPayload["products"]> {
  return (products ?? []).flatMap((p) => {
    const code = p?.providerProductCode?.trim() ?? "";
    if (!p || code === "" || !p.productTypeSlug || !p.quantity) return [];
    return [
      {
        ...(p.productId ? { product_id: p.productId } : {}),
        product_type_slug: p.productTypeSlug,
        quantity: p.quantity,
        provider_product_code: code,
      },
    ];
  });
}

/**
 * Builds the payload (000 §3, §5): the transaction type and provider branch when given (claims
 * desk); empty email, phone, risk manager and biometric reading are left
 * out; the email is trimmed and lower-cased, the phone kept as digits; products without a code,
 * type or quantity and blank diagnoses are dropped, and products, treatments and diagnoses are
 * included only when non-empty; the risk manager only when a medical-procedure product exists.
 */
export function buildRequestPayload(input: RequestInput): RequestPayload {
  const payload: RequestPayload = {
    beneficiary_id: input.beneficiaryId,
    sponsor_slug: input.sponsorSlug,
    doctor_license_number: input.doctorLicenseNumber.trim(),
    doctor_specialty: input.doctorSpecialty.trim(),
    doctor_name: input.doctorName.trim(),
    doctor_country_code: input.doctorCountryCode.trim().toUpperCase(),
    illness_onset: input.illnessOnset,
  };
  if (input.transactionType) payload.transaction_type = input.transactionType;
  if (input.providerBranchId) payload.provider_branch_id = input.providerBranchId;
  const email = input.beneficiaryEmail?.trim().toLowerCase();
  if (email) payload.beneficiary_email = email;
  const phone = input.beneficiaryPhoneNumber ? phoneDigits(input.beneficiaryPhoneNumber) : "";
  if (phone) payload.beneficiary_phone_number = phone;
  const codes = (input.diagnosisCodes ?? [])
    .map((code) => code?.trim().toUpperCase() ?? "")
    .filter((code) => code !== "");
  if (codes.length > 0)
    payload.diagnoses = codes.map((code, index) => ({
      coding_system: "ICD-10",
      code,
      type: index === 0 ? "PRINCIPAL" : "SECONDARY",
    }));
  if (input.treatments && input.treatments.length > 0)
    payload.treatments = input.treatments.map((t) => ({
      ...(t.brand ? { brand: t.brand } : {}),
      ...(t.drugFormSlug ? { drug_form_slug: t.drugFormSlug } : {}),
      ...(t.dosageMeasurementUnitSlug ? { dosage_measurement_unit_slug: t.dosageMeasurementUnitSlug } : {}),
      ...(t.treatmentDurationDays ? { treatment_duration_days: t.treatmentDurationDays } : {}),
      ...(t.productIds?.length ? { product_ids: t.productIds } : {}),
      quantity: t.quantity,
      ...(t.frequencies?.length ? { frequencies: t.frequencies } : {}),
      ...(t.compositions?.length ? { compositions: t.compositions } : {}),
      ...(t.notes ? { notes: t.notes } : {}),
      ...(t.indications?.length ? { indications: t.indications } : {}),
    }));
  const products = completeProducts(input.products);
  if (products.length > 0) payload.products = products;
  const riskManager = input.riskManager?.trim();
  if (riskManager && riskManagerApplies(products)) payload.risk_manager = riskManager;
  if (input.biometricReadingId) payload.biometric_reading_id = input.biometricReadingId;
  return payload;
}
