import { useId, useState } from "react";
import Button from "antd/es/button";
import Col from "antd/es/col";
import ConfigProvider from "antd/es/config-provider";
import Row from "antd/es/row";
import Space from "antd/es/space";
import theme from "antd/es/theme";
import { useTranslation } from "react-i18next";
import type {
  AmountRangeValue,
  DateRangeValue,
  FilterDeclaration,
  FilterModel,
  ResourceDeclaration,
} from "../../../resources/define-resource";
import { todayWire } from "../../lib/dates";
import type { FilterChange } from "../../lib/url-state";
import {
  AmountRangeFilter,
  BooleanFilter,
  DateRangeFilter,
  SelectFilter,
  TextFilter,
} from "./filter-controls";
import type { FilterOption } from "./use-lookup-options";

/** Props of {@link FilterBar}. */
export interface FilterBarProps {
  declaration: ResourceDeclaration;
  /** Filter keys the user gets, in order (see src/lib/filter-model.ts `visibleFilterKeys`). */
  keys: readonly string[];
  /** The applied filters (what the controls show). */
  value: FilterModel;
  /**
   * Changes one filter: a value, or a function of the value current when the change is applied
   * (use-list-state.ts), never a whole model built from `value`, which may be a render behind.
   */
  onFilterChange(key: string, change: FilterChange): void;
  /** Empties every filter. */
  onClear(): void;
  /** Options replacing a select filter's own (by filter key). */
  options?: Readonly<Record<string, FilterOption[]>>;
}

/**
 * The filters of a list (001 §2, 000 §2), from the declaration: the first row shows the
 * non-advanced ones, "More filters" the rest; "Clear filters" empties every filter.
 */
export function FilterBar({ declaration, keys, value, onFilterChange, onClear, options }: FilterBarProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [expanded, setExpanded] = useState(() =>
    keys.some((key) => declaration.list.filters[key]?.advanced && value[key] !== undefined),
  );
  const advancedId = useId();
  const today = todayWire();
  const set = (key: string, change: FilterChange) => onFilterChange(key, change);
  const filters = declaration.list.filters;
  const primary = keys.filter((key) => !filters[key]?.advanced);
  const advanced = keys.filter((key) => filters[key]?.advanced);
  const active = Object.values(value).some((entry) => entry !== undefined);

  const control = (key: string, filter: FilterDeclaration) => {
    const label = t(`resources.${declaration.name}.filters.${key}`);
    switch (filter.kind) {
      case "text":
        return (
          <TextFilter
            label={label}
            value={value[key] as string | undefined}
            maxLength={filter.maxLength}
            testId={`filter-${key}`}
            onChange={(next) => set(key, next)}
          />
        );
      case "select":
        return (
          <SelectFilter
            label={label}
            source={filter.options}
            multiple={filter.multiple}
            options={options?.[key]}
            value={value[key] as string | readonly string[] | undefined}
            onChange={(next) => set(key, next)}
          />
        );
      case "boolean":
        return (
          <BooleanFilter
            label={label}
            yesLabel={
              filter.labelled
                ? t(`resources.${declaration.name}.filters.${key}Options.true`)
                : t("filters.yes")
            }
            noLabel={
              filter.labelled
                ? t(`resources.${declaration.name}.filters.${key}Options.false`)
                : t("filters.no")
            }
            value={value[key] as boolean | undefined}
            onChange={(next) => set(key, next)}
          />
        );
      case "dateRange":
        return (
          <DateRangeFilter
            label={label}
            today={today}
            value={value[key] as DateRangeValue | undefined}
            onChange={(next) => set(key, next)}
          />
        );
      case "amountRange":
        return (
          <AmountRangeFilter
            label={label}
            value={value[key] as AmountRangeValue | undefined}
            onChange={(next) => set(key, next)}
          />
        );
    }
  };

  const grid = (list: readonly string[]) => (
    <Row gutter={[16, 12]}>
      {list.map((key) => {
        const filter = filters[key];
        return filter ? (
          <Col key={key} xs={24} sm={12} lg={8} xl={6} data-filter={key}>
            {control(key, filter)}
          </Col>
        ) : null;
      })}
    </Row>
  );

  // Placeholders ("Any") are text users read: the secondary text colour keeps AA contrast in every
  // theme, which antd's default placeholder colour does not.
  return (
    <ConfigProvider theme={{ token: { colorTextPlaceholder: token.colorTextSecondary } }}>
      <section aria-label={t("filters.title")} style={{ marginBottom: 16 }}>
        {grid(primary)}
        {advanced.length > 0 && expanded ? (
          <div id={advancedId} style={{ marginTop: 12 }}>
            {grid(advanced)}
          </div>
        ) : null}
        <Space style={{ marginTop: 12 }}>
          {advanced.length > 0 ? (
            <Button
              type="link"
              aria-expanded={expanded}
              aria-controls={expanded ? advancedId : undefined}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? t("filters.fewer") : t("filters.more")}
            </Button>
          ) : null}
          <Button onClick={onClear} disabled={!active}>
            {t("filters.clear")}
          </Button>
        </Space>
      </section>
    </ConfigProvider>
  );
}
