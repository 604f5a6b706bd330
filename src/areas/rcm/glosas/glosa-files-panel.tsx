import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Modal from "antd/es/modal";
import Radio from "antd/es/radio";
import Space from "antd/es/space";
import Table from "antd/es/table";
import Tag from "antd/es/tag";
import type { ColumnsType } from "antd/es/table";
import { useInvalidate } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { GlosaType } from "../../../../schemas/requests/glosas";
import { useAlerts } from "../../../base/alerts/alerts";
import { useHttp } from "../../../base/runtime-context";
import type { StatusTone } from "../../../../schemas/entities/status-catalogues";
import { PageHeading } from "../../../components/page-heading";
import { TONE_COLORS } from "../../../components/resource/status-tones";
import { refetchWhilePending } from "../../../lib/refetch-while-pending";
import { GLOSA_FILE_POLICY } from "../../../../schemas/upload-policies";
import { acceptOf, checkFiles, extensionOf, type FileInFlight } from "../../../lib/file-check";
import { glosaErrorKey, glosaFailure, isGlosaErrorCode, type GlosaFailure } from "./glosa-errors";
import {
  disableGlosaFile,
  glosaFilesQuery,
  ocrGlosaFile,
  pollGlosaFiles,
  previewGlosaFile,
  uploadGlosaFile,
  type GlosaFile,
  type TablePreview,
} from "./glosa-queries";

const STATUS_COLORS: Record<string, StatusTone> = {
  uploading: "blue",
  PROCESSING: "blue",
  DECLINED: "red",
  LOADED: "green",
  DISABLED: "grey",
};

/** A row of the files table: a file on the server, or one being sent. */
type Row = GlosaFile | (Pick<GlosaFile, "fileName" | "type" | "fileReferenceId"> & { uploading: number });
const isUploading = (row: Row): row is Extract<Row, { uploading: number }> => "uploading" in row;

/** A reference id for one upload (001 §7 fileReferenceId): random, no patient data. */
function newReference(): string {
  return `gl-${crypto.randomUUID()}`;
}

type Shown =
  { kind: "table"; name: string; table: TablePreview } | { kind: "text"; name: string; text: string } | null;

/**
 * The glosa upload and its files (001 §4 "File processing: in progress, declined, loaded", §5, §7,
 * §8; issue 9 §3): type GLOSS or RETURN and one PDF/XLSX/TXT file, refused before the network
 * (`checkFiles` against `GLOSA_FILE_POLICY`, with the files in flight), uploaded with progress; a failed upload shows the
 * file-size warning (001 §8 'fileSizeExceded') and the glosa error. Files in progress are polled
 * (`POST storage/files/polling`, 001 §7) every 2 s (`refetchWhilePending`, 000 §9) until loaded or
 * declined; a loaded file refreshes the list. A file may
 * be disabled (DELETE_GLOSAS), previewed (spreadsheets within 50 rows × 20 columns, PDFs inline)
 * and, for PDFs, its text read (OCR).
 */
