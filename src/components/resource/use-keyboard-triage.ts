import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import type { BaseRecord } from "@refinedev/core";
import type { ActionDeclaration } from "../../../resources/define-resource";

/**
 * Keyboard triage of a grid (issue 7 §3b "move between rows, select, open, and run the permitted
 * actions without the mouse, with the shortcuts listed in a help dialog (`?`)"). Shortcuts never
 * fire while the user types in a field, nor inside dialogs and open dropdowns.
 */

/** What a key press asks of the grid. */
export type TriageCommand =
  | { kind: "next" | "previous" | "toggle" | "open" | "help" | "search" }
  | { kind: "rowAction" | "bulkAction"; index: number };

/** The parts of a key event the mapping reads (a KeyboardEvent has them all). */
export interface TriageKey {
  key: string;
  code: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** Where the key was pressed. */
export interface TriageTarget {
  /** A field the user types in (input, textarea, select, editable, combobox) or a dialog / dropdown. */
  typing: boolean;
  /** A row of the grid (not a control inside it). */
  onRow: boolean;
}

/**
 * The shortcut of a key press, or null:
 * - `j` / ↓ next row, `k` / ↑ previous row (arrows only on a row, so they still scroll the page);
 * - `x`, or Space on a row: select or unselect the row;
 * - Enter on a row: open it;
 * - `1`…`9`: the n-th row action of the current row; Shift + `1`…`9`: the n-th bulk action;
 * - `/`: go to the search; `?`: the shortcuts help.
 * Nothing while typing, and nothing with Ctrl, Meta or Alt held (browser and system shortcuts).
 */
export function triageCommand(key: TriageKey, target: TriageTarget): TriageCommand | null {
  if (target.typing || key.ctrlKey || key.metaKey || key.altKey) return null;
  if (key.key === "?") return { kind: "help" };
  const digit = /^Digit([1-9])$/.exec(key.code) ?? /^Numpad([1-9])$/.exec(key.code);
  if (digit) return { kind: key.shiftKey ? "bulkAction" : "rowAction", index: Number(digit[1]) - 1 };
  if (key.shiftKey) return null;
  switch (key.key) {
    case "j":
      return { kind: "next" };
    case "k":
      return { kind: "previous" };
    case "ArrowDown":
      return target.onRow ? { kind: "next" } : null;
    case "ArrowUp":
      return target.onRow ? { kind: "previous" } : null;
    case "x":
      return { kind: "toggle" };
    case " ":
      return target.onRow ? { kind: "toggle" } : null;
    case "Enter":
      return target.onRow ? { kind: "open" } : null;
    case "/":
      return { kind: "search" };
    default:
      return null;
  }
}

const TYPING = "input, textarea, select, [contenteditable=''], [contenteditable='true'], [role='combobox']";
const OVERLAY =
  "[role='dialog'], [role='alertdialog'], [role='listbox'], [role='menu'], .ant-select-dropdown, .ant-picker-dropdown";

/** Whether an event target is a field being typed in, or inside a dialog or open dropdown. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof Element === "undefined" || !(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return target.closest(TYPING) !== null || target.closest(OVERLAY) !== null;
}

/** What {@link useKeyboardTriage} needs from the grid. */
export interface TriageOptions {
  /** The list's root element (rows are its `tr[data-row-key]`). */
  container: RefObject<HTMLElement | null>;
  rows: readonly BaseRecord[];
  rowKeyOf(row: BaseRecord): string;
  open(row: BaseRecord): void;
  /** Selects or unselects a row; undefined when the list has no selection (no bulk actions). */
  toggle?: (row: BaseRecord) => void;
  /** The permitted row actions that apply to a row, in button order. */
  rowActionsOf(row: BaseRecord): readonly ActionDeclaration[];
  runRowAction(action: ActionDeclaration, row: BaseRecord): void;
  /** The permitted bulk actions, in button order. */
  bulkActions: readonly ActionDeclaration[];
  runBulkAction(action: ActionDeclaration): void;
  /** Opens the shortcuts help. */
  onHelp(): void;
}

/** The current row and the props each row takes (roving tab index: one row in the tab order). */
export interface Triage {
  activeKey: string | undefined;
  rowProps(row: BaseRecord): { tabIndex: number; onFocus: () => void };
}

/**
 * Listens to the keyboard for a grid (see {@link triageCommand}). Keys act when focus is inside
 * the list, or outside every list (the page body, the layout) and this is the page's first list,
 * so two lists on one page never both react. The current row is the focused one (else the first); only
 * it is in the tab order, so Tab leaves the grid instead of walking every row.
 */
export function useKeyboardTriage(options: TriageOptions): Triage {
  const [active, setActive] = useState<string | undefined>(undefined);
  const keys = options.rows.map(options.rowKeyOf);
  const activeKey = active !== undefined && keys.includes(active) ? active : keys[0];
  // What the key listener reads: the options and current row of the last render.
  const latest = useRef(options);
  const activeRef = useRef(activeKey);
  useLayoutEffect(() => {
    latest.current = options;
    activeRef.current = activeKey;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const o = latest.current;
      const root = o.container.current;
      if (!root || event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      const inside = target !== null && root.contains(target);
      // Outside any list (the page body, the layout), keys go to the page's first list.
      const elsewhere = target === null || target.closest("[data-resource]") === null;
      if (!inside && !(elsewhere && document.querySelector("[data-resource]") === root)) return;
      const row = target?.closest("tr[data-row-key]");
      const onRow = row !== null && row !== undefined && row === target;
      const command = triageCommand(event, { typing: isTypingTarget(target), onRow });
      if (!command) return;
      const rows = o.rows;
      const keyOf = o.rowKeyOf;
      const index = Math.max(
        0,
        rows.findIndex((r) => keyOf(r) === activeRef.current),
      );
      const current = rows[index];
      const focusRow = (key: string) => {
        const element = root.querySelector<HTMLElement>(`tr[data-row-key="${CSS.escape(key)}"]`);
        setActive(key);
        element?.focus();
      };
      switch (command.kind) {
        case "help":
          o.onHelp();
          break;
        case "search": {
          const search = root.querySelector<HTMLElement>("[data-filter] input");
          if (!search) return;
          search.focus();
          break;
        }
        case "next":
        case "previous": {
          if (rows.length === 0) return;
          const onAnyRow = target?.closest("tr[data-row-key]") != null;
          const next = !onAnyRow ? index : command.kind === "next" ? index + 1 : index - 1;
          const bounded = rows[Math.min(rows.length - 1, Math.max(0, next))];
          if (bounded) focusRow(keyOf(bounded));
          break;
        }
        case "toggle":
          if (!current || !o.toggle) return;
          o.toggle(current);
          break;
        case "open":
          if (!current) return;
          o.open(current);
          break;
        case "rowAction": {
          const action = current ? o.rowActionsOf(current)[command.index] : undefined;
          if (!current || !action) return;
          o.runRowAction(action, current);
          break;
        }
        case "bulkAction": {
          const action = o.bulkActions[command.index];
          if (!action) return;
          o.runBulkAction(action);
          break;
        }
      }
      event.preventDefault();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const rowKeyOf = options.rowKeyOf;
  const rowProps = useCallback(
    (row: BaseRecord) => {
      const key = rowKeyOf(row);
      return { tabIndex: key === activeKey ? 0 : -1, onFocus: () => setActive(key) };
    },
    [activeKey, rowKeyOf],
  );
  return { activeKey, rowProps };
}
