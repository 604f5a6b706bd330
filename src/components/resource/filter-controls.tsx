import { useId, useState } from "react";
import { DatePicker, Input, Select, Space, Typography, theme } from "antd";
import { ExclamationCircleOutlined } from "@ant-design/icons";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import type { AmountRangeValue, DateRangeValue, OptionSource } from "../../../resources/define-resource";
import {
  amountRangeProblem,
  dateRangeProblem,
  parseAmountInput,
  type FilterProblem,
} from "../../lib/filter-model";
import { WIRE_DATE } from "../../lib/dates";
import { useFilterOptions, type FilterOption } from "./use-lookup-options";

/**
 * The filter controls of the generic list (001 §5, 000 §2). Every control has a visible label tied
 * to its input, and refused input keeps what was typed with a translated message next to it.
 */

const DISPLAY_DATE = "DD/MM/YYYY";

/**
 * Runs `reset` (state setters of the calling component) during render when `value` changes by
 * content, React's "adjusting state when a prop changes" pattern: a draft follows the applied
 * value (URL, clear filters) but survives re-renders with an equal value.
 */
function useResetOnChange(value: unknown, reset: () => void): void {
  const signature = JSON.stringify(value ?? null);
  const [seen, setSeen] = useState(signature);
  if (seen !== signature) {
    setSeen(signature);
    reset();
  }
}

/** A label above a control, tied to it by id. */
export function FilterLabel({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <label htmlFor={htmlFor} style={{ display: "block", marginBottom: 4, fontWeight: 500 }}>
      {children}
    </label>
  );
}

/**
 * A translated problem shown under a control; its id is referenced by `aria-describedby`. The text
 * keeps the normal text colour (AA contrast in every theme); the error colour marks the icon.
 */
function Problem({ id, problem }: { id: string; problem: FilterProblem | null }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  if (!problem) return null;
  return (
    <Typography.Text id={id} role="alert" style={{ display: "block", marginTop: 4 }}>
      <ExclamationCircleOutlined aria-hidden style={{ color: token.colorErrorText, marginInlineEnd: 4 }} />
      {t(problem)}
    </Typography.Text>
  );
}

/** Free text applied on Enter or the search button (not on each key). */
export function TextFilter(props: {
  label: string;
  value: string | undefined;
  maxLength?: number;
  onChange(value: string | undefined): void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(props.value ?? "");
  useResetOnChange(props.value, () => setDraft(props.value ?? ""));
  return (
    <div>
      <FilterLabel htmlFor={id}>{props.label}</FilterLabel>
      <Input.Search
        id={id}
        value={draft}
        maxLength={props.maxLength}
        allowClear
        autoComplete="off"
        enterButton={t("filters.search")}
        data-testid={props.testId}
        onChange={(event) => {
          setDraft(event.target.value);
          if (event.target.value === "" && props.value) props.onChange(undefined);
        }}
        onSearch={(text) => props.onChange(text.trim() === "" ? undefined : text.trim())}
      />
    </div>
  );
}

/** One or many values among options (a catalogue, fixed values or a lookup). */
export function SelectFilter(props: {
  label: string;
  source: OptionSource;
  multiple: boolean;
  value: string | readonly string[] | undefined;
  /** Replaces the source's options (e.g. statuses allowed to the user's roles). */
  options?: FilterOption[];
  onChange(value: string | string[] | undefined): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const loaded = useFilterOptions(props.source, props.options === undefined);
  const options = props.options ?? loaded.options;
  return (
    <div>
      <FilterLabel htmlFor={id}>{props.label}</FilterLabel>
      <Select<string | string[]>
        id={id}
        mode={props.multiple ? "multiple" : undefined}
        allowClear
        showSearch
        optionFilterProp="label"
        maxTagCount="responsive"
        placeholder={t("filters.any")}
        loading={loaded.loading}
        notFoundContent={loaded.failed ? t("filters.optionsFailed") : undefined}
        style={{ width: "100%" }}
        value={
          props.multiple
            ? [...((props.value as readonly string[] | undefined) ?? [])]
            : (props.value as string | undefined)
        }
        options={options}
        onChange={(value) => {
          if (Array.isArray(value)) props.onChange(value.length === 0 ? undefined : value);
          else props.onChange(value === undefined || value === "" ? undefined : value);
        }}
      />
    </div>
  );
}

/** Yes / no / any. */
export function BooleanFilter(props: {
  label: string;
  yesLabel: string;
  noLabel: string;
  value: boolean | undefined;
  onChange(value: boolean | undefined): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <FilterLabel htmlFor={id}>{props.label}</FilterLabel>
      <Select<string>
        id={id}
        allowClear
        placeholder={t("filters.any")}
        style={{ width: "100%" }}
        value={props.value === undefined ? undefined : String(props.value)}
        options={[
          { value: "true", label: props.yesLabel },
          { value: "false", label: props.noLabel },
        ]}
        onChange={(value) => props.onChange(value === "true" ? true : value === "false" ? false : undefined)}
      />
    </div>
  );
}

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
  const max = dayjs(props.today);
  const change = (next: DateRangeValue) => {
    setDraft(next);
    const found = dateRangeProblem(next, props.today);
    setProblem(found);
    if (!found) props.onChange(next.from === undefined && next.to === undefined ? undefined : next);
  };
  const toDay = (value: string | undefined): Dayjs | null => (value ? dayjs(value) : null);
  const fromDay = (value: Dayjs | null): string | undefined => (value ? value.format(WIRE_DATE) : undefined);
  const describedBy = problem ? problemId : undefined;
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend style={{ fontWeight: 500, marginBottom: 4, fontSize: "inherit" }}>{props.label}</legend>
      <Space.Compact style={{ width: "100%" }}>
        <DatePicker
          id={fromId}
          aria-label={t("filters.from")}
          aria-describedby={describedBy}
          aria-invalid={problem ? true : undefined}
          placeholder={t("filters.from")}
          format={DISPLAY_DATE}
          maxDate={max}
          value={toDay(draft.from)}
          style={{ width: "50%" }}
          onChange={(value: Dayjs | null) => change({ ...draft, from: fromDay(value) })}
        />
        <DatePicker
          id={toId}
          aria-label={t("filters.to")}
          aria-describedby={describedBy}
          aria-invalid={problem ? true : undefined}
          placeholder={t("filters.to")}
          format={DISPLAY_DATE}
          maxDate={max}
          minDate={draft.from ? dayjs(draft.from) : undefined}
          value={toDay(draft.to)}
          style={{ width: "50%" }}
          onChange={(value: Dayjs | null) => change({ ...draft, to: fromDay(value) })}
        />
      </Space.Compact>
      <Problem id={problemId} problem={problem} />
    </fieldset>
  );
}

/**
 * An amount range (001 §5): positive numbers only, min ≤ max. Applied on Enter or when leaving a
 * field; refused input keeps the typed text and shows a translated message.
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
    const min = parseAmountInput(minText);
    const max = parseAmountInput(maxText);
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
