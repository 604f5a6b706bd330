import Button from "antd/es/button";
import Space from "antd/es/space";
import Tag from "antd/es/tag";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { TONE_COLORS } from "../../../components/resource/status-tones";
import { formatBytes, formatTimestamp } from "../../../lib/format";
import { supportFileTypeName } from "../../../lib/value-label";
import type { SupportFile, SupportFileStatus } from "./document-queries";
import type { UploadDialogRequest } from "./support-upload-dialog";
import type { SupportDocumentActions } from "./use-support-document-actions";

/** Tag tones by status, in the portal's contrast-safe colours (status-tones.ts; antd's presets fail WCAG AA). */
const STATUS_COLORS: Record<SupportFileStatus, "orange" | "green" | "blue"> = {
  PENDING: "orange",
  RECEIVED: "green",
  GENERAL: "blue",
};

/**
 * Whether the user may not act on a support file of this account: the server marks its type
 * restricted, or the account's support-file restrictions (001 §7, loaded with the account) name it.
 */
export function isRestrictedFile(file: SupportFile, restrictedFileCodes: readonly string[]): boolean {
  return file.restricted === true || restrictedFileCodes.includes(file.type.fileCode);
}

/** What {@link useSupportDocumentColumns} needs besides the texts. */
export interface SupportDocumentColumnsInput {
  /** Support-file types the user may not touch on this account (001 §7). */
  restrictedFileCodes: readonly string[];
  /** The `accounts` actions `can()` allows on this account (`uploadDocument`, `replaceDocument`, `deleteDocument`). */
  permitted: ReadonlySet<string>;
  /** The panel's calls (download, delete) and the action running. */
  actions: Pick<SupportDocumentActions, "busy" | "download" | "confirmDelete">;
  /** Opens the upload or replace dialog. */
  openDialog: (request: UploadDialogRequest) => void;
}

/**
 * The columns of the support documents table (001 §3 "Support files"): type (name and code),
 * level (with the charge), product, status (with required and restricted tags), file (name, size,
 * when and by whom it was uploaded) and the row's actions: upload into a pending file, download,
 * replace, delete, each only when allowed and the type is not restricted for the user (001 §7).
 */
export function useSupportDocumentColumns({
  restrictedFileCodes,
  permitted,
  actions,
  openDialog,
}: SupportDocumentColumnsInput): ColumnsType<SupportFile> {
  const { t, i18n } = useTranslation();

  const levelLabel = (file: SupportFile) =>
    file.supportLevel === "CHARGE" && file.chargeCode
      ? t("documents.panel.chargeLevel", { code: file.chargeCode })
      : t(`documents.levels.${file.supportLevel}`);

  return [
    {
      key: "type",
      title: t("documents.columns.type"),
      render: (_, file) => (
        <span>
          {supportFileTypeName(t, file.type)}{" "}
          <span style={{ color: "rgba(0,0,0,0.55)" }}>({file.type.fileCode})</span>
        </span>
      ),
    },
    { key: "level", title: t("documents.columns.level"), render: (_, file) => levelLabel(file) },
    {
      key: "product",
      title: t("documents.columns.product"),
      render: (_, file) =>
        file.product ? `${file.product.code}${file.product.name ? ` · ${file.product.name}` : ""}` : "",
    },
    {
      key: "status",
      title: t("documents.columns.status"),
      render: (_, file) => (
        <Space size={4} wrap>
          <Tag style={TONE_COLORS[STATUS_COLORS[file.status]]} data-status={file.status}>
            {t(`documents.statuses.${file.status}`)}
          </Tag>
          {file.required ? <Tag>{t("documents.panel.required")}</Tag> : null}
          {isRestrictedFile(file, restrictedFileCodes) ? (
            <Tag style={TONE_COLORS.red} title={t("documents.panel.restrictedHint")}>
              {t("documents.panel.restricted")}
            </Tag>
          ) : null}
        </Space>
      ),
    },
    {
      key: "file",
      title: t("documents.columns.file"),
      render: (_, file) =>
        file.fileName ? (
          <span>
            {file.fileName}
            {file.sizeBytes ? ` (${formatBytes(file.sizeBytes, i18n.language)})` : ""}
            {file.uploadedAt ? (
              <div style={{ color: "rgba(0,0,0,0.55)", fontSize: 12 }}>
                {formatTimestamp(file.uploadedAt)}
                {file.uploadedBy ? ` · ${file.uploadedBy}` : ""}
              </div>
            ) : null}
          </span>
        ) : (
          ""
        ),
    },
    {
      key: "actions",
      title: t("documents.columns.actions"),
      render: (_, file) => {
        const restricted = isRestrictedFile(file, restrictedFileCodes);
        const name = file.type.name;
        const hasDocument = file.status !== "PENDING" && file.fileName !== null;
        return (
          <Space size={0} wrap>
            {!hasDocument && !restricted && permitted.has("uploadDocument") ? (
              <Button
                type="link"
                size="small"
                aria-label={t("documents.actions.uploadInto", { name })}
                onClick={() => openDialog({ kind: "upload", slot: file })}
              >
                {t("documents.actions.upload")}
              </Button>
            ) : null}
            {hasDocument && !restricted ? (
              <Button
                type="link"
                size="small"
                loading={actions.busy === `download:${file.id}`}
                aria-label={t("documents.actions.downloadOf", { name })}
                onClick={() => void actions.download(file)}
              >
                {t("documents.actions.download")}
              </Button>
            ) : null}
            {hasDocument && !restricted && permitted.has("replaceDocument") ? (
              <Button
                type="link"
                size="small"
                aria-label={t("documents.actions.replaceOf", { name })}
                onClick={() => openDialog({ kind: "replace", file })}
              >
                {t("documents.actions.replace")}
              </Button>
            ) : null}
            {hasDocument && !restricted && permitted.has("deleteDocument") ? (
              <Button
                type="link"
                size="small"
                danger
                aria-label={t("documents.actions.deleteOf", { name })}
                onClick={() => actions.confirmDelete(file)}
              >
                {t("documents.actions.delete")}
              </Button>
            ) : null}
          </Space>
        );
      },
    },
  ];
}
