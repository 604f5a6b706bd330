import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ResourceDeclaration } from "../../../resources/define-resource";
import { chosenColumns } from "./grid-layout";

/** Props of {@link ColumnChooser}. */
export interface ColumnChooserProps {
  declaration: Pick<ResourceDeclaration, "name">;
  /** Columns the view configuration allows (001 §1), in declared order: the only ones offered. */
  allowed: readonly string[];
  /** Columns the user hid. */
  hidden: readonly string[];
  onChange(hidden: string[]): void;
}

/**
 * The column chooser of a grid (issue 7 §3b): one checkbox per column the view configuration
 * allows (001 §1 "Sections and view names can exclude columns": an excluded column is never
 * offered), headers as in the grid. The last shown column cannot be turned off. Loaded with its
 * first opening (resource-list.tsx).
 */
export default function ColumnChooser({ declaration, allowed, hidden, onChange }: ColumnChooserProps) {
  const { t } = useTranslation();
  const base = useId();
  const shown = new Set(chosenColumns(allowed, hidden));
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8, fontSize: "inherit" }}>
        {t("grid.columns.title")}
      </legend>
      {allowed.map((column, index) => {
        const id = `${base}-${index}`;
        const on = shown.has(column);
        return (
          <div key={column} style={{ display: "flex", alignItems: "center", gap: 8, padding: "2px 0" }}>
            <input
              id={id}
              type="checkbox"
              checked={on}
              disabled={on && shown.size === 1}
              data-column={column}
              onChange={(event) => {
                const off = new Set(hidden.filter((name) => allowed.includes(name)));
                if (event.target.checked) off.delete(column);
                else off.add(column);
                onChange(allowed.filter((name) => off.has(name)));
              }}
            />
            <label htmlFor={id}>{t(`resources.${declaration.name}.fields.${column}`)}</label>
          </div>
        );
      })}
    </fieldset>
  );
}
