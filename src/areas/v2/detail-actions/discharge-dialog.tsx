import { useState } from "react";
import Input from "antd/es/input";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { V2_ACTION_TEXT_MAX } from "../../../../schemas/v2/actions";
import { WireDatePicker } from "../../../components/wire-date-picker";
import { DISPLAY_DATE, todayWire } from "../../../lib/dates";
import { MoveDialog, type ActionDialogProps } from "./move-dialog";

/**
 * Patient discharge (000 §2; docs/decisions.md "v2 detail actions"): the discharge date (required,
 * today by default, not in the future nor before the authorization was created) and an optional
 * observation; confirmed, the care ends (→ COMPLETED) and the date is kept as an observation.
 */
export function DischargeDialog(props: ActionDialogProps) {
  const { row } = props;
  const { t } = useTranslation();
  const today = todayWire();
  const created = dayjs(row.createdAt).format("YYYY-MM-DD");
  const [date, setDate] = useState<string | undefined>(today);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const validate = () => {
    const wrong = !date
      ? t("v2.actions.discharge.dateRequired")
      : date > today || date < created
        ? t("v2.actions.discharge.dateRange", {
            from: dayjs(created).format(DISPLAY_DATE),
            to: dayjs(today).format(DISPLAY_DATE),
          })
        : null;
    setProblem(wrong);
    return wrong === null;
  };

  return (
    <MoveDialog
      {...props}
      action="PATIENT_DISCHARGE"
      okText={t("v2.actions.discharge.submit")}
      validate={validate}
      noteOf={() => {
        const shown = dayjs(date).format(DISPLAY_DATE);
        const summary = t("v2.actions.discharge.note", { date: shown });
        return {
          action: "PATIENT_DISCHARGE",
          comment: text.trim() ? `${summary} ${text.trim()}` : summary,
          dischargeDate: date!,
        };
      }}
      doneText={t("v2.actions.discharge.done")}
    >
      <label htmlFor="v2-discharge-date" style={{ display: "block", marginBottom: 4 }}>
        {t("v2.actions.discharge.date")}
      </label>
      <WireDatePicker
        id="v2-discharge-date"
        value={date}
        max={today}
        min={created}
        onChange={(value) => {
          setDate(value);
          setProblem(null);
        }}
        style={{ minWidth: 240 }}
        aria-required
        aria-invalid={problem !== null}
        aria-describedby={problem ? "v2-discharge-problem" : undefined}
      />
      {problem ? (
        <p id="v2-discharge-problem" role="alert" style={{ color: "#a8071a", marginTop: 8 }}>
          {problem}
        </p>
      ) : null}
      <label htmlFor="v2-discharge-text" style={{ display: "block", margin: "12px 0 4px" }}>
        {t("v2.actions.discharge.observation")}
      </label>
      <Input.TextArea
        id="v2-discharge-text"
        rows={3}
        maxLength={V2_ACTION_TEXT_MAX - 100}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </MoveDialog>
  );
}
