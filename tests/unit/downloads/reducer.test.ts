/**
 * The download manager's state machine (001 §4 "Download manager"): every transition, the
 * two-expanded rule, the finish rule.
 */
import { describe, expect, it } from "vitest";
import { createWindow, sourceIdsOf } from "../../../src/lib/download-manager/create-window";
import {
  CANCELLED_ITEM_KEY,
  downloadsReducer,
  finalState,
  INITIAL_DOWNLOADS_STATE,
  type DownloadAction,
} from "../../../src/lib/download-manager/reducer";
import type { DownloadsState, DownloadWindow } from "../../../src/lib/download-manager/types";

const accountWindow = (id: string, accounts: string[] = ["a1", "a2"], createdAt = 1000): DownloadWindow =>
  createWindow({ type: "account-files-download", accountId: accounts }, id, createdAt);

const apply = (state: DownloadsState, ...actions: DownloadAction[]) =>
  actions.reduce(downloadsReducer, state);
const add = (...windows: DownloadWindow[]) =>
  apply(
    INITIAL_DOWNLOADS_STATE,
    ...windows.map((window): DownloadAction => ({ type: "window-added", window })),
  );
const win = (state: DownloadsState, id: string) => state.windows.find((w) => w.id === id)!;

describe("a new window (001 §3, §4)", () => {
  it("starts minimized, preparing, one pending item per id", () => {
    const window = accountWindow("w");
    expect(window).toMatchObject({
      state: "preparing",
      isMinimized: true,
      isCancelled: false,
      type: "account-files-download",
    });
    expect(window.items.map((i) => [i.sourceId, i.status])).toEqual([
      ["a1", "pending"],
      ["a2", "pending"],
    ]);
  });

  it("is added minimized even when handed expanded, and once per id", () => {
    const state = add({ ...accountWindow("w"), isMinimized: false });
    expect(win(state, "w").isMinimized).toBe(true);
    expect(downloadsReducer(state, { type: "window-added", window: accountWindow("w") })).toBe(state);
  });

  it("names each account's item by its invoice number, never its id (issue 18 §10)", () => {
    const window = createWindow(
      {
        type: "account-files-download",
        accountId: ["6ae91477-0000-4000-8000-000000000001", "b2", "c3"],
        invoiceNumbers: { "6ae91477-0000-4000-8000-000000000001": "FE-0031598", b2: "FE-0031599" },
      },
      "w",
      1000,
    );
    expect(window.items.map((i) => i.invoiceNumber)).toEqual(["FE-0031598", "FE-0031599", undefined]);
    const single = createWindow(
      { type: "account-files-download", accountId: "a1", invoiceNumber: "FE-1" },
      "s",
      1000,
    );
    expect(single.items[0]?.invoiceNumber).toBe("FE-1");
  });

  it("prepares one item for a settlement group, one per distinct account, and refuses none", () => {
    expect(sourceIdsOf({ type: "settlement-download", originInvoiceGroupId: "g1" })).toEqual(["g1"]);
    expect(sourceIdsOf({ type: "account-files-download", accountId: "a" })).toEqual(["a"]);
    expect(sourceIdsOf({ type: "account-files-download", accountId: ["a", "a", "b"] })).toEqual(["a", "b"]);
    expect(() => sourceIdsOf({ type: "account-files-download", accountId: [] })).toThrow();
    expect(() => sourceIdsOf({ type: "settlement-download", originInvoiceGroupId: "" })).toThrow();
  });
});

