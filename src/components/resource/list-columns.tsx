import type { ReactNode } from "react";
import Button from "antd/es/button";
import Space from "antd/es/space";
import type { ColumnsType } from "antd/es/table";
import type { BaseRecord } from "@refinedev/core";
import type { TFunction } from "i18next";
import { kindOf } from "../../../schemas/entities/field-kinds";
import type {
  ActionDeclaration,
  ResourceDeclaration,
  SortDeclaration,
} from "../../../resources/define-resource";
import type { CsvColumn } from "../../lib/csv";
import { cellText } from "./cell-text";
import { withFixedLast } from "./grid-layout";
import { renderCell } from "./cells";
import { ACTION_BUTTON_WIDTH, actionsColumnWidth, columnLayoutOf } from "./column-layout";
import { rowMatches } from "./row-condition";
import type { MoneyCurrency } from "../../lib/format";

/** What building the columns needs. */
export interface ColumnContext {
  declaration: ResourceDeclaration;
  /** Visible columns after the view configuration. */
  columns: readonly string[];
  /** The current sort; undefined for a list without sorters. */
  sort: SortDeclaration | undefined;
  /** The area's currency, for rows that name none (000 §9, 001 §9). */
  currency: MoneyCurrency;
  /** The currency of a row's own `currencyCode`. */
  currencyOfCode?: (code: string) => MoneyCurrency;
  t: TFunction;
  /** Cell renderers replacing the generic one, by column. */
  cells?: Readonly<Record<string, (row: BaseRecord) => ReactNode>>;
  /** Row actions the user may do and the screen handles. */
  rowActions: readonly ActionDeclaration[];
  runningKey: string | null;
  onRowAction(action: ActionDeclaration, row: BaseRecord): void;
  rowKeyOf(row: BaseRecord): string;
}

/** The accessible name of a row action button: the action label and the row's first column. */
function actionName(context: ColumnContext, action: ActionDeclaration, row: BaseRecord): string {
  const first = context.columns[0];
  const what = first
    ? cellText(row, first, {
        schema: context.declaration.schema,
        currency: context.currency,
        currencyOfCode: context.currencyOfCode,
        t: context.t,
      })
    : "";
  return context.t(`resources.${context.declaration.name}.actions.${action.name}.aria`, {
    defaultValue:
      `${context.t(`resources.${context.declaration.name}.actions.${action.name}.label`)} ${what}`.trim(),
    row: what,
  });
}

/** Display kinds whose cell is a text that may ellipsise (not amounts, whose digits are never hidden; nor tags, chips and icons). */
const TEXT_KINDS = new Set(["text", "date", "timestamp", "list"]);

/**
 * The antd columns of a list (DESIGN.md §3): headers `resources.<name>.fields.<field>`, cells by
 * display kind (or the screen's renderer), server sorting on declared sorters (the current sort
 * shown), money right-aligned, status columns and the actions column (real buttons, when row
 * actions exist) fixed to the right edge while the grid scrolls sideways (issue 7 §3b). Columns
 * come by priority, each at its declared width (issue 19 §2, column-layout.ts); a longer text
 * ellipsises, its full text in the cell's title (hover) and shown whole while its row has the
 * keyboard focus (grid.css).
 */
export function buildColumns(context: ColumnContext): ColumnsType<BaseRecord> {
  const { declaration, t } = context;
  const schema = declaration.schema;
  const sortable = new Set<string>(declaration.list.sorters);
  // Status columns stay at the right edge while the grid scrolls sideways (issue 7 §3b).
  const arranged = withFixedLast(context.columns, schema, declaration.list.columnLayout);
  const columns: ColumnsType<BaseRecord> = arranged.columns.map((field) => {
    const kind = kindOf(schema.properties[field]);
    const custom = context.cells?.[field];
    return {
      key: field,
      dataIndex: field,
      title: t(`resources.${declaration.name}.fields.${field}`),
      width: columnLayoutOf(declaration, field).minWidth,
      ellipsis: TEXT_KINDS.has(kind) && !custom ? { showTitle: true } : custom ? { showTitle: false } : false,
      fixed: arranged.fixed.has(field) ? ("right" as const) : undefined,
      align: kind === "money" ? "right" : undefined,
      sorter: sortable.has(field),
      sortDirections: ["ascend", "descend"],
      sortOrder: context.sort?.field === field ? (context.sort.order === "asc" ? "ascend" : "descend") : null,
      render: (_: unknown, row: BaseRecord) =>
        custom
          ? custom(row)
          : renderCell(row, field, {
              schema,
              currency: context.currency,
              currencyOfCode: context.currencyOfCode,
              t,
            }),
    };
  });
  if (context.rowActions.length > 0) {
    columns.push({
      key: "__actions",
      title: t("list.actions"),
      fixed: "right",
      width: actionsColumnWidth(context.rowActions.length),
      render: (_: unknown, row: BaseRecord) => (
        <Space size="small" wrap>
          {context.rowActions
            .filter((action) => rowMatches(row, action.when))
            .map((action) => {
              const key = `${action.name}:${context.rowKeyOf(row)}`;
              const label = t(`resources.${declaration.name}.actions.${action.name}.label`);
              // A long label ellipsises; the whole of it shows on hover (the native title) and on
              // keyboard focus (grid.css widens a focused button). No tooltip per button: one per
              // row action of every row cost 50 MB of heap in a download window (docs/bundle/README.md).
              return (
                <Button
                  key={action.name}
                  title={label}
                  size="small"
                  className="pp-row-action"
                  style={{ maxWidth: ACTION_BUTTON_WIDTH }}
                  loading={context.runningKey === key}
                  disabled={context.runningKey !== null && context.runningKey !== key}
                  aria-label={actionName(context, action, row)}
                  data-action={action.name}
                  onClick={(event) => {
                    event.stopPropagation();
                    context.onRowAction(action, row);
                  }}
                  onKeyDown={(event) => event.stopPropagation()}
                >
                  <span className="pp-row-action-label">{label}</span>
                </Button>
              );
            })}
        </Space>
      ),
    });
  }
  return columns;
}

/**
 * The CSV columns of a list (src/lib/csv.ts): the grid's visible columns in the grid's order
 * (by priority, status columns last, as {@link buildColumns} arranges them; the actions column is
 * not data),
 * headers and texts as shown.
 */
export function csvColumns(
  declaration: ResourceDeclaration,
  columns: readonly string[],
  currency: MoneyCurrency,
  t: TFunction,
  currencyOfCode?: (code: string) => MoneyCurrency,
): CsvColumn<BaseRecord>[] {
  return withFixedLast(columns, declaration.schema, declaration.list.columnLayout).columns.map((field) => ({
    header: t(`resources.${declaration.name}.fields.${field}`),
    value: (row: BaseRecord) =>
      cellText(row, field, { schema: declaration.schema, currency, currencyOfCode, t }),
  }));
}
