import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Modal from "antd/es/modal";
import Spin from "antd/es/spin";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../base/alerts/alerts";
import { useHttp } from "../../../base/runtime-context";
import { saveBlob } from "../../../lib/save-file";
import { useReasonText } from "../use-reason-text";
import { useCoverageLabel } from "../v2-cells";
import { downloadSponsorTemplate, sponsorTemplatesQuery, type SponsorTemplate } from "../v2-queries";
import type { ActionDialogProps } from "./move-dialog";

/**
 * Insurer formats (000 §2, §7 static files; docs/decisions.md "v2 detail actions"): the sponsor's
 * template files for the authorization's coverage (and those for every coverage), each downloaded
 * with its file name. Moves nothing.
 */
export function FormatsDialog({ row, onClose }: Omit<ActionDialogProps, "refresh">) {
  const { t } = useTranslation();
  const http = useHttp();
  const { message } = useAlerts();
  const reason = useReasonText();
  const coverageLabel = useCoverageLabel();
  const templates = useQuery(sponsorTemplatesQuery(http, row.sponsorSlug, [row.coverageType]));

  const download = async (template: SponsorTemplate) => {
    try {
      const file = await downloadSponsorTemplate(http, template.sponsorSlug, template.id);
      saveBlob(file.blob, file.fileName ?? template.fileName);
    } catch (error) {
      message.error(t("v2.templates.downloadFailed", { reason: reason(error) }));
    }
  };

  return (
    <Modal
      open
      title={t("v2.actions.formats.title", { sponsor: row.sponsorName })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t("v2.actions.close")}</Button>}
    >
      <p>{t("v2.actions.formats.intro", { coverage: coverageLabel(row.coverageType) })}</p>
      {templates.isLoading ? (
        <Spin />
      ) : templates.isError ? (
        <Alert type="error" showIcon role="alert" message={t("v2.templates.loadFailed")} />
      ) : (templates.data ?? []).length === 0 ? (
        <p>{t("v2.templates.empty")}</p>
      ) : (
        <ul className="pp-v2-formats" style={{ paddingLeft: 0, listStyle: "none" }}>
          {(templates.data ?? []).map((template) => (
            <li key={template.id} style={{ marginBottom: 8 }}>
              <Button onClick={() => void download(template)}>
                {t("v2.templates.download", { name: template.fileName })}
              </Button>{" "}
              {template.title}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
