import { useMemo, useState } from "react";
import Button from "antd/es/button";
import Space from "antd/es/space";
import type { BaseRecord } from "@refinedev/core";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { ResourceDeclaration } from "../../../../resources/define-resource";
import glosas from "../../../../resources/glosas";
import type { GlosaExportFormat } from "../../../../schemas/requests/glosas";
import { useAlerts } from "../../../base/alerts/alerts";
import { useHttp } from "../../../base/runtime-context";
import { PageHeading } from "../../../components/page-heading";
import { ResourceList } from "../../../components/resource/resource-list";
import { usePermittedActions } from "../../../components/resource/use-permitted-actions";
import { saveBlob } from "../../../lib/save-file";
import { localToday } from "./deadline";
import { DeadlineCell, GlosaStatusTag } from "./glosa-cells";
import { glosaFailure } from "./glosa-errors";
import { GlosaFilesPanel } from "./glosa-files-panel";
import { exportGlosas } from "./glosa-queries";

/** The `glosas` declaration's actions this screen asks `can()` about (resources/glosas.ts `access`). */
const ACTIONS = ["viewFiles", "upload", "disable", "export"] as const;

/** The list's URL keys (src/lib/url-state.ts) that the export sends on, as the list's query parameters. */
const EXPORT_KEYS: Readonly<Record<string, string>> = {
  filter: "filter",
  glosaStatus: "glosaStatus",
  type: "type",
  "glossNotificationDate.from": "glossNotificationDateFrom",
  "glossNotificationDate.to": "glossNotificationDateTo",
  "filingDate.from": "filingDateFrom",
  "filingDate.to": "filingDateTo",
};

/**
 * Glosas at /rcm/glosas-upload (001 §2 "glosas-upload", §3–§5, §7; issue 9 §3): the upload and its
 * files (shown with VIEW_GLOSAS, upload with UPLOAD_GLOSAS, disable with DELETE_GLOSAS), then the
 * processed list of the `glosas` declaration with the deadline at a glance (colour plus text,
 * sortable by deadline) and the glosa states as tags, and the export as a real XLSX or CSV file
 * written by the server (EXPORT_GLOSAS). DENIALS_VIEWER sees the files, the list and the export.
 */
export default function GlosasUploadScreen({ declaration = glosas }: { declaration?: ResourceDeclaration }) {
  const { t } = useTranslation();
  const http = useHttp();
  const { message } = useAlerts();
  const [params] = useSearchParams();
  const permitted = usePermittedActions(declaration.name, ACTIONS);
  const [exporting, setExporting] = useState<GlosaExportFormat | null>(null);
  const today = localToday();

  const cells = useMemo(
    () => ({
      invoiceNumber: (row: BaseRecord) => (
        <Link to={`/rcm/glosa-detail/${encodeURIComponent(String(row.id))}`}>
          {String(row.invoiceNumber ?? "")}
        </Link>
      ),
      type: (row: BaseRecord) =>
        t(`glosas.types.${String(row.type)}`, { defaultValue: String(row.type ?? "") }),
      responseDeadline: (row: BaseRecord) => <DeadlineCell glosa={row} today={today} />,
      glosaStatus: (row: BaseRecord) => <GlosaStatusTag status={String(row.glosaStatus ?? "")} />,
    }),
    [t, today],
  );

  const runExport = async (format: GlosaExportFormat) => {
    setExporting(format);
    try {
      const query: Record<string, string> = {};
      for (const [key, param] of Object.entries(EXPORT_KEYS)) {
        const value = params.getAll(key).join(",");
        if (value) query[param] = value;
      }
      const sort = params.get("sort");
      if (sort) {
        const [field, order] = sort.split(".");
        if (field) query.order_by = field;
        if (order === "asc" || order === "desc") query.sort = order;
      }
      const file = await exportGlosas(http, format, query);
      const name = file.fileName ?? `glosas.${format}`;
      saveBlob(file.blob, name);
      message.success(t("glosas.list.exported", { name }));
    } catch (error) {
      const failure = glosaFailure(error, "GLOSA_EXPORT_ERROR", t);
      message.error(failure.detail ? `${failure.title} ${failure.detail}` : failure.title);
    } finally {
      setExporting(null);
    }
  };

  return (
    <>
      <PageHeading>{t("glosas.page.title")}</PageHeading>
      <p>{t("glosas.page.intro")}</p>
      {permitted.has("viewFiles") ? (
        <GlosaFilesPanel canUpload={permitted.has("upload")} canDisable={permitted.has("disable")} />
      ) : null}
      <ResourceList
        declaration={declaration}
        headingLevel={2}
        title={t("glosas.list.title")}
        cells={cells}
        header={
          permitted.has("export") ? (
            <Space style={{ float: "right" }}>
              <Button loading={exporting === "xlsx"} onClick={() => void runExport("xlsx")}>
                {t("glosas.list.exportXlsx")}
              </Button>
              <Button loading={exporting === "csv"} onClick={() => void runExport("csv")}>
                {t("glosas.list.exportCsv")}
              </Button>
            </Space>
          ) : null
        }
      />
    </>
  );
}
