import type { FromSchema } from "json-schema-to-ts";
import { defineForm } from "../forms/form-declaration";
import {
  DOCTOR_COUNTRIES,
  DOCTOR_LICENSE_MAX_LENGTH,
  DOCTOR_LICENSE_PATTERN,
  DOCTOR_NAME_MAX_LENGTH,
} from "./clinical-rules";

/**
 * The doctor's data of the new authorization's doctor step (000 §3 "Authorization request payload":
 * doctor license, specialty, name, illnessOnset, doctor country code; 000 §5 "Doctor step"; issue
 * 20 §3), as the flow's draft keeps them (camelCase; the request builder maps them to the wire).
 * The rules are those of clinical-rules.ts (`clinicalProblems` checks the same ones when Next is
 * pressed): the licence's pattern and length, the name's length, the country among
 * {@link DOCTOR_COUNTRIES}, the illness onset a date not after today.
 */
export const doctorSchema = {
  type: "object",
  required: ["doctorLicense", "doctorName", "doctorSpecialty", "doctorCountry", "illnessOnset"],
  properties: {
    doctorLicense: {
      type: "string",
      pattern: DOCTOR_LICENSE_PATTERN,
      maxLength: DOCTOR_LICENSE_MAX_LENGTH,
    },
    doctorName: { type: "string", minLength: 1, maxLength: DOCTOR_NAME_MAX_LENGTH },
    doctorSpecialty: { type: "string", minLength: 1 },
    doctorCountry: { type: "string", enum: DOCTOR_COUNTRIES },
    // `date`, not the portal's `past-date`: a form compiled with the portal knows only ajv-formats'
    // formats. The date widget refuses a day after today (`disableFuture`, typed or picked), and
    // `clinicalProblems` refuses it again on Next.
    illnessOnset: { type: "string", format: "date" },
  },
  additionalProperties: false,
} as const;

/** The doctor's values as the form holds them. */
export type DoctorValues = FromSchema<typeof doctorSchema>;

/** The doctor form's field names, in the order they show (the step focuses the first wrong one). */
export const DOCTOR_FIELDS = [
  "doctorLicense",
  "doctorName",
  "doctorSpecialty",
  "doctorCountry",
  "illnessOnset",
] as const;

const k = "newAuthorization.doctor";

/**
 * The doctor form (declared, rendered by `ResourceForm` embedded in the doctor step, whose Next
 * checks it with the rest of the step): labels are the step's own keys (`ui:titleKey`), the
 * specialty is picked from the specialties catalogue (`GET medical-catalogs/v1/specialties`, 63
 * entries given whole, searched by name as typed), the country from {@link DOCTOR_COUNTRIES} by its
 * name (`newAuthorization.doctor.values.doctorCountry.<code>`), the onset with the date widget.
 */
export const doctorForm = defineForm({
  name: "new-authorization-doctor",
  form: {
    schema: doctorSchema,
    uiSchema: {
      "ui:order": [...DOCTOR_FIELDS],
      doctorLicense: {
        "ui:titleKey": `${k}.license`,
        "ui:autocomplete": "off",
        "ui:messages": { pattern: `${k}.errors.license`, required: `${k}.errors.required` },
      },
      doctorName: {
        "ui:titleKey": `${k}.name`,
        "ui:autocomplete": "off",
        "ui:messages": { required: `${k}.errors.required`, minLength: `${k}.errors.required` },
      },
      doctorSpecialty: {
        "ui:titleKey": `${k}.specialty`,
        "ui:widget": "pick",
        "ui:options": {
          endpoint: "medical-catalogs/v1/specialties",
          value: "slug",
          label: "name",
          failedKey: `${k}.loadFailed`,
        },
        "ui:messages": { required: `${k}.errors.required`, minLength: `${k}.errors.required` },
      },
      doctorCountry: {
        "ui:titleKey": `${k}.country`,
        "ui:widget": "pick",
        "ui:messages": { required: `${k}.errors.required` },
      },
      illnessOnset: {
        "ui:titleKey": `${k}.illnessOnset`,
        "ui:widget": "date",
        "ui:options": { disableFuture: true },
        "ui:messages": { required: `${k}.errors.required`, format: `${k}.errors.invalid` },
      },
    },
    texts: k,
  },
});
