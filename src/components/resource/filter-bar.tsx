import { lazy, Suspense, useCallback, useId, useState, type ReactNode } from "react";
import Button from "antd/es/button";
import ConfigProvider from "antd/es/config-provider";
import theme from "antd/es/theme";
import FilterOutlined from "@ant-design/icons/es/icons/FilterOutlined";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { FilterModel, ResourceDeclaration } from "../../../resources/define-resource";
import { STATUS_CATALOGUES } from "../../../schemas/entities/status-catalogues";
import { useHttp, useSession } from "../../base/runtime-context";
import type { FilterChange } from "../../lib/url-state";
import { FilterChips } from "./filter-chips";
import { FilterField } from "./filter-field";
import { activeFilterKeys, panelFilterKeys, pinnedFilterKeys } from "./grid-layout";
import { lookupQuery } from "./queries";
import { lookupOptions, type FilterOption } from "./use-lookup-options";

const FilterPanel = lazy(() => import("./filter-panel"));

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
  /** What ends the bar's row (e.g. the saved views menu). */
  extra?: ReactNode;
}

/**
 * The filters of a list in one row (001 §2, 000 §2; issue 7 §3b "compact filter bar"): the pinned
 * filters (grid-layout.ts `pinnedFilterKeys`) as controls, a "More filters" button showing how many
 * of the others are applied and opening them in a panel under the row (loaded on first opening,
 * with its date pickers), every applied filter of the panel as a removable chip, and "Clear
 * filters". Every change goes through `onFilterChange` as a change of one key, so a chip removed
 * while another change is in flight loses neither (src/lib/url-state.ts `listUpdates`).
 */
export function FilterBar({
  declaration,
  keys,
  value,
  onFilterChange,
  onClear,
  options,
  extra,
}: FilterBarProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const filters = declaration.list.filters;
  const pinned = pinnedFilterKeys(filters, keys);
  const panel = panelFilterKeys(filters, keys);
  const chips = activeFilterKeys(value, panel);
  const active = activeFilterKeys(value, keys).length > 0;
  const optionLabel = useOptionLabel(declaration, options);

  // Placeholders are text users read here (labels of the compact controls): the secondary text
  // colour keeps AA contrast in every theme, which antd's default placeholder colour does not.
  return (
    <ConfigProvider theme={{ token: { colorTextPlaceholder: token.colorTextSecondary } }}>
      <section aria-label={t("filters.title")} style={{ marginBottom: 8 }}>
        <div style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 8 }}>
          {pinned.map((key) => {
            const filter = filters[key];
            return filter ? (
              <div
                key={key}
                data-filter={key}
                style={{ flex: filter.kind === "text" ? "0 1 260px" : "0 1 200px", minWidth: 160 }}
              >
                <FilterField
                  declaration={declaration}
                  filterKey={key}
                  filter={filter}
                  value={value[key]}
                  options={options?.[key]}
                  compact
                  onChange={(change) => onFilterChange(key, change)}
                />
              </div>
            ) : null;
          })}
          {panel.length > 0 ? (
            <Button
              icon={<FilterOutlined aria-hidden />}
              aria-expanded={expanded}
              aria-controls={expanded ? panelId : undefined}
              data-testid="more-filters"
              onClick={() => setExpanded(!expanded)}
            >
              {t("filters.more")}
              {chips.length > 0 ? (
                <span
                  aria-hidden
                  data-testid="more-filters-count"
                  style={{
                    marginInlineStart: 4,
                    padding: "0 6px",
                    borderRadius: 10,
                    background: token.colorPrimary,
                    color: token.colorWhite,
                    fontSize: 12,
                    lineHeight: "18px",
                  }}
                >
                  {chips.length}
                </span>
              ) : null}
            </Button>
          ) : null}
          <FilterChips
            declaration={declaration}
            keys={chips}
            value={value}
            optionLabel={optionLabel}
            onRemove={(key) => onFilterChange(key, undefined)}
          />
          {active ? <Button onClick={onClear}>{t("filters.clear")}</Button> : null}
          {extra ? <div style={{ marginInlineStart: "auto" }}>{extra}</div> : null}
        </div>
        {expanded && panel.length > 0 ? (
          <div id={panelId} style={{ marginTop: 12 }}>
            <Suspense fallback={<div aria-busy="true" style={{ minHeight: 56 }} />}>
              <FilterPanel
                declaration={declaration}
                keys={panel}
                value={value}
                onFilterChange={onFilterChange}
                options={options}
              />
            </Suspense>
          </div>
        ) : null}
      </section>
    </ConfigProvider>
  );
}

/**
 * The label of a select filter's value for its chip: the screen's replacing options, the status
 * catalogue, fixed values, or the lookup answer already loaded (react-query cache; nothing is
 * fetched); the raw value otherwise.
 */
function useOptionLabel(
  declaration: ResourceDeclaration,
  options: Readonly<Record<string, FilterOption[]>> | undefined,
): (key: string, value: string) => string {
  const { t } = useTranslation();
  const client = useQueryClient();
  const http = useHttp();
  const provider = useSession()?.extensions?.providerSlug ?? "";
  return useCallback(
    (key: string, value: string) => {
      const given = options?.[key]?.find((option) => option.value === value);
      if (given) return given.label;
      const filter = declaration.list.filters[key];
      if (filter?.kind !== "select") return value;
      const source = filter.options;
      if ("catalogue" in source)
        return STATUS_CATALOGUES[source.catalogue]
          ? t(`statuses.${source.catalogue}.${value}`, { defaultValue: value })
          : value;
      if ("values" in source) return t(`${source.labelPrefix}.${value}`, { defaultValue: value });
      const answer = client.getQueryData(lookupQuery({ http, provider }, source.lookup.endpoint).queryKey);
      return lookupOptions(answer, source.lookup, t).find((option) => option.value === value)?.label ?? value;
    },
    [client, declaration, http, options, provider, t],
  );
}
