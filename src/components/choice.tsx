import Radio from "antd/es/radio";
import { useId } from "react";

/**
 * A labelled radio group of the given values, first an "All" choice (the empty value) when
 * `allLabel` is given (keyboard: Tab in, arrows to choose).
 */
export function Choice<T extends string>({
  label,
  value,
  values,
  textOf,
  onChange,
  allLabel,
}: {
  label: string;
  value: T | "";
  values: readonly T[];
  textOf: (value: T) => string;
  onChange: (value: T | "") => void;
  /** The text of the "All" choice; without it, there is none. */
  allLabel?: string;
}) {
  const id = useId();
  return (
    <div style={{ display: "flex", alignItems: "center", gap: 8, flexWrap: "wrap" }}>
      <span id={id}>{label}</span>
      {/* antd's group passes no role: the wrapper is the named radio group. */}
      <div role="radiogroup" aria-labelledby={id}>
        <Radio.Group
          optionType="button"
          size="small"
          value={value}
          onChange={(event) => onChange(event.target.value as T | "")}
          options={[
            ...(allLabel === undefined ? [] : [{ value: "", label: allLabel }]),
            ...values.map((v) => ({ value: v, label: textOf(v) })),
          ]}
        />
      </div>
    </div>
  );
}
