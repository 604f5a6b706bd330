/**
 * The v2 authorization request form's checks (issue 10 §3; 000 §5 valid email, phone 6 to 15
 * digits, ICD-10 diagnosis; 001 §9): what the user typed, with the `v2.request.errors.*` text of
 * why. The payload itself and its pure rules are built once in
 * schemas/requests/authorization-request-payload.ts (shared with the claims desk).
 */
import { COUNTRY_CODE_PATTERN, isProductQuantity } from "../../../../schemas/requests/authorization-request";
import {
  completeProducts,
  isIcd10,
  isValidEmail,
  isValidPhone,
  type RequestInput,
} from "../../../../schemas/requests/authorization-request-payload";

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
