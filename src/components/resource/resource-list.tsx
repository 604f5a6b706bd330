import { lazy, Suspense, useCallback, useMemo, useRef, useState, type CSSProperties } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Space from "antd/es/space";
import theme from "antd/es/theme";
import type { BaseRecord } from "@refinedev/core";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { ActionDeclaration, FilterModel } from "../../../resources/define-resource";
import { selectErrorMessage } from "../../../providers/http";
import { currencyAreaOf } from "../../../providers/config";
import { useCurrency, useCurrencyOfCode, useRuntime } from "../../base/runtime-context";
import { visibleColumns } from "../../lib/view-configuration";
import { FilterBar } from "./filter-bar";
import { chosenColumns } from "./grid-layout";
import { GridToolbar } from "./grid-toolbar";
import { rowMatches } from "./row-condition";
import { bindPhiMemory, phiMemoryKey } from "./phi-memory";
import { ListTable } from "./list-table";
import { useListActions } from "./use-list-actions";
import "./grid.css";
import { withoutPhi, type SavedView } from "./saved-views-queries";
import { useGridLayout } from "./use-grid-layout";
import { useKeyboardTriage } from "./use-keyboard-triage";
import { useInertMeasureRow } from "./use-inert-measure-row";
import { ExportPanel } from "./export-panel";
import { buildColumns, csvColumns } from "./list-columns";
import { cellText } from "./cell-text";
import { useCsvExport } from "./use-csv-export";
import { useListState } from "./use-list-state";
import { useListData } from "./use-list-data";
import { useViewConfiguration } from "./use-view-configuration";
import { VisuallyHidden } from "./visually-hidden";
import { showPath } from "./show-path";
import { PageHeading } from "../page-heading";

import type { ResourceListProps } from "./resource-list-props";
export type { ResourceListProps };

const KeyboardHelp = lazy(() => import("./keyboard-help"));

/**
 * The generic list screen of a resource declaration (DESIGN.md §3, issue 3): filters of every
 * kind (role rules of 001 §5/§6 applied), server sorting, paging shown from 1 with a page-size
 * selector, state in the URL except PHI filters, columns minus those the view configuration
 * excludes (001 §1), row and bulk actions asked through `can()`, CSV export, and loading, empty
 * and error states. Rows are focusable: Enter opens the row's show page when one is declared.
 * A grid to work in all day (issue 7 §3b): one-row filter bar with chips, density, status and
 * actions fixed to the right, column chooser, saved views and keyboard triage with a `?` help.
 * Nested in a detail screen (issue 7 §1), it takes the endpoint's `pathParams` and a `urlPrefix`
 * for its URL keys (docs/architecture.md "Nested lists").
 */
