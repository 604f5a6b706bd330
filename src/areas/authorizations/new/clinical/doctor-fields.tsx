import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { DOCTOR_FIELDS, doctorForm } from "../../../../../schemas/claims-desk/doctor-form";
import { Loading } from "../../../../components/loading";
import { ResourceForm } from "../../../../components/resource-form";
import { useFormReady } from "../search/search-ui";
import type { ClinicalState } from "./clinical-state";

/** The doctor's fields, by the names of the doctor form (`DOCTOR_FIELDS`). */
type DoctorField = (typeof DOCTOR_FIELDS)[number];

/** The id of a doctor field's control (RJSF's `root_<field>`): the step focuses the first wrong one. */
export const DOCTOR_FIELD_IDS: Readonly<Record<DoctorField, string>> = Object.fromEntries(
  DOCTOR_FIELDS.map((field) => [field, `root_${field}`]),
) as Record<DoctorField, string>;

/** The doctor's values of the flow's state, as the form takes them (empty ones unset). */
function doctorValues(state: ClinicalState): Record<string, unknown> {
  return Object.fromEntries(DOCTOR_FIELDS.filter((f) => state[f] !== "").map((f) => [f, state[f]]));
}

/**
 * The doctor (000 §3 "doctor license, specialty, name, illnessOnset, doctor country code"; issue 20
 * §3): the declared doctor form (schemas/claims-desk/doctor-form.ts) rendered embedded in the step:
 * each change goes to the flow's state (the draft), the step's Next checks it with the rest of the
 * step and, once tried (`checked`), every field's message shows beside it.
 */
export function DoctorFields({
  state,
  edit,
  checked,
}: {
  readonly state: ClinicalState;
  readonly edit: (change: Partial<ClinicalState>) => void;
  readonly checked: boolean;
}) {
  const { t } = useTranslation();
  const ready = useFormReady();
  // What the draft held when the step opened; the form keeps what is typed from then on.
  const [defaults] = useState(() => doctorValues(state));
  return (
    <fieldset className="pp-clinical-doctor" style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8 }}>{t("newAuthorization.doctor.title")}</legend>
      {ready ? (
        <Suspense fallback={<Loading />}>
          <ResourceForm
            declaration={doctorForm}
            mode="create"
            embedded
            defaults={defaults}
            showErrors={checked}
            onChange={(values) =>
              edit(
                Object.fromEntries(
                  DOCTOR_FIELDS.map((field) => [
                    field,
                    typeof values[field] === "string" ? values[field] : "",
                  ]),
                ),
              )
            }
          />
        </Suspense>
      ) : (
        <Loading />
      )}
    </fieldset>
  );
}
