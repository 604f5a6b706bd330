/**
 * The authorization request payload and its checks (issue 10 §3; 000 §3 "Authorization request
 * payload", 000 §5 "products, treatments and diagnoses are included only when non-empty;
 * riskManager applies only when a product of medical-procedure type exists", default diagnosis
 * Z00.0, valid email; 001 §9 phone 6 to 15 digits): schemas/requests/authorization-request-payload.ts
 * (built once for the v2 area and the claims desk) and the v2 form's checks
 * (src/areas/v2/authorization-request/request-payload.ts).
 */
import { describe, expect, it } from "vitest";
import {
  buildRequestPayload,
  DEFAULT_DIAGNOSIS_CODE,
  hasMedicalProcedure,
  isIcd10,
  isValidEmail,
  isValidPhone,
} from "../../../schemas/requests/authorization-request-payload";
import { requestInputErrors } from "../../../src/areas/v2/authorization-request/request-payload";

import { TYPED_REQUEST_INPUT as INPUT } from "./request-input";

describe("buildRequestPayload (000 §3, §5)", () => {
  it("maps to snake_case, trims, lower-cases the email, keeps the phone's digits, numbers the diagnoses", () => {
    expect(buildRequestPayload(INPUT)).toEqual({
      beneficiary_id: 42,
      beneficiary_email: "paciente@example.com",
      beneficiary_phone_number: "8095551234",
      sponsor_slug: "do-senasa",
      doctor_license_number: "EXQ-1",
      doctor_specialty: "Cardiología",
      doctor_name: "Dra. Ana",
      doctor_country_code: "DO",
      illness_onset: "2026-11-01",
      risk_manager: "Gestor",
      diagnoses: [
        { coding_system: "ICD-10", code: "Z00.0", type: "PRINCIPAL" },
        { coding_system: "ICD-10", code: "J45", type: "SECONDARY" },
      ],
      products: [{ product_type_slug: "medical-procedure", quantity: 1, provider_product_code: "PROC-1" }],
    });
  });

  it("leaves out empty products, treatments, diagnoses, email and phone", () => {
    const payload = buildRequestPayload({
      ...INPUT,
      beneficiaryEmail: " ",
      beneficiaryPhoneNumber: "",
      diagnosisCodes: ["", null],
      treatments: [],
      products: [{ providerProductCode: "", productTypeSlug: "LABORATORY", quantity: 1 }],
    });
    for (const key of [
      "products",
      "treatments",
      "diagnoses",
      "beneficiary_email",
      "beneficiary_phone_number",
    ])
      expect(payload).not.toHaveProperty(key);
  });

  it("keeps the risk manager only with a medical-procedure product", () => {
    const lab = {
      ...INPUT,
      products: [{ providerProductCode: "LAB-1", productTypeSlug: "LABORATORY" as const, quantity: 2 }],
    };
    expect(buildRequestPayload(lab)).not.toHaveProperty("risk_manager");
    expect(hasMedicalProcedure(lab.products)).toBe(false);
    expect(hasMedicalProcedure(INPUT.products)).toBe(true);
    expect(buildRequestPayload({ ...INPUT, riskManager: "  " })).not.toHaveProperty("risk_manager");
  });

  it("treatments go in snake_case only when there are some", () => {
    const payload = buildRequestPayload({
      ...INPUT,
      treatments: [{ brand: "Ventolin", quantity: 1, frequencies: ["8h"], notes: "" }],
    });
    expect(payload.treatments).toEqual([{ brand: "Ventolin", quantity: 1, frequencies: ["8h"] }]);
  });
});

describe("requestInputErrors", () => {
  const ok = { ...INPUT, diagnosisCodes: [DEFAULT_DIAGNOSIS_CODE] };
  it("accepts a complete input", () => {
    expect(requestInputErrors(ok, "2026-11-22")).toEqual({});
  });
  it("names each wrong field with its message key", () => {
    expect(
      requestInputErrors(
        {
          ...ok,
          beneficiaryEmail: "no-at",
          beneficiaryPhoneNumber: "123",
          doctorName: " ",
          doctorCountryCode: "",
          illnessOnset: "2026-12-01",
          diagnosisCodes: ["1234"],
          products: [{ providerProductCode: "X", productTypeSlug: null, quantity: 0 }],
        },
        "2026-11-22",
      ),
    ).toEqual({
      email: "v2.request.errors.email",
      phone: "v2.request.errors.phone",
      doctorName: "v2.request.errors.required",
      doctorCountryCode: "v2.request.errors.required",
      illnessOnset: "v2.request.errors.future",
      diagnosis: "v2.request.errors.diagnosis",
      "product.0.type": "v2.request.errors.required",
      "product.0.quantity": "v2.request.errors.quantity",
    });
  });
  it("asks for at least one product", () => {
    expect(
      requestInputErrors(
        { ...ok, products: [{ providerProductCode: "", productTypeSlug: null, quantity: null }] },
        "2026-11-22",
      ),
    ).toEqual({
      products: "v2.request.errors.noProducts",
    });
  });
  it("phone, email and ICD-10 rules", () => {
    expect(isValidPhone("123456")).toBe(true);
    expect(isValidPhone("12345")).toBe(false);
    expect(isValidPhone("1234567890123456")).toBe(false);
    expect(isValidPhone("+1 809-555-1234")).toBe(true);
    expect(isValidEmail("a@b.co")).toBe(true);
    expect(isValidEmail("a b@c.co")).toBe(false);
    expect(isIcd10("Z00.0")).toBe(true);
    expect(isIcd10("z00")).toBe(true);
    expect(isIcd10("00Z")).toBe(false);
  });
});
