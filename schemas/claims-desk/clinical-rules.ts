/**
 * The rules of the new authorization's doctor step (000 §5 "Doctor step", "Default diagnosis code
 * Z00.0", "default product code", "riskManager only with a medical-procedure product", "Medical
 * request validity is 30 days from the date of care"; 000 §3 "Authorization request payload";
 * issue 20 §3). Plain data and functions: the portal's step checks with them, the payload builder
 * (h5, `schemas/`) imports the defaults from here rather than copying them.
 */
import { riskManagerApplies } from "../requests/authorization-request";
import type { AuthorizationItems } from "./authorization-kinds";
import { DOCTOR_LICENSE_PATTERN, MAX_DIAGNOSES, MAX_ITEMS } from "./doctor-rules";

export {
  DOCTOR_COUNTRIES,
  DOCTOR_LICENSE_MAX_LENGTH,
  DOCTOR_LICENSE_PATTERN,
  DOCTOR_NAME_MAX_LENGTH,
  MAX_DIAGNOSES,
  MAX_ITEMS,
} from "./doctor-rules";

/** ICD-10 code sent when no diagnosis is chosen (000 §5 "Default diagnosis code Z00.0 in ICD-10"). */
export const DEFAULT_DIAGNOSIS_CODE = "Z00.0";

/** The coding system of every diagnosis (000 §3 "diagnoses (codingSystem, code, type)"). */
export const DIAGNOSIS_CODING_SYSTEM = "ICD-10";

/** The medical request (prescription) is valid this many days from the date of care (000 §5). */
export const MEDICAL_REQUEST_VALIDITY_DAYS = 30;

/**
 * The default product code of 000 §5 ("890202 for one sponsor and 1086 for two other sponsors"),
 * as the sponsors' configuration says it (`default_product_code`; docs/api-contract.md): do-universal
 * 890202, do-primera and do-humano 1086 (docs/decisions.md). The configuration wins when it names one.
 */
export const DEFAULT_PRODUCT_CODES: Readonly<Record<string, string>> = {
  "do-universal": "890202",
  "do-primera": "1086",
  "do-humano": "1086",
};

/**
 * The product code used when none is chosen (000 §5).
 * @param sponsor - the sponsor's slug.
 * @param configured - the sponsor configuration's `defaultProductCode` (null or undefined: not said).
 * @returns the code, or null when the sponsor has none.
 */
export function defaultProductCode(sponsor: string, configured?: string | null): string | null {
  return configured ?? DEFAULT_PRODUCT_CODES[sponsor] ?? null;
}

/** Whether a diagnosis may be added: not there yet (000 §5 "a diagnosis cannot repeat") and room left. */
export function canAddDiagnosis(codes: readonly string[], code: string): "ok" | "repeated" | "full" {
  if (codes.some((c) => c.toUpperCase() === code.toUpperCase())) return "repeated";
  if (codes.length >= MAX_DIAGNOSES) return "full";
  return "ok";
}

/** The diagnoses sent: those chosen, or the default Z00.0 when none is (000 §5). */
export function diagnosesOrDefault(codes: readonly string[]): string[] {
  return codes.length > 0 ? [...codes] : [DEFAULT_DIAGNOSIS_CODE];
}

/**
 * Whether the risk manager applies to products of these types: one is a medical procedure (000 §5;
 * the one rule of schemas/requests/authorization-request.ts).
 */
export function riskManagerAppliesTo(productTypes: readonly string[]): boolean {
  return riskManagerApplies(productTypes.map((product_type_slug) => ({ product_type_slug })));
}

const DAY_MS = 86_400_000;
const WIRE_DATE = /^\d{4}-\d{2}-\d{2}$/;

function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

/**
 * Whether a medical request dated `requestDate` is still valid on the date of care (000 §5
 * "Medical request validity is 30 days from the date of care"): not after the date of care, and at
 * most {@link MEDICAL_REQUEST_VALIDITY_DAYS} days before it.
 * @param requestDate - the prescription's date, `YYYY-MM-DD`.
 * @param careDate - the date of care (today), `YYYY-MM-DD`.
 * @returns `ok`, `future` (dated after the care) or `expired` (older than 30 days); `invalid` for a non-date.
 */
export function medicalRequestValidity(
  requestDate: string,
  careDate: string,
): "ok" | "future" | "expired" | "invalid" {
  if (!WIRE_DATE.test(requestDate) || !WIRE_DATE.test(careDate)) return "invalid";
  const days = dayNumber(careDate) - dayNumber(requestDate);
  if (Number.isNaN(days)) return "invalid";
  if (days < 0) return "future";
  return days > MEDICAL_REQUEST_VALIDITY_DAYS ? "expired" : "ok";
}

/** The earliest valid prescription date for a date of care, `YYYY-MM-DD`. */
export function earliestMedicalRequestDate(careDate: string): string {
  return new Date((dayNumber(careDate) - MEDICAL_REQUEST_VALIDITY_DAYS) * DAY_MS).toISOString().slice(0, 10);
}

