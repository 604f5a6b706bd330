import Button from "antd/es/button";
import Space from "antd/es/space";
import Tag from "antd/es/tag";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import type { StatusTone } from "../../../../schemas/entities/status-catalogues";
import { TONE_COLORS } from "../../../components/resource/status-tones";
import { extensionOf } from "../../../lib/file-check";
import { glosaErrorKey, isGlosaErrorCode } from "./glosa-errors";
import type { GlosaFile } from "./glosa-queries";

const STATUS_COLORS: Record<string, StatusTone> = {
  uploading: "blue",
  PROCESSING: "blue",
  DECLINED: "red",
  LOADED: "green",
  DISABLED: "grey",
};

/** A file being sent: its name, type and reference, and the percentage sent (0–100). */
export type GlosaFileSending = Pick<GlosaFile, "fileName" | "type" | "fileReferenceId"> & {
  uploading: number;
};

/** A row of the files table: a file on the server, or one being sent. */
export type GlosaFileRow = GlosaFile | GlosaFileSending;

/** Whether a row is a file being sent (not yet on the server). */
export const isUploading = (row: GlosaFileRow): row is GlosaFileSending => "uploading" in row;

/** What {@link useGlosaFileColumns} needs besides the texts. */
export interface GlosaFileColumnsInput {
  /** GLOSA_UPLOAD allowed: PDFs offer their text (OCR). */
  canUpload: boolean;
  /** DELETE_GLOSAS allowed: files not disabled offer "disable". */
  canDisable: boolean;
  onPreview: (file: GlosaFile) => void;
  onOcr: (file: GlosaFile) => void;
  onDisable: (file: GlosaFile) => void;
}

/**
 * The columns of the glosa files table (001 §4 "File processing: in progress, declined, loaded"):
 * name, type, status (with the upload's percentage while sending, and a declined file's reason),
 * rows loaded, and the actions on a file on the server: preview, OCR (PDFs), disable.
 */
export function useGlosaFileColumns(input: GlosaFileColumnsInput): ColumnsType<GlosaFileRow> {
  const { canUpload, canDisable, onPreview, onOcr, onDisable } = input;
  const { t } = useTranslation();
  return [
    { title: t("glosas.files.name"), key: "name", render: (_, row) => row.fileName },
    { title: t("glosas.files.type"), key: "type", render: (_, row) => t(`glosas.types.${row.type}`) },
    {
      title: t("glosas.files.status"),
      key: "status",
      render: (_, row) => {
        const state = isUploading(row) ? "uploading" : row.status;
        const label = isUploading(row)
          ? t("glosas.upload.uploading", { name: row.fileName, percent: row.uploading })
          : t(`glosas.files.statuses.${state}`);
        const code = !isUploading(row) && row.status === "DECLINED" ? row.errorCode : null;
        return (
          <span data-file-status={state}>
            <Tag style={{ ...TONE_COLORS[STATUS_COLORS[state] ?? "grey"] }}>{label}</Tag>
            {code ? (
              <span>{isGlosaErrorCode(code) ? t(glosaErrorKey(code)) : (row as GlosaFile).message}</span>
            ) : null}
          </span>
        );
      },
    },
    {
      title: t("glosas.files.rows"),
      key: "rows",
      align: "right",
      render: (_, row) => (isUploading(row) || row.status !== "LOADED" ? "" : row.rowsLoaded),
    },
    {
      title: t("glosas.files.actions"),
      key: "actions",
      render: (_, row) =>
        isUploading(row) ? null : (
          <Space size="small" wrap>
            <Button size="small" onClick={() => onPreview(row)}>
              {t("glosas.files.preview")}
            </Button>
            {canUpload && extensionOf(row.fileName) === "pdf" ? (
              <Button size="small" onClick={() => onOcr(row)}>
                {t("glosas.files.ocr")}
              </Button>
            ) : null}
            {canDisable && row.status !== "DISABLED" ? (
              <Button size="small" danger onClick={() => onDisable(row)}>
                {t("glosas.files.disable")}
              </Button>
            ) : null}
          </Space>
        ),
    },
  ];
}
