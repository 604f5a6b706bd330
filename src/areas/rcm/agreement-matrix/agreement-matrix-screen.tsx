import { useEffect, useId, useRef, useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Space from "antd/es/space";
import Table from "antd/es/table";
import Tag from "antd/es/tag";
import type { ColumnsType } from "antd/es/table";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorCode, selectErrorMessage } from "../../../../providers/http";
import agreementMatrix from "../../../../resources/agreement-matrix";
import type { ResourceDeclaration } from "../../../../resources/define-resource";
import type { AgreementMatrixUpload } from "../../../../schemas/entities/agreement-matrix";
import { MATRIX_COLUMN_ORDER, type MatrixRowError } from "../../../../schemas/requests/agreement-matrix";
import { useAlerts } from "../../../base/alerts/alerts";
import { useHttp, useSession } from "../../../base/runtime-context";
import { PageHeading } from "../../../components/page-heading";
import { usePermittedActions } from "../../../components/resource/use-permitted-actions";
import { TONE_COLORS } from "../../../components/resource/status-tones";
import { AGREEMENT_MATRIX_POLICY } from "../../../../schemas/upload-policies";
import { acceptOf, checkFiles } from "../../../lib/file-check";
import { formatTimestamp } from "../../../lib/format";
import { refetchWhilePending } from "../../../lib/refetch-while-pending";
import { saveBlob } from "../../../lib/save-file";
import {
  downloadProcessedMatrix,
  MATRIX_KEY,
  MATRIX_PAGE_SIZE,
  matrixUploadQuery,
  matrixUploadsQuery,
  uploadMatrix,
} from "./matrix-queries";
import { isMatrixErrorCode, isMatrixPending, matrixOutcome, matrixStatusTone } from "./matrix-outcome";

/** The declaration's actions this screen asks `can()` about (resources/agreement-matrix.ts `access`). */
const ACTIONS = ["upload", "download"] as const;

/** A state as a coloured tag with its text (never colour alone). */
function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag data-matrix-status={status} style={{ ...TONE_COLORS[matrixStatusTone(status)] }}>
      {t(`agreementMatrix.statuses.${status}`, { defaultValue: status })}
    </Tag>
  );
}

/**
 * The agreement matrix at /rcm/upload-agreement-matrix (001 §2 "upload-agreement-matrix: matrix
 * upload and uploaded list"; §3 "Uploaded agreement matrix"; §4 the five matrix states; §5 "Matrix
 * upload: invalid file type and format errors"; §7 `upload-process-file`, `download-process-file`;
 * §8 "Matrix upload failure: the server's errors list is kept in the result. An alert shows only
 * when no list exists. Success shows a matrix success alert." and "Matrix: invalid file type, format
 * errors, download error"; issue 8 §4). Users `can()` allows `upload` (UPLOAD_AGREEMENT_MATRIX)
 * choose one .xlsx, refused before the network with its reason (`checkFiles`, `AGREEMENT_MATRIX_POLICY`); the upload just
 * sent is followed (polled while pending, every 2 s: `refetchWhilePending`, 000 §9) and ends in the success
 * alert, the error alert (an unreadable file) or its rows in error, row by row, server texts shown as
 * text. Everyone who lists (VIEW_AGREEMENTS or UPLOAD_AGREEMENT_MATRIX) sees the uploaded list,
 * polled while any is pending, opens an upload's errors and downloads its processed file through the HTTP client.
 */
