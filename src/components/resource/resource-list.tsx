import { useCallback, useMemo, useState, type ReactNode } from "react";
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
import { useCurrency, useCurrencyOfCode, useSession } from "../../app/runtime-context";
import { toCrudFilters, visibleFilterKeys } from "../../lib/filter-model";
import { visibleColumns } from "../../lib/view-configuration";
import { FilterBar } from "./filter-bar";
import { ExportPanel } from "./export-panel";
import { buildColumns, csvColumns } from "./list-columns";
import { cellText } from "./cell-text";
import { useCsvExport } from "./use-csv-export";
import { useListState } from "./use-list-state";
import type { FilterOption } from "./use-lookup-options";
import { usePermittedActions } from "./use-permitted-actions";
import { useActionRunner, type BulkActionHandler, type RowActionHandler } from "./use-row-action-runner";
import { useViewConfiguration } from "./use-view-configuration";
import { VisuallyHidden } from "./visually-hidden";
import { showPath } from "./show-path";
import { PageHeading } from "../page-heading";

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

  const filterKeys = useMemo(() => {
    const hidden = new Set(props.hiddenFilters ?? []);
    return visibleFilterKeys(list.filters, roles).filter((key) => !hidden.has(key));
  }, [list.filters, roles, props.hiddenFilters]);
  const activeModel = useMemo<FilterModel>(() => {
    const kept: Record<string, FilterModel[string]> = {};
    for (const key of filterKeys) kept[key] = state.filters[key];
    return kept;
  }, [filterKeys, state.filters]);
  const crudFilters = useMemo(() => toCrudFilters(activeModel, list.filters), [activeModel, list.filters]);
  const sortField = state.sort?.field;
  const sortOrder = state.sort?.order;
  const sorters = useMemo(
    () => (sortField && sortOrder ? [{ field: sortField, order: sortOrder }] : []),
    [sortField, sortOrder],
  );
  const pathKey = JSON.stringify(props.pathParams ?? {});
  const meta = useMemo(
    () => ({ endpoint: declaration.endpoint, pathParams: JSON.parse(pathKey) as PathParams }),
    [declaration.endpoint, pathKey],
  );

  const { query, result } = useList<BaseRecord>({
    resource: declaration.name,
    dataProviderName: declaration.service,
    pagination: { currentPage: state.page, pageSize: state.pageSize, mode: "server" },
    sorters,
    filters: crudFilters,
    meta,
    queryOptions: { placeholderData: keepPreviousData },
  });

  const viewConfiguration = useViewConfiguration(list.viewConfiguration !== undefined);
  const columnsShown = useMemo(
    () => visibleColumns(list.columns, viewConfiguration, list.viewConfiguration),
    [list.columns, list.viewConfiguration, viewConfiguration],
  );

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
    columns: columnsShown,
    sort: state.sort,
    currency,
    currencyOfCode,
    t,
    cells: props.cells,
    rowActions,
    runningKey: runner.running,
    rowKeyOf,
    onRowAction: (action, row) =>
      runner.run(action, `${action.name}:${rowKeyOf(row)}`, () =>
        props.rowActionHandlers?.[action.name]?.(row),
      ),
  });

  const exporter = useCsvExport();
  const startExport = () =>
    void exporter.start({
      resource: declaration.name,
      dataProviderName: declaration.service,
      meta,
      filters: crudFilters,
      sorters,
      columns: csvColumns(declaration, columnsShown, currency, t, currencyOfCode),
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

  const firstColumn = columnsShown[0];
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

  return (
    <div data-resource={declaration.name}>
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
        />
      ) : null}
      <Space wrap style={{ width: "100%", justifyContent: "space-between", marginBottom: 12 }} align="start">
        <Space wrap>
          <span data-testid="list-total">{t("list.total", { count: total })}</span>
          {bulkActions.map((action) => (
            <Button
              key={action.name}
              disabled={selected.length === 0 || runner.running !== null}
              loading={runner.running === `bulk:${action.name}`}
              onClick={() =>
                runner.run(action, `bulk:${action.name}`, async () => {
                  const outcome = await props.bulkActionHandlers?.[action.name]?.(selected);
                  if (outcome?.clearSelection) setSelected([]);
                  return outcome;
                })
              }
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
          tabIndex: 0,
          onKeyDown: (event) => {
            if (event.key === "Enter" && event.target === event.currentTarget) open(row);
          },
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
    </div>
  );
}
