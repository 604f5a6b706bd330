import {
  SELECTION_COLUMN_WIDTH,
  type ColumnLayout,
  type ListDeclaration,
  type ResourceDeclaration,
} from "../../../resources/define-resource";
import { kindOf, type FieldKind } from "../../../schemas/entities/field-kinds";

/**
 * Widths and order of a grid's columns (issue 19 §2 "columns by priority"): each column takes the
 * width its declaration names (`list.columnLayout`) and the columns are shown by priority, so the
 * ones a user needs first are on screen at 1280 px without sideways scrolling. Pure; no React.
 */

/** Width of a column that declares none, by display kind (CSS px). */
const WIDTH_BY_KIND: Readonly<Record<FieldKind, number>> = {
  text: 160,
  money: 120,
  date: 110,
  timestamp: 150,
  status: 140,
  count: 100,
  boolean: 100,
  list: 180,
};

/** Most width one row action button takes (CSS px); a longer label ellipsises. */
export const ACTION_BUTTON_WIDTH = 116;

/** Width of the selection checkbox column antd adds (CSS px). */
export const SELECTION_WIDTH = SELECTION_COLUMN_WIDTH;

/** The layout of `field`: the declared one, else priority 2 and the width of its display kind. */
export function columnLayoutOf(
  declaration: Pick<ResourceDeclaration, "schema"> & { list: Pick<ListDeclaration, "columnLayout"> },
  field: string,
): ColumnLayout {
  return (
    declaration.list.columnLayout?.[field] ?? {
      priority: 2,
      minWidth: WIDTH_BY_KIND[kindOf(declaration.schema.properties[field])],
    }
  );
}

/**
 * The width of the row actions column: the most actions a row may show (at most two side by side,
 * more wrap), each at most {@link ACTION_BUTTON_WIDTH}, plus the cell's padding.
 */
export function actionsColumnWidth(actionCount: number): number {
  return Math.min(Math.max(actionCount, 1), 2) * (ACTION_BUTTON_WIDTH + 8) + 16;
}
