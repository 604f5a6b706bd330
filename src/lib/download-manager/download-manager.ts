/**
 * The download manager (001 §4 "Download manager"): app-level state plus the loop that runs each
 * window, framework-free so that it outlives screens (DESIGN.md §10 "Downloads outlive screens")
 * and is tested with an injected network and a fake clock. React reads it through
 * `useSyncExternalStore` (src/components/downloads).
 */
import { AUTO_CLOSE_MS, MAX_RUNNING_WINDOWS } from "./constants";
import { createWindow } from "./create-window";
import type { DownloadCalls, FetchedFile } from "./download-queries";
import { unknownDownloadErrorKey } from "./error-keys";
import { downloadsReducer, INITIAL_DOWNLOADS_STATE, isRunning, type DownloadAction } from "./reducer";
import type { DownloadRequest, DownloadsState, DownloadWindow } from "./types";

/** Options of {@link createDownloadManager}. */
export interface DownloadManagerOptions {
  /**
   * Loads the network calls (the first download loads their module); called once per window,
   * keep it memoized. A rejection fails every item of that window with the type's unknown text.
   */
  loadCalls(): Promise<DownloadCalls>;
  /**
   * Hands a fetched file to the user (in the app: `saveBlob` for bytes, `saveUrl` for an address
   * the browser downloads itself).
   */
  save(file: FetchedFile, fileName: string): void;
  /** Clock, in ms since the epoch (default `Date.now`). */
  now?: () => number;
  /** A completed window closes this long after completion, in ms (default 3000, 001 §9). */
  autoCloseMs?: number;
  /** Windows whose loop runs at once (default {@link MAX_RUNNING_WINDOWS}); at least 1. */
  maxRunning?: number;
}

/** The manager's interface. Every method is safe to call with an id that is gone (no-op). */
export interface DownloadManager {
  /** Current state; the same object until something changes. */
  getState(): DownloadsState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /**
   * Opens a window (minimized, state `preparing`) and queues its loop (001 §4).
   * @returns the window's id.
   * @throws Error when the request names no id (see `sourceIdsOf`).
   */
  start(request: DownloadRequest): string;
  /** Cancels a running window: stops its loop and aborts the request in flight (001 §4). */
  cancel(windowId: string): void;
  /** Minimizes a window (the others move, 001 §4). */
  minimize(windowId: string): void;
  /** Expands a window; beyond 2 expanded, the oldest expanded one is minimized (001 §4, §9). */
  expand(windowId: string): void;
  /** Closes a window, cancelling it first when it still runs. */
  close(windowId: string): void;
  /** Whether any window still runs (page unload warns and aborts then, 001 §4). */
  isBusy(): boolean;
  /** Cancels every running window (001 §4 "Page unload aborts processing downloads"). */
  abortAll(): void;
  /** Aborts everything and clears every timer; the manager is unusable afterwards. */
  dispose(): void;
}

/**
 * Creates a download manager (001 §4). Each window's loop prepares each item then fetches its
 * file, one item at a time; at most `maxRunning` windows loop at once, the rest wait in
 * `preparing`. A cancel aborts the request in flight through its `AbortController` and stops the
 * loop. A completed window closes itself after `autoCloseMs` (3 s).
 */
export function createDownloadManager(options: DownloadManagerOptions): DownloadManager {
  const now = options.now ?? Date.now;
  const autoCloseMs = options.autoCloseMs ?? AUTO_CLOSE_MS;
  const maxRunning = Math.max(1, options.maxRunning ?? MAX_RUNNING_WINDOWS);
  let state = INITIAL_DOWNLOADS_STATE;
  let nextId = 1;
  let disposed = false;
  const listeners = new Set<() => void>();
  const controllers = new Map<string, AbortController>();
  const closeTimers = new Map<string, ReturnType<typeof setTimeout>>();

  function dispatch(action: DownloadAction): void {
    const next = downloadsReducer(state, action);
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  }

  const windowOf = (id: string): DownloadWindow | undefined => state.windows.find((w) => w.id === id);

  function pump(): void {
    if (disposed) return;
    for (const window of state.windows) {
      if (controllers.size >= maxRunning) return;
      if (window.state === "preparing" && !controllers.has(window.id)) void run(window.id);
    }
  }

  async function run(windowId: string): Promise<void> {
    const controller = new AbortController();
    controllers.set(windowId, controller);
    const { signal } = controller;
    try {
      let calls: DownloadCalls | undefined;
      let loadError = false;
      try {
        calls = await options.loadCalls();
      } catch {
        loadError = true;
      }
      if (signal.aborted) return;
      dispatch({ type: "processing-started", windowId });
      const window = windowOf(windowId);
      if (!window) return;
      for (const item of window.items) {
        if (signal.aborted) return;
        dispatch({ type: "item-preparing", windowId, itemId: item.id });
        if (loadError || !calls) {
          dispatch({
            type: "item-failed",
            windowId,
            itemId: item.id,
            error: { key: unknownDownloadErrorKey(window.type) },
          });
          continue;
        }
        try {
          const prepared = await calls.prepare(window.type, item.sourceId, signal);
          if (signal.aborted) return;
          const file = await calls.fetchFile(prepared, signal);
          if (signal.aborted) return;
          const fileName = file.fileName ?? prepared.fileName ?? `${item.sourceId}.zip`;
          options.save(file, fileName);
          dispatch({ type: "item-completed", windowId, itemId: item.id, fileName });
        } catch (error) {
          if (signal.aborted) return;
          dispatch({
            type: "item-failed",
            windowId,
            itemId: item.id,
            error: calls.errorText(window.type, error),
          });
        }
      }
      dispatch({ type: "finished", windowId });
      if (windowOf(windowId)?.state === "completed") scheduleClose(windowId);
    } finally {
      controllers.delete(windowId);
      pump();
    }
  }

  function scheduleClose(windowId: string): void {
    clearCloseTimer(windowId);
    closeTimers.set(
      windowId,
      setTimeout(() => {
        closeTimers.delete(windowId);
        dispatch({ type: "closed", windowId });
      }, autoCloseMs),
    );
  }

  function clearCloseTimer(windowId: string): void {
    const timer = closeTimers.get(windowId);
    if (timer !== undefined) clearTimeout(timer);
    closeTimers.delete(windowId);
  }

  function cancel(windowId: string): void {
    const window = windowOf(windowId);
    if (!window || !isRunning(window)) return;
    dispatch({ type: "cancelled", windowId });
    controllers.get(windowId)?.abort();
  }

  function abortAll(): void {
    for (const window of state.windows) cancel(window.id);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(request) {
      if (disposed) throw new Error("The download manager was disposed");
      const id = `download-${nextId++}`;
      dispatch({ type: "window-added", window: createWindow(request, id, now()) });
      pump();
      return id;
    },
    cancel,
    minimize: (windowId) => dispatch({ type: "minimized", windowId }),
    expand: (windowId) => dispatch({ type: "expanded", windowId }),
    close(windowId) {
      cancel(windowId);
      clearCloseTimer(windowId);
      dispatch({ type: "closed", windowId });
    },
    isBusy: () => state.windows.some(isRunning),
    abortAll,
    dispose() {
      abortAll();
      disposed = true;
      for (const id of [...closeTimers.keys()]) clearCloseTimer(id);
      listeners.clear();
    },
  };
}
