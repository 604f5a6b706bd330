import { lazy, Suspense, useCallback, useId, useMemo, useState } from "react";
import Button from "antd/es/button";
import Input from "antd/es/input/Input";
import Radio from "antd/es/radio";
import Space from "antd/es/space";
import Table from "antd/es/table";
import Tag from "antd/es/tag";
import type { ColumnsType, TablePaginationConfig } from "antd/es/table";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { confirmChange, selectErrorMessage } from "../../../../providers/http";
import { useAlerts } from "../../../base/alerts/alerts";
import { useHttp, useSession } from "../../../base/runtime-context";
import { PageHeading } from "../../../components/page-heading";
import { TONE_COLORS } from "../../../components/resource/status-tones";
import { formatBytes, formatTimestamp } from "../../../lib/format";
import { saveBlob } from "../../../lib/save-file";
import { useAccount, useAccountPermissions } from "./account-context";
import {
  deleteSupportFile,
  documentDeleted,
  downloadAllSupportFiles,
  downloadSupportFile,
  SUPPORT_FILE_STATUSES,
  SUPPORT_LEVELS,
  supportFilesKey,
  supportFilesQuery,
  type SupportFile,
  type SupportFileStatus,
} from "./document-queries";
import type { UploadDialogRequest } from "./support-upload-dialog";

/** The upload and replace dialog (antd Modal, Progress, Select): loaded when first opened. */
const SupportUploadDialog = lazy(() => import("./support-upload-dialog"));

/** The `accounts` declaration's actions this panel asks `can()` about (resources/accounts.ts `access`). */
export const DOCUMENT_ACTIONS = ["uploadDocument", "replaceDocument", "deleteDocument"] as const;

/** URL keys of the panel's list (its own prefix, so another list on the page never shares them). */
const KEY = { page: "docs.page", size: "docs.size", level: "docs.level", status: "docs.status" } as const;
const PAGE_SIZES = [10, 20, 50];
const DEFAULT_SIZE = 10;

/** Tag tones by status, in the portal's contrast-safe colours (status-tones.ts; antd's presets fail WCAG AA). */
const STATUS_COLORS: Record<SupportFileStatus, "orange" | "green" | "blue"> = {
  PENDING: "orange",
  RECEIVED: "green",
  GENERAL: "blue",
};

/** A filter value read from the URL, or "ALL" when absent or unknown. */
function pick<T extends string>(value: string | null, allowed: readonly T[]): T | "ALL" {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : "ALL";
}

/**
 * Whether the user may not act on a support file of this account: the server marks its type
 * restricted, or the account's support-file restrictions (001 §7, loaded with the account) name it.
 */
export function isRestrictedFile(file: SupportFile, restrictedFileCodes: readonly string[]): boolean {
  return file.restricted === true || restrictedFileCodes.includes(file.type.fileCode);
}

/**
 * The support documents of the account of the surrounding account screen (001 §2 "pending or
 * received support files by account or by charge", §3 "Support files", §7 `get-all-support-files`):
 * filtered by level (all, account, charge, event) and status (pending, received, general) and a
 * search (kept out of the URL), paged with its own URL keys (`docs.*`). Each row shows the type,
 * level (with the charge), product, status and file.
 *
 * Actions, each shown only when `can()` allows its event for this account (UPLOAD_DOCUMENT,
 * REPLACE_DOCUMENT, DELETE_DOCUMENT through resources/accounts.ts `access` and the account's
 * restricted events) and the document's type is not restricted for the user (001 §7):
 * upload (a new document, or into a pending one), replace, delete (after confirmation), download
 * of one document, and download of every document shown as one archive. The success texts are
 * those of 001 §8 (a Brazil-specific upload text when the provider slug contains `br`).
 */
