/**
 * The body of a claims-desk authorization request (`POST /arc/v1/authorization-requests`) that the
 * sandbox tests send: one doctor, one onset, one principal diagnosis, the usual sponsor and two
 * laboratory products (LAB-100 approved, LAB-109 refused), each test giving what differs.
 */

/** The doctor, onset and principal diagnosis every sandbox request body carries. */
const DOCTOR_AND_DIAGNOSIS = {
  doctor_license_number: "EXQ-12345",
  doctor_specialty: "cardiologia",
  doctor_name: "Dra. Ana Pérez",
  doctor_country_code: "DO",
  illness_onset: "2026-11-01",
  diagnoses: [{ coding_system: "ICD-10", code: "Z00.0", type: "PRINCIPAL" }],
} as const;

/**
 * A request body: DIAGNOSTIC_TESTS for do-universal by Dra. Ana Pérez (EXQ-12345, DO), onset
 * 2026-11-01, principal diagnosis Z00.0, products LAB-100 and LAB-109 — `fields` over it.
 */
export function deskRequestBody(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    transaction_type: "DIAGNOSTIC_TESTS",
    sponsor_slug: "do-universal",
    ...DOCTOR_AND_DIAGNOSIS,
    products: [
      { product_type_slug: "laboratory", quantity: 1, provider_product_code: "LAB-100" },
      { product_type_slug: "laboratory", quantity: 1, provider_product_code: "LAB-109" },
    ],
    ...fields,
  };
}

/**
 * A v2 request body (a user without claims: no transaction type, the beneficiary's email and
 * phone): do-senasa, the same doctor and diagnosis, one LABORATORY product LAB-22 — `fields` over it.
 */
export function v2RequestBody(
  beneficiaryId: number,
  fields: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    beneficiary_id: beneficiaryId,
    beneficiary_email: "paciente@example.com",
    beneficiary_phone_number: "8095551234",
    sponsor_slug: "do-senasa",
    ...DOCTOR_AND_DIAGNOSIS,
    products: [{ product_type_slug: "LABORATORY", quantity: 1, provider_product_code: "LAB-22" }],
    ...fields,
  };
}
