import { useRef, useState } from "react";
import Input from "antd/es/input";
import { useTranslation } from "react-i18next";
import { ChangeKeys } from "../../../../providers/http";
import { V2_ACTION_RULES, V2_ACTION_TEXT_MAX } from "../../../../schemas/v2/actions";
import { useHttp } from "../../../base/runtime-context";
import type { V2AuthorizationDetail } from "../v2-queries";
import { moveWithNote } from "./action-queries";
import { MoveDialog } from "./move-dialog";

/** Props of the action dialogs. */
export interface ActionDialogProps {
  row: V2AuthorizationDetail;
  /** Reloads the detail and Home V2. */
  refresh: () => Promise<unknown>;
  onClose: () => void;
  /** False when the action is no longer offered in the authorization's status (read again). */
  available?: boolean;
}

/**
 * New assessment (000 §2; docs/decisions.md "v2 detail actions"): the user writes the new medical
 * assessment (required), confirms, and the authorization goes back to the sponsor's ruling
 * (→ PENDING_REVIEW) with the assessment kept as an observation.
 */
export function AssessmentDialog({ row, refresh, onClose, available }: ActionDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const keys = useRef(new ChangeKeys()).current;
  const [text, setText] = useState("");
  const [missing, setMissing] = useState(false);
  const to = V2_ACTION_RULES.NEW_ASSESSMENT.to!;

  return (
    <MoveDialog
      title={t("v2.actions.NEW_ASSESSMENT")}
      okText={t("v2.actions.assessment.submit")}
      code={row.authorizationCode}
      from={row.status}
      to={to}
      validate={() => {
        setMissing(text.trim() === "");
        return text.trim() !== "";
      }}
      submit={async () => {
        const note = { action: "NEW_ASSESSMENT" as const, comment: text.trim() };
        await moveWithNote(http, row, to, note, keys.keyFor({ to, note }));
        keys.settled();
      }}
      doneText={t("v2.actions.assessment.done")}
      refresh={refresh}
      onClose={onClose}
      available={available}
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
