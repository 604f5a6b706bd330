import { useId, useMemo, useState } from "react";
import Alert from "antd/es/alert";
import Radio from "antd/es/radio";
import Space from "antd/es/space";
import Table from "antd/es/table";
import { useInvalidate } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { GlosaType } from "../../../../schemas/requests/glosas";
import { GLOSA_FILE_POLICY } from "../../../../schemas/upload-policies";
import { useAlerts } from "../../../base/alerts/alerts";
import { useHttp } from "../../../base/runtime-context";
import { LabelledFileDropZone } from "../../../components/file-drop-zone";
import { PageHeading } from "../../../components/page-heading";
import { TONE_COLORS } from "../../../components/resource/status-tones";
import { checkFiles, type FileInFlight } from "../../../lib/file-check";
import { glosaFailure, type GlosaFailure } from "./glosa-errors";
import {
  isUploading,
  useGlosaFileColumns,
  type GlosaFileRow,
  type GlosaFileSending,
} from "./glosa-file-columns";
import { GlosaFilePreviewModal, type GlosaFileShown } from "./glosa-file-preview";
import {
  disableGlosaFile,
  ocrGlosaFile,
  previewGlosaFile,
  uploadGlosaFile,
  type GlosaFile,
} from "./glosa-queries";
import { useGlosaFiles } from "./use-glosa-files";

/** A reference id for one upload (001 §7 fileReferenceId): random, no patient data. */
function newReference(): string {
  return `gl-${crypto.randomUUID()}`;
}

/**
 * The glosa upload and its files (001 §4 "File processing: in progress, declined, loaded", §5, §7,
 * §8; issue 9 §3): type GLOSS or RETURN and one PDF/XLSX/TXT file, refused before the network
 * (`checkFiles` against `GLOSA_FILE_POLICY`, with the files in flight), uploaded with progress; a failed upload shows the
 * file-size warning (001 §8 'fileSizeExceded') and the glosa error. Files in progress are polled
 * (`POST storage/files/polling`, 001 §7) every 2 s (`refetchWhilePending`, 000 §9) until loaded or
 * declined; a loaded file refreshes the list (`use-glosa-files.ts`). A file may be disabled
 * (DELETE_GLOSAS), previewed (spreadsheets within 50 rows × 20 columns, PDFs inline;
 * `glosa-file-preview.tsx`) and, for PDFs, its text read (OCR); the table's columns are
 * `glosa-file-columns.tsx`.
 */
