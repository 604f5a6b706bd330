import type { CSSProperties } from "react";
import DatePicker from "antd/es/date-picker";
import dayjs, { type Dayjs } from "dayjs";
import { TYPED_DATES, WIRE_DATE } from "../lib/dates";

/** Props of {@link WireDatePicker}: antd `DatePicker`'s, with the value as a wire date. */
export interface WireDatePickerProps {
  id?: string;
  /** The date as sent on the wire, `YYYY-MM-DD` (`WIRE_DATE`), or undefined when empty. */
  value: string | undefined;
  /** Called with the picked date as `YYYY-MM-DD`, or undefined when cleared. */
  onChange(value: string | undefined): void;
  /** Latest and earliest dates that may be picked, `YYYY-MM-DD`. */
  max?: string;
  min?: string;
  placeholder?: string;
  style?: CSSProperties;
  "aria-label"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
  "aria-required"?: boolean;
}

/**
 * The one date input (DESIGN.md §12 "a date input"): antd's `DatePicker`, shown DD/MM/YYYY (typed
 * also D/M/YYYY) in the
 * user's locale (antd's locale follows the UI language, src/app/ui-locale.tsx), holding and
 * giving the wire date `YYYY-MM-DD`, so a screen never converts dates itself.
 */
export function WireDatePicker({ value, onChange, max, min, ...rest }: WireDatePickerProps) {
  return (
    <DatePicker
      {...rest}
      format={[...TYPED_DATES]}
      value={value ? dayjs(value) : null}
      maxDate={max ? dayjs(max) : undefined}
      minDate={min ? dayjs(min) : undefined}
      onChange={(picked: Dayjs | null) => onChange(picked ? picked.format(WIRE_DATE) : undefined)}
    />
  );
}
