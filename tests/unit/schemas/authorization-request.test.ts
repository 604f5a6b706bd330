/**
 * The v2 authorization request rules (schemas/requests/authorization-request.ts; 000 §3, §5,
 * 001 §9), written once: the patterns, the quantity bounds and the risk-manager rule, and the body
 * schema the reference API validates, which a payload built by the portal passes.
 */
import { describe, expect, it } from "vitest";
import {
  authorizationRequestBody,
  authorizationRequestRefusal,
  isIcd10Code,
  isPhoneNumber,
  isProductQuantity,
  riskManagerApplies,
  RISK_MANAGER_REFUSAL,
  type AuthorizationRequestBody,
} from "../../../schemas/requests/authorization-request";
import { check } from "../../../sandbox/lib/validate";
import { buildRequestPayload } from "../../../schemas/requests/authorization-request-payload";
import { TYPED_REQUEST_INPUT } from "../v2/request-input";

const BODY: AuthorizationRequestBody = {
  beneficiary_id: 42,
  sponsor_slug: "do-senasa",
  doctor_license_number: "EXQ-1",
  doctor_specialty: "Cardiología",
  doctor_name: "Dra. Ana",
  doctor_country_code: "DO",
  illness_onset: "2026-11-01",
};
const PROCEDURE = {
  product_type_slug: "medical-procedure",
  quantity: 1,
  provider_product_code: "P-1",
} as const;
const LAB = { product_type_slug: "LABORATORY", quantity: 1, provider_product_code: "L-1" } as const;

/** The reference API's 400 message for a body, or null when it passes the schema. */
function refusalOf(body: unknown): string | null {
  try {
    check(authorizationRequestBody, body);
    return null;
  } catch (error) {
    return (error as Error & { message: string }).message;
  }
}

describe("authorization request rules (000 §5, 001 §9)", () => {
  it("a phone is 6 to 15 digits", () => {
    expect(isPhoneNumber("123456")).toBe(true);
    expect(isPhoneNumber("123456789012345")).toBe(true);
    expect(isPhoneNumber("12345")).toBe(false);
    expect(isPhoneNumber("1234567890123456")).toBe(false);
    expect(isPhoneNumber("809-555-1234")).toBe(false);
  });

  it("an ICD-10 code is a letter, two digits and an optional dotted part, upper case", () => {
    for (const code of ["Z00.0", "J45", "S72.0012"]) expect(isIcd10Code(code), code).toBe(true);
    for (const code of ["z00.0", "Z0", "Z00.", "Z00.12345", "00.0", " Z00.0"])
      expect(isIcd10Code(code), code).toBe(false);
  });

  it("a product row asks for 1 to 999 whole units", () => {
    expect([0, 1, 999, 1000, 1.5].map(isProductQuantity)).toEqual([false, true, true, false, false]);
  });

  it("a risk manager applies only with a medical-procedure product", () => {
    expect(riskManagerApplies([LAB, PROCEDURE])).toBe(true);
    expect(riskManagerApplies([LAB])).toBe(false);
    expect(riskManagerApplies(undefined)).toBe(false);
    expect(authorizationRequestRefusal({ ...BODY, risk_manager: "Gestor", products: [LAB] })).toBe(
      RISK_MANAGER_REFUSAL,
    );
    expect(authorizationRequestRefusal({ ...BODY, risk_manager: "Gestor" })).toBe(RISK_MANAGER_REFUSAL);
    expect(
      authorizationRequestRefusal({ ...BODY, risk_manager: "Gestor", products: [PROCEDURE] }),
    ).toBeNull();
    expect(authorizationRequestRefusal({ ...BODY, products: [LAB] })).toBeNull();
  });

  it("the body schema refuses a bad phone, diagnosis, country or quantity, naming the field", () => {
    expect(refusalOf(BODY)).toBeNull();
    expect(refusalOf({ ...BODY, beneficiary_phone_number: "12" })).toMatch(/beneficiary_phone_number/);
    expect(
      refusalOf({ ...BODY, diagnoses: [{ coding_system: "ICD-10", code: "z00", type: "PRINCIPAL" }] }),
    ).toMatch(/diagnoses\.0\.code/);
    expect(refusalOf({ ...BODY, doctor_country_code: "do" })).toMatch(/doctor_country_code/);
    expect(refusalOf({ ...BODY, products: [{ ...LAB, quantity: 1000 }] })).toMatch(/products\.0\.quantity/);
  });

  it("a payload the portal builds from what the user typed passes the body schema and the rule", () => {
    const payload = buildRequestPayload({
      ...TYPED_REQUEST_INPUT,
      diagnosisCodes: ["z00.0", "J45"],
      products: [
        { providerProductCode: " PROC-1 ", productTypeSlug: "medical-procedure", quantity: 1 },
        { providerProductCode: "LAB-1", productTypeSlug: "LABORATORY", quantity: 999 },
      ],
      biometricReadingId: 7,
    });
    expect(refusalOf(payload)).toBeNull();
    expect(authorizationRequestRefusal(payload)).toBeNull();
  });
});
