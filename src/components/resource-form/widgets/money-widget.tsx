import { useState } from "react";
import Input from "antd/es/input/Input";
import type { WidgetProps } from "@rjsf/utils";
import { formatMoneyInput, parseMoneyInput } from "./money-value";

/**
 * `"ui:widget": "money"` (issue 8 §1, 001 §9): a decimal amount typed freely (`1,234.5`), sent as
 * a number, shown with 2 decimals once the field is left. What cannot be read as a number is kept
 * as typed and refused by the schema's `type: number` with its translated message.
 */
export default function MoneyWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, required, rawErrors, placeholder } =
    props;
  const [typing, setTyping] = useState<string | undefined>(undefined);
  const shown = typing ?? formatMoneyInput(value);
  return (
    <Input
      id={id}
      inputMode="decimal"
      autoComplete="off"
      value={shown}
      placeholder={placeholder || "0.00"}
      disabled={disabled}
      readOnly={readonly}
      required={required}
      aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
      onFocus={() => {
        setTyping(formatMoneyInput(value));
        onFocus(id, value);
      }}
      onChange={(event) => {
        setTyping(event.target.value);
        onChange(parseMoneyInput(event.target.value));
      }}
      onBlur={() => {
        setTyping(undefined);
        onBlur(id, value);
      }}
    />
  );
}
