import { useId, useState } from "react";
import Search from "antd/es/input/Search";
import Select from "antd/es/select";
import { useTranslation } from "react-i18next";
import type { FilterValue, OptionSource } from "../../../resources/define-resource";
import type { FilterChange } from "../../lib/url-state";
import { FilterLabel, useResetOnChange } from "./filter-parts";
import { useFilterOptions, type FilterOption } from "./use-lookup-options";

// The range filters (DatePicker, dayjs) are not re-exported: the one-row bar must not pull them in
// (issue 7 §3b weight); filter-field.tsx loads them lazily.
export { FilterLabel } from "./filter-parts";

/**
 * The filter controls of the generic list (001 §5, 000 §2). Every control has a visible label tied
 * to its input, and refused input keeps what was typed with a translated message next to it.
 */

/**
 * Free text applied on Enter or the search button (not on each key). `compact`: the label is read
 * by screen readers and shown as the placeholder (the one-row bar, issue 7 §3b).
 */
export function TextFilter(props: {
  label: string;
  value: string | undefined;
  maxLength?: number;
  onChange(value: string | undefined): void;
  testId?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(props.value ?? "");
  useResetOnChange(props.value, () => setDraft(props.value ?? ""));
  return (
    <div>
      <FilterLabel htmlFor={id} hidden={props.compact}>
        {props.label}
      </FilterLabel>
      <Search
        id={id}
        value={draft}
        placeholder={props.compact ? props.label : undefined}
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

/** The values of a multiple select plus `value` (kept once, in picking order). */
function withValue(current: FilterValue | undefined, value: string): string[] {
  const values = Array.isArray(current) ? (current as readonly string[]) : [];
  return values.includes(value) ? [...values] : [...values, value];
}

/** The values of a multiple select minus `value`; undefined when none is left. */
function withoutValue(current: FilterValue | undefined, value: string): string[] | undefined {
  const values = (Array.isArray(current) ? (current as readonly string[]) : []).filter((v) => v !== value);
  return values.length === 0 ? undefined : values;
}

/** One or many values among options (a catalogue, fixed values or a lookup). */
export function SelectFilter(props: {
  label: string;
  source: OptionSource;
  multiple: boolean;
  value: string | readonly string[] | undefined;
  /** Replaces the source's options (e.g. statuses allowed to the user's roles). */
  options?: FilterOption[];
  /**
   * A single select gives its value; a multiple one gives each pick or removal as a function of
   * the current values, so quick picks made before the list re-renders all count (issue 6 §4).
   */
  onChange(change: FilterChange): void;
  /** The label read by screen readers and shown as the placeholder (the one-row bar, issue 7 §3b). */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const loaded = useFilterOptions(props.source, props.options === undefined);
  const options = props.options ?? loaded.options;
  return (
    <div>
      <FilterLabel htmlFor={id} hidden={props.compact}>
        {props.label}
      </FilterLabel>
      <Select<string | string[]>
        id={id}
        mode={props.multiple ? "multiple" : undefined}
        allowClear
        showSearch
        optionFilterProp="label"
        maxTagCount="responsive"
        placeholder={props.compact ? props.label : t("filters.any")}
        loading={loaded.loading}
        notFoundContent={loaded.failed ? t("filters.optionsFailed") : undefined}
        style={{ width: "100%" }}
        value={
          props.multiple
            ? [...((props.value as readonly string[] | undefined) ?? [])]
            : (props.value as string | undefined)
        }
        options={options}
        {...(props.multiple
          ? {
              onSelect: (picked: string) => props.onChange((current) => withValue(current, picked)),
              onDeselect: (removed: string) => props.onChange((current) => withoutValue(current, removed)),
              onClear: () => props.onChange(undefined),
            }
          : {
              onChange: (value: string | string[] | undefined) =>
                props.onChange(typeof value === "string" && value !== "" ? value : undefined),
            })}
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
