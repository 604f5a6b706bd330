import type {
  FilterDeclaration,
  FilterModel,
  ListDeclaration,
  ResourceDeclaration,
} from "../../../resources/define-resource";
import { kindOf } from "../../../schemas/entities/field-kinds";

/**
 * Layout of a grid a billing team works in all day (issue 7 §3b): row density, the columns the
 * user chose among those the view configuration allows (001 §1), which filters sit in the one-row
 * bar, and the layout remembered on this browser. Pure functions; no React.
 */

/** Row density: `compact` (small cells, one line per row) or `comfortable`. */
export type Density = "compact" | "comfortable";

/** The densities, in switch order. */
export const DENSITIES: readonly Density[] = ["compact", "comfortable"];

/** True for a known density. */
export function isDensity(value: unknown): value is Density {
  return value === "compact" || value === "comfortable";
}

/**
 * The density a list starts with: `compact` for every grid, one default (issue 19 §9 "one density
 * default for grids"; the grids are worked in all day, issue 7 §3b). The user switches it; this
 * browser remembers the switch, and a saved view keeps it.
 */
export function defaultDensity(): Density {
  return "compact";
}

/**
 * The filters shown in the one-row bar: those declared `pinned` among `keys` (the filters the user
 * gets), in order; when none is pinned, the first of `keys`.
 */
export function pinnedFilterKeys(
  filters: Readonly<Record<string, FilterDeclaration>>,
  keys: readonly string[],
): string[] {
  const pinned = keys.filter((key) => filters[key]?.pinned);
  return pinned.length > 0 ? pinned : keys.slice(0, 1);
}

/** The filters of the panel: `keys` minus the pinned ones, the `advanced` ones last. */
export function panelFilterKeys(
  filters: Readonly<Record<string, FilterDeclaration>>,
  keys: readonly string[],
): string[] {
  const pinned = new Set(pinnedFilterKeys(filters, keys));
  const rest = keys.filter((key) => !pinned.has(key));
  return [...rest.filter((key) => !filters[key]?.advanced), ...rest.filter((key) => filters[key]?.advanced)];
}

/** The keys of `keys` whose filter is applied in `model`. */
export function activeFilterKeys(model: FilterModel, keys: readonly string[]): string[] {
  return keys.filter((key) => model[key] !== undefined);
}

/**
 * The columns shown: the `allowed` ones (declared minus those the view configuration excludes,
 * 001 §1) minus those the user hid, in declared order. A choice never empties the grid: when every
 * allowed column is hidden, the first allowed one stays. Hidden names that are not allowed are
 * ignored, so a choice can never bring back a column the view configuration excludes.
 */
export function chosenColumns(allowed: readonly string[], hidden: readonly string[]): string[] {
  const off = new Set(hidden);
  const shown = allowed.filter((column) => !off.has(column));
  return shown.length > 0 ? shown : allowed.slice(0, 1);
}

/**
 * The order of a grid's columns and those fixed to the right edge while it scrolls sideways
 * (issue 7 §3b, issue 19 §2). Without a column layout: the declared order, the columns of display
 * kind `status` (the row's status tag) moved last and fixed. With one (`list.columnLayout`): by
 * priority (1 first), declared order within a priority; the status columns of priority 1 moved last
 * and fixed, the others in their place. The row actions column follows them (list-columns.tsx).
 */
export function withFixedLast(
  columns: readonly string[],
  schema: ResourceDeclaration["schema"],
  columnLayout?: ListDeclaration["columnLayout"],
): { columns: string[]; fixed: Set<string> } {
  const priority = (column: string) => columnLayout?.[column]?.priority ?? 2;
  const ordered = columnLayout ? [...columns].sort((a, b) => priority(a) - priority(b)) : [...columns];
  const fixed = new Set(
    ordered.filter(
      (column) => kindOf(schema.properties[column]) === "status" && (!columnLayout || priority(column) === 1),
    ),
  );
  return {
    columns: [...ordered.filter((column) => !fixed.has(column)), ...ordered.filter((c) => fixed.has(c))],
    fixed,
  };
}

/** What this browser remembers of a grid's layout (never filters: no patient data). */
export interface GridLayout {
  density: Density;
  /** Columns the user hid (entity property names). */
  hidden: string[];
}

type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

/** localStorage key of a resource's grid layout: `pp.grid.<resource>` (layout only, no patient data). */
export function gridLayoutKey(resource: string): string {
  return `pp.grid.${resource}`;
}

/** The layout stored for `resource`, or undefined (none, unreadable, wrong shape). */
export function readGridLayout(storage: KeyValueStorage | null, resource: string): GridLayout | undefined {
  try {
    const raw = storage?.getItem(gridLayoutKey(resource));
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<GridLayout>;
    if (!isDensity(parsed.density) || !Array.isArray(parsed.hidden)) return undefined;
    return { density: parsed.density, hidden: parsed.hidden.filter((c) => typeof c === "string") };
  } catch {
    return undefined;
  }
}

/** Stores the layout of `resource`; storage errors are ignored (the layout is simply not kept). */
export function writeGridLayout(storage: KeyValueStorage | null, resource: string, layout: GridLayout): void {
  try {
    storage?.setItem(
      gridLayoutKey(resource),
      JSON.stringify({ density: layout.density, hidden: layout.hidden }),
    );
  } catch {
    // Full or disabled storage.
  }
}
