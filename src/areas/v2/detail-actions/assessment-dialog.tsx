import { useState } from "react";
import Input from "antd/es/input";
import { useTranslation } from "react-i18next";
import { V2_ACTION_TEXT_MAX } from "../../../../schemas/v2/actions";
import { MoveDialog, type ActionDialogProps } from "./move-dialog";

/**
 * New assessment (000 §2; docs/decisions.md "v2 detail actions"): the user writes the new medical
 * assessment (required), confirms, and the authorization goes back to the sponsor's ruling
 * (→ PENDING_REVIEW) with the assessment kept as an observation.
 */
export function AssessmentDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [missing, setMissing] = useState(false);

  return (
    <MoveDialog
      {...props}
      action="NEW_ASSESSMENT"
      okText={t("v2.actions.assessment.submit")}
      validate={() => {
        setMissing(text.trim() === "");
        return text.trim() !== "";
      }}
      noteOf={() => ({ action: "NEW_ASSESSMENT", comment: text.trim() })}
      doneText={t("v2.actions.assessment.done")}
    >
      <p>{t("v2.actions.assessment.intro")}</p>
      <label htmlFor="v2-assessment-text" style={{ display: "block", marginBottom: 4 }}>
        {t("v2.actions.assessment.label")}
      </label>
      <Input.TextArea
        id="v2-assessment-text"
        rows={4}
        maxLength={V2_ACTION_TEXT_MAX}
        value={text}
        aria-required
        aria-invalid={missing}
        aria-describedby={missing ? "v2-assessment-missing" : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setMissing(false);
        }}
      />
      {missing ? (
        <p id="v2-assessment-missing" role="alert" style={{ color: "#a8071a", marginTop: 8 }}>
          {t("v2.actions.assessment.required")}
        </p>
      ) : null}
    </MoveDialog>
  );
}
