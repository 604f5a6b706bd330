import Button from "antd/es/button";
import Space from "antd/es/space";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import type { AgreementMatrixUpload } from "../../../../schemas/entities/agreement-matrix";
import { formatTimestamp } from "../../../lib/format";
import { MatrixStatusTag } from "./matrix-status-tag";

/** What {@link useMatrixUploadColumns} needs besides the texts. */
export interface MatrixUploadColumnsInput {
  /** `can()` allows `download` (the processed file). */
  canDownload: boolean;
  /** Opens an upload's rows in error. */
  onShowErrors: (id: string) => void;
  /** Downloads an upload's processed file. */
  onDownload: (upload: AgreementMatrixUpload) => void;
}

/**
 * The columns of the uploaded matrices list (001 §3 "Uploaded agreement matrix"): file name, state,
 * created and updated, and the actions: show the rows in error of a refused upload, download the
 * processed file (when allowed and the upload has one). Each action names its file for screen readers.
 */
export function useMatrixUploadColumns(input: MatrixUploadColumnsInput): ColumnsType<AgreementMatrixUpload> {
  const { canDownload, onShowErrors, onDownload } = input;
  const { t } = useTranslation();
  return [
    {
      title: t("resources.agreement-matrix.fields.originalFileName"),
      key: "originalFileName",
      render: (_, row) => row.originalFileName,
    },
    {
      title: t("resources.agreement-matrix.fields.status"),
      key: "status",
      render: (_, row) => <MatrixStatusTag status={row.status} />,
    },
    {
      title: t("resources.agreement-matrix.fields.createdAt"),
      key: "createdAt",
      render: (_, row) => formatTimestamp(row.createdAt),
    },
    {
      title: t("resources.agreement-matrix.fields.updatedAt"),
      key: "updatedAt",
      render: (_, row) => formatTimestamp(row.updatedAt),
    },
    {
      title: t("agreementMatrix.list.actions"),
      key: "actions",
      render: (_, row) => (
        <Space size="small" wrap>
          {row.status === "VALIDATION_ERROR" || row.status === "UPLOAD_ERRORS" ? (
            <Button
              size="small"
              onClick={() => onShowErrors(row.id)}
              aria-label={`${t("agreementMatrix.list.showErrors")}: ${row.originalFileName}`}
            >
              {t("agreementMatrix.list.showErrors")}
            </Button>
          ) : null}
          {canDownload && row.fileId ? (
            <Button
              size="small"
              onClick={() => onDownload(row)}
              aria-label={`${t("agreementMatrix.list.download")}: ${row.originalFileName}`}
            >
              {t("agreementMatrix.list.download")}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];
}
