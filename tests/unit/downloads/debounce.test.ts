/** Resize handling debounced at 300 ms (001 §9). */
import { afterEach, describe, expect, it, vi } from "vitest";
import { debounce } from "../../../src/lib/download-manager/debounce";
import { RESIZE_DEBOUNCE_MS } from "../../../src/lib/download-manager/constants";

afterEach(() => vi.useRealTimers());

describe("debounce", () => {
  it("calls once, 300 ms after the last call, with the last arguments", () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const debounced = debounce(fn, RESIZE_DEBOUNCE_MS);
    debounced(1);
    vi.advanceTimersByTime(200);
    debounced(2);
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
  });

  it("cancel drops the pending call", () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const debounced = debounce(fn, 300);
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});
