import { useId } from "react";
import { useTranslation } from "react-i18next";
import Button from "antd/es/button";
import Progress from "antd/es/progress";
import theme from "antd/es/theme";
import CloseOutlined from "@ant-design/icons/es/icons/CloseOutlined";
import DownOutlined from "@ant-design/icons/es/icons/DownOutlined";
import StopOutlined from "@ant-design/icons/es/icons/StopOutlined";
import UpOutlined from "@ant-design/icons/es/icons/UpOutlined";
import { ITEM_LIST_MAX_HEIGHT_PX } from "../../lib/download-manager/constants";
import type { WindowBox } from "../../lib/download-manager/layout";
import { repositionTransition } from "../../lib/download-manager/layout";
import { progressOf } from "../../lib/download-manager/progress";
import { isRunning } from "../../lib/download-manager/reducer";
import type { DownloadItem, DownloadWindow as Window } from "../../lib/download-manager/types";
import { shownText } from "./shown-text";

/** Title key per download type. */
const TITLE_KEYS: Record<Window["type"], string> = {
  "account-files-download": "downloads.types.accountFiles",
  "settlement-download": "downloads.types.settlement",
};

/** What a window's buttons do. */
export interface DownloadWindowActions {
  onMinimize(id: string): void;
  onExpand(id: string): void;
  onCancel(id: string): void;
  onClose(id: string): void;
}

function itemLabel(
  t: ReturnType<typeof useTranslation>["t"],
  type: Window["type"],
  item: DownloadItem,
): string {
  if (item.fileName) return item.fileName;
  if (item.invoiceNumber) return t("downloads.item.invoice", { number: item.invoiceNumber });
  return type === "account-files-download"
    ? t("downloads.item.account", { id: item.sourceId })
    : t("downloads.item.group", { id: item.sourceId });
}

/**
 * One floating download window (001 §3 "Download window", §4, §9): a labelled region at its box,
 * its state and progress announced politely, minimize / expand, cancel while it runs and close
 * otherwise (001 §4 "The cancel button shows while processing, otherwise close"); expanded, the
 * list of its items with each one's state and error (001 §8 "a failed item shows its error").
 */
export function DownloadWindow({
  window: w,
  box,
  actions,
}: {
  window: Window;
  box: WindowBox;
  actions: DownloadWindowActions;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const titleId = useId();
  const listId = useId();
  const progress = progressOf(w);
  const running = isRunning(w);
  const title = t(TITLE_KEYS[w.type]);
  const status = `${t(`downloads.states.${w.state}`, { done: progress.done, total: progress.total })} · ${t(
    "downloads.percent",
    { percent: progress.percent },
  )}`;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="download-window"
      data-state={w.state}
      style={{
        position: "fixed",
        bottom: box.bottom,
        right: box.right,
        width: box.width,
        height: box.height,
        transition: repositionTransition(),
        zIndex: 1000,
        display: "flex",
        flexDirection: "column",
        gap: 4,
        padding: 12,
        boxSizing: "border-box",
        background: token.colorBgElevated,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowSecondary,
        overflow: "hidden",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 8 }}>
        <h2
          id={titleId}
          style={{ flex: 1, margin: 0, fontSize: token.fontSize, fontWeight: token.fontWeightStrong }}
        >
          {t("downloads.region", { title })}
        </h2>
        <Button
          size="small"
          type="text"
          icon={w.isMinimized ? <UpOutlined /> : <DownOutlined />}
          aria-label={t(w.isMinimized ? "downloads.actions.expand" : "downloads.actions.minimize")}
          aria-expanded={!w.isMinimized}
          aria-controls={w.isMinimized ? undefined : listId}
          onClick={() => (w.isMinimized ? actions.onExpand(w.id) : actions.onMinimize(w.id))}
        />
        {running ? (
          <Button
            size="small"
            danger
            icon={<StopOutlined />}
            aria-label={t("downloads.actions.cancel")}
            onClick={() => actions.onCancel(w.id)}
          >
            {t("downloads.actions.cancel")}
          </Button>
        ) : (
          <Button
            size="small"
            type="text"
            icon={<CloseOutlined />}
            aria-label={t("downloads.actions.close")}
            onClick={() => actions.onClose(w.id)}
          />
        )}
      </div>
      <p
        role="status"
        aria-live="polite"
        style={{ margin: 0, color: w.state === "error" ? token.colorError : undefined }}
      >
        {status}
      </p>
      <Progress
        percent={progress.percent}
        showInfo={false}
        size="small"
        status={w.state === "error" ? "exception" : w.state === "completed" ? "success" : "normal"}
        aria-label={title}
      />
      {w.isMinimized ? null : (
        <ul
          id={listId}
          aria-label={t("downloads.itemsLabel")}
          // A scrollable list must be reachable by keyboard (axe "scrollable-region-focusable").
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see the line above
          tabIndex={0}
          style={{
            listStyle: "none",
            margin: 0,
            padding: 0,
            maxHeight: ITEM_LIST_MAX_HEIGHT_PX,
            overflowY: "auto",
          }}
        >
          {w.items.map((item) => (
            <li
              key={item.id}
              data-status={item.status}
              style={{ padding: "4px 0", borderTop: `1px solid ${token.colorSplit}` }}
            >
              <div style={{ display: "flex", justifyContent: "space-between", gap: 8 }}>
                <span style={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
                  {itemLabel(t, w.type, item)}
                </span>
                <span>
                  {item.cancelled ? t("downloads.item.cancelled") : t(`downloads.itemStates.${item.status}`)}
                </span>
              </div>
              {item.status === "error" && !item.cancelled ? (
                <div style={{ color: token.colorError, fontSize: token.fontSizeSM }}>
                  {shownText(t, item.error)}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
