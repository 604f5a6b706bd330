import type { ColumnType } from "antd/es/table";
import type { ColumnLayout } from "../../../resources/define-resource";

/** The layout of one column of a bespoke table: {@link ColumnLayout}, and whether it stays at the right edge. */
export interface BespokeColumnLayout extends ColumnLayout {
  /** Fixed to the right edge while the table scrolls sideways (a status, the row actions). */
  fixedRight?: boolean;
}

/**
 * Columns by priority for a bespoke antd table (issue 19 §2), the way the generic list lays out a
 * declared one (column-layout.ts, list-columns.tsx): the columns by priority (given order within
 * one), each at its width, texts ellipsised with their title, those marked `fixedRight` last and
 * fixed to the right edge; a column without a layout keeps its place among priority 2, as given.
 * Use `scrollX` as the table's `scroll.x`, so that what does not fit scrolls sideways.
 * @param columns the table's columns, each with a string `key`.
 * @param layouts the layout of each column, by key.
 */
export function withPriorities<Row>(
  columns: readonly ColumnType<Row>[],
  layouts: Readonly<Record<string, BespokeColumnLayout>>,
): { columns: ColumnType<Row>[]; scrollX: number } {
  const layoutOf = (column: ColumnType<Row>) =>
    typeof column.key === "string" ? layouts[column.key] : undefined;
  const ordered = [...columns].sort((a, b) => (layoutOf(a)?.priority ?? 2) - (layoutOf(b)?.priority ?? 2));
  const fixed = ordered.filter((column) => layoutOf(column)?.fixedRight);
  const arranged = [...ordered.filter((column) => !layoutOf(column)?.fixedRight), ...fixed].map(
    (column): ColumnType<Row> => {
      const layout = layoutOf(column);
      if (!layout) return column;
      return {
        ...column,
        width: layout.minWidth,
        ...(layout.fixedRight
          ? { fixed: "right" as const }
          : { ellipsis: column.ellipsis ?? { showTitle: true } }),
      };
    },
  );
  const scrollX = arranged.reduce(
    (sum, column) => sum + (typeof column.width === "number" ? column.width : 160),
    0,
  );
  return { columns: arranged, scrollX };
}
