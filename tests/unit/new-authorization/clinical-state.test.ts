/**
 * The doctor step's part of the flow's state (src/areas/authorizations/new/clinical/; issue 20 §3):
 * the draft keeps ids and choices only (no brand, composition, notes, indications nor the file),
 * a reload restores them, an edit clears `clinicalComplete`, and `clinicalRequestInput` turns the
 * state and the texts in memory into the request's doctor, diagnoses, products and treatments
 * (Z00.0 and the default product code when none is chosen; the risk manager only with a procedure).
 */
import { describe, expect, it } from "vitest";
import { draftOf } from "../../../src/lib/flow";
import {
  newAuthorizationFlow,
  NEW_AUTHORIZATION_INITIAL,
} from "../../../src/areas/authorizations/new/new-authorization-flow";
import { offeredProductTypes } from "../../../src/areas/authorizations/new/clinical/clinical-queries";
import { kindOf } from "../../../schemas/claims-desk/authorization-kinds";
import { clinicalRequestInput } from "../../../src/areas/authorizations/new/clinical/clinical-request";
import {
  CLINICAL_INITIAL,
  editClinical,
  restoreClinical,
  type ClinicalState,
} from "../../../src/areas/authorizations/new/clinical/clinical-state";
import {
  clearClinicalMemory,
  prescriptionFile,
  setPrescriptionFile,
  setTreatmentTexts,
} from "../../../src/areas/authorizations/new/clinical/clinical-memory";

const filled: ClinicalState = {
  ...CLINICAL_INITIAL,
  doctorLicense: "EXQ-1",
  doctorSpecialty: "cardiologia",
  doctorName: "Ana Pérez",
  doctorCountry: "DO",
  illnessOnset: "2026-11-20",
  prescriptionDate: "2026-11-25",
  diagnosisCodes: ["E11.9", "I10"],
  products: [
    {
      productId: 7,
      productTypeSlug: "medical-procedure",
      code: "860001",
      providerProductCode: "CC-860001",
      quantity: 2,
    },
  ],
  treatments: [
    {
      key: "t1",
      productId: 90,
      drugFormSlug: "tablet",
      dosageUnitSlug: "mg",
      durationDays: 7,
      frequencies: "every-8-hours,at-bedtime",
      quantity: 21,
    },
  ],
  riskManager: "Luis Gómez",
  prescriptionChecked: true,
  clinicalComplete: true,
};

describe("the doctor step's draft", () => {
  it("keeps ids and choices, and a reload restores them", () => {
    setTreatmentTexts("t1", {
      brand: "Secret brand",
      composition: "x",
      notes: "the patient's notes",
      indications: ["rest"],
    });
    const draft = draftOf(newAuthorizationFlow, { ...NEW_AUTHORIZATION_INITIAL, ...filled });
    const text = JSON.stringify(draft);
    expect(text).not.toMatch(/Secret brand|patient's notes|rest/);
    expect(draft.diagnosisCodes).toEqual(["E11.9", "I10"]);
    expect(restoreClinical(JSON.parse(text) as typeof draft, CLINICAL_INITIAL)).toEqual(filled);
    clearClinicalMemory();
  });

  it("an edit makes the step incomplete again", () => {
    expect(editClinical(filled, { doctorName: "Otro" })).toMatchObject({
      doctorName: "Otro",
      clinicalComplete: false,
    });
  });

  it("the prescription stays in memory only, and is forgotten with the rest", () => {
    setPrescriptionFile(new File(["%PDF-1.4"], "receta.pdf", { type: "application/pdf" }));
    expect(prescriptionFile()?.name).toBe("receta.pdf");
    clearClinicalMemory();
    expect(prescriptionFile()).toBeNull();
  });
});

describe("clinicalRequestInput", () => {
  it("turns the state and the texts into the request's clinical part", () => {
    const input = clinicalRequestInput(filled, {
      items: "products",
      sponsorSlug: "do-universal",
      defaultProductType: "medical-procedure",
      textsOf: () => ({
        brand: " Acetaminofén MK ",
        composition: "acetaminofén 500 mg",
        notes: "",
        indications: ["fiebre", " "],
      }),
    });
    expect(input).toEqual({
      doctorLicenseNumber: "EXQ-1",
      doctorSpecialty: "cardiologia",
      doctorName: "Ana Pérez",
      doctorCountryCode: "DO",
      illnessOnset: "2026-11-20",
      riskManager: "Luis Gómez",
      diagnoses: [
        { codingSystem: "ICD-10", code: "E11.9", type: "PRINCIPAL" },
        { codingSystem: "ICD-10", code: "I10", type: "SECONDARY" },
      ],
      products: [
        { productId: 7, productTypeSlug: "medical-procedure", quantity: 2, providerProductCode: "CC-860001" },
      ],
      treatments: [
        {
          brand: "Acetaminofén MK",
          drugFormSlug: "tablet",
          dosageMeasurementUnitSlug: "mg",
          treatmentDurationDays: 7,
          productIds: [90],
          quantity: 21,
          frequencies: ["every-8-hours", "at-bedtime"],
          compositions: ["acetaminofén 500 mg"],
          notes: "",
          indications: ["fiebre"],
        },
      ],
    });
  });

  it("sends Z00.0 and the sponsor's default product code when none is chosen; no risk manager without a procedure", () => {
    const input = clinicalRequestInput(
      { ...filled, diagnosisCodes: [], products: [], treatments: [] },
      { items: "none", sponsorSlug: "do-primera", defaultProductType: "outpatient-consultation" },
    );
    expect(input.diagnoses).toEqual([{ codingSystem: "ICD-10", code: "Z00.0", type: "PRINCIPAL" }]);
    expect(input.products).toEqual([
      { productTypeSlug: "outpatient-consultation", quantity: 1, providerProductCode: "1086" },
    ]);
    expect(input.riskManager).toBeUndefined();
  });
});

describe("the product types offered", () => {
  it("are the kind's within the branch's; all the kind's when the branch did not answer", () => {
    const generic = kindOf("generic");
    expect(
      offeredProductTypes(generic, [
        { slug: "laboratory" },
        { slug: "MEDICINE" },
        { slug: "outpatient-consultation" },
      ]),
    ).toEqual(["laboratory", "MEDICINE"]);
    expect(offeredProductTypes(kindOf("imaging"), [{ slug: "laboratory" }])).toEqual([]);
    expect(offeredProductTypes(kindOf("laboratory"), undefined)).toEqual(["laboratory"]);
  });
});
