/**
 * Where the windows sit (001 §4 "Minimizing or closing repositions the remaining windows"; 001 §9
 * sizes). Pure: given the windows and the viewport, the box of each.
 */
import {
  EXPANDED_MULTIPLE_HEIGHT_PX,
  EXPANDED_SINGLE_HEIGHT_PX,
  MINIMIZED_HEIGHT_PX,
  REPOSITION_MS,
  WINDOW_OFFSET_PX,
  WINDOW_WIDTH_PX,
} from "./constants";
import type { DownloadWindow } from "./types";

/** A window's box, in px from the viewport's bottom-right corner. */
export interface WindowBox {
  bottom: number;
  right: number;
  width: number;
  height: number;
}

/**
 * A window's height, in px (001 §9): 110 minimized; expanded, 310 with one item or none, 410 with
 * more.
 */
export function windowHeight(window: Pick<DownloadWindow, "isMinimized" | "items">): number {
  if (window.isMinimized) return MINIMIZED_HEIGHT_PX;
  return window.items.length <= 1 ? EXPANDED_SINGLE_HEIGHT_PX : EXPANDED_MULTIPLE_HEIGHT_PX;
}

/**
 * Stacks the windows at the bottom right (001 §9 "stacked with 20 px offsets"): the oldest 20 px
 * from the bottom and right edges, each next one 20 px above the previous. A window that would
 * cross the viewport's top edge starts a new column, 20 px left of the previous one (so a short
 * viewport never hides a window; recomputed on resize, debounced by `RESIZE_DEBOUNCE_MS`). The
 * first window of a column always goes at the bottom, however small the viewport.
 * @param windows - in stack order (oldest first).
 * @param viewportHeight - the viewport's inner height, in px.
 * @returns one box per window, in the same order.
 */
export function layoutWindows(
  windows: ReadonlyArray<Pick<DownloadWindow, "isMinimized" | "items">>,
  viewportHeight: number,
): WindowBox[] {
  const boxes: WindowBox[] = [];
  let bottom = WINDOW_OFFSET_PX;
  let right = WINDOW_OFFSET_PX;
  let columnEmpty = true;
  for (const window of windows) {
    const height = windowHeight(window);
    if (!columnEmpty && bottom + height + WINDOW_OFFSET_PX > viewportHeight) {
      right += WINDOW_WIDTH_PX + WINDOW_OFFSET_PX;
      bottom = WINDOW_OFFSET_PX;
    }
    boxes.push({ bottom, right, width: WINDOW_WIDTH_PX, height });
    bottom += height + WINDOW_OFFSET_PX;
    columnEmpty = false;
  }
  return boxes;
}

/**
 * The CSS transition that animates a window to its new place and size in 600 ms (001 §9
 * "repositioning animation 600 ms").
 */
export function repositionTransition(durationMs: number = REPOSITION_MS): string {
  return ["bottom", "right", "height"].map((property) => `${property} ${durationMs}ms ease`).join(", ");
}