export function GlosaFilesPanel({ canUpload, canDisable }: { canUpload: boolean; canDisable: boolean }) {
  const { t } = useTranslation();
  const http = useHttp();
  const { message, modal } = useAlerts();
  const invalidate = useInvalidate();
  const recent = useQuery(glosaFilesQuery(http));
  /** Files uploaded or changed on this screen, newest first; the server's recent files fill in below. */
  const [followed, setFollowed] = useState<GlosaFile[]>([]);
  const [sending, setSending] = useState<Extract<Row, { uploading: number }> | null>(null);
  const [type, setType] = useState<GlosaType>("GLOSS");
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failure, setFailure] = useState<GlosaFailure | null>(null);
  const [shown, setShown] = useState<Shown>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const typeId = useId();

  const files = useMemo(() => {
    const ids = new Set(followed.map((f) => f.id));
    return [...followed, ...(recent.data ?? []).filter((f) => !ids.has(f.id))];
  }, [followed, recent.data]);
  const upsert = (changed: readonly GlosaFile[]) =>
    setFollowed((current) => {
      const ids = new Set(changed.map((f) => f.id));
      return [...changed, ...current.filter((f) => !ids.has(f.id))];
    });

  const processing = useMemo(
    () => files.filter((f) => f.status === "PROCESSING").map((f) => f.fileReferenceId),
    [files],
  );
  const processingKey = processing.join(",");

  // A polled change: a loaded file refreshes the glosas list, a declined one says why.
  const applyPolled = useCallback(
    (polled: GlosaFile[], before: readonly GlosaFile[]) => {
      for (const next of polled) {
        const previous = before.find((f) => f.id === next.id);
        if (!previous || previous.status === next.status) continue;
        if (next.status === "LOADED") {
          message.success(t("glosas.upload.sent", { name: next.fileName }));
          void invalidate({ resource: "glosas", dataProviderName: "denials", invalidates: ["list"] });
        }
        if (next.status === "DECLINED") {
          const code = next.errorCode;
          message.error(
            t("glosas.files.message", {
              name: next.fileName,
              message: isGlosaErrorCode(code) ? t(glosaErrorKey(code)) : (next.message ?? ""),
            }),
          );
        }
      }
      setFollowed((current) => {
        const ids = new Set(polled.map((f) => f.id));
        return [
          ...current.map((f) => polled.find((p) => p.id === f.id) ?? f),
          ...polled.filter((p) => ids.has(p.id) && !current.some((f) => f.id === p.id)),
        ];
      });
    },
    [invalidate, message, t],
  );
  const filesRef = useRef(files);
  useEffect(() => {
    filesRef.current = files;
  }, [files]);

  // 001 §7: the files in progress, polled every 2 s while any is PROCESSING (the one shared helper);
  // each answer is applied as it arrives, never after the panel is gone (the query's signal).
  useQuery({
    queryKey: ["denials", "files", "polling", processingKey] as const,
    queryFn: async ({ signal }) => {
      const polled = await pollGlosaFiles(http, processingKey.split(","));
      if (!signal.aborted) applyPolled(polled, filesRef.current);
      return polled;
    },
    enabled: processingKey !== "",
    gcTime: 0,
    refetchInterval: refetchWhilePending(
      http,
      (data?: GlosaFile[]) => data === undefined || data.some((f) => f.status === "PROCESSING"),
    ),
  });

  const inFlight: FileInFlight[] = useMemo(
    () => [
      ...files.map((f) => ({ name: f.fileName, state: f.status })),
      ...(sending ? [{ name: sending.fileName, state: "uploading" as const }] : []),
    ],
    [files, sending],
  );

  const choose = async (list: FileList | null) => {
    setRefusal(null);
    setFailure(null);
    const check = checkFiles(GLOSA_FILE_POLICY, Array.from(list ?? []), { inFlight });
    if (inputRef.current) inputRef.current.value = "";
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
      message.warning(t("glosas.upload.sizeWarning"));
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

  const rows: Row[] = sending ? [sending, ...files] : files;
  const columns: ColumnsType<Row> = [
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
            <Button size="small" onClick={() => void preview(row)}>
              {t("glosas.files.preview")}
            </Button>
            {canUpload && extensionOf(row.fileName) === "pdf" ? (
              <Button size="small" onClick={() => void ocr(row)}>
                {t("glosas.files.ocr")}
              </Button>
            ) : null}
            {canDisable && row.status !== "DISABLED" ? (
              <Button size="small" danger onClick={() => disable(row)}>
                {t("glosas.files.disable")}
              </Button>
            ) : null}
          </Space>
        ),
    },
  ];

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
            <label htmlFor={inputId}>{t("glosas.upload.choose")}</label>
            <input
              id={inputId}
              ref={inputRef}
              type="file"
              accept={acceptOf(GLOSA_FILE_POLICY)}
              aria-describedby={`${inputId}-hint`}
              disabled={sending !== null}
              onChange={(event) => void choose(event.target.files)}
            />
          </Space>
          <p id={`${inputId}-hint`}>{t("glosas.upload.hint")}</p>
          {refusal ? <Alert type="error" showIcon role="alert" message={refusal} /> : null}
          {failure ? (
            <Alert
              type="warning"
              showIcon
              role="alert"
              message={t("glosas.upload.sizeWarning")}
              description={failure.detail ? `${failure.title} ${failure.detail}` : failure.title}
            />
          ) : null}
        </div>
      ) : null}
      <PageHeading level={2}>
        <span id={`${inputId}-files`}>{t("glosas.files.title")}</span>
      </PageHeading>
      <Table<Row>
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
      <Modal
        open={shown !== null}
        title={
          shown
            ? t(shown.kind === "table" ? "glosas.files.previewTitle" : "glosas.files.ocrTitle", {
                name: shown.name,
              })
            : ""
        }
        onCancel={() => setShown(null)}
        footer={<Button onClick={() => setShown(null)}>{t("glosas.files.close")}</Button>}
        width={900}
      >
        {shown?.kind === "table" ? (
          <>
            {shown.table.truncated ? (
              <p>
                {t("glosas.files.previewTruncated", {
                  rows: shown.table.rows.length,
                  totalRows: shown.table.totalRows,
                  columns: shown.table.header.length,
                  totalColumns: shown.table.totalColumns,
                })}
              </p>
            ) : null}
            <div style={{ overflow: "auto", maxHeight: 480 }}>
              <table className="glosa-preview">
                <thead>
                  <tr>
                    {shown.table.header.map((cell, i) => (
                      <th key={i} scope="col">
                        {cell}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {shown.table.rows.map((cells, r) => (
                    <tr key={r}>
                      {cells.map((cell, c) => (
                        <td key={c}>{cell}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : shown?.kind === "text" ? (
          <pre style={{ whiteSpace: "pre-wrap", maxHeight: 480, overflow: "auto" }}>{shown.text}</pre>
        ) : null}
      </Modal>
    </section>
  );
}
