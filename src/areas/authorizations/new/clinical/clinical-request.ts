import {
  DIAGNOSIS_CODING_SYSTEM,
  defaultProductCode,
  diagnosesOrDefault,
  riskManagerAppliesTo,
} from "../../../../../schemas/claims-desk/clinical-rules";
import type { AuthorizationItems } from "../../../../../schemas/claims-desk/authorization-kinds";
import { treatmentTextsOf, type TreatmentTexts } from "./clinical-memory";
import type { ClinicalState } from "./clinical-state";

/** A diagnosis of the request (000 §3 "diagnoses (codingSystem, code, type)"). */
export interface ClinicalDiagnosisInput {
  readonly codingSystem: string;
  readonly code: string;
  /** The first is the principal diagnosis. */
  readonly type: "PRINCIPAL" | "SECONDARY";
}

/** A product of the request (000 §3 "products (productId, productTypeSlug, quantity, providerProductCode)"). */
export interface ClinicalProductInput {
  /** Absent for the default product code (no product chosen). */
  readonly productId?: number;
  readonly productTypeSlug: string;
  readonly quantity: number;
  readonly providerProductCode: string;
}

/** A treatment of the request (000 §3 "treatments"). */
export interface ClinicalTreatmentInput {
  readonly brand: string;
  readonly drugFormSlug: string;
  readonly dosageMeasurementUnitSlug: string;
  readonly treatmentDurationDays: number;
  readonly productIds: number[];
  readonly quantity: number;
  readonly frequencies: string[];
  readonly compositions: string[];
  readonly notes: string;
  readonly indications: string[];
}

/** The doctor step's part of the request input (camelCase; the wire body is built in `schemas/`). */
export interface ClinicalRequestInput {
  readonly doctorLicenseNumber: string;
  readonly doctorSpecialty: string;
  readonly doctorName: string;
  readonly doctorCountryCode: string;
  /** `YYYY-MM-DD`. */
  readonly illnessOnset: string;
  /** Present only when a medical-procedure product is on the request (000 §5). */
  readonly riskManager?: string;
  /** Never empty: Z00.0 when none was chosen (000 §5). */
  readonly diagnoses: ClinicalDiagnosisInput[];
  /** Empty when the kind has none (the builder leaves an empty list out, 000 §5). */
  readonly products: ClinicalProductInput[];
  readonly treatments: ClinicalTreatmentInput[];
}

/** What {@link clinicalRequestInput} reads besides the state. */
export interface ClinicalRequestContext {
  /** What the kind lists (`AuthorizationKindDefinition.items`). */
  readonly items: AuthorizationItems;
  /** The sponsor chosen. */
  readonly sponsorSlug: string;
  /** The sponsor configuration's `defaultProductCode` (000 §5), null or undefined when not said. */
  readonly configuredDefaultProductCode?: string | null;
  /** The product type of the kind's default product (e.g. `outpatient-consultation`). */
  readonly defaultProductType: string;
  /** A treatment's texts (default: the in-memory holder, clinical-memory.ts). */
  readonly textsOf?: (key: string) => TreatmentTexts;
}

/**
 * Turns the doctor step's state and the texts kept in memory into the doctor, diagnoses, products
 * and treatments of the authorization request (000 §3 "Authorization request payload", §5): the
 * diagnoses in order with the first PRINCIPAL (Z00.0 when none, 000 §5); products only for kinds
 * that list them, or, when none is chosen (OUTPATIENT_CARE: the consultation product chosen on the
 * step, else the sponsor's default product code 890202 / 1086, 000 §5), one product of that code;
 * treatments with their texts (after a reload the texts are empty: the user types them again);
 * the risk manager only with a medical-procedure product.
 * @param state - the doctor step's part of the flow's state.
 * @param context - the kind's items, the sponsor and its default product code.
 */
export function clinicalRequestInput(
  state: ClinicalState,
  context: ClinicalRequestContext,
): ClinicalRequestInput {
  const textsOf = context.textsOf ?? treatmentTextsOf;
  const codes = diagnosesOrDefault(state.diagnosisCodes);
  const products: ClinicalProductInput[] = state.products.map((p) => ({
    productId: p.productId,
    productTypeSlug: p.productTypeSlug,
    quantity: p.quantity,
    providerProductCode: p.providerProductCode || p.code,
  }));
  if (products.length === 0 && context.items !== "treatments") {
    const code = defaultProductCode(context.sponsorSlug, context.configuredDefaultProductCode);
    if (code !== null)
      products.push({ productTypeSlug: context.defaultProductType, quantity: 1, providerProductCode: code });
  }
  const treatments = state.treatments.map((t) => {
    const texts = textsOf(t.key);
    return {
      brand: texts.brand.trim(),
      drugFormSlug: t.drugFormSlug,
      dosageMeasurementUnitSlug: t.dosageUnitSlug,
      treatmentDurationDays: t.durationDays,
      productIds: [t.productId],
      quantity: t.quantity,
      frequencies: t.frequencies.split(",").filter((f) => f !== ""),
      compositions: texts.composition.trim() === "" ? [] : [texts.composition.trim()],
      notes: texts.notes.trim(),
      indications: texts.indications.map((i) => i.trim()).filter((i) => i !== ""),
    };
  });
  const riskManager = state.riskManager.trim();
  return {
    doctorLicenseNumber: state.doctorLicense.trim(),
    doctorSpecialty: state.doctorSpecialty,
    doctorName: state.doctorName.trim(),
    doctorCountryCode: state.doctorCountry.toUpperCase(),
    illnessOnset: state.illnessOnset,
    ...(riskManager !== "" && riskManagerAppliesTo(products.map((p) => p.productTypeSlug))
      ? { riskManager }
      : {}),
    diagnoses: codes.map((code, index) => ({
      codingSystem: DIAGNOSIS_CODING_SYSTEM,
      code,
      type: index === 0 ? "PRINCIPAL" : "SECONDARY",
    })),
    products,
    treatments,
  };
}
