/** Leaving the page while a download runs (001 §4 "Page unload aborts processing downloads"). */
import { describe, expect, it, vi } from "vitest";
import { watchPageUnload } from "../../../src/lib/download-manager/page-unload";

function fakePage() {
  const target = new EventTarget();
  const fire = (type: string) => {
    const event = new Event(type, { cancelable: true }) as BeforeUnloadEvent;
    // Node's Event has a read-only returnValue; a browser's BeforeUnloadEvent's is writable.
    Object.defineProperty(event, "returnValue", { value: undefined, writable: true });
    target.dispatchEvent(event);
    return event;
  };
  return { page: target as unknown as Window, fire };
}

describe("watchPageUnload", () => {
  it("asks before leaving while busy, not when idle", () => {
    const { page, fire } = fakePage();
    let busy = true;
    watchPageUnload({ isBusy: () => busy, abortAll: vi.fn() }, page);
    const event = fire("beforeunload");
    expect(event.defaultPrevented).toBe(true);
    expect(event.returnValue).toBe("");
    busy = false;
    expect(fire("beforeunload").defaultPrevented).toBe(false);
  });

  it("aborts every running download when the page goes away; stops watching on cleanup", () => {
    const { page, fire } = fakePage();
    const abortAll = vi.fn();
    const stop = watchPageUnload({ isBusy: () => true, abortAll }, page);
    fire("pagehide");
    expect(abortAll).toHaveBeenCalledTimes(1);
    stop();
    fire("pagehide");
    expect(fire("beforeunload").defaultPrevented).toBe(false);
    expect(abortAll).toHaveBeenCalledTimes(1);
  });
});
