import { useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Space from "antd/es/space";
import Table from "antd/es/table";
import { useTranslation } from "react-i18next";
import { V2_MAX_ATTACHMENTS } from "../../../schemas/v2/statuses";
import { V2_ADDITIONAL_DOCUMENT_POLICY as POLICY } from "../../../schemas/upload-policies";
import { useAlerts } from "../../base/alerts/alerts";
import { useHttp } from "../../base/runtime-context";
import { checkFiles, typesText } from "../../lib/file-check";
import { FileDropZone } from "../../components/file-drop-zone";
import { formatBytes, formatTimestamp } from "../../lib/format";
import { valueLabel } from "../../lib/value-label";
import { DOCUMENT_TYPE_CATALOGUE, FORM_FIELD_CATALOGUE } from "../../../schemas/entities/value-catalogues";
import { saveBlob } from "../../lib/save-file";
import { useReasonText } from "./use-reason-text";
import {
  deleteV2File,
  downloadV2File,
  uploadV2File,
  type V2AuthorizationDetail,
  type V2File,
} from "./v2-queries";

/** Props of {@link V2DetailDocuments}. */
export interface V2DetailDocumentsProps {
  row: V2AuthorizationDetail;
  /** `can()` uploadFile and deleteFile. */
  canUpload: boolean;
  canDelete: boolean;
  /** Reloads the authorization (and Home V2) after a change. */
  refresh: () => Promise<unknown>;
}

type UploadState = { kind: "idle" | "uploading" | "done" | "refused"; text: string };

/**
 * The Documentation tab of a v2 authorization's detail (000 §5, §7; issue 10 §3): its files with
 * download and a confirmed delete, and an additional document added one at a time (PNG, JPEG, XML
 * or PDF up to 10 MB, at most 10 attachments: `V2_ADDITIONAL_DOCUMENT_POLICY`), refused with the
 * reason before any call, its progress announced.
 */
export function V2DetailDocuments({ row, canUpload, canDelete, refresh }: V2DetailDocumentsProps) {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const { message, modal } = useAlerts();
  const reason = useReasonText();
  const [upload, setUpload] = useState<UploadState>({ kind: "idle", text: "" });

  const download = async (file: V2File) => {
    try {
      const answer = await downloadV2File(http, file.id);
      saveBlob(answer.blob, answer.fileName ?? file.fileName);
    } catch (error) {
      message.error(t("v2.detail.files.downloadFailed", { reason: reason(error) }));
    }
  };

  const send = async (file: File) => {
    const check = checkFiles(POLICY, [file], { held: row.files.length });
    if (!check.ok) {
      setUpload({
        kind: "refused",
        text: t(check.key, {
          name: file.name,
          types: typesText(POLICY),
          size: formatBytes(POLICY.maxBytes, i18n.language),
          count: POLICY.maxFiles,
        }),
      });
      return;
    }
    setUpload({ kind: "uploading", text: t("v2.detail.files.uploading", { name: file.name, percent: 0 }) });
    try {
      await uploadV2File(
        http,
        row.id,
        file,
        { document_type_slug: "ADDITIONAL_DOCUMENT" },
        {
          onProgress: (percent) =>
            setUpload({
              kind: "uploading",
              text: t("v2.detail.files.uploading", { name: file.name, percent }),
            }),
        },
      );
      setUpload({ kind: "done", text: t("v2.detail.files.uploaded", { name: file.name }) });
      await refresh();
    } catch (error) {
      setUpload({
        kind: "refused",
        text: t("v2.detail.files.uploadFailed", { name: file.name, reason: reason(error) }),
      });
    }
  };

  const remove = (file: V2File) =>
    modal.confirm({
      title: t("v2.detail.files.confirmDelete", { name: file.fileName }),
      content: t("v2.detail.files.confirmDeleteBody"),
      onOk: async () => {
        try {
          await deleteV2File(http, row.id, file.id);
          message.success(t("v2.detail.files.deleted"));
          await refresh();
        } catch (error) {
          message.error(t("v2.detail.files.deleteFailed", { reason: reason(error) }));
        }
      },
    });

  const full = row.files.length >= V2_MAX_ATTACHMENTS;
  const uploader = canUpload ? (
    <div style={{ marginBottom: 16 }}>
      <label htmlFor="v2-add-document">{t("v2.detail.files.add")}</label>
      {/* The portal's one upload control (issue 19 §9): a drop zone that is also a button. */}
      <FileDropZone
        id="v2-add-document"
        describedBy="v2-add-document-hint v2-add-document-status"
        disabled={full || upload.kind === "uploading"}
        // One file at a time (000 §5): the first of a choice is checked, as the file input did.
        onFiles={(files) => {
          if (files[0]) void send(files[0]);
        }}
      >
        <p id="v2-add-document-hint" style={{ margin: 0, padding: "0 12px" }}>
          {full
            ? t("v2.detail.files.full", { count: V2_MAX_ATTACHMENTS })
            : t("v2.detail.files.allowed", {
                types: typesText(POLICY),
                size: formatBytes(POLICY.maxBytes, i18n.language),
                count: V2_MAX_ATTACHMENTS,
              })}
        </p>
      </FileDropZone>
      <div id="v2-add-document-status" role="status" aria-live="polite">
        {upload.kind === "uploading" || upload.kind === "done" ? upload.text : null}
      </div>
      {upload.kind === "refused" ? <Alert type="error" showIcon role="alert" message={upload.text} /> : null}
    </div>
  ) : null;

  return (
    <>
      {uploader}
      {row.files.length === 0 ? (
        <p>{t("v2.detail.files.empty")}</p>
      ) : (
        <Table<V2File>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={row.files}
          columns={[
            { key: "name", title: t("v2.detail.files.name"), dataIndex: "fileName" },
            {
              key: "field",
              title: t("v2.detail.files.field"),
              // The form field (else the document type) by its label (issue 19 §3), never its slug.
              render: (_, f) =>
                f.fieldSlug
                  ? valueLabel(t, FORM_FIELD_CATALOGUE.labels, f.fieldSlug)
                  : valueLabel(t, DOCUMENT_TYPE_CATALOGUE.labels, f.documentTypeSlug ?? ""),
            },
            {
              key: "size",
              title: t("v2.detail.files.size"),
              render: (_, f) => formatBytes(f.sizeBytes, i18n.language),
            },
            {
              key: "at",
              title: t("v2.detail.files.uploadedAt"),
              render: (_, f) => formatTimestamp(f.createdAt),
            },
            {
              key: "actions",
              title: "",
              render: (_, f) => (
                <Space>
                  <Button size="small" onClick={() => void download(f)}>
                    {t("v2.detail.files.download", { name: f.fileName })}
                  </Button>
                  {canDelete ? (
                    <Button size="small" danger onClick={() => remove(f)}>
                      {t("v2.detail.files.delete", { name: f.fileName })}
                    </Button>
                  ) : null}
                </Space>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