export function GlosaFilesPanel({ canUpload, canDisable }: { canUpload: boolean; canDisable: boolean }) {
  const { t } = useTranslation();
  const http = useHttp();
  const { message, modal } = useAlerts();
  const invalidate = useInvalidate();
  const { recent, files, upsert } = useGlosaFiles();
  const [sending, setSending] = useState<GlosaFileSending | null>(null);
  const [type, setType] = useState<GlosaType>("GLOSS");
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failure, setFailure] = useState<GlosaFailure | null>(null);
  const [shown, setShown] = useState<GlosaFileShown>(null);
  const inputId = useId();
  const typeId = useId();

  const inFlight: FileInFlight[] = useMemo(
    () => [
      ...files.map((f) => ({ name: f.fileName, state: f.status })),
      ...(sending ? [{ name: sending.fileName, state: "uploading" as const }] : []),
    ],
    [files, sending],
  );

  const choose = async (list: readonly File[]) => {
    setRefusal(null);
    setFailure(null);
    const check = checkFiles(GLOSA_FILE_POLICY, [...list], { inFlight });
    if (!check.ok) {
      setRefusal(t(check.key, { name: check.file?.name ?? "" }));
      return;
    }
    const reference = newReference();
    const row = { fileName: check.file.name, type, fileReferenceId: reference, uploading: 0 };
    setSending(row);
    try {
      const stored = await uploadGlosaFile(http, check.file, type, reference, (percent) =>
        setSending({ ...row, uploading: percent }),
      );
      upsert([stored]);
    } catch (error) {
      // What is wrong, once (issue 19 §4): the code's text and what is particular (the columns missing).
      setFailure(glosaFailure(error, "GLOSA_FILE_READ_ERROR", t));
    } finally {
      setSending(null);
    }
  };

  const disable = (file: GlosaFile) => {
    modal.confirm({
      title: t("glosas.files.disableConfirm", { name: file.fileName }),
      okText: t("glosas.files.disable"),
      cancelText: t("glosas.detail.cancel"),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const after = await disableGlosaFile(http, file.id);
          upsert([after]);
          message.success(t("glosas.files.disabled", { name: file.fileName }));
          void invalidate({ resource: "glosas", dataProviderName: "denials", invalidates: ["list"] });
        } catch (error) {
          const f = glosaFailure(error, "GLOSA_DELETE_ERROR", t);
          message.error(f.detail ? `${f.title} ${f.detail}` : f.title);
        }
      },
    });
  };

  const preview = async (file: GlosaFile) => {
    try {
      const answer = await previewGlosaFile(http, file.id);
      if (answer.kind === "pdf") {
        const url = URL.createObjectURL(answer.file.blob);
        window.open(url, "_blank", "noopener");
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } else {
        setShown({ kind: "table", name: file.fileName, table: answer.table });
      }
    } catch (error) {
      const f = glosaFailure(error, "GLOSA_PREVIEW_TOO_LARGE", t);
      message.error(f.detail ? `${f.title} ${f.detail}` : f.title);
    }
  };

  const ocr = async (file: GlosaFile) => {
    try {
      const answer = await ocrGlosaFile(http, file.id);
      setShown({ kind: "text", name: file.fileName, text: answer.text });
    } catch (error) {
      const f = glosaFailure(error, "GLOSA_FILE_READ_ERROR", t);
      message.error(f.detail ? `${f.title} ${f.detail}` : f.title);
    }
  };

  const rows: GlosaFileRow[] = sending ? [sending, ...files] : files;
  const columns = useGlosaFileColumns({
    canUpload,
    canDisable,
    onPreview: (file) => void preview(file),
    onOcr: (file) => void ocr(file),
    onDisable: disable,
  });

  return (
    <section aria-labelledby={`${inputId}-files`}>
      {canUpload ? (
        <div style={{ marginBottom: 16 }}>
          <PageHeading level={2}>{t("glosas.upload.title")}</PageHeading>
          <Space wrap align="center">
            <span id={typeId}>{t("glosas.upload.type")}</span>
            <Radio.Group
              aria-labelledby={typeId}
              value={type}
              onChange={(event) => setType(event.target.value as GlosaType)}
              options={[
                { value: "GLOSS", label: t("glosas.types.GLOSS") },
                { value: "RETURN", label: t("glosas.types.RETURN") },
              ]}
            />
          </Space>
          {/* The portal's one upload control (issue 19 §9): a drop zone that is also a button. */}
          <LabelledFileDropZone
            id={inputId}
            label={t("glosas.upload.choose")}
            hint={t("glosas.upload.hint")}
            labelStyle={{ margin: "12px 0 4px" }}
            disabled={sending !== null}
            onFiles={(files) => void choose(files)}
          />
          {refusal ? <Alert type="error" showIcon role="alert" message={refusal} /> : null}
          {failure ? (
            <Alert
              type="warning"
              showIcon
              role="alert"
              message={failure.title}
              description={failure.detail}
            />
          ) : null}
        </div>
      ) : null}
      <PageHeading level={2}>
        <span id={`${inputId}-files`}>{t("glosas.files.title")}</span>
      </PageHeading>
      <Table<GlosaFileRow>
        size="small"
        rowKey={(row) => (isUploading(row) ? `sending-${row.fileReferenceId}` : row.id)}
        columns={columns}
        dataSource={rows}
        loading={recent.isLoading}
        pagination={false}
        locale={{
          emptyText: <span style={{ color: TONE_COLORS.grey.color }}>{t("glosas.files.empty")}</span>,
        }}
      />
      <GlosaFilePreviewModal shown={shown} onClose={() => setShown(null)} />
    </section>
  );
}
