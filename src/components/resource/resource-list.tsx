import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Empty from "antd/es/empty";
import Space from "antd/es/space";
import Table from "antd/es/table";
import type { CheckboxProps, TablePaginationConfig } from "antd";
import type { SorterResult } from "antd/es/table/interface";
import { keepPreviousData } from "@tanstack/react-query";
import { useList, type BaseRecord } from "@refinedev/core";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { ActionDeclaration, FilterModel, ResourceDeclaration } from "../../../resources/define-resource";
import type { PathParams } from "../../../providers/data/endpoint";
import { selectErrorMessage } from "../../../providers/http";
import { currencyAreaOf } from "../../../providers/config";
import { useCurrency, useCurrencyOfCode, useSession } from "../../base/runtime-context";
import { visibleColumns } from "../../lib/view-configuration";
import { FilterBar } from "./filter-bar";
import { chosenColumns } from "./grid-layout";
import { GridToolbar } from "./grid-toolbar";
import { rowMatches } from "./row-condition";
import { withoutPhi, type SavedView } from "./saved-views-queries";
import { useGridLayout } from "./use-grid-layout";
import { useKeyboardTriage } from "./use-keyboard-triage";
import { useInertMeasureRow } from "./use-inert-measure-row";
import { ExportPanel } from "./export-panel";
import { buildColumns, csvColumns } from "./list-columns";
import { cellText } from "./cell-text";
import { useCsvExport } from "./use-csv-export";
import { useListState } from "./use-list-state";
import { listQueryInput, offeredFilterKeys, refetchListOnMount, type ListQueryOptions } from "./list-query";
import type { FilterOption } from "./use-lookup-options";
import { usePermittedActions } from "./use-permitted-actions";
import { useActionRunner, type BulkActionHandler, type RowActionHandler } from "./use-row-action-runner";
import { useViewConfiguration } from "./use-view-configuration";
import { VisuallyHidden } from "./visually-hidden";
import { showPath } from "./show-path";
import { PageHeading } from "../page-heading";

const KeyboardHelp = lazy(() => import("./keyboard-help"));

