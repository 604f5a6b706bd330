import Button from "antd/es/button";
import CloseOutlined from "@ant-design/icons/es/icons/CloseOutlined";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type {
  AmountRangeValue,
  DateRangeValue,
  FilterDeclaration,
  FilterModel,
  FilterValue,
  ResourceDeclaration,
} from "../../../resources/define-resource";

/** What one chip of an applied filter reads: the filter's label, its value, and how many values. */
export interface ChipText {
  label: string;
  /** The value as the user reads it (labels of options, DD/MM/YYYY dates, amounts). */
  value: string;
  /** Number of values (selected options of a multiple select; 1 otherwise). */
  count: number;
}

/** `YYYY-MM-DD` → `DD/MM/YYYY` (001 §9 display format); other text unchanged. */
function displayDate(wire: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(wire);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : wire;
}

/** A range read as "a – b", "≥ a" or "≤ b". */
function rangeText(from: string | undefined, to: string | undefined): string {
  if (from !== undefined && to !== undefined) return `${from} – ${to}`;
  return from !== undefined ? `≥ ${from}` : `≤ ${to ?? ""}`;
}

/**
 * The text of the chip of an applied filter (issue 7 §3b): `label` is
 * `resources.<resource>.filters.<key>`; options read through `optionLabel` (catalogue, fixed values
 * or a loaded lookup; the raw value when unknown), yes/no through the filter's labels, dates as
 * DD/MM/YYYY, amounts as typed. Nothing is fetched.
 */
export function chipText(
  resource: string,
  key: string,
  filter: FilterDeclaration,
  value: FilterValue,
  t: TFunction,
  optionLabel: (key: string, value: string) => string,
): ChipText {
  const label = t(`resources.${resource}.filters.${key}`);
  switch (filter.kind) {
    case "select": {
      const values = Array.isArray(value) ? (value as readonly string[]) : [String(value)];
      return { label, value: values.map((v) => optionLabel(key, v)).join(", "), count: values.length };
    }
    case "boolean": {
      const which = value === true ? "true" : "false";
      const text = filter.labelled
        ? t(`resources.${resource}.filters.${key}Options.${which}`)
        : t(value === true ? "filters.yes" : "filters.no");
      return { label, value: text, count: 1 };
    }
    case "dateRange": {
      const range = value as DateRangeValue;
      return {
        label,
        value: rangeText(
          range.from === undefined ? undefined : displayDate(range.from),
          range.to === undefined ? undefined : displayDate(range.to),
        ),
        count: 1,
      };
    }
    case "amountRange": {
      const range = value as AmountRangeValue;
      return {
        label,
        value: rangeText(
          range.min === undefined ? undefined : String(range.min),
          range.max === undefined ? undefined : String(range.max),
        ),
        count: 1,
      };
    }
    case "text":
      return { label, value: String(value), count: 1 };
  }
}

/** Props of {@link FilterChips}. */
export interface FilterChipsProps {
  declaration: ResourceDeclaration;
  /** Keys of the applied filters to show as chips, in order. */
  keys: readonly string[];
  value: FilterModel;
  optionLabel(key: string, value: string): string;
  /** Removes one filter. */
  onRemove(key: string): void;
}

const CHIP = {
  display: "inline-flex",
  alignItems: "center",
  gap: 2,
  maxWidth: 320,
  paddingInlineStart: 8,
  border: "1px solid #91caff",
  background: "#e6f4ff",
  color: "#003eb3",
  borderRadius: 12,
  lineHeight: "22px",
  whiteSpace: "nowrap",
} as const;

/**
 * The applied filters of the bar as removable chips (issue 7 §3b): "Label (n): values", each with
 * a remove button named after its filter. A list, so screen readers hear how many are applied.
 */
export function FilterChips({ declaration, keys, value, optionLabel, onRemove }: FilterChipsProps) {
  const { t } = useTranslation();
  const shown = keys.filter((key) => declaration.list.filters[key] && value[key] !== undefined);
  if (shown.length === 0) return null;
  return (
    <ul
      aria-label={t("filters.applied", { count: shown.length })}
      data-testid="filter-chips"
      style={{ display: "flex", flexWrap: "wrap", gap: 6, margin: 0, padding: 0, listStyle: "none" }}
    >
      {shown.map((key) => {
        const filter = declaration.list.filters[key];
        const current = value[key];
        if (!filter || current === undefined) return null;
        const chip = chipText(declaration.name, key, filter, current, t, optionLabel);
        const label = chip.count > 1 ? `${chip.label} (${chip.count})` : chip.label;
        return (
          <li key={key} data-chip={key} style={CHIP} title={`${label}: ${chip.value}`}>
            <span style={{ overflow: "hidden", textOverflow: "ellipsis" }}>
              <strong style={{ fontWeight: 600 }}>{label}:</strong> {chip.value}
            </span>
            <Button
              type="text"
              size="small"
              shape="circle"
              icon={<CloseOutlined aria-hidden />}
              aria-label={t("filters.remove", { filter: chip.label })}
              onClick={() => onRemove(key)}
            />
          </li>
        );
      })}
    </ul>
  );
}
