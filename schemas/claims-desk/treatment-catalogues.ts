/**
 * The value catalogues of a prescription-drugs treatment (000 §3 "treatments (brand, drugFormSlug,
 * dosageMeasurementUnitSlug, treatmentDurationDays, productIds, quantity, frequencies, …)"; issue 20
 * §3): the slugs sent on the wire; their labels are texts (`newAuthorization.doctor.drugForms.<slug>`,
 * `…dosageUnits.<slug>`, `…frequencies.<slug>`) in the four languages. The drug forms are those of
 * the reference API's medicines (sandbox/routes/medical-catalogs/product-catalogue.ts).
 */

/** Drug forms (`drugFormSlug`). */
export const DRUG_FORMS = [
  "tablet",
  "capsule",
  "syrup",
  "suspension",
  "injectable-solution",
  "cream",
  "drops",
  "inhaler",
] as const;

/** Dosage measurement units (`dosageMeasurementUnitSlug`). */
export const DOSAGE_UNITS = ["mg", "g", "ml", "drop", "puff", "unit", "application"] as const;

/** Frequencies (`frequencies`, one or more). */
export const FREQUENCIES = [
  "every-4-hours",
  "every-6-hours",
  "every-8-hours",
  "every-12-hours",
  "every-24-hours",
  "before-meals",
  "after-meals",
  "at-bedtime",
  "as-needed",
] as const;

/** One of {@link DRUG_FORMS}. */
export type DrugForm = (typeof DRUG_FORMS)[number];
/** One of {@link DOSAGE_UNITS}. */
export type DosageUnit = (typeof DOSAGE_UNITS)[number];
/** One of {@link FREQUENCIES}. */
export type Frequency = (typeof FREQUENCIES)[number];

/** Longest treatment accepted, in days (a year). */
export const MAX_TREATMENT_DAYS = 365;