/** What the doctor step's checks read (texts kept in memory are given as whether they are filled). */
export interface ClinicalCheckInput {
  readonly items: AuthorizationItems;
  readonly doctorLicense: string;
  readonly doctorSpecialty: string;
  readonly doctorName: string;
  readonly doctorCountry: string;
  readonly illnessOnset: string;
  readonly careDate: string;
  readonly diagnosisCodes: readonly string[];
  /** Products or exams chosen (for `exams` and `products`). */
  readonly products: readonly { productTypeSlug: string; quantity: number }[];
  /** Treatments (for `treatments`), with their required parts. */
  readonly treatments: readonly {
    drugFormSlug: string;
    dosageUnitSlug: string;
    durationDays: number;
    frequencies: readonly string[];
    quantity: number;
  }[];
  readonly riskManager: string;
  /** The prescription's date (`prescriptionRequired` only). */
  readonly prescriptionDate: string;
  /** Whether the prescription file is attached (or was, before a reload). */
  readonly prescriptionAttached: boolean;
}

/** A field of the doctor step in error and the key (under `newAuthorization.doctor.errors`) of its text. */
export interface ClinicalProblem {
  readonly field: string;
  readonly error: string;
}

/** Whether a kind carries items, and so needs the prescription file (000 §5). */
export function carriesItems(items: AuthorizationItems): boolean {
  return items !== "none";
}

/**
 * The doctor step's checks (000 §5 "doctor data, at least one diagnosis, at least one product (for
 * laboratory and exams, at least one exam), prescription file required; a diagnosis cannot repeat;
 * a maximum number of items", the 30-day validity, the risk manager with a medical procedure), in
 * the order of the fields on the screen. No diagnosis is not a problem: Z00.0 is sent (000 §5
 * default), so "at least one diagnosis" always holds.
 * @returns the problems, empty when Next may go on.
 */
export function clinicalProblems(input: ClinicalCheckInput): ClinicalProblem[] {
  const problems: ClinicalProblem[] = [];
  const need = (field: string, value: string, error = "required") => {
    if (value.trim() === "") problems.push({ field, error });
  };
  need("doctorLicense", input.doctorLicense);
  if (
    input.doctorLicense.trim() !== "" &&
    !new RegExp(DOCTOR_LICENSE_PATTERN).test(input.doctorLicense.trim())
  )
    problems.push({ field: "doctorLicense", error: "license" });
  need("doctorName", input.doctorName);
  need("doctorSpecialty", input.doctorSpecialty);
  need("doctorCountry", input.doctorCountry);
  need("illnessOnset", input.illnessOnset);
  if (input.illnessOnset !== "" && input.illnessOnset > input.careDate)
    problems.push({ field: "illnessOnset", error: "future" });
  if (new Set(input.diagnosisCodes.map((c) => c.toUpperCase())).size !== input.diagnosisCodes.length)
    problems.push({ field: "diagnoses", error: "repeated" });
  if (input.diagnosisCodes.length > MAX_DIAGNOSES) problems.push({ field: "diagnoses", error: "tooMany" });
  if (input.items === "exams" || input.items === "products") {
    if (input.products.length === 0)
      problems.push({ field: "products", error: input.items === "exams" ? "noExam" : "noProduct" });
    if (input.products.length > MAX_ITEMS) problems.push({ field: "products", error: "tooMany" });
    if (input.products.some((p) => !Number.isInteger(p.quantity) || p.quantity < 1))
      problems.push({ field: "products", error: "quantity" });
    if (riskManagerAppliesTo(input.products.map((p) => p.productTypeSlug)))
      need("riskManager", input.riskManager);
  }
  if (input.items === "treatments") {
    if (input.treatments.length === 0) problems.push({ field: "treatments", error: "noTreatment" });
    if (input.treatments.length > MAX_ITEMS) problems.push({ field: "treatments", error: "tooMany" });
    const incomplete = input.treatments.some(
      (t) =>
        t.drugFormSlug === "" ||
        t.dosageUnitSlug === "" ||
        t.frequencies.length === 0 ||
        !Number.isInteger(t.durationDays) ||
        t.durationDays < 1 ||
        !Number.isInteger(t.quantity) ||
        t.quantity < 1,
    );
    if (incomplete) problems.push({ field: "treatments", error: "incomplete" });
  }
  if (carriesItems(input.items)) {
    need("prescriptionDate", input.prescriptionDate);
    const validity =
      input.prescriptionDate === "" ? "ok" : medicalRequestValidity(input.prescriptionDate, input.careDate);
    if (validity !== "ok") problems.push({ field: "prescriptionDate", error: validity });
    if (!input.prescriptionAttached) problems.push({ field: "prescription", error: "prescriptionRequired" });
  }
  return problems;
}
