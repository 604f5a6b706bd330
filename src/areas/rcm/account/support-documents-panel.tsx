import { lazy, Suspense, useId, useMemo, useState } from "react";
import Button from "antd/es/button";
import Table from "antd/es/table";
import type { TablePaginationConfig } from "antd/es/table";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { selectErrorMessage } from "../../../../providers/http";
import { useHttp } from "../../../base/runtime-context";
import { PageHeading } from "../../../components/page-heading";
import { useKeptSearch } from "../../../components/resource/use-kept-search";
import { withPriorities, type BespokeColumnLayout } from "../../../components/resource/priority-columns";
import { useAccount, useAccountPermissions } from "./account-context";
import { supportFilesQuery, type SupportFile } from "./document-queries";
import { useSupportDocumentColumns } from "./support-document-columns";
import { SupportDocumentsToolbar } from "./support-documents-toolbar";
import {
  DOCUMENTS_DEFAULT_SIZE,
  DOCUMENTS_PAGE_SIZES,
  DOCUMENTS_URL_KEYS as KEY,
  useSupportDocumentsUrl,
} from "./support-documents-url";
import type { UploadDialogRequest } from "./support-upload-dialog";
import { useSupportDocumentActions } from "./use-support-document-actions";

/** The upload and replace dialog (antd Modal, Progress, Select): loaded when first opened. */
const SupportUploadDialog = lazy(() => import("./support-upload-dialog"));

/** The `accounts` declaration's actions this panel asks `can()` about (resources/accounts.ts `access`). */
export const DOCUMENT_ACTIONS = ["uploadDocument", "replaceDocument", "deleteDocument"] as const;

/**
 * The table's columns by priority (issue 19 §2): the type, the status and the row's actions are on
 * screen at 1280 px (the status and actions fixed at the right edge); level, product and file
 * scroll sideways. Widths in px.
 */
const SUPPORT_COLUMN_LAYOUT: Readonly<Record<string, BespokeColumnLayout>> = {
  type: { priority: 1, minWidth: 240 },
  level: { priority: 2, minWidth: 150 },
  product: { priority: 2, minWidth: 160 },
  file: { priority: 3, minWidth: 280 },
  status: { priority: 1, minWidth: 170, fixedRight: true },
  actions: { priority: 1, minWidth: 260, fixedRight: true },
};

/**
 * The support documents of the account of the surrounding account screen (001 §2 "pending or
 * received support files by account or by charge", §3 "Support files", §7 `get-all-support-files`):
 * filtered by level (all, account, charge, event) and status (pending, received, general) and a
 * search (kept out of the URL), paged with its own URL keys (`docs.*`). Each row shows the type,
 * level (with the charge), product, status and file (`support-document-columns.tsx`).
 *
 * Actions, each shown only when `can()` allows its event for this account (UPLOAD_DOCUMENT,
 * REPLACE_DOCUMENT, DELETE_DOCUMENT through resources/accounts.ts `access` and the account's
 * restricted events) and the document's type is not restricted for the user (001 §7):
 * upload (a new document, or into a pending one), replace, delete (after confirmation), download
 * of one document, and download of every document shown as one archive. The success texts are
 * those of 001 §8 (a Brazil-specific upload text when the provider slug contains `br`;
 * `use-support-document-actions.ts`).
 */
export function SupportDocumentsPanel() {
  const { t } = useTranslation();
  const http = useHttp();
  const { accountId, restrictedFileCodes } = useAccount();
  const permitted = useAccountPermissions(DOCUMENT_ACTIONS);
  const headingId = useId();
  const { level, status, page, size, setUrl } = useSupportDocumentsUrl();
  const [search, setSearch] = useKeptSearch("support-documents", { accountId });
  const [dialog, setDialog] = useState<UploadDialogRequest | null>(null);
  const actions = useSupportDocumentActions({ level, status });
  const laidOut = useSupportDocumentColumns({
    restrictedFileCodes,
    permitted,
    actions,
    openDialog: setDialog,
  });
  const { columns, scrollX } = withPriorities(laidOut, SUPPORT_COLUMN_LAYOUT);

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

  const pagination: TablePaginationConfig = {
    current: page,
    pageSize: size,
    total: list.data?.totalElements ?? 0,
    pageSizeOptions: DOCUMENTS_PAGE_SIZES,
    showSizeChanger: true,
    showTotal: (total) => t("documents.panel.total", { count: total }),
  };

  const loadError = list.isError ? selectErrorMessage(list.error) : null;

  return (
    <section aria-labelledby={headingId} className="support-documents-panel">
      <div id={headingId}>
        <PageHeading level={2}>{t("documents.panel.title")}</PageHeading>
      </div>
      <SupportDocumentsToolbar
        level={level}
        status={status}
        setUrl={setUrl}
        search={search}
        onSearch={setSearch}
        canUpload={permitted.has("uploadDocument")}
        onUploadNew={() => setDialog({ kind: "upload" })}
        downloadingAll={actions.busy === "download-all"}
        onDownloadAll={() => void actions.downloadAll()}
      />
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
        scroll={{ x: scrollX }}
        locale={{ emptyText: list.isPending ? " " : t("documents.panel.empty") }}
        onChange={(next) => {
          const nextSize = next.pageSize ?? size;
          setUrl({
            [KEY.page]: nextSize !== size || (next.current ?? 1) === 1 ? null : String(next.current),
            [KEY.size]: nextSize === DOCUMENTS_DEFAULT_SIZE ? null : String(nextSize),
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
            onDone={(kind) => {
              setDialog(null);
              actions.uploaded(kind);
            }}
            onUncertain={actions.refetchFiles}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