export function SupportDocumentsPanel() {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const queryClient = useQueryClient();
  const { message, modal } = useAlerts();
  const { accountId, restrictedFileCodes, refresh } = useAccount();
  const permitted = useAccountPermissions(DOCUMENT_ACTIONS);
  const providerSlug = useSession()?.extensions?.providerSlug ?? "";
  const headingId = useId();
  const levelId = useId();
  const statusId = useId();

  const [params, setParams] = useSearchParams();
  const level = pick(params.get(KEY.level), SUPPORT_LEVELS);
  const status = pick(params.get(KEY.status), SUPPORT_FILE_STATUSES);
  const page = Math.max(1, Number(params.get(KEY.page)) || 1);
  const sizeParam = Number(params.get(KEY.size));
  const size = PAGE_SIZES.includes(sizeParam) ? sizeParam : DEFAULT_SIZE;
  const [search, setSearch] = useState("");
  const [searchDraft, setSearchDraft] = useState("");
  const [dialog, setDialog] = useState<UploadDialogRequest | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const setUrl = useCallback(
    (changes: Record<string, string | null>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const filter = useMemo(
    () => ({
      relations: level === "ALL" ? undefined : [level],
      statuses: status === "ALL" ? undefined : [status],
      searchValue: search,
      page: page - 1,
      size,
    }),
    [level, status, search, page, size],
  );
  const list = useQuery({ ...supportFilesQuery(http, accountId, filter), placeholderData: keepPreviousData });

  const reload = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: supportFilesKey(accountId) });
    refresh();
  }, [accountId, queryClient, refresh]);

  const showError = useCallback(
    (error: unknown) => {
      const chosen = selectErrorMessage(error);
      message.error(chosen.text ?? t(chosen.key ?? "errors.unknown"));
    },
    [message, t],
  );

  const download = useCallback(
    async (file: SupportFile) => {
      setBusy(`download:${file.id}`);
      try {
        const got = await downloadSupportFile(http, accountId, file.id);
        saveBlob(got.blob, got.fileName ?? file.fileName ?? `${file.type.fileCode}`);
      } catch (error) {
        showError(error);
      } finally {
        setBusy(null);
      }
    },
    [accountId, http, showError],
  );

  const downloadAll = useCallback(async () => {
    setBusy("download-all");
    try {
      const got = await downloadAllSupportFiles(http, accountId, {
        relations: level === "ALL" ? undefined : [level],
        statuses: status === "ALL" || status === "PENDING" ? undefined : [status],
      });
      saveBlob(got.blob, got.fileName ?? "support-documents.zip");
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  }, [accountId, http, level, showError, status]);

  const confirmDelete = useCallback(
    (file: SupportFile) => {
      modal.confirm({
        title: t("documents.delete.confirmTitle"),
        content: t("documents.delete.confirmBody", { name: file.fileName ?? file.type.name }),
        okText: t("documents.delete.ok"),
        cancelText: t("documents.common.cancel"),
        okButtonProps: { danger: true },
        autoFocusButton: "cancel",
        onOk: async () => {
          // A delete whose answer was lost is judged by what the server holds (issue 17 §3).
          const result = await confirmChange(
            () => deleteSupportFile(http, accountId, file.id),
            () => documentDeleted(http, accountId, file),
          );
          if (result.outcome === "saved") message.success(t("documents.delete.success"));
          else showError(result.error);
          reload();
        },
      });
    },
    [accountId, http, message, modal, reload, showError, t],
  );

  const onUploaded = useCallback(
    (kind: "upload" | "replace") => {
      setDialog(null);
      if (kind === "replace") message.success(t("documents.replace.success"));
      else
        message.success(
          t(
            providerSlug.toLowerCase().includes("br")
              ? "documents.upload.successBr"
              : "documents.upload.success",
          ),
        );
      reload();
    },
    [message, providerSlug, reload, t],
  );

  const levelLabel = (file: SupportFile) =>
    file.supportLevel === "CHARGE" && file.chargeCode
      ? t("documents.panel.chargeLevel", { code: file.chargeCode })
      : t(`documents.levels.${file.supportLevel}`);

  const columns: ColumnsType<SupportFile> = [
    {
      key: "type",
      title: t("documents.columns.type"),
      render: (_, file) => (
        <span>
          {file.type.name} <span style={{ color: "rgba(0,0,0,0.55)" }}>({file.type.fileCode})</span>
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
                onClick={() => setDialog({ kind: "upload", slot: file })}
              >
                {t("documents.actions.upload")}
              </Button>
            ) : null}
            {hasDocument && !restricted ? (
              <Button
                type="link"
                size="small"
                loading={busy === `download:${file.id}`}
                aria-label={t("documents.actions.downloadOf", { name })}
                onClick={() => void download(file)}
              >
                {t("documents.actions.download")}
              </Button>
            ) : null}
            {hasDocument && !restricted && permitted.has("replaceDocument") ? (
              <Button
                type="link"
                size="small"
                aria-label={t("documents.actions.replaceOf", { name })}
                onClick={() => setDialog({ kind: "replace", file })}
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
                onClick={() => confirmDelete(file)}
              >
                {t("documents.actions.delete")}
              </Button>
            ) : null}
          </Space>
        );
      },
    },
  ];

  const pagination: TablePaginationConfig = {
    current: page,
    pageSize: size,
    total: list.data?.totalElements ?? 0,
    pageSizeOptions: PAGE_SIZES,
    showSizeChanger: true,
    showTotal: (total) => t("documents.panel.total", { count: total }),
  };

  const loadError = list.isError ? selectErrorMessage(list.error) : null;

  return (
    <section aria-labelledby={headingId} className="support-documents-panel">
      <div id={headingId}>
        <PageHeading level={2}>{t("documents.panel.title")}</PageHeading>
      </div>
      <Space wrap size="middle" style={{ marginBottom: 12 }}>
        <div role="group" aria-labelledby={levelId}>
          <span id={levelId} style={{ marginInlineEnd: 8 }}>
            {t("documents.panel.level")}
          </span>
          <Radio.Group
            name={levelId}
            optionType="button"
            size="small"
            value={level}
            onChange={(e) =>
              setUrl({
                [KEY.level]: e.target.value === "ALL" ? null : String(e.target.value),
                [KEY.page]: null,
              })
            }
            options={["ALL", ...SUPPORT_LEVELS].map((value) => ({
              value,
              label: t(`documents.levels.${value}`),
            }))}
          />
        </div>
        <div role="group" aria-labelledby={statusId}>
          <span id={statusId} style={{ marginInlineEnd: 8 }}>
            {t("documents.panel.status")}
          </span>
          <Radio.Group
            name={statusId}
            optionType="button"
            size="small"
            value={status}
            onChange={(e) =>
              setUrl({
                [KEY.status]: e.target.value === "ALL" ? null : String(e.target.value),
                [KEY.page]: null,
              })
            }
            options={["ALL", ...SUPPORT_FILE_STATUSES].map((value) => ({
              value,
              label: t(`documents.statuses.${value}`),
            }))}
          />
        </div>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(searchDraft);
            setUrl({ [KEY.page]: null });
          }}
        >
          <Space.Compact>
            <Input
              size="small"
              allowClear
              maxLength={100}
              aria-label={t("documents.panel.search")}
              placeholder={t("documents.panel.searchPlaceholder")}
              value={searchDraft}
              onChange={(e) => {
                setSearchDraft(e.target.value);
                if (e.target.value === "" && search !== "") setSearch("");
              }}
            />
            <Button size="small" htmlType="submit">
              {t("documents.panel.searchButton")}
            </Button>
          </Space.Compact>
        </form>
        {permitted.has("uploadDocument") ? (
          <Button type="primary" size="small" onClick={() => setDialog({ kind: "upload" })}>
            {t("documents.actions.uploadNew")}
          </Button>
        ) : null}
        <Button size="small" loading={busy === "download-all"} onClick={() => void downloadAll()}>
          {t("documents.actions.downloadAll")}
        </Button>
      </Space>
      {loadError ? (
        <div role="alert" style={{ marginBottom: 12 }}>
          {t("documents.panel.loadFailed")} {loadError.text ?? t(loadError.key ?? "errors.unknown")}{" "}
          <Button size="small" onClick={() => void list.refetch()}>
            {t("documents.panel.retry")}
          </Button>
        </div>
      ) : null}
      <Table<SupportFile>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data?.content ?? []}
        loading={list.isFetching}
        pagination={pagination}
        scroll={{ x: "max-content" }}
        locale={{ emptyText: list.isPending ? " " : t("documents.panel.empty") }}
        onChange={(next) => {
          const nextSize = next.pageSize ?? size;
          setUrl({
            [KEY.page]: nextSize !== size || (next.current ?? 1) === 1 ? null : String(next.current),
            [KEY.size]: nextSize === DEFAULT_SIZE ? null : String(nextSize),
          });
        }}
      />
      {dialog ? (
        <Suspense fallback={null}>
          <SupportUploadDialog
            request={dialog}
            accountId={accountId}
            restrictedFileCodes={restrictedFileCodes}
            onCancel={() => setDialog(null)}
            onDone={onUploaded}
            onUncertain={() => void queryClient.invalidateQueries({ queryKey: supportFilesKey(accountId) })}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
