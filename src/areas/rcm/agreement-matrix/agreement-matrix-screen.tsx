import { useEffect, useId, useState } from "react";
import Alert from "antd/es/alert";
import Table from "antd/es/table";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorCode, selectErrorMessage } from "../../../../providers/http";
import agreementMatrix from "../../../../resources/agreement-matrix";
import type { ResourceDeclaration } from "../../../../resources/define-resource";
import type { AgreementMatrixUpload } from "../../../../schemas/entities/agreement-matrix";
import { MATRIX_COLUMN_ORDER } from "../../../../schemas/requests/agreement-matrix";
import { useAlerts } from "../../../base/alerts/alerts";
import { useHttp, useSession } from "../../../base/runtime-context";
import { LabelledFileDropZone } from "../../../components/file-drop-zone";
import { PageHeading } from "../../../components/page-heading";
import { usePermittedActions } from "../../../components/resource/use-permitted-actions";
import { TONE_COLORS } from "../../../components/resource/status-tones";
import { AGREEMENT_MATRIX_POLICY } from "../../../../schemas/upload-policies";
import { checkFiles } from "../../../lib/file-check";
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
import { isMatrixErrorCode, isMatrixPending } from "./matrix-outcome";
import { MatrixResult } from "./matrix-result";
import { useMatrixUploadColumns } from "./matrix-upload-columns";

/** The declaration's actions this screen asks `can()` about (resources/agreement-matrix.ts `access`). */
const ACTIONS = ["upload", "download"] as const;

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
 * The followed upload's result is `matrix-result.tsx`, the list's columns `matrix-upload-columns.tsx`.
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

  // A followed upload that finishes refreshes the list (its state changed there too).
  const finished = current && !isMatrixPending(current.status) ? current.id + current.status : "";
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: [...MATRIX_KEY, "list"] });
  }, [finished, queryClient]);

  const choose = async (files: readonly File[]) => {
    setRefusal(null);
    setFailure(null);
    const check = checkFiles(AGREEMENT_MATRIX_POLICY, [...files]);
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

  const columns = useMatrixUploadColumns({
    canDownload: permitted.has("download"),
    onShowErrors: setSelected,
    onDownload: (upload) => void download(upload),
  });

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
          {/* The portal's one upload control (issue 19 §9): a drop zone that is also a button. */}
          <LabelledFileDropZone
            id={inputId}
            label={t("agreementMatrix.upload.choose")}
            hint={t("agreementMatrix.upload.hint")}
            disabled={sending !== null}
            onFiles={(files) => void choose(files)}
          />
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

      <MatrixResult
        upload={current}
        canDownload={permitted.has("download")}
        onDownload={(upload) => void download(upload)}
        onClose={() => setSelected(null)}
      />

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