describe("window and item transitions (001 §4)", () => {
  const started = () => apply(add(accountWindow("w")), { type: "processing-started", windowId: "w" });

  it("preparing → processing; not again once processing", () => {
    const state = started();
    expect(win(state, "w").state).toBe("processing");
    expect(downloadsReducer(state, { type: "processing-started", windowId: "w" })).toBe(state);
  });

  it("items move pending → preparing → completed with the file name", () => {
    let state = apply(started(), { type: "item-preparing", windowId: "w", itemId: "w-0" });
    expect(win(state, "w").items[0].status).toBe("preparing");
    state = downloadsReducer(state, {
      type: "item-completed",
      windowId: "w",
      itemId: "w-0",
      fileName: "a1.zip",
    });
    expect(win(state, "w").items[0]).toMatchObject({ status: "completed", fileName: "a1.zip" });
  });

  it("items move preparing → error with their text", () => {
    const state = apply(
      started(),
      { type: "item-preparing", windowId: "w", itemId: "w-1" },
      { type: "item-failed", windowId: "w", itemId: "w-1", error: { text: "boom" } },
    );
    expect(win(state, "w").items[1]).toMatchObject({ status: "error", error: { text: "boom" } });
  });

  it("ignores item events out of order or while the window is not processing", () => {
    const preparing = add(accountWindow("w"));
    expect(downloadsReducer(preparing, { type: "item-preparing", windowId: "w", itemId: "w-0" })).toBe(
      preparing,
    );
    const state = started();
    expect(downloadsReducer(state, { type: "item-completed", windowId: "w", itemId: "w-0" })).toBe(state);
    expect(downloadsReducer(state, { type: "item-failed", windowId: "w", itemId: "w-0", error: {} })).toBe(
      state,
    );
    expect(downloadsReducer(state, { type: "item-preparing", windowId: "nope", itemId: "w-0" })).toBe(state);
  });

  it("finish: all completed → completed", () => {
    const state = apply(
      started(),
      { type: "item-preparing", windowId: "w", itemId: "w-0" },
      { type: "item-completed", windowId: "w", itemId: "w-0" },
      { type: "item-preparing", windowId: "w", itemId: "w-1" },
      { type: "item-completed", windowId: "w", itemId: "w-1" },
      { type: "finished", windowId: "w" },
    );
    expect(win(state, "w").state).toBe("completed");
  });

  it("finish: any item in error → error (partial error)", () => {
    const state = apply(
      started(),
      { type: "item-preparing", windowId: "w", itemId: "w-0" },
      { type: "item-failed", windowId: "w", itemId: "w-0", error: { text: "x" } },
      { type: "item-preparing", windowId: "w", itemId: "w-1" },
      { type: "item-completed", windowId: "w", itemId: "w-1" },
      { type: "finished", windowId: "w" },
    );
    expect(win(state, "w").state).toBe("error");
  });

  it("finish: a cancelled window stays cancelled (finalState says cancelled first)", () => {
    const cancelled = apply(started(), { type: "cancelled", windowId: "w" });
    expect(downloadsReducer(cancelled, { type: "finished", windowId: "w" })).toBe(cancelled);
    expect(finalState({ ...win(cancelled, "w"), state: "processing" })).toBe("cancelled");
  });

  it("finish applies only to a processing window", () => {
    const preparing = add(accountWindow("w"));
    expect(downloadsReducer(preparing, { type: "finished", windowId: "w" })).toBe(preparing);
  });

  it("cancel: processing → cancelled; the item in flight and the pending ones end as cancelled; done ones stay", () => {
    const state = apply(
      started(),
      { type: "item-preparing", windowId: "w", itemId: "w-0" },
      { type: "item-completed", windowId: "w", itemId: "w-0" },
      { type: "item-preparing", windowId: "w", itemId: "w-1" },
      { type: "cancelled", windowId: "w" },
    );
    expect(win(state, "w")).toMatchObject({ state: "cancelled", isCancelled: true });
    expect(win(state, "w").items.map((i) => i.status)).toEqual(["completed", "error"]);
    expect(win(state, "w").items[1]).toMatchObject({ cancelled: true, error: { key: CANCELLED_ITEM_KEY } });
    // A late answer changes nothing.
    expect(downloadsReducer(state, { type: "item-completed", windowId: "w", itemId: "w-1" })).toBe(state);
  });

  it("cancel: preparing → cancelled; a finished window cannot be cancelled", () => {
    expect(win(apply(add(accountWindow("w")), { type: "cancelled", windowId: "w" }), "w").state).toBe(
      "cancelled",
    );
    const done = apply(started(), { type: "finished", windowId: "w" });
    expect(downloadsReducer(done, { type: "cancelled", windowId: "w" })).toBe(done);
  });

  it("close removes the window; closing an unknown one changes nothing", () => {
    const state = add(accountWindow("w"), accountWindow("v"));
    expect(downloadsReducer(state, { type: "closed", windowId: "w" }).windows.map((w) => w.id)).toEqual([
      "v",
    ]);
    expect(downloadsReducer(state, { type: "closed", windowId: "x" })).toBe(state);
  });
});

describe("at most 2 expanded (001 §4, §9)", () => {
  const three = () =>
    add(accountWindow("a", ["1"], 1), accountWindow("b", ["1"], 2), accountWindow("c", ["1"], 3));
  const expanded = (state: DownloadsState) => state.windows.filter((w) => !w.isMinimized).map((w) => w.id);

  it("expanding a third minimizes the oldest expanded one first", () => {
    let state = apply(three(), { type: "expanded", windowId: "b" }, { type: "expanded", windowId: "a" });
    expect(expanded(state)).toEqual(["a", "b"]);
    state = downloadsReducer(state, { type: "expanded", windowId: "c" });
    expect(expanded(state)).toEqual(["b", "c"]);
  });

  it("oldest means created first, not expanded first", () => {
    const state = apply(
      three(),
      { type: "expanded", windowId: "c" },
      { type: "expanded", windowId: "b" },
      { type: "expanded", windowId: "a" },
    );
    expect(expanded(state)).toEqual(["a", "c"]);
  });

  it("minimize and expand are no-ops when already so", () => {
    const state = three();
    expect(downloadsReducer(state, { type: "minimized", windowId: "a" })).toBe(state);
    const open = downloadsReducer(state, { type: "expanded", windowId: "a" });
    expect(downloadsReducer(open, { type: "expanded", windowId: "a" })).toBe(open);
    expect(win(downloadsReducer(open, { type: "minimized", windowId: "a" }), "a").isMinimized).toBe(true);
  });
});
