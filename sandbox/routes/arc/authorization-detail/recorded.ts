/**
 * The detail of an authorization made before the portal (the seeded ones: an `authorizations` row
 * and its claim, no `claims_desk_authorizations` row), derived at read time from its id, coverage
 * type, amount and claim status (docs/decisions.md "The authorization detail"): 100,000 such rows
 * exist in the bench database, so nothing is seeded for them. Pure and deterministic: the same
 * authorization always reads the same.
 */
import { productClaimResult } from "../../../../schemas/claims-desk/product-claim-results";
import { unitPrice, type ProductResult } from "../../../lib/adjudication";

/** A product of an authorization as the detail answers it (docs/api-contract.md "Authorization detail"). */
export interface DetailProduct {
  id: number;
  product_id: number | null;
  product_name: string;
  product_type_slug: string;
  provider_product_code: string;
  quantity: number;
  refill_number: number;
  number_of_refills: number;
  result: ProductResult;
  claim_result: "CLAIMED" | "PARTIALLY_CLAIMED" | null;
  reason_code: string | null;
  amount: number;
  copayment: number;
}

/** A treatment (000 §3: brand, composition, indication list). */
export interface DetailTreatment {
  brand: string | null;
  compositions: string[];
  indications: string[];
  treatment_duration_days: number | null;
  quantity: number | null;
}

/** What is derived of a recorded authorization. */
export interface RecordedDetail {
  transaction_type: string;
  product_type: string;
  doctor: { license_number: string; country_code: string; specialty: string; name: string };
  diagnoses: { coding_system: "ICD-10"; code: string; type: "PRINCIPAL" | "SECONDARY" }[];
  products: DetailProduct[];
  treatments: DetailTreatment[];
  provider_transaction_id: string;
  biometric_reading_id: string | null;
}

/** The product type of each coverage (transaction) type (000 §9). */
export const PRODUCT_TYPE_OF: Readonly<Record<string, string>> = {
  OUTPATIENT_CARE: "outpatient-consultation",
  MEDICAL_PROCEDURES: "medical-procedure",
  DIAGNOSTIC_TESTS: "laboratory",
  PRESCRIPTION_DRUGS: "MEDICINE",
  AUTOMATIC_DISPENSATION: "MEDICINE",
  HOSPITALIZATION: "medical-procedure",
};

/** Products a recorded authorization may carry, by product type: [code, name]. */
const PRODUCTS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  "outpatient-consultation": [
    ["890202", "Consulta de primera vez por medicina especializada"],
    ["890302", "Consulta de control por medicina especializada"],
  ],
  "medical-procedure": [
    ["PRC-210", "Sutura de herida menor"],
    ["PRC-322", "Drenaje de absceso"],
    ["PRC-455", "Infiltración articular"],
  ],
  laboratory: [
    ["LAB-100", "Hemograma completo"],
    ["LAB-112", "Glucosa en ayunas"],
    ["LAB-124", "Perfil lipídico"],
  ],
  MEDICINE: [
    ["MED-501", "Amoxicilina 500 mg cápsulas"],
    ["MED-612", "Losartán 50 mg tabletas"],
    ["MED-723", "Metformina 850 mg tabletas"],
  ],
};

/** The medicines' brand, composition and indications, by code. */
const MEDICINES: Readonly<Record<string, { brand: string; composition: string; indication: string }>> = {
  "MED-501": { brand: "Amoxil", composition: "Amoxicilina 500 mg", indication: "1 cápsula cada 8 horas" },
  "MED-612": { brand: "Cozaar", composition: "Losartán potásico 50 mg", indication: "1 tableta al día" },
  "MED-723": {
    brand: "Glucophage",
    composition: "Metformina 850 mg",
    indication: "1 tableta con el almuerzo",
  },
};

const DOCTORS = [
  { license_number: "EXQ-10482", specialty: "Medicina interna", name: "Dra. Carmen Almonte" },
  { license_number: "EXQ-22391", specialty: "Pediatría", name: "Dr. Luis Peña" },
  { license_number: "EXQ-31077", specialty: "Cardiología", name: "Dra. Rosa Jiménez" },
  { license_number: "EXQ-40915", specialty: "Medicina familiar", name: "Dr. Manuel Castillo" },
] as const;

const DIAGNOSES = ["J06.9", "I10", "E11.9", "K29.7", "M54.5", "N39.0", "R51", "Z00.0"] as const;

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The detail of a recorded authorization.
 * @param a its id, coverage type, amount (the sum of its APPROVED products), claim status and the
 * coinsurance percent of its beneficiary's plan.
 */
export function recordedDetail(a: {
  id: number;
  coverage_type: string;
  amount: number;
  claim_status: string | null;
  coinsurance_percent: number;
}): RecordedDetail {
  const productType = PRODUCT_TYPE_OF[a.coverage_type] ?? "medical-procedure";
  const catalogue = PRODUCTS[productType];
  const count = productType === "outpatient-consultation" ? 1 : 1 + (a.id % catalogue.length);
  const chosen = Array.from({ length: count }, (_, k) => catalogue[(a.id + k) % catalogue.length]);
  // A third product, when there is one, was refused by the sponsor (it carries no amount of the authorization).
  const results: ProductResult[] = chosen.map((_, k) => (k === 2 ? "REJECTED" : "APPROVED"));
  const approved = results.filter((r) => r === "APPROVED").length;
  const share = round2(a.amount / approved);
  const medicine = productType === "MEDICINE";
  const products = chosen.map(([code, name], k): DetailProduct => {
    const refills = medicine ? 1 + ((a.id + k) % 3) : 1;
    const refill = medicine ? 1 + ((a.id >> 1) % refills) : 1;
    const result = results[k];
    const amount =
      result !== "APPROVED" ? unitPrice(code) : k === approved - 1 ? round2(a.amount - share * k) : share;
    return {
      id: k + 1,
      product_id: null,
      product_name: name,
      product_type_slug: productType,
      provider_product_code: code,
      quantity: 1,
      refill_number: refill,
      number_of_refills: refills,
      result,
      claim_result: productClaimResult({
        result,
        claimStatus: a.claim_status,
        refillNumber: refill,
        numberOfRefills: refills,
      }),
      reason_code: result === "REJECTED" ? "NOT_COVERED" : null,
      amount,
      copayment: result === "APPROVED" ? round2((amount * a.coinsurance_percent) / 100) : 0,
    };
  });
  const doctor = DOCTORS[a.id % DOCTORS.length];
  const principal = DIAGNOSES[a.id % DIAGNOSES.length];
  const secondary = DIAGNOSES[(a.id + 3) % DIAGNOSES.length];
  return {
    transaction_type: a.coverage_type,
    product_type: productType,
    doctor: { ...doctor, country_code: "DO" },
    diagnoses: [
      { coding_system: "ICD-10", code: principal, type: "PRINCIPAL" },
      ...(a.id % 2 === 0
        ? [{ coding_system: "ICD-10" as const, code: secondary, type: "SECONDARY" as const }]
        : []),
    ],
    products,
    treatments: medicine
      ? products.map((p) => {
          const m = MEDICINES[p.provider_product_code];
          return {
            brand: m.brand,
            compositions: [m.composition],
            indications: [m.indication],
            treatment_duration_days: 30 * p.number_of_refills,
            quantity: p.quantity,
          };
        })
      : [],
    provider_transaction_id: `PTX-${a.id}`,
    biometric_reading_id: a.id % 3 === 0 ? null : `BIO-${a.id}`,
  };
}
