/** Layout of the windows (001 §4 repositioning, §9 sizes) and progress (001 §4, §9). */
import { describe, expect, it } from "vitest";
import * as C from "../../../src/lib/download-manager/constants";
import { layoutWindows, repositionTransition, windowHeight } from "../../../src/lib/download-manager/layout";
import { progressOf } from "../../../src/lib/download-manager/progress";
import type { DownloadItem } from "../../../src/lib/download-manager/types";

const items = (...statuses: DownloadItem["status"][]): DownloadItem[] =>
  statuses.map((status, i) => ({ id: `i${i}`, status, sourceId: `s${i}` }));

describe("001 §9 constants", () => {
  it("are the specified values", () => {
    expect(C).toMatchObject({
      MAX_EXPANDED_WINDOWS: 2,
      AUTO_CLOSE_MS: 3000,
      WINDOW_OFFSET_PX: 20,
      MINIMIZED_HEIGHT_PX: 110,
      EXPANDED_SINGLE_HEIGHT_PX: 310,
      EXPANDED_MULTIPLE_HEIGHT_PX: 410,
      WINDOW_WIDTH_PX: 420,
      ITEM_LIST_MAX_HEIGHT_PX: 190,
      REPOSITION_MS: 600,
      RESIZE_DEBOUNCE_MS: 300,
    });
  });
});

describe("window height (001 §9)", () => {
  it("is 110 minimized, 310 expanded with one item or none, 410 with more", () => {
    expect(windowHeight({ isMinimized: true, items: items("pending", "pending") })).toBe(110);
    expect(windowHeight({ isMinimized: false, items: [] })).toBe(310);
    expect(windowHeight({ isMinimized: false, items: items("pending") })).toBe(310);
    expect(windowHeight({ isMinimized: false, items: items("pending", "pending") })).toBe(410);
  });
});

describe("stacking (001 §4, §9)", () => {
  it("stacks bottom-right with 20 px offsets, oldest at the bottom", () => {
    const boxes = layoutWindows(
      [
        { isMinimized: true, items: items("pending") },
        { isMinimized: false, items: items("pending", "pending") },
        { isMinimized: false, items: items("pending") },
      ],
      2000,
    );
    expect(boxes).toEqual([
      { bottom: 20, right: 20, width: 420, height: 110 },
      { bottom: 150, right: 20, width: 420, height: 410 },
      { bottom: 580, right: 20, width: 420, height: 310 },
    ]);
  });

  it("repositions the remaining windows when one is minimized or closed", () => {
    const a = { isMinimized: false, items: items("pending", "pending") };
    const b = { isMinimized: true, items: items("pending") };
    expect(layoutWindows([a, b], 2000)[1].bottom).toBe(450);
    expect(layoutWindows([{ ...a, isMinimized: true }, b], 2000)[1].bottom).toBe(150);
    expect(layoutWindows([b], 2000)[0].bottom).toBe(20);
  });

  it("starts a new column to the left when the viewport is too short (resize)", () => {
    const w = { isMinimized: false, items: items("pending", "pending") };
    const boxes = layoutWindows([w, w, w], 900);
    expect(boxes.map((b) => [b.bottom, b.right])).toEqual([
      [20, 20],
      [450, 20],
      [20, 460],
    ]);
    // Even a tiny viewport puts the first window of a column at the bottom.
    expect(layoutWindows([w], 100)[0]).toMatchObject({ bottom: 20, right: 20 });
  });

  it("animates moves in 600 ms", () => {
    expect(repositionTransition()).toBe("bottom 600ms ease, right 600ms ease, height 600ms ease");
  });
});

describe("progress (001 §4, §9)", () => {
  it("counts completed and errored items, percent rounded", () => {
    expect(progressOf({ items: items("completed", "error", "preparing") })).toEqual({
      done: 2,
      completed: 1,
      failed: 1,
      total: 3,
      percent: 67,
    });
    expect(progressOf({ items: items("completed", "pending", "pending") }).percent).toBe(33);
    expect(progressOf({ items: [] }).percent).toBe(0);
    expect(progressOf({ items: items("pending", "preparing") }).done).toBe(0);
  });
});
