import type { FlowDraft, FlowPersist } from "../../../../lib/flow";

/** A product or exam chosen on the doctor step (000 §3 "products (productId, productTypeSlug, quantity, providerProductCode)"). */
export interface ClinicalProduct {
  readonly productId: number;
  readonly productTypeSlug: string;
  /** The catalogue's code. */
  readonly code: string;
  /** The provider's code agreed with the sponsor, "" when searched in the whole catalogue. */
  readonly providerProductCode: string;
  readonly quantity: number;
}

/**
 * A treatment of a prescription-drugs authorization (000 §3 "treatments"): its choices. Its texts
 * (brand, composition, notes, indications) stay in memory (clinical-memory.ts), keyed by `key`.
 */
export interface ClinicalTreatment {
  /** This treatment's key in memory (`t1`, `t2`, …), not a catalogue id. */
  readonly key: string;
  /** The medicine chosen in the catalogue. */
  readonly productId: number;
  readonly drugFormSlug: string;
  readonly dosageUnitSlug: string;
  readonly durationDays: number;
  /** The frequencies' slugs, comma-joined (the draft keeps scalars only). */
  readonly frequencies: string;
  readonly quantity: number;
}

/**
 * The doctor step's part of the new authorization's state (000 §3 "Authorization request payload",
 * §5 "Doctor step"; issue 20 §3). Ids and choices only, all persisted: the doctor's licence, name
 * and specialty (the provider's own staff, not patient data: docs/decisions.md), the illness onset
 * and prescription dates, diagnosis codes, products and treatments by id and choice, the risk
 * manager (staff). Texts typed about the patient's treatment stay in memory (clinical-memory.ts).
 */
export interface ClinicalState {
  readonly doctorLicense: string;
  /** The specialty's slug (`medical-catalogs/v1/specialties`). */
  readonly doctorSpecialty: string;
  readonly doctorName: string;
  /** ISO 3166 alpha-2. */
  readonly doctorCountry: string;
  /** `YYYY-MM-DD`, or "". */
  readonly illnessOnset: string;
  /** The medical request's date, `YYYY-MM-DD`, or "" (valid 30 days, 000 §5). */
  readonly prescriptionDate: string;
  /** ICD-10 codes, the first the principal one; empty sends Z00.0 (000 §5). */
  readonly diagnosisCodes: readonly string[];
  readonly products: readonly ClinicalProduct[];
  readonly treatments: readonly ClinicalTreatment[];
  /** The provider's risk manager (only with a medical-procedure product, 000 §5), or "". */
  readonly riskManager: string;
  /** A prescription passed the file check on this step (the file itself stays in memory). */
  readonly prescriptionChecked: boolean;
  /** The doctor step was completed (its checks passed on Next); an edit afterwards clears it. */
  readonly clinicalComplete: boolean;
}

/** Nothing entered. */
export const CLINICAL_INITIAL: ClinicalState = {
  doctorLicense: "",
  doctorSpecialty: "",
  doctorName: "",
  doctorCountry: "",
  illnessOnset: "",
  prescriptionDate: "",
  diagnosisCodes: [],
  products: [],
  treatments: [],
  riskManager: "",
  prescriptionChecked: false,
  clinicalComplete: false,
};

/** What the draft keeps of the doctor step: ids and choices (see {@link ClinicalState}). */
export const CLINICAL_PERSIST: FlowPersist<ClinicalState> = {
  doctorLicense: "id",
  doctorSpecialty: "id",
  doctorName: "choice",
  doctorCountry: "choice",
  illnessOnset: "choice",
  prescriptionDate: "choice",
  diagnosisCodes: "ids",
  products: {
    each: {
      productId: "id",
      productTypeSlug: "choice",
      code: "id",
      providerProductCode: "choice",
      quantity: "choice",
    },
  },
  treatments: {
    each: {
      key: "id",
      productId: "id",
      drugFormSlug: "choice",
      dosageUnitSlug: "choice",
      durationDays: "choice",
      frequencies: "choice",
      quantity: "choice",
    },
  },
  riskManager: "choice",
  prescriptionChecked: "choice",
  clinicalComplete: "choice",
};

const text = (value: unknown) => (typeof value === "string" ? value : "");
const count = (value: unknown) =>
  typeof value === "number" && Number.isInteger(value) && value > 0 ? value : 1;
const records = (value: unknown) =>
  Array.isArray(value)
    ? (value as unknown[]).filter((v): v is Record<string, unknown> => typeof v === "object" && v !== null)
    : [];

/** The doctor step's part after a reload: the drafted values that still fit their kinds. */
export function restoreClinical(draft: FlowDraft, initial: ClinicalState): ClinicalState {
  return {
    doctorLicense: text(draft.doctorLicense) || initial.doctorLicense,
    doctorSpecialty: text(draft.doctorSpecialty) || initial.doctorSpecialty,
    doctorName: text(draft.doctorName) || initial.doctorName,
    doctorCountry: text(draft.doctorCountry) || initial.doctorCountry,
    illnessOnset: text(draft.illnessOnset) || initial.illnessOnset,
    prescriptionDate: text(draft.prescriptionDate) || initial.prescriptionDate,
    diagnosisCodes: Array.isArray(draft.diagnosisCodes)
      ? (draft.diagnosisCodes as unknown[]).filter((c): c is string => typeof c === "string")
      : initial.diagnosisCodes,
    products: records(draft.products)
      .filter((p) => typeof p.productId === "number")
      .map((p) => ({
        productId: p.productId as number,
        productTypeSlug: text(p.productTypeSlug),
        code: String(p.code ?? ""),
        providerProductCode: text(p.providerProductCode),
        quantity: count(p.quantity),
      })),
    treatments: records(draft.treatments)
      .filter((t) => typeof t.productId === "number" && typeof t.key === "string")
      .map((t) => ({
        key: t.key as string,
        productId: t.productId as number,
        drugFormSlug: text(t.drugFormSlug),
        dosageUnitSlug: text(t.dosageUnitSlug),
        durationDays: count(t.durationDays),
        frequencies: text(t.frequencies),
        quantity: count(t.quantity),
      })),
    riskManager: text(draft.riskManager) || initial.riskManager,
    prescriptionChecked: draft.prescriptionChecked === true,
    clinicalComplete: draft.clinicalComplete === true,
  };
}

/** The doctor step is complete: identity verification may be entered (no file asked after a reload). */
export function clinicalComplete(s: ClinicalState): boolean {
  return s.clinicalComplete;
}

/** An edit of the doctor step: the change applied, and the step no longer complete. */
export function editClinical<S extends ClinicalState>(state: S, change: Partial<ClinicalState>): S {
  return { ...state, ...change, clinicalComplete: false };
}
