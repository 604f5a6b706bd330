/**
 * The body of a claims-desk authorization request (`POST /arc/v1/authorization-requests`) that the
 * sandbox tests send: one doctor, one onset, one principal diagnosis, the usual sponsor and two
 * laboratory products (LAB-100 approved, LAB-109 refused), each test giving what differs.
 */

/**
 * A request body: DIAGNOSTIC_TESTS for do-universal by Dra. Ana Pérez (EXQ-12345, DO), onset
 * 2026-11-01, principal diagnosis Z00.0, products LAB-100 and LAB-109 — `fields` over it.
 */
export function deskRequestBody(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    transaction_type: "DIAGNOSTIC_TESTS",
    sponsor_slug: "do-universal",
    doctor_license_number: "EXQ-12345",
    doctor_specialty: "cardiologia",
    doctor_name: "Dra. Ana Pérez",
    doctor_country_code: "DO",
    illness_onset: "2026-11-01",
    diagnoses: [{ coding_system: "ICD-10", code: "Z00.0", type: "PRINCIPAL" }],
    products: [
      { product_type_slug: "laboratory", quantity: 1, provider_product_code: "LAB-100" },
      { product_type_slug: "laboratory", quantity: 1, provider_product_code: "LAB-109" },
    ],
    ...fields,
  };
}
