import Alert from "antd/es/alert";
import TextArea from "antd/es/input/TextArea";
import { useTranslation } from "react-i18next";

/** Props of {@link ObservationField}. */
export interface ObservationFieldProps {
  value: string;
  /** Whether the empty observation was refused (000 §5 "Comment cannot be empty"). */
  error: boolean;
  onChange: (text: string) => void;
}

/**
 * The observation asked on a v2 sponsor form's last step (000 §5 "Comment cannot be empty"; issue
 * 10 §3): a labelled text area, and when it was left empty, the reason beside it (`role=alert`).
 */
export function ObservationField({ value, error, onChange }: ObservationFieldProps) {
  const { t } = useTranslation();
  return (
    <div style={{ marginBottom: 16 }}>
      <label htmlFor="v2-form-observation">{t("v2.form.observation")}</label>
      <TextArea
        id="v2-form-observation"
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "v2-form-observation-error" : undefined}
        rows={2}
        className="pp-grow"
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <Alert
          id="v2-form-observation-error"
          type="error"
          showIcon
          role="alert"
          message={t("v2.form.observationRequired")}
        />
      ) : null}
    </div>
  );
}
