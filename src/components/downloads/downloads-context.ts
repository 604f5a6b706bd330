import { createContext, useContext, useSyncExternalStore } from "react";
import type { DownloadManager } from "../../lib/download-manager/download-manager";
import type { DownloadsState } from "../../lib/download-manager/types";

/** The app's download manager (set by `DownloadManagerProvider`). */
export const DownloadsContext = createContext<DownloadManager | null>(null);

/**
 * What screens use to download (001 §4, issue 7 §4): `start({ type: "account-files-download",
 * accountId })` or `start({ type: "settlement-download", originInvoiceGroupId })` opens a floating
 * window that keeps running while the user navigates; plus the window controls.
 * @throws Error outside a `DownloadManagerProvider` (the signed-in layout mounts it).
 */
export function useDownloads(): Pick<
  DownloadManager,
  "start" | "cancel" | "minimize" | "expand" | "close" | "isBusy"
> {
  return useDownloadManager();
}

/** The manager itself. @throws Error outside a `DownloadManagerProvider`. */
export function useDownloadManager(): DownloadManager {
  const manager = useContext(DownloadsContext);
  if (!manager) throw new Error("useDownloads must be used inside <DownloadManagerProvider>");
  return manager;
}

/** The windows' state, re-rendering on every change. @throws as {@link useDownloadManager}. */
export function useDownloadsState(): DownloadsState {
  const manager = useDownloadManager();
  return useSyncExternalStore(manager.subscribe, manager.getState, manager.getState);
}
