import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type {
  AmountRangeValue,
  DateRangeValue,
  FilterDeclaration,
  FilterValue,
  ResourceDeclaration,
} from "../../../resources/define-resource";
import { todayWire } from "../../lib/dates";
import type { FilterChange } from "../../lib/url-state";
import { BooleanFilter, SelectFilter, TextFilter } from "./filter-controls";
import type { FilterOption } from "./use-lookup-options";

// Date pickers (antd DatePicker, dayjs) and amount inputs load with the first range filter shown,
// which in the one-row bar of issue 7 §3b is when the filters panel opens.
const DateRangeFilter = lazy(() => import("./range-filters").then((m) => ({ default: m.DateRangeFilter })));
const AmountRangeFilter = lazy(() =>
  import("./range-filters").then((m) => ({ default: m.AmountRangeFilter })),
);

/** Props of {@link FilterField}. */
export interface FilterFieldProps {
  declaration: ResourceDeclaration;
  filterKey: string;
  filter: FilterDeclaration;
  value: FilterValue | undefined;
  onChange(change: FilterChange): void;
  /** Options replacing a select filter's own. */
  options?: FilterOption[];
  /** Label read by screen readers and shown as placeholder (text and select filters of the bar). */
  compact?: boolean;
}

/**
 * The control of one declared filter (001 §5, 000 §2) by its kind, labelled
 * `resources.<name>.filters.<key>`: text, select, yes/no, date range, amount range.
 */
export function FilterField(props: FilterFieldProps) {
  const { t } = useTranslation();
  const { declaration, filterKey: key, filter, value } = props;
  const label = t(`resources.${declaration.name}.filters.${key}`);
  switch (filter.kind) {
    case "text":
      return (
        <TextFilter
          label={label}
          value={value as string | undefined}
          maxLength={filter.maxLength}
          testId={`filter-${key}`}
          compact={props.compact}
          onChange={(next) => props.onChange(next)}
        />
      );
    case "select":
      return (
        <SelectFilter
          label={label}
          source={filter.options}
          multiple={filter.multiple}
          options={props.options}
          compact={props.compact}
          value={value as string | readonly string[] | undefined}
          onChange={props.onChange}
        />
      );
    case "boolean":
      return (
        <BooleanFilter
          label={label}
          yesLabel={
            filter.labelled ? t(`resources.${declaration.name}.filters.${key}Options.true`) : t("filters.yes")
          }
          noLabel={
            filter.labelled ? t(`resources.${declaration.name}.filters.${key}Options.false`) : t("filters.no")
          }
          value={value as boolean | undefined}
          onChange={(next) => props.onChange(next)}
        />
      );
    case "dateRange":
      return (
        <Suspense fallback={null}>
          <DateRangeFilter
            label={label}
            today={todayWire()}
            value={value as DateRangeValue | undefined}
            onChange={(next) => props.onChange(next)}
          />
        </Suspense>
      );
    case "amountRange":
      return (
        <Suspense fallback={null}>
          <AmountRangeFilter
            label={label}
            value={value as AmountRangeValue | undefined}
            onChange={(next) => props.onChange(next)}
          />
        </Suspense>
      );
  }
}
