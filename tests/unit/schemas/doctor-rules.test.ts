import { describe, expect, it } from "vitest";
import { claimsDeskDoctorProblem } from "../../../schemas/claims-desk/doctor-rules";
import { doctorSchema } from "../../../schemas/claims-desk/doctor-form";
import { authorizationRequestBody } from "../../../schemas/requests/authorization-request";
import { MAX_DIAGNOSES, MAX_ITEMS } from "../../../schemas/claims-desk/clinical-rules";

const OK = { doctor_license_number: "EXQ-12345", doctor_country_code: "DO", illness_onset: "2026-11-27" };

describe("the claims desk's doctor rules, once for form and reference API (000 §3, §5; issue 20 §3, §7)", () => {
  it("passes a doctor the doctor form accepts", () => {
    expect(claimsDeskDoctorProblem(OK, "2026-11-27")).toBeNull();
    // A user east of the server may already be on the next day.
    expect(claimsDeskDoctorProblem({ ...OK, illness_onset: "2026-11-28" }, "2026-11-27")).toBeNull();
  });

  it("names the field of a licence, country or onset the form refuses", () => {
    expect(claimsDeskDoctorProblem({ ...OK, doctor_license_number: "AB" }, "2026-11-27")).toMatch(
      /^doctor_license_number/,
    );
    expect(claimsDeskDoctorProblem({ ...OK, doctor_country_code: "ZZ" }, "2026-11-27")).toMatch(
      /^doctor_country_code/,
    );
    expect(claimsDeskDoctorProblem({ ...OK, illness_onset: "2026-11-29" }, "2026-11-27")).toMatch(
      /^illness_onset/,
    );
  });

  it("the form's pattern and the wire's counts are the same constants", () => {
    expect(
      claimsDeskDoctorProblem({ ...OK, doctor_license_number: "A".repeat(21) }, "2026-11-27"),
    ).not.toBeNull();
    expect(new RegExp(doctorSchema.properties.doctorLicense.pattern).test("A".repeat(21))).toBe(false);
    expect(authorizationRequestBody.properties.diagnoses.maxItems).toBe(MAX_DIAGNOSES);
    expect(authorizationRequestBody.properties.products.maxItems).toBe(MAX_ITEMS);
    expect(authorizationRequestBody.properties.treatments.maxItems).toBe(MAX_ITEMS);
  });
});
