import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { useHttp } from "../../base/runtime-context";
import type { DownloadManager } from "../../lib/download-manager/download-manager";
import type { DownloadRequest } from "../../lib/download-manager/types";

/** What screens use to start a download (issue 7 §4). */
export interface DownloadStarter {
  /**
   * Opens a floating download window (001 §4 "Download manager") that keeps running while the user
   * navigates. The first call loads the manager and its windows.
   * @returns the window's id, once the manager is loaded.
   * @throws (rejects) when the manager's code cannot be loaded, or the request names no id.
   */
  start(request: DownloadRequest): Promise<string>;
}

const StarterContext = createContext<DownloadStarter | null>(null);

type ProviderModule = typeof import("./download-manager-provider");
interface Loaded {
  Provider: ProviderModule["DownloadManagerProvider"];
  manager: DownloadManager;
}

/**
 * The signed-in layout's download facade (001 §4; DESIGN.md §10 "Downloads outlive screens";
 * docs/bundle/README.md "loads with that action"): a context with `start()` and nothing else until
 * the first download. That call imports the real manager (`DownloadManagerProvider`, its reducer,
 * windows and calls), creates it over the portal's client and renders it beside the routes, where
 * it stays for the rest of the session: windows survive navigation, leaving the page warns while
 * one runs and aborts them (page-unload.ts), signing out (unmounting the layout) aborts them.
 */
export function DownloadsHost({ children }: { children?: ReactNode }) {
  const http = useHttp();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const loading = useRef<Promise<Loaded> | undefined>(undefined);
  const start = useCallback(
    async (request: DownloadRequest) => {
      loading.current ??= import("./download-manager-provider").then((module) => {
        const value = { Provider: module.DownloadManagerProvider, manager: module.createAppManager(http) };
        setLoaded(value);
        return value;
      });
      // A failed chunk load may be retried by the next download.
      loading.current.catch(() => (loading.current = undefined));
      const { manager } = await loading.current;
      return manager.start(request);
    },
    [http],
  );
  const value = useMemo(() => ({ start }), [start]);
  return (
    <StarterContext.Provider value={value}>
      {children}
      {loaded ? <loaded.Provider manager={loaded.manager} /> : null}
    </StarterContext.Provider>
  );
}

/**
 * Starts downloads from any screen of the signed-in layout.
 * @throws Error outside a `DownloadsHost` (the signed-in layout mounts it).
 */
export function useDownloadStarter(): DownloadStarter {
  const starter = useContext(StarterContext);
  if (!starter) throw new Error("useDownloadStarter must be used inside <DownloadsHost>");
  return starter;
}
