import { useEffect, useId, useRef } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Space from "antd/es/space";
import Table from "antd/es/table";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import type { MatrixRowError } from "../../../../schemas/requests/agreement-matrix";
import { PageHeading } from "../../../components/page-heading";
import { isMatrixErrorCode, matrixOutcome } from "./matrix-outcome";
import type { MatrixUploadDetail } from "./matrix-queries";
import { MatrixStatusTag } from "./matrix-status-tag";

/** Props of {@link MatrixResult}. */
export interface MatrixResultProps {
  /** The upload followed (just sent, or opened from the list), as last polled; nothing when none. */
  upload: MatrixUploadDetail | undefined;
  /** `can()` allows `download` (the processed file). */
  canDownload: boolean;
  onDownload: (upload: MatrixUploadDetail) => void;
  /** Closes the rows in error. */
  onClose: () => void;
}

/**
 * What the followed matrix upload shows (001 §8 "Matrix upload failure: the server's errors list is
 * kept in the result. An alert shows only when no list exists. Success shows a matrix success
 * alert."; `matrixOutcome`): its state while pending, the success alert, the error alert (the
 * server's text, else the code's), or its rows in error row by row (server texts as text), which
 * take the focus once they show (keyboard users land on them).
 */
export function MatrixResult({ upload: current, canDownload, onDownload, onClose }: MatrixResultProps) {
  const { t } = useTranslation();
  const errorsId = useId();
  const errorsRef = useRef<HTMLHeadingElement>(null);
  const outcome = current ? matrixOutcome(current.status, current.errors.length) : null;

  // Focus moves to the rows in error once they show (keyboard users land on them).
  const errorsShown = outcome === "errorList" ? current?.id : undefined;
  useEffect(() => {
    if (errorsShown) errorsRef.current?.focus();
  }, [errorsShown]);

  const rowErrorText = (error: MatrixRowError) =>
    isMatrixErrorCode(error.code)
      ? t(`agreementMatrix.errors.${error.code}`, { value: error.value })
      : error.message;

  const errorColumns: ColumnsType<MatrixRowError> = [
    { title: t("agreementMatrix.result.row"), key: "row", align: "right", render: (_, e) => e.row },
    {
      title: t("agreementMatrix.result.column"),
      key: "column",
      render: (_, e) => t(`agreementMatrix.columns.${e.column}`, { defaultValue: e.column }),
    },
    { title: t("agreementMatrix.result.value"), key: "value", render: (_, e) => e.value },
    { title: t("agreementMatrix.result.message"), key: "message", render: (_, e) => rowErrorText(e) },
  ];

  return (
    <>
      <div aria-live="polite" data-testid="matrix-outcome">
        {current && outcome === "pending" ? (
          <p role="status">
            <MatrixStatusTag status={current.status} />{" "}
            {t("agreementMatrix.result.following", {
              name: current.originalFileName,
              status: t(`agreementMatrix.statuses.${current.status}`),
            })}
          </p>
        ) : null}
        {current && outcome === "success" ? (
          <Alert
            type="success"
            showIcon
            message={t("agreementMatrix.result.success", {
              name: current.originalFileName,
              applied: current.result?.applied ?? 0,
            })}
          />
        ) : null}
        {current && outcome === "errorAlert" ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            message={t("agreementMatrix.result.errorAlert", { name: current.originalFileName })}
            description={
              // The server's text (in the uploader's language) says what is wrong with the file;
              // without one, the code's own text (001 §8 "format errors").
              current.message ??
              (isMatrixErrorCode(current.errorCode)
                ? t(`agreementMatrix.errors.${current.errorCode}`)
                : undefined)
            }
          />
        ) : null}
      </div>
      {current && outcome === "errorList" ? (
        <section aria-labelledby={errorsId} style={{ marginBottom: 16 }}>
          <PageHeading level={2}>
            <span id={errorsId} ref={errorsRef} tabIndex={-1}>
              {t("agreementMatrix.result.errorsTitle", { name: current.originalFileName })}
            </span>
          </PageHeading>
          <p>
            {t("agreementMatrix.result.errorsSummary", {
              failed: current.result?.failed ?? 0,
              rows: current.result?.rows ?? 0,
            })}
          </p>
          {current.errorsTruncated ? (
            <p>{t("agreementMatrix.result.truncated", { count: current.errors.length })}</p>
          ) : null}
          <Table<MatrixRowError>
            size="small"
            data-testid="matrix-errors"
            rowKey={(e) => `${e.row}-${e.column}-${e.code}`}
            columns={errorColumns}
            dataSource={current.errors}
            pagination={current.errors.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
          />
          <Space style={{ marginTop: 8 }}>
            {canDownload && current.fileId ? (
              <Button onClick={() => onDownload(current)}>{t("agreementMatrix.list.download")}</Button>
            ) : null}
            <Button onClick={onClose}>{t("agreementMatrix.result.close")}</Button>
          </Space>
        </section>
      ) : null}
    </>
  );
}