export function ResourceList(props: ResourceListProps) {
  const { declaration } = props;
  const { list } = declaration;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const currency = useCurrency(currencyAreaOf(declaration.service));
  const currencyOfCode = useCurrencyOfCode();
  const { token } = theme.useToken();
  // The search and the other PHI filters are kept for the signed-in tab's life (issue 19 §1).
  bindPhiMemory(useRuntime().sessionStore);
  const state = useListState(
    list,
    props.urlPrefix,
    phiMemoryKey(declaration.name, props.urlPrefix, props.pathParams),
  );
  const data = useListData(declaration, state, props.hiddenFilters, props.pathParams);
  const { filterKeys, activeModel, query, result } = data;
  const { filters: crudFilters, sorters, meta } = data.input;

  const viewConfiguration = useViewConfiguration(list.viewConfiguration !== undefined);
  const columnsShown = useMemo(
    () => visibleColumns(list.columns, viewConfiguration, list.viewConfiguration),
    [list.columns, list.viewConfiguration, viewConfiguration],
  );
  // Density and the columns the user chose among those allowed (issue 7 §3b).
  const layout = useGridLayout(declaration);
  const chosen = useMemo(() => chosenColumns(columnsShown, layout.hidden), [columnsShown, layout.hidden]);

  const refetch = query.refetch;
  const onDone = useCallback(() => void refetch(), [refetch]);
  const rowKey = list.rowKey ?? "id";
  const rowKeyOf = useCallback((row: BaseRecord) => String(row[rowKey]), [rowKey]);
  const actions = useListActions(
    declaration,
    { row: props.rowActionHandlers, bulk: props.bulkActionHandlers },
    rowKeyOf,
    onDone,
  );
  const { rowActions, bulkActions, offered, selected } = actions;

  const columns = buildColumns({
    declaration,
    columns: chosen,
    sort: state.sort,
    currency,
    currencyOfCode,
    t,
    cells: props.cells,
    rowActions,
    runningKey: actions.running,
    rowKeyOf,
    onRowAction: (action, row) => actions.runRowAction(action, row),
  });

  const exporter = useCsvExport();
  const startExport = () =>
    void exporter.start({
      resource: declaration.name,
      dataProviderName: declaration.service,
      meta,
      filters: crudFilters,
      sorters,
      columns: csvColumns(declaration, chosen, currency, t, currencyOfCode),
      fileBase: declaration.name,
    });

  const firstColumn = chosen[0];
  const rowLabel = (row: BaseRecord) =>
    firstColumn
      ? cellText(row, firstColumn, { schema: declaration.schema, currency, currencyOfCode, t })
      : rowKeyOf(row);
  const open = (row: BaseRecord) => {
    const path = showPath(declaration, row);
    if (path) void navigate(path);
  };
  const total = result.total ?? 0;
  // The server's estimate of a million-row total reads "about N" (providers/data/spring-page.ts).
  const totalEstimated = (query.data as { totalEstimated?: boolean } | undefined)?.totalEstimated === true;
  const error = query.isError ? selectErrorMessage(query.error) : undefined;

  // Keyboard triage (issue 7 §3b): rows, selection, opening and the permitted actions by key.
  const container = useRef<HTMLDivElement>(null);
  useInertMeasureRow(container);
  const [help, setHelp] = useState<"closed" | "open" | "hidden">("closed");
  const triage = useKeyboardTriage({
    container,
    rows: error ? [] : result.data,
    rowKeyOf,
    open,
    toggle: bulkActions.length > 0 ? actions.toggle : undefined,
    rowActionsOf: (row) => rowActions.filter((action) => rowMatches(row, action.when)),
    runRowAction: (action, row) => {
      if (actions.running === null) actions.runRowAction(action, row);
    },
    // Shift + n runs the n-th bulk action offered for the selection (the buttons shown).
    bulkActions: offered.map((offer) => offer.action),
    runBulkAction: (action) => {
      if (actions.running === null && selected.length > 0) actions.runBulkAction(action);
    },
    onHelp: () => setHelp("open"),
  });
  const applyView = (view: SavedView) => {
    const kept: Record<string, FilterModel[string]> = {};
    for (const key of filterKeys) if (!list.phi.includes(key)) kept[key] = view.filters[key];
    state.setFilters(kept);
    if (list.sorters.length > 0) state.setSort(view.sort ?? undefined);
    layout.apply({ density: view.density, hidden: columnsShown.filter((c) => !view.columns.includes(c)) });
  };
  const toolbar = (
    <GridToolbar
      resource={declaration.name}
      layout={layout}
      allowed={columnsShown}
      current={{
        filters: withoutPhi(activeModel, list.phi),
        sort: state.sort ?? null,
        columns: chosen,
        density: layout.density,
      }}
      phiLeftOut={list.phi.some((key) => activeModel[key] !== undefined)}
      onApplyView={applyView}
      onHelp={() => setHelp("open")}
    />
  );
  const label = (action: ActionDeclaration) =>
    t(`resources.${declaration.name}.actions.${action.name}.label`);

  // The row focus outline is drawn by every cell, sorted and fixed ones included (grid.css).
  const focusColor = { "--pp-grid-focus": token.colorPrimary } as CSSProperties;
  return (
    <div data-resource={declaration.name} ref={container} className="pp-grid" style={focusColor}>
      {props.header}
      <PageHeading level={props.headingLevel ?? 1}>
        {props.title ?? t(`resources.${declaration.name}.title`)}
      </PageHeading>
      {filterKeys.length > 0 ? (
        <FilterBar
          declaration={declaration}
          keys={filterKeys}
          value={state.filters}
          onFilterChange={state.setFilter}
          onClear={() => state.setFilters({})}
          options={props.filterOptions}
          extra={toolbar}
        />
      ) : null}
      <Space wrap style={{ width: "100%", justifyContent: "space-between", marginBottom: 12 }} align="start">
        <Space wrap>
          <span data-testid="list-total">
            {t(totalEstimated ? "list.totalEstimated" : "list.total", { count: total })}
          </span>
          {filterKeys.length === 0 ? toolbar : null}
          {/* Bulk actions a selected row allows, with how many (issue 7 §3b, issue 19 §9). */}
          {offered.map(({ action, count }) => (
            <Button
              key={action.name}
              disabled={actions.running !== null}
              loading={actions.running === `bulk:${action.name}`}
              onClick={() => actions.runBulkAction(action)}
            >
              {label(action)} ({count})
            </Button>
          ))}
        </Space>
        {list.exportable !== false ? (
          <ExportPanel exporter={exporter} onStart={startExport} disabled={query.isLoading || total === 0} />
        ) : null}
      </Space>
      <div aria-live="polite" data-testid="action-outcome">
        {actions.last ? <VisuallyHidden>{actions.last.text}</VisuallyHidden> : null}
      </div>
      {error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 12 }}
          message={t("list.loadFailed")}
          description={error.text ?? t(error.key ?? "errors.unknown")}
          action={
            <Button size="small" onClick={() => void refetch()}>
              {t("list.retry")}
            </Button>
          }
        />
      ) : null}
      <ListTable
        list={list}
        columns={columns}
        rows={result.data}
        total={total}
        loading={query.isFetching}
        failed={error !== undefined}
        density={layout.density}
        state={state}
        actions={actions}
        rowKeyOf={rowKeyOf}
        rowLabel={rowLabel}
        rowProps={(row) => ({ ...triage.rowProps(row), onDoubleClick: () => open(row) })}
      />
      {help !== "closed" ? (
        <Suspense fallback={null}>
          <KeyboardHelp
            open={help === "open"}
            onClose={() => setHelp("hidden")}
            rowActions={rowActions.map(label)}
            bulkActions={offered.map((offer) => label(offer.action))}
            selectable={bulkActions.length > 0}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
