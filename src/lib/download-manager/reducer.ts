/**
 * The download manager's state machine (001 §4 "Download manager"), as a pure reducer.
 *
 * Window: `preparing` → `processing` → `completed` | `error` | `cancelled`; `preparing` →
 * `cancelled` too. Item: `pending` → `preparing` → `completed` | `error`. Item events count only
 * while their window is `processing`, so an answer arriving after a cancel changes nothing.
 */
import { MAX_EXPANDED_WINDOWS } from "./constants";
import type { DownloadWindow, DownloadsState, ShownText, WindowState } from "./types";

/** Text key of an item ended by a cancel (001 §8 "A cancelled item shows 'Cancelado'"). */
export const CANCELLED_ITEM_KEY = "downloads.item.cancelled";

/** The events that change the state. */
export type DownloadAction =
  | { type: "window-added"; window: DownloadWindow }
  | { type: "processing-started"; windowId: string }
  | { type: "item-preparing"; windowId: string; itemId: string }
  | { type: "item-completed"; windowId: string; itemId: string; fileName?: string }
  | { type: "item-failed"; windowId: string; itemId: string; error: ShownText }
  | { type: "finished"; windowId: string }
  | { type: "cancelled"; windowId: string }
  | { type: "minimized"; windowId: string }
  | { type: "expanded"; windowId: string }
  | { type: "closed"; windowId: string };

/** The state with no window. */
export const INITIAL_DOWNLOADS_STATE: DownloadsState = { windows: [] };

/** Whether a window's loop may still run (its state is `preparing` or `processing`). */
export function isRunning(window: DownloadWindow): boolean {
  return window.state === "preparing" || window.state === "processing";
}

/**
 * The state a window ends in once its loop is over (001 §4 "On finish"): `cancelled` if the user
 * cancelled, else `error` if any item failed (partial error), else `completed`.
 */
export function finalState(window: DownloadWindow): WindowState {
  if (window.isCancelled) return "cancelled";
  return window.items.some((item) => item.status === "error") ? "error" : "completed";
}

/**
 * Applies one event (001 §4). Never mutates `state`; an event that does not apply (unknown window,
 * wrong state) returns `state` itself.
 */
export function downloadsReducer(state: DownloadsState, action: DownloadAction): DownloadsState {
  switch (action.type) {
    case "window-added":
      if (state.windows.some((w) => w.id === action.window.id)) return state;
      return { windows: [...state.windows, { ...action.window, isMinimized: true }] };
    case "processing-started":
      return update(state, action.windowId, (w) =>
        w.state === "preparing" ? { ...w, state: "processing" } : w,
      );
    case "item-preparing":
      return updateItem(state, action.windowId, action.itemId, (item) =>
        item.status === "pending" ? { ...item, status: "preparing" } : item,
      );
    case "item-completed":
      return updateItem(state, action.windowId, action.itemId, (item) =>
        item.status === "preparing"
          ? {
              ...item,
              status: "completed",
              ...(action.fileName !== undefined ? { fileName: action.fileName } : {}),
            }
          : item,
      );
    case "item-failed":
      return updateItem(state, action.windowId, action.itemId, (item) =>
        item.status === "preparing" ? { ...item, status: "error", error: action.error } : item,
      );
    case "finished":
      return update(state, action.windowId, (w) =>
        w.state === "processing" ? { ...w, state: finalState(w) } : w,
      );
    case "cancelled":
      return update(state, action.windowId, (w) =>
        isRunning(w)
          ? {
              ...w,
              state: "cancelled",
              isCancelled: true,
              items: w.items.map((item) =>
                item.status === "pending" || item.status === "preparing"
                  ? { ...item, status: "error", cancelled: true, error: { key: CANCELLED_ITEM_KEY } }
                  : item,
              ),
            }
          : w,
      );
    case "minimized":
      return update(state, action.windowId, (w) => (w.isMinimized ? w : { ...w, isMinimized: true }));
    case "expanded":
      return expand(state, action.windowId);
    case "closed":
      return state.windows.some((w) => w.id === action.windowId)
        ? { windows: state.windows.filter((w) => w.id !== action.windowId) }
        : state;
  }
}

/**
 * Expands a window; when {@link MAX_EXPANDED_WINDOWS} others are already expanded, the oldest
 * expanded one (earliest `createdAt`, then earliest in the stack) is minimized first (001 §4).
 */
function expand(state: DownloadsState, windowId: string): DownloadsState {
  const target = state.windows.find((w) => w.id === windowId);
  if (!target || !target.isMinimized) return state;
  const expanded = state.windows
    .map((w, index) => ({ w, index }))
    .filter(({ w }) => !w.isMinimized)
    .sort((a, b) => a.w.createdAt - b.w.createdAt || a.index - b.index);
  const excess = expanded.length + 1 - MAX_EXPANDED_WINDOWS;
  const toMinimize = new Set(expanded.slice(0, Math.max(0, excess)).map(({ w }) => w.id));
  return {
    windows: state.windows.map((w) =>
      w.id === windowId
        ? { ...w, isMinimized: false }
        : toMinimize.has(w.id)
          ? { ...w, isMinimized: true }
          : w,
    ),
  };
}

function update(
  state: DownloadsState,
  windowId: string,
  change: (window: DownloadWindow) => DownloadWindow,
): DownloadsState {
  let changed = false;
  const windows = state.windows.map((w) => {
    if (w.id !== windowId) return w;
    const next = change(w);
    changed = next !== w;
    return next;
  });
  return changed ? { windows } : state;
}

function updateItem(
  state: DownloadsState,
  windowId: string,
  itemId: string,
  change: (item: DownloadWindow["items"][number]) => DownloadWindow["items"][number],
): DownloadsState {
  return update(state, windowId, (w) => {
    if (w.state !== "processing") return w;
    let changed = false;
    const items = w.items.map((item) => {
      if (item.id !== itemId) return item;
      const next = change(item);
      changed = next !== item;
      return next;
    });
    return changed ? { ...w, items } : w;
  });
}
