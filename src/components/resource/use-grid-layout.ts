import { useCallback, useState } from "react";
import type { ResourceDeclaration } from "../../../resources/define-resource";
import {
  defaultDensity,
  readGridLayout,
  writeGridLayout,
  type Density,
  type GridLayout,
} from "./grid-layout";

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** The layout of a grid and its setters (see {@link useGridLayout}). */
export interface GridLayoutState extends GridLayout {
  setDensity(density: Density): void;
  /** Sets the hidden columns (names of columns the user turned off). */
  setHidden(hidden: readonly string[]): void;
  /** Applies a whole layout (a saved view's). */
  apply(layout: GridLayout): void;
}

/**
 * Row density and hidden columns of a resource's grid (issue 7 §3b): the declaration's default
 * density (grid-layout.ts `defaultDensity`) and every column until the user changes them; a
 * change is remembered on this browser under `pp.grid.<resource>` (layout only, never filters).
 * Nothing is written until the user changes something.
 */
export function useGridLayout(
  declaration: Pick<ResourceDeclaration, "name" | "service" | "list">,
): GridLayoutState {
  const [layout, setLayout] = useState<GridLayout>(
    () =>
      readGridLayout(safeLocalStorage(), declaration.name) ?? {
        density: defaultDensity(),
        hidden: [],
      },
  );
  const apply = useCallback(
    (next: GridLayout) => {
      const copy = { density: next.density, hidden: [...next.hidden] };
      setLayout(copy);
      writeGridLayout(safeLocalStorage(), declaration.name, copy);
    },
    [declaration.name],
  );
  const setDensity = useCallback(
    (density: Density) => setLayout((current) => persist(declaration.name, { ...current, density })),
    [declaration.name],
  );
  const setHidden = useCallback(
    (hidden: readonly string[]) =>
      setLayout((current) => persist(declaration.name, { ...current, hidden: [...hidden] })),
    [declaration.name],
  );
  return { ...layout, setDensity, setHidden, apply };
}

function persist(resource: string, layout: GridLayout): GridLayout {
  writeGridLayout(safeLocalStorage(), resource, layout);
  return layout;
}