/** Props of {@link ResourceList}. */
export interface ResourceListProps {
  declaration: ResourceDeclaration;
  /** Options replacing a select filter's own, by filter key (e.g. statuses allowed by role). */
  filterOptions?: Readonly<Record<string, FilterOption[]>>;
  /** Filter keys not to offer (beyond the role rules of the declaration). */
  hiddenFilters?: readonly string[];
  /** Cell renderers replacing the generic one, by column. */
  cells?: Readonly<Record<string, (row: BaseRecord) => ReactNode>>;
  /** Work of the declared row actions, by action name; an action without a handler is not shown. */
  rowActionHandlers?: Readonly<Record<string, RowActionHandler>>;
  /** Work of the declared bulk actions, by action name. */
  bulkActionHandlers?: Readonly<Record<string, BulkActionHandler>>;
  /** Heading (default `resources.<name>.title`) and what goes above the list (tabs…). */
  title?: ReactNode;
  header?: ReactNode;
  /**
   * Values of the endpoint's path parameters (issue 7 §1 "Nested lists"), e.g. `{ id }` for
   * `rcm/v1/accounts/{id}/charges`; filled by the data provider's one filler (`fillEndpoint`).
   */
  pathParams?: PathParams;
  /**
   * URL key prefix of a list nested in another screen (`charges` → `charges.page`, `charges.size`,
   * `charges.sort`, `charges.<filter>`), so that two lists on one page never share their state.
   */
  urlPrefix?: string;
  /** Level of the list's heading: 1 for a screen's list (default), 2 or 3 for a nested list. */
  headingLevel?: 1 | 2 | 3;
}

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
  const roles = useSession()?.extensions?.rcmUserRoles;
  const state = useListState(list, props.urlPrefix);

  const hiddenKey = JSON.stringify(props.hiddenFilters ?? []);
  const pathKey = JSON.stringify(props.pathParams ?? {});
  const options = useMemo<ListQueryOptions>(
    () => ({
      roles,
      hiddenFilters: JSON.parse(hiddenKey) as string[],
      pathParams: JSON.parse(pathKey) as PathParams,
    }),
    [roles, hiddenKey, pathKey],
  );
  const filterKeys = useMemo(() => offeredFilterKeys(declaration, options), [declaration, options]);
  const activeModel = useMemo<FilterModel>(() => {
    const kept: Record<string, FilterModel[string]> = {};
    for (const key of filterKeys) kept[key] = state.filters[key];
    return kept;
  }, [filterKeys, state.filters]);
  // The same function builds the prefetch of a landing list (list-query.ts), so both share one key.
  const { page, pageSize, sort, filters: stateFilters } = state;
  const input = useMemo(
    () => listQueryInput(declaration, { page, pageSize, sort, filters: stateFilters }, options),
    [declaration, page, pageSize, sort, stateFilters, options],
  );
  const { filters: crudFilters, sorters, meta } = input;

  const { query, result } = useList<BaseRecord>({
    ...input,
    queryOptions: { placeholderData: keepPreviousData, refetchOnMount: refetchListOnMount },
  });

  const viewConfiguration = useViewConfiguration(list.viewConfiguration !== undefined);
  const columnsShown = useMemo(
    () => visibleColumns(list.columns, viewConfiguration, list.viewConfiguration),
    [list.columns, list.viewConfiguration, viewConfiguration],
  );
  // Density and the columns the user chose among those allowed (issue 7 §3b).
  const layout = useGridLayout(declaration);
  const chosen = useMemo(() => chosenColumns(columnsShown, layout.hidden), [columnsShown, layout.hidden]);

  const handled = (
    actions: readonly ActionDeclaration[] | undefined,
    handlers: Readonly<Record<string, unknown>> | undefined,
  ) => (actions ?? []).filter((action) => handlers?.[action.name] !== undefined);
  const rowCandidates = handled(list.rowActions, props.rowActionHandlers);
  const bulkCandidates = handled(list.bulkActions, props.bulkActionHandlers);
  const permitted = usePermittedActions(
    declaration.name,
    // An action may be both a row and a bulk action: ask once.
    [...new Set([...rowCandidates, ...bulkCandidates].map((action) => action.name))],
  );
  const rowActions = rowCandidates.filter((action) => permitted.has(action.name));
  const bulkActions = bulkCandidates.filter((action) => permitted.has(action.name));

  const refetch = query.refetch;
  const onDone = useCallback(() => void refetch(), [refetch]);
  const runner = useActionRunner(declaration.name, onDone);
  const [selected, setSelected] = useState<BaseRecord[]>([]);
  const rowKey = list.rowKey ?? "id";
  const rowKeyOf = useCallback((row: BaseRecord) => String(row[rowKey]), [rowKey]);

  const columns = buildColumns({
    declaration,
    columns: chosen,
    sort: state.sort,
    currency,
    currencyOfCode,
    t,
    cells: props.cells,
    rowActions,
    runningKey: runner.running,
    rowKeyOf,
    onRowAction: (action, row) => runRowAction(action, row),
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

  const onTableChange = (
    pagination: TablePaginationConfig,
    _filters: unknown,
    sorter: SorterResult<BaseRecord> | SorterResult<BaseRecord>[],
    extra: { action: string },
  ) => {
    if (extra.action === "sort") {
      const single = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = typeof single?.columnKey === "string" ? single.columnKey : undefined;
      state.setSort(
        field && single?.order ? { field, order: single.order === "ascend" ? "asc" : "desc" } : undefined,
      );
    } else if (extra.action === "paginate") {
      if (pagination.pageSize && pagination.pageSize !== state.pageSize)
        state.setPageSize(pagination.pageSize);
      else if (pagination.current) state.setPage(pagination.current);
    }
  };

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
  const error = query.isError ? selectErrorMessage(query.error) : undefined;

  // Keyboard triage (issue 7 §3b): rows, selection, opening and the permitted actions by key.
  const container = useRef<HTMLDivElement>(null);
  useInertMeasureRow(container);
  const [help, setHelp] = useState<"closed" | "open" | "hidden">("closed");
  const runRowAction = (action: ActionDeclaration, row: BaseRecord) =>
    runner.run(action, `${action.name}:${rowKeyOf(row)}`, () =>
      props.rowActionHandlers?.[action.name]?.(row),
    );
  const runBulkAction = (action: ActionDeclaration) =>
    runner.run(action, `bulk:${action.name}`, async () => {
      const outcome = await props.bulkActionHandlers?.[action.name]?.(selected);
      if (outcome?.clearSelection) setSelected([]);
      return outcome;
    });
  const triage = useKeyboardTriage({
    container,
    rows: error ? [] : result.data,
    rowKeyOf,
    open,
    toggle:
      bulkActions.length > 0
        ? (row) =>
            setSelected((current) =>
              current.some((item) => rowKeyOf(item) === rowKeyOf(row))
                ? current.filter((item) => rowKeyOf(item) !== rowKeyOf(row))
                : [...current, row],
            )
        : undefined,
    rowActionsOf: (row) => rowActions.filter((action) => rowMatches(row, action.when)),
    runRowAction: (action, row) => {
      if (runner.running === null) runRowAction(action, row);
    },
    bulkActions,
    runBulkAction: (action) => {
      if (runner.running === null && selected.length > 0) runBulkAction(action);
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

  return (
    <div data-resource={declaration.name} ref={container}>
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
          <span data-testid="list-total">{t("list.total", { count: total })}</span>
          {filterKeys.length === 0 ? toolbar : null}
          {/* Bulk actions show once rows are selected: the grid keeps its height for rows (issue 7 §3b). */}
          {(selected.length > 0 ? bulkActions : []).map((action) => (
            <Button
              key={action.name}
              disabled={selected.length === 0 || runner.running !== null}
              loading={runner.running === `bulk:${action.name}`}
              onClick={() => runBulkAction(action)}
            >
              {t(`resources.${declaration.name}.actions.${action.name}.label`)} ({selected.length})
            </Button>
          ))}
        </Space>
        {list.exportable !== false ? (
          <ExportPanel exporter={exporter} onStart={startExport} disabled={query.isLoading || total === 0} />
        ) : null}
      </Space>
      <div aria-live="polite" data-testid="action-outcome">
        {runner.last ? <VisuallyHidden>{runner.last.text}</VisuallyHidden> : null}
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
      <Table<BaseRecord>
        rowKey={rowKeyOf}
        columns={columns}
        dataSource={error ? [] : result.data}
        loading={query.isFetching}
        onChange={onTableChange}
        scroll={{ x: "max-content" }}
        size={layout.density === "compact" ? "small" : "middle"}
        locale={{ emptyText: <Empty description={t(error ? "list.loadFailed" : "list.empty")} /> }}
        rowSelection={
          bulkActions.length > 0
            ? {
                selectedRowKeys: selected.map(rowKeyOf),
                // The selection survives paging (issue 7 §3): antd keeps the rows of other pages.
                preserveSelectedRowKeys: true,
                onChange: (_keys, rows) => setSelected(rows.filter((row) => row !== undefined)),
                // antd passes extra props to the <input>; its type just does not list aria-label.
                getCheckboxProps: (row: BaseRecord) =>
                  ({ "aria-label": t("list.selectRow", { row: rowLabel(row) }) }) as Partial<CheckboxProps>,
              }
            : undefined
        }
        onRow={(row) => ({
          ...triage.rowProps(row),
          onDoubleClick: () => open(row),
        })}
        pagination={{
          current: state.page,
          pageSize: state.pageSize,
          total,
          showSizeChanger: true,
          pageSizeOptions: list.pageSizes.map(String),
          showTotal: (all, range) => t("list.range", { from: range[0], to: range[1], total: all }),
          locale: { items_per_page: t("list.perPage") },
        }}
      />
      {help !== "closed" ? (
        <Suspense fallback={null}>
          <KeyboardHelp
            open={help === "open"}
            onClose={() => setHelp("hidden")}
            rowActions={rowActions.map(label)}
            bulkActions={bulkActions.map(label)}
            selectable={bulkActions.length > 0}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
