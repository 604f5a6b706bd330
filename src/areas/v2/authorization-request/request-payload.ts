/**
 * The authorization request payload (issue 10 §3; 000 §3 "Authorization request payload":
 * beneficiaryId, beneficiaryEmail, beneficiaryPhoneNumber, sponsorSlug, doctor license, specialty,
 * name, illnessOnset, doctor country code, riskManager, diagnoses, treatments, products,
 * biometricReadingId; 000 §5 "products, treatments and diagnoses are included only when non-empty;
 * riskManager applies only when a product of medical-procedure type exists"; default diagnosis
 * Z00.0 in ICD-10; phone 6 to 15 digits, 001 §9), built from what the user typed, in the snake_case
 * of `POST arc/v1/authorization-requests` (docs/api-contract.md). Pure. The patterns, the quantity
 * bounds and the risk-manager rule are the ones the reference API validates the body by, written
 * once in schemas/requests/authorization-request.ts.
 */
import {
  COUNTRY_CODE_PATTERN,
  isIcd10Code,
  isPhoneNumber,
  isProductQuantity,
  riskManagerApplies,
  type AuthorizationRequestBody,
} from "../../../../schemas/requests/authorization-request";
import type { V2ProductType } from "../../../../schemas/v2/requests";

/** 000 §5 "Default diagnosis code Z00.0 in ICD-10". */
export const DEFAULT_DIAGNOSIS_CODE = "Z00.0";

/** A product row of the request form. */
export interface RequestProductInput {
  productId?: number | null;
  productTypeSlug?: V2ProductType | null;
  quantity?: number | null;
  providerProductCode?: string | null;
}

/** A treatment (000 §3 treatments). The portal's form sends none; kept for the payload's shape. */
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

/** What the request form holds (camelCase). */
export interface RequestInput {
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
  biometricReadingId?: number | null;
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

function completeProducts(products: RequestInput["products"]): NonNullable<RequestPayload["products"]> {
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
 * Builds the payload (000 §3, §5): empty email, phone, risk manager and biometric reading are left
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

/** A field of the request form that can be wrong, and the i18n key of why (`v2.request.errors.*`). */
export type RequestInputErrors = Partial<Record<string, string>>;

/**
 * Checks what the user typed before anything is sent (000 §5 valid email, phone 6 to 15 digits,
 * doctor data, ICD-10 diagnosis; an illness onset not after `today`; each started product row
 * complete with a quantity from 1 to 999; at least one product, since the request makes one
 * authorization per product type).
 * @param today YYYY-MM-DD of the user's day.
 * @returns the wrong fields (`email`, `phone`, `doctorName`, `doctorLicenseNumber`,
 *   `doctorSpecialty`, `doctorCountryCode`, `illnessOnset`, `diagnosis`, `products`,
 *   `product.{i}.code|type|quantity`) with their message keys; empty when all is well.
 */
export function requestInputErrors(input: RequestInput, today: string): RequestInputErrors {
  const errors: RequestInputErrors = {};
  const email = input.beneficiaryEmail?.trim() ?? "";
  if (email && !isValidEmail(email)) errors.email = "v2.request.errors.email";
  const phone = input.beneficiaryPhoneNumber?.trim() ?? "";
  if (phone && !isValidPhone(phone)) errors.phone = "v2.request.errors.phone";
  if (!input.doctorName.trim()) errors.doctorName = "v2.request.errors.required";
  if (!input.doctorLicenseNumber.trim()) errors.doctorLicenseNumber = "v2.request.errors.required";
  if (!input.doctorSpecialty.trim()) errors.doctorSpecialty = "v2.request.errors.required";
  // Either case is accepted: the payload upper-cases it.
  if (!new RegExp(COUNTRY_CODE_PATTERN, "i").test(input.doctorCountryCode.trim()))
    errors.doctorCountryCode = "v2.request.errors.required";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.illnessOnset)) errors.illnessOnset = "v2.request.errors.required";
  else if (input.illnessOnset > today) errors.illnessOnset = "v2.request.errors.future";
  const diagnosis = input.diagnosisCodes?.[0]?.trim() ?? "";
  if (diagnosis && !isIcd10(diagnosis)) errors.diagnosis = "v2.request.errors.diagnosis";
  const rows = input.products ?? [];
  rows.forEach((p, index) => {
    const started = !!(p?.providerProductCode?.trim() || p?.productTypeSlug || p?.quantity);
    if (!p || !started) return;
    if (!p.providerProductCode?.trim()) errors[`product.${index}.code`] = "v2.request.errors.required";
    if (!p.productTypeSlug) errors[`product.${index}.type`] = "v2.request.errors.required";
    if (!p.quantity || !isProductQuantity(p.quantity))
      errors[`product.${index}.quantity`] = "v2.request.errors.quantity";
  });
  if (completeProducts(rows).length === 0 && !Object.keys(errors).some((k) => k.startsWith("product.")))
    errors.products = "v2.request.errors.noProducts";
  return errors;
}
