/**
 * The floating download windows (001 §4 "Download manager"; DESIGN.md §10 "Downloads outlive
 * screens"): mount `DownloadManagerProvider` in the signed-in layout; screens call `useDownloads()`.
 */
export { DownloadManagerProvider } from "./download-manager-provider";
export { useDownloads, useDownloadsState } from "./downloads-context";
export type { DownloadRequest, DownloadType } from "../../lib/download-manager/types";
