import { useState } from "react";
import type { BaseRecord } from "@refinedev/core";
import type { ActionDeclaration, ResourceDeclaration } from "../../../resources/define-resource";
import { rowMatches } from "./row-condition";
import { usePermittedActions } from "./use-permitted-actions";
import {
  useActionRunner,
  type BulkActionHandler,
  type LastOutcome,
  type RowActionHandler,
} from "./use-row-action-runner";

/** A bulk action offered for the current selection, with how many selected rows allow it. */
export interface OfferedBulkAction {
  action: ActionDeclaration;
  /** Selected rows the action applies to (its `when`); at least 1. */
  count: number;
}

/** The actions of a list and its selection (see {@link useListActions}). */
export interface ListActions {
  /** Row actions the screen handles and the user may do. */
  rowActions: readonly ActionDeclaration[];
  /** Bulk actions the screen handles and the user may do (rows are selectable when any). */
  bulkActions: readonly ActionDeclaration[];
  /** Bulk actions at least one selected row allows, in declared order (issue 19 §9). */
  offered: readonly OfferedBulkAction[];
  selected: BaseRecord[];
  setSelected(rows: BaseRecord[]): void;
  /** Selects the row, or unselects it when selected. */
  toggle(row: BaseRecord): void;
  /** The running action's key (`<action>:<row key>`, `bulk:<action>`), or null. */
  running: string | null;
  last: LastOutcome | null;
  runRowAction(action: ActionDeclaration, row: BaseRecord): void;
  runBulkAction(action: ActionDeclaration): void;
}

/** The bulk actions that at least one of `selected` allows, with the count of rows each applies to. */
export function offeredBulkActions(
  actions: readonly ActionDeclaration[],
  selected: readonly BaseRecord[],
): OfferedBulkAction[] {
  return actions
    .map((action) => ({ action, count: selected.filter((row) => rowMatches(row, action.when)).length }))
    .filter((offer) => offer.count > 0);
}

/**
 * The row and bulk actions of a list (DESIGN.md §3, issue 7 §3): those the screen gives a handler
 * for and `can()` allows (asked once per action), the selection (kept across pages), and their
 * runs through {@link useActionRunner}. A bulk action is offered only while at least one selected
 * row allows it (issue 19 §9), with that count; its handler gets the whole selection (its dialog
 * says which rows it skips).
 */
export function useListActions(
  declaration: ResourceDeclaration,
  handlers: {
    row?: Readonly<Record<string, RowActionHandler>>;
    bulk?: Readonly<Record<string, BulkActionHandler>>;
  },
  rowKeyOf: (row: BaseRecord) => string,
  onDone: () => void,
): ListActions {
  const { list } = declaration;
  const handled = (
    actions: readonly ActionDeclaration[] | undefined,
    given: Readonly<Record<string, unknown>> | undefined,
  ) => (actions ?? []).filter((action) => given?.[action.name] !== undefined);
  const rowCandidates = handled(list.rowActions, handlers.row);
  const bulkCandidates = handled(list.bulkActions, handlers.bulk);
  const permitted = usePermittedActions(
    declaration.name,
    // An action may be both a row and a bulk action: ask once.
    [...new Set([...rowCandidates, ...bulkCandidates].map((action) => action.name))],
  );
  const rowActions = rowCandidates.filter((action) => permitted.has(action.name));
  const bulkActions = bulkCandidates.filter((action) => permitted.has(action.name));
  const runner = useActionRunner(declaration.name, onDone);
  const [selected, setSelected] = useState<BaseRecord[]>([]);
  const toggle = (row: BaseRecord) =>
    setSelected((current) =>
      current.some((item) => rowKeyOf(item) === rowKeyOf(row))
        ? current.filter((item) => rowKeyOf(item) !== rowKeyOf(row))
        : [...current, row],
    );
  const runRowAction = (action: ActionDeclaration, row: BaseRecord) =>
    runner.run(action, `${action.name}:${rowKeyOf(row)}`, () => handlers.row?.[action.name]?.(row));
  const runBulkAction = (action: ActionDeclaration) =>
    runner.run(action, `bulk:${action.name}`, async () => {
      const outcome = await handlers.bulk?.[action.name]?.(selected);
      if (outcome?.clearSelection) setSelected([]);
      return outcome;
    });
  return {
    rowActions,
    bulkActions,
    offered: offeredBulkActions(bulkActions, selected),
    selected,
    setSelected,
    toggle,
    running: runner.running,
    last: runner.last,
    runRowAction,
    runBulkAction,
  };
}
