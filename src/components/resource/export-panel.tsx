import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Space from "antd/es/space";
import theme from "antd/es/theme";
import DownloadOutlined from "@ant-design/icons/es/icons/DownloadOutlined";
import StopOutlined from "@ant-design/icons/es/icons/StopOutlined";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { CsvExport } from "./use-csv-export";

/** The progress bar loads when an export starts, not with every list. */
const Progress = lazy(() => import("antd/es/progress"));

/**
 * The export button and, while exporting, a progress bar with a cancel button (issue 3). Progress
 * and outcome are announced politely to screen readers.
 */
export function ExportPanel({
  exporter,
  onStart,
  disabled,
}: {
  exporter: CsvExport;
  onStart(): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const running = exporter.status === "running";
  return (
    <div>
      <Space wrap>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          onClick={onStart}
          disabled={disabled || running}
          data-testid="export-csv"
        >
          {t("export.button")}
        </Button>
        {running ? (
          <Button icon={<StopOutlined aria-hidden />} onClick={exporter.cancel} data-testid="export-cancel">
            {t("export.cancel")}
          </Button>
        ) : null}
      </Space>
      {running ? (
        <div style={{ maxWidth: 360, marginTop: 8 }}>
          {/* Until antd's bar is in, the native one shows the same progress to everyone. */}
          <Suspense
            fallback={
              <progress
                value={exporter.percent}
                max={100}
                aria-label={t("export.progressLabel")}
                style={{ width: "100%" }}
              />
            }
          >
            <Progress percent={exporter.percent} size="small" aria-label={t("export.progressLabel")} />
          </Suspense>
        </div>
      ) : null}
      <div aria-live="polite" data-testid="export-status">
        {running ? (
          <span style={{ color: token.colorTextSecondary }}>
            {exporter.total === undefined
              ? t("export.starting")
              : t("export.progress", { fetched: exporter.fetched, total: exporter.total })}
          </span>
        ) : exporter.status === "done" ? (
          <span>{t("export.done", { count: exporter.fetched })}</span>
        ) : exporter.status === "cancelled" ? (
          <span>{t("export.cancelled")}</span>
        ) : null}
      </div>
      {exporter.status === "failed" && exporter.error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 8 }}
          message={exporter.error.text ?? t(exporter.error.key ?? "errors.unknown")}
        />
      ) : null}
    </div>
  );
}
