import Radio from "antd/es/radio";

/** Props of {@link RadioChoice}: what a Form.Item gives its control, plus the group's name. */
export interface RadioChoiceProps {
  label: string;
  options: { value: string; label: string }[];
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  disabled?: boolean;
  "aria-required"?: "true";
  "aria-invalid"?: "true";
  "aria-describedby"?: string;
}

/**
 * Radio buttons as a named `radiogroup` carrying the state a Form.Item gives its control (required,
 * invalid, described by its message): antd's Radio.Group puts those on a plain div, which axe
 * refuses (aria-allowed-attr).
 */
export function RadioChoice({ label, options, value, onChange, id, disabled, ...aria }: RadioChoiceProps) {
  return (
    <div role="radiogroup" aria-label={label} id={id} {...aria}>
      <Radio.Group
        value={value}
        disabled={disabled}
        options={options}
        onChange={(event) => onChange?.(event.target.value as string)}
      />
    </div>
  );
}