export default function AgreementMatrixScreen({
  declaration = agreementMatrix,
}: {
  declaration?: ResourceDeclaration;
}) {
  const { t } = useTranslation();
  const http = useHttp();
  const queryClient = useQueryClient();
  const { message } = useAlerts();
  const provider = useSession()?.extensions?.providerSlug ?? "";
  const permitted = usePermittedActions(declaration.name, ACTIONS);
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const [sending, setSending] = useState<{ name: string; percent: number } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const errorsRef = useRef<HTMLHeadingElement>(null);
  const inputId = useId();
  const listId = useId();

  const list = useQuery({
    ...matrixUploadsQuery(http, page),
    placeholderData: keepPreviousData,
    refetchInterval: refetchWhilePending(http, (data?: { content: { status: string }[] }) =>
      (data?.content ?? []).some((u) => isMatrixPending(u.status)),
    ),
  });
  const detail = useQuery({
    ...matrixUploadQuery(http, selected ?? ""),
    enabled: selected !== null,
    refetchInterval: refetchWhilePending(
      http,
      (data?: { status: string }) => data !== undefined && isMatrixPending(data.status),
    ),
  });
  const current = selected !== null ? detail.data : undefined;
  const outcome = current ? matrixOutcome(current.status, current.errors.length) : null;

  // A followed upload that finishes refreshes the list (its state changed there too).
  const finished = current && !isMatrixPending(current.status) ? current.id + current.status : "";
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: [...MATRIX_KEY, "list"] });
  }, [finished, queryClient]);

  const choose = async (files: FileList | null) => {
    setRefusal(null);
    setFailure(null);
    const check = checkFiles(AGREEMENT_MATRIX_POLICY, Array.from(files ?? []));
    if (inputRef.current) inputRef.current.value = "";
    if (!check.ok) {
      setRefusal(t(check.key, { name: check.file?.name ?? "" }));
      return;
    }
    setSending({ name: check.file.name, percent: 0 });
    try {
      const stored = await uploadMatrix(http, check.file, provider, (percent) =>
        setSending({ name: check.file.name, percent }),
      );
      queryClient.setQueryData(matrixUploadQuery(http, stored.id).queryKey, stored);
      setSelected(stored.id);
      setPage(0);
      void queryClient.invalidateQueries({ queryKey: [...MATRIX_KEY, "list"] });
    } catch (error) {
      const code = errorCode(error);
      const chosen = selectErrorMessage(error);
      const detailText = isMatrixErrorCode(code)
        ? t(`agreementMatrix.errors.${code}`)
        : (chosen.text ?? t(chosen.key ?? "errors.unknown"));
      setFailure(detailText);
    } finally {
      setSending(null);
    }
  };

  const download = async (upload: AgreementMatrixUpload) => {
    if (!upload.fileId) return;
    try {
      const file = await downloadProcessedMatrix(http, upload.id, upload.fileId);
      const name = file.fileName ?? `${upload.originalFileName.replace(/\.xlsx$/i, "")}-processed.xlsx`;
      saveBlob(file.blob, name);
      message.success(t("agreementMatrix.list.downloaded", { name }));
    } catch {
      message.error(t("agreementMatrix.errors.MATRIX_DOWNLOAD_ERROR"));
    }
  };

  const showErrors = (id: string) => {
    setSelected(id);
  };
  // Focus moves to the rows in error once they show (keyboard users land on them).
  const errorsShown = outcome === "errorList" ? current?.id : undefined;
  useEffect(() => {
    if (errorsShown) errorsRef.current?.focus();
  }, [errorsShown]);

  const rowErrorText = (error: MatrixRowError) =>
    isMatrixErrorCode(error.code)
      ? t(`agreementMatrix.errors.${error.code}`, { value: error.value })
      : error.message;

  const columns: ColumnsType<AgreementMatrixUpload> = [
    {
      title: t("resources.agreement-matrix.fields.originalFileName"),
      key: "originalFileName",
      render: (_, row) => row.originalFileName,
    },
    {
      title: t("resources.agreement-matrix.fields.status"),
      key: "status",
      render: (_, row) => <StatusTag status={row.status} />,
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
              onClick={() => showErrors(row.id)}
              aria-label={`${t("agreementMatrix.list.showErrors")}: ${row.originalFileName}`}
            >
              {t("agreementMatrix.list.showErrors")}
            </Button>
          ) : null}
          {permitted.has("download") && row.fileId ? (
            <Button
              size="small"
              onClick={() => void download(row)}
              aria-label={`${t("agreementMatrix.list.download")}: ${row.originalFileName}`}
            >
              {t("agreementMatrix.list.download")}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

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
      <PageHeading>{t("agreementMatrix.title")}</PageHeading>
      <p>{t("agreementMatrix.intro")}</p>
      <p>
        {t("agreementMatrix.columnsHint", {
          columns: MATRIX_COLUMN_ORDER.map((c) => `${c} (${t(`agreementMatrix.columns.${c}`)})`).join(", "),
        })}
      </p>
      {permitted.has("upload") ? (
        <section style={{ marginBottom: 16 }} aria-labelledby={`${inputId}-title`}>
          <PageHeading level={2}>
            <span id={`${inputId}-title`}>{t("agreementMatrix.upload.title")}</span>
          </PageHeading>
          <Space wrap align="center">
            <label htmlFor={inputId}>{t("agreementMatrix.upload.choose")}</label>
            <input
              id={inputId}
              ref={inputRef}
              type="file"
              accept={acceptOf(AGREEMENT_MATRIX_POLICY)}
              aria-describedby={`${inputId}-hint`}
              disabled={sending !== null}
              onChange={(event) => void choose(event.target.files)}
            />
          </Space>
          <p id={`${inputId}-hint`}>{t("agreementMatrix.upload.hint")}</p>
          {sending ? (
            <p role="status">
              {t("agreementMatrix.upload.sending", { name: sending.name, percent: sending.percent })}
            </p>
          ) : null}
          {refusal ? <Alert type="error" showIcon role="alert" message={refusal} /> : null}
          {failure ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              message={t("agreementMatrix.upload.failed")}
              description={failure}
            />
          ) : null}
        </section>
      ) : (
        <p>{t("agreementMatrix.upload.viewerNote")}</p>
      )}

      <div aria-live="polite" data-testid="matrix-outcome">
        {current && outcome === "pending" ? (
          <p role="status">
            <StatusTag status={current.status} />{" "}
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
        <section aria-labelledby={`${inputId}-errors`} style={{ marginBottom: 16 }}>
          <PageHeading level={2}>
            <span id={`${inputId}-errors`} ref={errorsRef} tabIndex={-1}>
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
            {permitted.has("download") && current.fileId ? (
              <Button onClick={() => void download(current)}>{t("agreementMatrix.list.download")}</Button>
            ) : null}
            <Button onClick={() => setSelected(null)}>{t("agreementMatrix.result.close")}</Button>
          </Space>
        </section>
      ) : null}

      <section aria-labelledby={listId}>
        <PageHeading level={2}>
          <span id={listId}>{t("agreementMatrix.list.title")}</span>
        </PageHeading>
        {list.isError ? (
          <Alert type="error" showIcon role="alert" message={t("agreementMatrix.list.loadError")} />
        ) : null}
        <Table<AgreementMatrixUpload>
          size="small"
          data-testid="matrix-uploads"
          rowKey="id"
          columns={columns}
          dataSource={list.data?.content ?? []}
          loading={list.isLoading}
          pagination={{
            current: page + 1,
            pageSize: MATRIX_PAGE_SIZE,
            total: list.data?.totalElements ?? 0,
            showSizeChanger: false,
            onChange: (next) => setPage(next - 1),
          }}
          locale={{
            emptyText: (
              <span style={{ color: TONE_COLORS.grey.color }}>{t("agreementMatrix.list.empty")}</span>
            ),
          }}
        />
      </section>
    </>
  );
}
