import { useCallback, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { confirmChange, selectErrorMessage } from "../../../../providers/http";
import { useAlerts } from "../../../base/alerts/alerts";
import { useHttp, useSession } from "../../../base/runtime-context";
import { saveBlob } from "../../../lib/save-file";
import { useAccount } from "./account-context";
import { downloadAllSupportFiles, downloadSupportFile } from "./document-downloads";
import {
  deleteSupportFile,
  documentDeleted,
  supportFilesKey,
  type SupportFile,
  type SupportFileStatus,
  type SupportLevel,
} from "./document-queries";

/** What {@link useSupportDocumentActions} offers the support documents panel. */
export interface SupportDocumentActions {
  /** The action running: `download:<fileId>`, `download-all`, or null. */
  busy: string | null;
  /** Saves one document's bytes under its name; a failure is shown as a message. */
  download: (file: SupportFile) => Promise<void>;
  /** Saves every downloadable document the filters show as one archive. */
  downloadAll: () => Promise<void>;
  /** Asks for confirmation, then deletes the file's document (a lost answer is judged by a re-read). */
  confirmDelete: (file: SupportFile) => void;
  /** Says the upload or replacement succeeded (001 §8 texts) and re-reads the list and account. */
  uploaded: (kind: "upload" | "replace") => void;
  /** Re-reads the support-file lists of the account (after an upload whose outcome is unknown). */
  refetchFiles: () => void;
}

/**
 * The support documents panel's calls and their alerts (001 §7, §8): download of one document or
 * of every document shown (the filters' levels and statuses; pending files have no document),
 * delete after confirmation (issue 17 §3: a lost answer is judged by what the server holds), and
 * the success texts of an upload (a Brazil-specific one when the provider slug contains `br`).
 * Every change re-reads the account's support-file lists and the account.
 */
export function useSupportDocumentActions(filters: {
  level: SupportLevel | "ALL";
  status: SupportFileStatus | "ALL";
}): SupportDocumentActions {
  const { level, status } = filters;
  const { t } = useTranslation();
  const http = useHttp();
  const queryClient = useQueryClient();
  const { message, modal } = useAlerts();
  const { accountId, refresh } = useAccount();
  const providerSlug = useSession()?.extensions?.providerSlug ?? "";
  const [busy, setBusy] = useState<string | null>(null);

  const refetchFiles = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: supportFilesKey(accountId) }),
    [accountId, queryClient],
  );

  const reload = useCallback(() => {
    refetchFiles();
    refresh();
  }, [refetchFiles, refresh]);

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

  const uploaded = useCallback(
    (kind: "upload" | "replace") => {
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

  return { busy, download, downloadAll, confirmDelete, uploaded, refetchFiles };
}
