import { useRef, useState } from "react";
import Input from "antd/es/input";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { ChangeKeys } from "../../../../providers/http";
import { V2_ACTION_RULES, V2_ACTION_TEXT_MAX } from "../../../../schemas/v2/actions";
import { useHttp } from "../../../base/runtime-context";
import { WireDatePicker } from "../../../components/wire-date-picker";
import { DISPLAY_DATE, todayWire } from "../../../lib/dates";
import { moveWithNote } from "./action-queries";
import type { ActionDialogProps } from "./assessment-dialog";
import { MoveDialog } from "./move-dialog";

/**
 * Patient discharge (000 §2; docs/decisions.md "v2 detail actions"): the discharge date (required,
 * today by default, not in the future nor before the authorization was created) and an optional
 * observation; confirmed, the care ends (→ COMPLETED) and the date is kept as an observation.
 */
export function DischargeDialog({ row, refresh, onClose, available }: ActionDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const keys = useRef(new ChangeKeys()).current;
  const today = todayWire();
  const created = dayjs(row.createdAt).format("YYYY-MM-DD");
  const [date, setDate] = useState<string | undefined>(today);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const to = V2_ACTION_RULES.PATIENT_DISCHARGE.to!;

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
      title={t("v2.actions.PATIENT_DISCHARGE")}
      okText={t("v2.actions.discharge.submit")}
      code={row.authorizationCode}
      from={row.status}
      to={to}
      validate={validate}
      submit={async () => {
        const shown = dayjs(date).format(DISPLAY_DATE);
        const summary = t("v2.actions.discharge.note", { date: shown });
        const note = {
          action: "PATIENT_DISCHARGE" as const,
          comment: text.trim() ? `${summary} ${text.trim()}` : summary,
          dischargeDate: date!,
        };
        await moveWithNote(http, row, to, note, keys.keyFor({ to, note }));
        keys.settled();
      }}
      doneText={t("v2.actions.discharge.done")}
      refresh={refresh}
      onClose={onClose}
      available={available}
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
