/**
 * The doctor step's rules (schemas/claims-desk/clinical-rules.ts; 000 §5 "Doctor step", default
 * codes, riskManager, medical request validity; issue 20 §3): no repeated diagnosis, Z00.0 by
 * default, at least one exam/product/treatment, the maximum number of items, the 30-day validity,
 * the risk manager only with a medical procedure, the default product codes 890202 / 1086, the
 * prescription file required for kinds that carry items.
 */
import { describe, expect, it } from "vitest";
import {
  DEFAULT_DIAGNOSIS_CODE,
  MAX_DIAGNOSES,
  MAX_ITEMS,
  canAddDiagnosis,
  clinicalProblems,
  defaultProductCode,
  diagnosesOrDefault,
  earliestMedicalRequestDate,
  medicalRequestValidity,
  riskManagerAppliesTo,
  type ClinicalCheckInput,
} from "../../../schemas/claims-desk/clinical-rules";

const TODAY = "2026-11-26";
const complete: ClinicalCheckInput = {
  items: "exams",
  doctorLicense: "EXQ-12345",
  doctorSpecialty: "cardiologia",
  doctorName: "Ana Pérez",
  doctorCountry: "DO",
  illnessOnset: "2026-11-20",
  careDate: TODAY,
  diagnosisCodes: ["E11.9"],
  products: [{ productTypeSlug: "laboratory", quantity: 1 }],
  treatments: [],
  riskManager: "",
  prescriptionDate: "2026-11-25",
  prescriptionAttached: true,
};
const fields = (input: Partial<ClinicalCheckInput>) =>
  clinicalProblems({ ...complete, ...input }).map((p) => `${p.field}:${p.error}`);

describe("diagnoses (000 §5)", () => {
  it("Z00.0 is sent when none is chosen, the chosen ones otherwise", () => {
    expect(DEFAULT_DIAGNOSIS_CODE).toBe("Z00.0");
    expect(diagnosesOrDefault([])).toEqual(["Z00.0"]);
    expect(diagnosesOrDefault(["J45.9", "E11"])).toEqual(["J45.9", "E11"]);
  });

  it("a diagnosis cannot repeat, in any case, and the list is bounded", () => {
    expect(canAddDiagnosis(["E11.9"], "e11.9")).toBe("repeated");
    expect(canAddDiagnosis(["E11.9"], "E11.0")).toBe("ok");
    const full = Array.from({ length: MAX_DIAGNOSES }, (_, i) => `A${String(i).padStart(2, "0")}`);
    expect(canAddDiagnosis(full, "Z00.0")).toBe("full");
    expect(fields({ diagnosisCodes: ["E11", "E11"] })).toEqual(["diagnoses:repeated"]);
    expect(fields({ diagnosisCodes: [] })).toEqual([]);
  });
});

describe("items by kind (000 §5)", () => {
  it("laboratory and exams need at least one exam; products at least one product", () => {
    expect(fields({ products: [] })).toEqual(["products:noExam"]);
    expect(fields({ items: "products", products: [] })).toEqual(["products:noProduct"]);
    expect(
      fields({ items: "none", products: [], prescriptionAttached: false, prescriptionDate: "" }),
    ).toEqual([]);
  });

  it("at most MAX_ITEMS products, each a whole quantity of at least 1", () => {
    const many = Array.from({ length: MAX_ITEMS + 1 }, () => ({
      productTypeSlug: "laboratory",
      quantity: 1,
    }));
    expect(fields({ products: many })).toEqual(["products:tooMany"]);
    expect(fields({ products: [{ productTypeSlug: "laboratory", quantity: 0 }] })).toEqual([
      "products:quantity",
    ]);
  });

  it("prescription drugs need a complete treatment", () => {
    const treatment = {
      drugFormSlug: "tablet",
      dosageUnitSlug: "mg",
      durationDays: 7,
      frequencies: ["every-8-hours"],
      quantity: 21,
    };
    expect(fields({ items: "treatments", products: [], treatments: [treatment] })).toEqual([]);
    expect(fields({ items: "treatments", products: [], treatments: [] })).toEqual(["treatments:noTreatment"]);
    expect(
      fields({ items: "treatments", products: [], treatments: [{ ...treatment, frequencies: [] }] }),
    ).toEqual(["treatments:incomplete"]);
  });

  it("the risk manager applies only with a medical-procedure product, and is then required", () => {
    expect(riskManagerAppliesTo(["laboratory", "MEDICINE"])).toBe(false);
    expect(riskManagerAppliesTo(["laboratory", "medical-procedure"])).toBe(true);
    const procedure = [{ productTypeSlug: "medical-procedure", quantity: 1 }];
    expect(fields({ items: "products", products: procedure })).toEqual(["riskManager:required"]);
    expect(fields({ items: "products", products: procedure, riskManager: "Luis Gómez" })).toEqual([]);
  });
});

describe("the doctor and the medical request", () => {
  it("every doctor field is required; the licence has a shape; the onset is not in the future", () => {
    expect(
      fields({
        doctorLicense: "",
        doctorName: " ",
        doctorSpecialty: "",
        doctorCountry: "",
        illnessOnset: "",
      }),
    ).toEqual([
      "doctorLicense:required",
      "doctorName:required",
      "doctorSpecialty:required",
      "doctorCountry:required",
      "illnessOnset:required",
    ]);
    expect(fields({ doctorLicense: "a b" })).toEqual(["doctorLicense:license"]);
    expect(fields({ illnessOnset: "2026-11-27" })).toEqual(["illnessOnset:future"]);
  });

  it("the medical request is valid 30 days from the date of care (000 §5)", () => {
    expect(medicalRequestValidity("2026-10-27", TODAY)).toBe("ok");
    expect(medicalRequestValidity("2026-10-26", TODAY)).toBe("expired");
    expect(medicalRequestValidity("2026-11-27", TODAY)).toBe("future");
    expect(medicalRequestValidity("27/10/2026", TODAY)).toBe("invalid");
    expect(earliestMedicalRequestDate(TODAY)).toBe("2026-10-27");
    expect(fields({ prescriptionDate: "2026-10-01" })).toEqual(["prescriptionDate:expired"]);
  });

  it("the prescription file is required for kinds that carry items", () => {
    expect(fields({ prescriptionAttached: false })).toEqual(["prescription:prescriptionRequired"]);
    expect(fields({ prescriptionDate: "" })).toEqual(["prescriptionDate:required"]);
  });
});

describe("default product codes (000 §5)", () => {
  it("890202 for do-universal, 1086 for do-primera and do-humano; the sponsor's configuration wins", () => {
    expect(defaultProductCode("do-universal")).toBe("890202");
    expect(defaultProductCode("do-primera")).toBe("1086");
    expect(defaultProductCode("do-humano")).toBe("1086");
    expect(defaultProductCode("do-senasa")).toBeNull();
    expect(defaultProductCode("do-senasa", "890201")).toBe("890201");
  });
});
