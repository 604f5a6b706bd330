import { useId, useState } from "react";
import Input from "antd/es/input/Input";
import Space from "antd/es/space";
import { useTranslation } from "react-i18next";
import type { AmountRangeValue, DateRangeValue } from "../../../resources/define-resource";
import {
  amountRangeProblem,
  dateRangeProblem,
  parseAmountInput,
  type FilterProblem,
} from "../../lib/filter-model";
import { WireDatePicker } from "../wire-date-picker";
import { normalizeAmountText } from "./amount-text";
import { Problem, useResetOnChange } from "./filter-parts";

/**
 * A date range of two pickers (from, to), DD/MM/YYYY, each at most today (001 §5); "to" cannot
 * be before "from". A refused range keeps the picked dates and shows why.
 */
export function DateRangeFilter(props: {
  label: string;
  value: DateRangeValue | undefined;
  today: string;
  onChange(value: DateRangeValue | undefined): void;
}) {
  const { t } = useTranslation();
  const fromId = useId();
  const toId = useId();
  const problemId = useId();
  const [draft, setDraft] = useState<DateRangeValue>(props.value ?? {});
  const [problem, setProblem] = useState<FilterProblem | null>(null);
  useResetOnChange(props.value, () => {
    setDraft(props.value ?? {});
    setProblem(null);
  });
  const change = (next: DateRangeValue) => {
    setDraft(next);
    const found = dateRangeProblem(next, props.today);
    setProblem(found);
    if (!found) props.onChange(next.from === undefined && next.to === undefined ? undefined : next);
  };
  const describedBy = problem ? problemId : undefined;
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend style={{ fontWeight: 500, marginBottom: 4, fontSize: "inherit" }}>{props.label}</legend>
      <Space.Compact style={{ width: "100%" }}>
        <WireDatePicker
          id={fromId}
          aria-label={t("filters.from")}
          aria-describedby={describedBy}
          aria-invalid={problem ? true : undefined}
          placeholder={t("filters.from")}
          max={props.today}
          value={draft.from}
          style={{ width: "50%" }}
          onChange={(from) => change({ ...draft, from })}
        />
        <WireDatePicker
          id={toId}
          aria-label={t("filters.to")}
          aria-describedby={describedBy}
          aria-invalid={problem ? true : undefined}
          placeholder={t("filters.to")}
          max={props.today}
          min={draft.from}
          value={draft.to}
          style={{ width: "50%" }}
          onChange={(to) => change({ ...draft, to })}
        />
      </Space.Compact>
      <Problem id={problemId} problem={problem} />
    </fieldset>
  );
}

/**
 * An amount range (001 §5): positive numbers only, min ≤ max. Applied on Enter or when leaving a
 * field, where each field is normalised first (`normalizeAmountText`: a number written the one
 * way, blank when not a number); a negative or inverted range keeps what was typed and shows a
 * translated message.
 */
export function AmountRangeFilter(props: {
  label: string;
  value: AmountRangeValue | undefined;
  onChange(value: AmountRangeValue | undefined): void;
}) {
  const { t } = useTranslation();
  const minId = useId();
  const maxId = useId();
  const problemId = useId();
  const [minText, setMinText] = useState(props.value?.min?.toString() ?? "");
  const [maxText, setMaxText] = useState(props.value?.max?.toString() ?? "");
  const [problem, setProblem] = useState<FilterProblem | null>(null);
  useResetOnChange(props.value, () => {
    setMinText(props.value?.min?.toString() ?? "");
    setMaxText(props.value?.max?.toString() ?? "");
    setProblem(null);
  });
  const apply = () => {
    const minShown = normalizeAmountText(minText);
    const maxShown = normalizeAmountText(maxText);
    setMinText(minShown);
    setMaxText(maxShown);
    const min = parseAmountInput(minShown);
    const max = parseAmountInput(maxShown);
    const range: AmountRangeValue = {
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
    };
    const found = amountRangeProblem(range);
    setProblem(found);
    if (found) return;
    if (range.min === props.value?.min && range.max === props.value?.max) return;
    props.onChange(range.min === undefined && range.max === undefined ? undefined : range);
  };
  const common = {
    inputMode: "decimal" as const,
    autoComplete: "off",
    "aria-describedby": problem ? problemId : undefined,
    "aria-invalid": problem ? true : undefined,
    onBlur: apply,
    onPressEnter: apply,
    style: { width: "50%" },
  };
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend style={{ fontWeight: 500, marginBottom: 4, fontSize: "inherit" }}>{props.label}</legend>
      <Space.Compact style={{ width: "100%" }}>
        <Input
          id={minId}
          aria-label={t("filters.min")}
          placeholder={t("filters.min")}
          value={minText}
          onChange={(e) => setMinText(e.target.value)}
          {...common}
        />
        <Input
          id={maxId}
          aria-label={t("filters.max")}
          placeholder={t("filters.max")}
          value={maxText}
          onChange={(e) => setMaxText(e.target.value)}
          {...common}
        />
      </Space.Compact>
      <Problem id={problemId} problem={problem} />
    </fieldset>
  );
}
