/**
 * The claims desk's rules on a request's doctor and its item counts (000 §3 "Authorization request
 * payload", 000 §5 "Doctor step", "a maximum number of items"; issue 20 §3, §7), written once: the
 * doctor form (doctor-form.ts) and the step's checks (clinical-rules.ts, which re-exports them)
 * check the draft with them, the wire schema (schemas/requests/authorization-request.ts) takes its
 * counts from here, and the reference API refuses a claims-desk request that breaks them
 * ({@link claimsDeskDoctorProblem}, sandbox/routes/arc/v2-requests/claims-desk.ts). A leaf module:
 * it imports nothing, so the wire schema can import it without a cycle through clinical-rules.ts.
 */

/**
 * A doctor's licence number: 3 to 20 letters, digits or hyphens (000 §3 "doctor license"; the
 * value is not shown in the spec: docs/decisions.md "New authorization"). A JSON Schema `pattern`.
 */
export const DOCTOR_LICENSE_PATTERN = "^[A-Za-z0-9-]{3,20}$";

/** The longest doctor's licence number, characters. */
export const DOCTOR_LICENSE_MAX_LENGTH = 20;

/** The longest doctor's name, characters (the request's `doctor_name`, schemas/requests). */
export const DOCTOR_NAME_MAX_LENGTH = 120;

/** The doctor's countries offered (the sponsors' countries and their neighbours), ISO 3166 alpha-2. */
export const DOCTOR_COUNTRIES = ["DO", "US", "MX", "CO", "BR", "PR", "HT", "VE", "ES", "CU"] as const;

/** At most this many diagnoses on one request (000 §5 "a maximum number of items", value not shown: docs/decisions.md). */
export const MAX_DIAGNOSES = 20;

/** At most this many products, exams or treatments on one request (000 §5, value not shown: docs/decisions.md). */
export const MAX_ITEMS = 30;

/** The wire fields of a request's doctor that {@link claimsDeskDoctorProblem} reads (snake_case, 000 §3). */
export interface DoctorWireFields {
  readonly doctor_license_number?: string;
  readonly doctor_country_code?: string;
  readonly illness_onset?: string;
}

/**
 * What is wrong with a claims-desk request's doctor, as the reference API's 400 says it (naming the
 * field), or null: the licence off {@link DOCTOR_LICENSE_PATTERN}, a country not in
 * {@link DOCTOR_COUNTRIES}, an illness onset after `today` (the wire schema has already checked
 * presence, lengths and the date's format).
 * @param today - the server's date, `YYYY-MM-DD`; an onset up to one day after it passes (a user
 *   east of the server may already be on the next day).
 */
export function claimsDeskDoctorProblem(body: DoctorWireFields, today: string): string | null {
  const license = body.doctor_license_number ?? "";
  if (!new RegExp(DOCTOR_LICENSE_PATTERN).test(license))
    return "doctor_license_number must be 3 to 20 letters, digits or hyphens";
  const country = body.doctor_country_code ?? "";
  if (!(DOCTOR_COUNTRIES as readonly string[]).includes(country))
    return `doctor_country_code must be one of ${DOCTOR_COUNTRIES.join(", ")}`;
  const onset = body.illness_onset;
  if (onset !== undefined) {
    const latest = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    if (onset > latest) return `illness_onset must not be after ${today}`;
  }
  return null;
}
