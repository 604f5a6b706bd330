import DatePicker from "antd/es/date-picker";
import type { WidgetProps } from "@rjsf/utils";
import { useTranslation } from "react-i18next";
import { DISPLAY_DATE, WIRE_DATE, wireToDayjs } from "./date-value";

/**
 * `"ui:widget": "date"` (issue 8 §1, 001 §9): a calendar date shown and typed DD/MM/YYYY (also
 * D/M/YYYY), chosen by keyboard or in the calendar, sent `YYYY-MM-DD`. `ui:options.disableFuture`
 * refuses days after today in the calendar (the schema's `format: past-date` says it in words).
 */
export default function DateWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, rawErrors, options } = props;
  const { t } = useTranslation();
  return (
    <DatePicker
      id={id}
      value={wireToDayjs(value)}
      format={[DISPLAY_DATE, "D/M/YYYY"]}
      placeholder={t("forms.date.placeholder")}
      disabled={disabled || readonly}
      status={rawErrors && rawErrors.length > 0 ? "error" : undefined}
      disabledDate={options.disableFuture ? (day) => day.isAfter(new Date(), "day") : undefined}
      onChange={(day) => onChange(day ? day.format(WIRE_DATE) : undefined)}
      onFocus={() => onFocus(id, value)}
      onBlur={() => onBlur(id, value)}
      style={{ width: "100%" }}
    />
  );
}
