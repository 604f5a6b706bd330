import { lazy } from "react";
import Button from "antd/es/button";
import ColumnHeightOutlined from "@ant-design/icons/es/icons/ColumnHeightOutlined";
import QuestionOutlined from "@ant-design/icons/es/icons/QuestionOutlined";
import StarOutlined from "@ant-design/icons/es/icons/StarOutlined";
import TableOutlined from "@ant-design/icons/es/icons/TableOutlined";
import { useTranslation } from "react-i18next";
import { Disclosure } from "./disclosure";
import type { GridLayoutState } from "./use-grid-layout";
import type { SavedView, SavedViewInput } from "./saved-views-queries";

const ColumnChooser = lazy(() => import("./column-chooser"));
const SavedViewsPanel = lazy(() => import("./saved-views"));

/** Props of {@link GridToolbar}. */
export interface GridToolbarProps {
  resource: string;
  layout: GridLayoutState;
  /** Columns the view configuration allows (001 §1), in declared order. */
  allowed: readonly string[];
  /** The list now, for "Save current view" (PHI filters left out). */
  current: Omit<SavedViewInput, "resource" | "name">;
  phiLeftOut: boolean;
  onApplyView(view: SavedView): void;
  onHelp(): void;
}

/**
 * The layout controls of a grid (issue 7 §3b): saved views, the column chooser (within what the
 * view configuration allows), the density switch (a toggle button: pressed = compact rows) and the
 * keyboard shortcuts. The two menus load their content with their first opening.
 */
export function GridToolbar(props: GridToolbarProps) {
  const { t } = useTranslation();
  const { layout } = props;
  const compact = layout.density === "compact";
  return (
    <div style={{ display: "flex", gap: 8, alignItems: "center" }}>
      <Disclosure
        label={t("grid.views.button")}
        icon={<StarOutlined aria-hidden />}
        testId="saved-views"
        width={300}
      >
        {(close) => (
          <SavedViewsPanel
            resource={props.resource}
            current={props.current}
            phiLeftOut={props.phiLeftOut}
            onApply={(view) => {
              props.onApplyView(view);
              close();
            }}
          />
        )}
      </Disclosure>
      <Disclosure
        label={t("grid.columns.button")}
        icon={<TableOutlined aria-hidden />}
        testId="column-chooser"
      >
        {() => (
          <ColumnChooser
            declaration={{ name: props.resource }}
            allowed={props.allowed}
            hidden={layout.hidden}
            onChange={layout.setHidden}
          />
        )}
      </Disclosure>
      <Button
        icon={<ColumnHeightOutlined aria-hidden />}
        type={compact ? "primary" : "default"}
        aria-pressed={compact}
        title={t("grid.density.compact")}
        aria-label={t("grid.density.compact")}
        data-testid="density"
        onClick={() => layout.setDensity(compact ? "comfortable" : "compact")}
      />
      <Button
        icon={<QuestionOutlined aria-hidden />}
        title={t("grid.keys.title")}
        aria-label={t("grid.keys.title")}
        aria-keyshortcuts="?"
        onClick={props.onHelp}
      />
    </div>
  );
}
