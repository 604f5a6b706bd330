/**
 * The doctor form (schemas/claims-desk/doctor-form.ts; issue 20 §3, 000 §3, §5) says what the doctor
 * step's Next checks (`clinicalProblems`, schemas/claims-desk/clinical-rules.ts): one set of rules,
 * the form's messages and the step's verdict never disagree on a licence, a name, a country or a
 * date. Judged by the forms' one validator (src/components/resource-form/validator.ts).
 */
import type { RJSFSchema } from "@rjsf/utils";
import { describe, expect, it } from "vitest";
import { clinicalProblems, DOCTOR_COUNTRIES } from "../../../schemas/claims-desk/clinical-rules";
import { doctorForm, doctorSchema } from "../../../schemas/claims-desk/doctor-form";
import { FORMS } from "../../../schemas/forms";
import { formProblems } from "../../../schemas/forms/form-declaration";
import { formValidator } from "../../../src/components/resource-form/validator";

const VALID = {
  doctorLicense: "EXQ-4521",
  doctorName: "Ana Pérez",
  doctorSpecialty: "cardiologia",
  doctorCountry: "DO",
  illnessOnset: "2026-01-10",
};

const formAccepts = (values: Record<string, string>) =>
  formValidator.isValid(doctorSchema as unknown as RJSFSchema, values, doctorSchema as unknown as RJSFSchema);

const stepAccepts = (values: Record<string, string>) =>
  clinicalProblems({
    items: "none",
    doctorLicense: values.doctorLicense ?? "",
    doctorName: values.doctorName ?? "",
    doctorSpecialty: values.doctorSpecialty ?? "",
    doctorCountry: values.doctorCountry ?? "",
    illnessOnset: values.illnessOnset ?? "",
    careDate: "2026-02-01",
    diagnosisCodes: [],
    products: [],
    treatments: [],
    riskManager: "",
    prescriptionDate: "",
    prescriptionAttached: false,
  }).length === 0;

describe("the doctor form", () => {
  it("is a declared form listed in FORMS (its validator compiled with the portal), without problems", () => {
    expect(FORMS).toContain(doctorForm);
    expect(formProblems(doctorForm.form)).toEqual([]);
  });

  it("accepts and refuses the licences, names and countries the step's Next does", () => {
    const cases: Record<string, string>[] = [
      VALID,
      { ...VALID, doctorLicense: "EX" },
      { ...VALID, doctorLicense: "EXQ 4521" },
      { ...VALID, doctorLicense: "A".repeat(20) },
      { ...VALID, doctorLicense: "A".repeat(21) },
      { ...VALID, doctorLicense: "exq-45" },
      { ...VALID, doctorName: "" },
      { ...VALID, doctorSpecialty: "" },
      { ...VALID, doctorCountry: "" },
      ...DOCTOR_COUNTRIES.map((doctorCountry) => ({ ...VALID, doctorCountry })),
      { ...VALID, illnessOnset: "" },
    ];
    for (const values of cases) {
      const present = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ""));
      expect(formAccepts(present), JSON.stringify(values)).toBe(stepAccepts(values));
    }
  });

  it("refuses a country outside the list and a non-date onset", () => {
    expect(formAccepts({ ...VALID, doctorCountry: "XX" })).toBe(false);
    expect(formAccepts({ ...VALID, illnessOnset: "10/01/2026" })).toBe(false);
  });
});
