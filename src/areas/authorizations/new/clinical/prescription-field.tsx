import Button from "antd/es/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { V2_LARGE_FILE_POLICY, type UploadPolicy } from "../../../../../schemas/upload-policies";
import { earliestMedicalRequestDate } from "../../../../../schemas/claims-desk/clinical-rules";
import { FileDropZone } from "../../../../components/file-drop-zone";
import { WireDatePicker } from "../../../../components/wire-date-picker";
import { checkFiles, typesText } from "../../../../lib/file-check";
import { ClinicalField, errorId, fieldAria, type ClinicalPartProps } from "./clinical-field";
import { prescriptionFile, setPrescriptionFile } from "./clinical-memory";

/** The ids of the prescription's date and file (the step focuses the first wrong one). */
export const PRESCRIPTION_DATE_ID = "doctor-prescription-date";
export const PRESCRIPTION_FILE_ID = "doctor-prescription-file";

/**
 * The prescription file's policy (000 §5 "maximum 20971520 bytes (20 MB) for prescriptions …; one
 * file at a time; allowed types PNG, JPEG, XML, PDF"): the authorization documents' policy, with
 * the doctor step's refusal texts.
 */
export const PRESCRIPTION_POLICY: UploadPolicy = {
  ...V2_LARGE_FILE_POLICY,
  refusalTexts: "newAuthorization.doctor.prescription.refused",
  refusalTextOf: {},
};

const MB = 1024 * 1024;

/**
 * The medical request (000 §5 "prescription file required", "Medical request validity is 30 days
 * from the date of care"): its date (not older than 30 days, not after today) and its file, checked
 * by the one file check before any call and kept in memory for the billing step's upload. After a
 * reload the file is gone: the step says so, and the billing step asks for it.
 */
export function PrescriptionField({ state, edit, errorOf, today }: ClinicalPartProps & { today: string }) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | undefined>();
  const [, setVersion] = useState(0);
  const file = prescriptionFile();
  const fileError = refusal ?? errorOf("prescription");
  const choose = (files: File[]) => {
    const check = checkFiles(PRESCRIPTION_POLICY, files);
    if (!check.ok) {
      setRefusal(
        t(check.key, {
          name: check.file?.name ?? "",
          size: Math.round(PRESCRIPTION_POLICY.maxBytes / MB),
          types: typesText(PRESCRIPTION_POLICY),
        }),
      );
      return;
    }
    setRefusal(undefined);
    setPrescriptionFile(check.file);
    setVersion((v) => v + 1);
    edit({ prescriptionChecked: true });
  };
  const hintId = `${PRESCRIPTION_FILE_ID}-hint`;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8 }}>
        {t("newAuthorization.doctor.prescription.title")}
      </legend>
      <ClinicalField
        id={PRESCRIPTION_DATE_ID}
        label={t("newAuthorization.doctor.prescription.date")}
        error={errorOf("prescriptionDate")}
      >
        <WireDatePicker
          id={PRESCRIPTION_DATE_ID}
          value={state.prescriptionDate || undefined}
          min={earliestMedicalRequestDate(today)}
          max={today}
          onChange={(value) => edit({ prescriptionDate: value ?? "" })}
          {...fieldAria(PRESCRIPTION_DATE_ID, errorOf("prescriptionDate"))}
        />
      </ClinicalField>
      <div style={{ marginBottom: 12 }}>
        <label htmlFor={PRESCRIPTION_FILE_ID} style={{ display: "block", marginBottom: 4 }}>
          {t("newAuthorization.doctor.prescription.file")}
        </label>
        <FileDropZone
          id={PRESCRIPTION_FILE_ID}
          describedBy={fileError ? `${hintId} ${errorId(PRESCRIPTION_FILE_ID)}` : hintId}
          invalid={fileError !== undefined}
          onFiles={choose}
          testId="prescription-input"
        >
          <p id={hintId} style={{ margin: 0, padding: "0 12px" }}>
            {t("newAuthorization.doctor.prescription.hint", {
              size: Math.round(PRESCRIPTION_POLICY.maxBytes / MB),
              types: typesText(PRESCRIPTION_POLICY),
            })}
          </p>
        </FileDropZone>
        {file ? (
          <p data-testid="prescription-attached" style={{ margin: "4px 0 0" }}>
            {t("newAuthorization.doctor.prescription.attached", { name: file.name })}{" "}
            <Button
              type="link"
              size="small"
              onClick={() => {
                setPrescriptionFile(null);
                setVersion((v) => v + 1);
                edit({ prescriptionChecked: false });
              }}
            >
              {t("newAuthorization.doctor.removeShort")}
            </Button>
          </p>
        ) : state.prescriptionChecked ? (
          <p style={{ margin: "4px 0 0" }}>{t("newAuthorization.doctor.prescription.afterReload")}</p>
        ) : null}
        {fileError ? (
          <p
            id={errorId(PRESCRIPTION_FILE_ID)}
            className="pp-field-error"
            role="alert"
            style={{ margin: "4px 0 0" }}
          >
            {fileError}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
