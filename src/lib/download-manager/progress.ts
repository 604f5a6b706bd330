import type { DownloadWindow } from "./types";

/** How far a window is (001 §4 "Progress counts completed and errored items"). */
export interface DownloadProgress {
  /** Items completed or in error. */
  done: number;
  completed: number;
  failed: number;
  total: number;
  /** `done / total` in percent, rounded to a whole number (001 §9); 0 for an empty window. */
  percent: number;
}

/**
 * The progress of a window: completed and errored items both count as done (001 §4), the percent
 * rounded (001 §9 "progress percent rounded").
 */
export function progressOf(window: Pick<DownloadWindow, "items">): DownloadProgress {
  const total = window.items.length;
  const completed = window.items.filter((item) => item.status === "completed").length;
  const failed = window.items.filter((item) => item.status === "error").length;
  const done = completed + failed;
  return { done, completed, failed, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
}
