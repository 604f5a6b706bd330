import { Suspense, useEffect, useState, type ReactNode } from "react";
import { lazyWithTexts } from "../../base/lazy-with-texts";
import { useHttp } from "../../base/runtime-context";
import { createDownloadManager, type DownloadManager } from "../../lib/download-manager/download-manager";
import type { DownloadCalls } from "../../lib/download-manager/download-queries";
import { watchPageUnload } from "../../lib/download-manager/page-unload";
import { saveBlob, saveUrl } from "../../lib/save-file";
import type { HttpClient } from "../../../providers/http";
import { DownloadsContext, useDownloadsState } from "./downloads-context";

// The windows and the calls load with the first download: the layout carries neither.
const DownloadWindows = lazyWithTexts("downloads", () => import("./download-windows"));

/**
 * The manager of the app, its calls over the portal's client loaded on first use (the signed-in
 * layout's facade, `DownloadsHost`, creates it with the first download).
 */
export function createAppManager(http: HttpClient): DownloadManager {
  let calls: Promise<DownloadCalls> | undefined;
  return createDownloadManager({
    loadCalls: () => {
      calls ??= import("../../lib/download-manager/download-queries").then((m) =>
        m.createDownloadCalls(http),
      );
      // A failed chunk load may be retried by the next window.
      calls.catch(() => (calls = undefined));
      return calls;
    },
    save: (file, fileName) => ("url" in file ? saveUrl(file.url, fileName) : saveBlob(file.blob, fileName)),
  });
}

function WindowsHost() {
  const { windows } = useDownloadsState();
  const [used, setUsed] = useState(false);
  if (windows.length > 0 && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <DownloadWindows />
    </Suspense>
  );
}

/**
 * The app-level download manager (001 §4; DESIGN.md §10 "Downloads outlive screens"): mount it in
 * the signed-in layout around the routes' outlet, so a download keeps running while the user
 * navigates. Renders its children and, from the first download on, the floating windows (their
 * code loads then). While a download runs, leaving the page asks first; leaving anyway aborts
 * every running download (001 §4 "Page unload aborts processing downloads").
 * @param manager - a manager to use instead of the app's (tests); default: one over `useHttp()`.
 */
export function DownloadManagerProvider({
  children,
  manager: given,
}: {
  children?: ReactNode;
  manager?: DownloadManager;
}) {
  const http = useHttp();
  const [manager] = useState(() => given ?? createAppManager(http));
  useEffect(() => {
    const stop = watchPageUnload(manager, window);
    return () => {
      stop();
      // Signing out unmounts the layout: nothing may keep downloading for a session that ended.
      manager.abortAll();
    };
  }, [manager]);
  return (
    <DownloadsContext.Provider value={manager}>
      {children}
      <WindowsHost />
    </DownloadsContext.Provider>
  );
}
