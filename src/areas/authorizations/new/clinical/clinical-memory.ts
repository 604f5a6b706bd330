/**
 * What the doctor step holds in memory only, never in the flow's draft (issue 20 §3; the house's
 * rule on patient data): the prescription file (a `File` cannot be kept in storage), the texts of
 * each treatment (brand, composition, notes, indications) and the names of the diagnoses and
 * products chosen (shown beside their codes; after a reload only the codes are known). One holder
 * per tab, like the flow's one instance (`NEW_AUTHORIZATION_INSTANCE`).
 *
 * The billing step (h5) reads the prescription with {@link prescriptionFile} to upload it after
 * the request's 202, and the texts through `clinicalRequestInput` (clinical-request.ts); after a
 * reload the file is gone and the billing step asks for it as a required document not yet attached.
 */

/** The texts of one treatment (000 §3 "treatments (brand, …, compositions, notes, indications)"). */
export interface TreatmentTexts {
  readonly brand: string;
  readonly composition: string;
  readonly notes: string;
  /** One indication per entry. */
  readonly indications: readonly string[];
}

/** No texts typed yet. */
export const EMPTY_TREATMENT_TEXTS: TreatmentTexts = {
  brand: "",
  composition: "",
  notes: "",
  indications: [],
};

let prescription: File | null = null;
const treatmentTexts = new Map<string, TreatmentTexts>();
const names = new Map<string, string>();

/** The prescription file attached on the doctor step, or null (none, or lost by a reload). */
export function prescriptionFile(): File | null {
  return prescription;
}

/** Keeps (or with null, drops) the prescription file that passed the file check. */
export function setPrescriptionFile(file: File | null): void {
  prescription = file;
}

/** A treatment's texts (empty when none were typed or after a reload). */
export function treatmentTextsOf(key: string): TreatmentTexts {
  return treatmentTexts.get(key) ?? EMPTY_TREATMENT_TEXTS;
}

/** Keeps a treatment's texts. */
export function setTreatmentTexts(key: string, texts: TreatmentTexts): void {
  treatmentTexts.set(key, texts);
}

/** The name of a diagnosis (`dx:<code>`) or product (`product:<id>`) seen on this step, if any. */
export function catalogueName(key: string): string | undefined {
  return names.get(key);
}

/** Remembers the name of a diagnosis or product chosen. */
export function rememberName(key: string, name: string): void {
  names.set(key, name);
}

/** Forgets everything (the flow cancelled or finished). */
export function clearClinicalMemory(): void {
  prescription = null;
  treatmentTexts.clear();
  names.clear();
}
