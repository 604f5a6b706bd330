/**
 * The one payload builder (schemas/requests/authorization-request-payload.ts; 000 §3
 * "Authorization request payload", §5; issue 20 §5): what the claims desk adds to the v2 request's
 * payload (transaction type, provider branch, several diagnoses, treatments, a UUID biometric
 * reading) passes the reference API's body schema; the 000 §5 rules hold for it too.
 */
import { describe, expect, it } from "vitest";
import {
  buildRequestPayload,
  type RequestInput,
} from "../../../schemas/requests/authorization-request-payload";
import {
  authorizationRequestBody,
  authorizationRequestRefusal,
  CLAIMS_DESK_PAIR_REFUSAL,
} from "../../../schemas/requests/authorization-request";
import { check } from "../../../sandbox/lib/validate";

const DESK: RequestInput = {
  transactionType: "PRESCRIPTION_DRUGS",
  providerBranchId: 3,
  beneficiaryId: 7,
  sponsorSlug: "do-universal",
  doctorLicenseNumber: "EXQ-1",
  doctorSpecialty: "cardiologia",
  doctorName: "Dra. Ana",
  doctorCountryCode: "DO",
  illnessOnset: "2026-11-01",
  riskManager: "Gestor",
  diagnosisCodes: ["Z00.0", "j45"],
  treatments: [{ brand: "Acetaminofén", quantity: 2, compositions: ["paracetamol 500 mg"], frequencies: [] }],
  products: [{ productId: 12, productTypeSlug: "MEDICINE", quantity: 2, providerProductCode: "MED-1" }],
  biometricReadingId: "5d7c1f4e-9a1b-4c7e-8f00-123456789abc",
};

describe("buildRequestPayload for the claims desk (000 §3, §5)", () => {
  it("carries the transaction type, branch, diagnoses, treatments and biometric reading; passes the body schema", () => {
    const payload = buildRequestPayload(DESK);
    expect(payload).toMatchObject({
      transaction_type: "PRESCRIPTION_DRUGS",
      provider_branch_id: 3,
      diagnoses: [
        { coding_system: "ICD-10", code: "Z00.0", type: "PRINCIPAL" },
        { coding_system: "ICD-10", code: "J45", type: "SECONDARY" },
      ],
      treatments: [{ brand: "Acetaminofén", quantity: 2, compositions: ["paracetamol 500 mg"] }],
      products: [
        { product_id: 12, product_type_slug: "MEDICINE", quantity: 2, provider_product_code: "MED-1" },
      ],
      biometric_reading_id: "5d7c1f4e-9a1b-4c7e-8f00-123456789abc",
    });
    // Empty lists are left out (000 §5), the risk manager without a medical procedure too.
    expect(payload.treatments?.[0]).not.toHaveProperty("frequencies");
    expect(payload).not.toHaveProperty("risk_manager");
    expect(check(authorizationRequestBody, payload)).toEqual(payload);
    expect(authorizationRequestRefusal(payload)).toBeNull();
  });

  it("an outpatient consultation with no items sends no products, treatments nor diagnoses lists", () => {
    const payload = buildRequestPayload({
      ...DESK,
      transactionType: "OUTPATIENT_CARE",
      products: [],
      treatments: [],
      diagnosisCodes: [" "],
    });
    expect(payload).not.toHaveProperty("products");
    expect(payload).not.toHaveProperty("treatments");
    expect(payload).not.toHaveProperty("diagnoses");
    expect(check(authorizationRequestBody, payload)).toEqual(payload);
  });

  it("keeps the risk manager with a medical-procedure product of the claims desk", () => {
    const payload = buildRequestPayload({
      ...DESK,
      transactionType: "MEDICAL_PROCEDURES",
      products: [{ productTypeSlug: "medical-procedure", quantity: 1, providerProductCode: "P-1" }],
    });
    expect(payload.risk_manager).toBe("Gestor");
  });

  it("the body refuses a transaction type without its branch (and the other way round)", () => {
    const { provider_branch_id: _b, ...noBranch } = buildRequestPayload(DESK);
    expect(authorizationRequestRefusal(noBranch)).toBe(CLAIMS_DESK_PAIR_REFUSAL);
    const { transaction_type: _t, ...noType } = buildRequestPayload(DESK);
    expect(authorizationRequestRefusal(noType)).toBe(CLAIMS_DESK_PAIR_REFUSAL);
  });
});
