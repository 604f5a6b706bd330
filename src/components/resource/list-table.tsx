import Empty from "antd/es/empty";
import Table from "antd/es/table";
import type { CheckboxProps, TablePaginationConfig } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { SorterResult } from "antd/es/table/interface";
import type { BaseRecord } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { ListDeclaration } from "../../../resources/define-resource";
import { SELECTION_WIDTH } from "./column-layout";
import type { Density } from "./grid-layout";
import type { ListActions } from "./use-list-actions";
import type { ListState } from "./use-list-state";

/** Props of {@link ListTable}. */
export interface ListTableProps {
  list: Pick<ListDeclaration, "pageSizes">;
  columns: ColumnsType<BaseRecord>;
  rows: readonly BaseRecord[];
  total: number;
  loading: boolean;
  failed: boolean;
  density: Density;
  state: Pick<ListState, "page" | "pageSize" | "setSort" | "setPage" | "setPageSize">;
  /** The list's actions; rows are selectable when it has bulk actions. */
  actions: Pick<ListActions, "bulkActions" | "selected" | "setSelected">;
  rowKeyOf(row: BaseRecord): string;
  /** The accessible name of a row (its first column), for its selection checkbox. */
  rowLabel(row: BaseRecord): string;
  rowProps(row: BaseRecord): Record<string, unknown>;
}

/** The sum of the columns' widths (CSS px), selection column included: the grid's scroll width. */
export function tableWidth(columns: ColumnsType<BaseRecord>, selectable: boolean): number {
  const widths = columns.map((column) => (typeof column.width === "number" ? column.width : 160));
  return widths.reduce((sum, width) => sum + width, selectable ? SELECTION_WIDTH : 0);
}

/**
 * The table of a list (DESIGN.md §3, issue 7 §3b): server sorting and paging (shown from 1, the
 * declared page sizes), the selection kept across pages when the list has bulk actions, density,
 * the declared column widths (issue 19 §2; wider content scrolls sideways) and the loading,
 * empty and failed states.
 */
export function ListTable(props: ListTableProps) {
  const { t } = useTranslation();
  const { state, actions, rowKeyOf } = props;
  const selectable = actions.bulkActions.length > 0;
  const onChange = (
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
  return (
    <Table<BaseRecord>
      rowKey={rowKeyOf}
      columns={props.columns}
      dataSource={props.failed ? [] : [...props.rows]}
      loading={props.loading}
      onChange={onChange}
      scroll={{ x: tableWidth(props.columns, selectable) }}
      size={props.density === "compact" ? "small" : "middle"}
      locale={{ emptyText: <Empty description={t(props.failed ? "list.loadFailed" : "list.empty")} /> }}
      rowSelection={
        selectable
          ? {
              columnWidth: SELECTION_WIDTH,
              selectedRowKeys: actions.selected.map(rowKeyOf),
              // The selection survives paging (issue 7 §3): antd keeps the rows of other pages.
              preserveSelectedRowKeys: true,
              onChange: (_keys, rows) => actions.setSelected(rows.filter((row) => row !== undefined)),
              // antd passes extra props to the <input>; its type just does not list aria-label.
              getCheckboxProps: (row: BaseRecord) =>
                ({
                  "aria-label": t("list.selectRow", { row: props.rowLabel(row) }),
                }) as Partial<CheckboxProps>,
            }
          : undefined
      }
      onRow={props.rowProps}
      pagination={{
        current: state.page,
        pageSize: state.pageSize,
        total: props.total,
        showSizeChanger: true,
        pageSizeOptions: props.list.pageSizes.map(String),
        showTotal: (all, range) => t("list.range", { from: range[0], to: range[1], total: all }),
        locale: { items_per_page: t("list.perPage") },
      }}
    />
  );
}
