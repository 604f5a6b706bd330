import Input from "antd/es/input";
import Select from "antd/es/select";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useHttp } from "../../../../base/runtime-context";
import { WireDatePicker } from "../../../../components/wire-date-picker";
import { ClinicalField, fieldAria, type ClinicalPartProps } from "./clinical-field";
import { specialtiesQuery } from "./clinical-queries";

/** The doctor's countries offered (the sponsors' countries and their neighbours), ISO 3166 alpha-2. */
export const DOCTOR_COUNTRIES = ["DO", "US", "MX", "CO", "BR", "PR", "HT", "VE", "ES", "CU"] as const;

/** The ids of the doctor's fields (the step focuses the first wrong one). */
export const DOCTOR_FIELD_IDS = {
  doctorLicense: "doctor-license",
  doctorName: "doctor-name",
  doctorSpecialty: "doctor-specialty",
  doctorCountry: "doctor-country",
  illnessOnset: "doctor-illness-onset",
} as const;

/**
 * The doctor (000 §3 "doctor license, specialty, name, illnessOnset, doctor country code"; issue 20
 * §3): licence and name typed, the specialty from the specialties catalogue, the country by its
 * name in the user's language, the illness onset with the one date input (not after today).
 */
export function DoctorFields({ state, edit, errorOf, today }: ClinicalPartProps & { today: string }) {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const specialties = useQuery(specialtiesQuery(http));
  const names = new Intl.DisplayNames([i18n.language], { type: "region" });
  const ids = DOCTOR_FIELD_IDS;
  return (
    <fieldset className="pp-clinical-doctor" style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8 }}>{t("newAuthorization.doctor.title")}</legend>
      <ClinicalField
        id={ids.doctorLicense}
        label={t("newAuthorization.doctor.license")}
        error={errorOf("doctorLicense")}
      >
        <Input
          id={ids.doctorLicense}
          value={state.doctorLicense}
          maxLength={20}
          autoComplete="off"
          onChange={(e) => edit({ doctorLicense: e.target.value })}
          {...fieldAria(ids.doctorLicense, errorOf("doctorLicense"))}
        />
      </ClinicalField>
      <ClinicalField
        id={ids.doctorName}
        label={t("newAuthorization.doctor.name")}
        error={errorOf("doctorName")}
      >
        <Input
          id={ids.doctorName}
          value={state.doctorName}
          maxLength={120}
          autoComplete="off"
          onChange={(e) => edit({ doctorName: e.target.value })}
          {...fieldAria(ids.doctorName, errorOf("doctorName"))}
        />
      </ClinicalField>
      <ClinicalField
        id={ids.doctorSpecialty}
        label={t("newAuthorization.doctor.specialty")}
        error={
          errorOf("doctorSpecialty") ??
          (specialties.isError ? t("newAuthorization.doctor.loadFailed") : undefined)
        }
      >
        <Select
          id={ids.doctorSpecialty}
          showSearch
          optionFilterProp="label"
          loading={specialties.isPending}
          value={state.doctorSpecialty || undefined}
          placeholder={t("newAuthorization.doctor.specialtyPlaceholder")}
          options={(specialties.data ?? []).map((s) => ({ value: s.slug, label: s.name }))}
          onChange={(slug: string) => edit({ doctorSpecialty: slug })}
          style={{ width: "100%" }}
          {...fieldAria(ids.doctorSpecialty, errorOf("doctorSpecialty"))}
        />
      </ClinicalField>
      <ClinicalField
        id={ids.doctorCountry}
        label={t("newAuthorization.doctor.country")}
        error={errorOf("doctorCountry")}
      >
        <Select
          id={ids.doctorCountry}
          showSearch
          optionFilterProp="label"
          value={state.doctorCountry || undefined}
          options={DOCTOR_COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code }))}
          onChange={(code: string) => edit({ doctorCountry: code })}
          style={{ width: "100%" }}
          {...fieldAria(ids.doctorCountry, errorOf("doctorCountry"))}
        />
      </ClinicalField>
      <ClinicalField
        id={ids.illnessOnset}
        label={t("newAuthorization.doctor.illnessOnset")}
        error={errorOf("illnessOnset")}
      >
        <WireDatePicker
          id={ids.illnessOnset}
          value={state.illnessOnset || undefined}
          max={today}
          onChange={(value) => edit({ illnessOnset: value ?? "" })}
          {...fieldAria(ids.illnessOnset, errorOf("illnessOnset"))}
        />
      </ClinicalField>
    </fieldset>
  );
}
