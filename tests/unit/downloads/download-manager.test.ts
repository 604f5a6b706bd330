/**
 * The download loop (001 §4 "Download manager"): prepare then fetch each item, cancel aborts the
 * request in flight and stops the loop, completed windows close after 3 s (fake clock), bounded
 * windows at once, page unload. The network is injected.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DownloadCalls, PreparedFile } from "../../../src/lib/download-manager/download-queries";
import {
  createDownloadManager,
  type DownloadManager,
} from "../../../src/lib/download-manager/download-manager";
import type { DownloadType } from "../../../src/lib/download-manager/types";

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Calls whose answers the test releases one by one; each records the signal it got. */
function fakeCalls() {
  const log: string[] = [];
  const signals: AbortSignal[] = [];
  const pendingPrepares = new Map<string, Deferred<PreparedFile>>();
  const calls: DownloadCalls = {
    prepare: vi.fn((type: DownloadType, sourceId: string, signal: AbortSignal) => {
      log.push(`prepare ${type} ${sourceId}`);
      signals.push(signal);
      const d = deferred<PreparedFile>();
      pendingPrepares.set(sourceId, d);
      signal.addEventListener("abort", () => d.reject(new DOMException("aborted", "AbortError")));
      return d.promise;
    }),
    fetchFile: vi.fn(async (prepared: PreparedFile, signal: AbortSignal) => {
      log.push(`fetch ${prepared.downloadUrl}`);
      signals.push(signal);
      return { blob: new Blob(["x"]), fileName: `${prepared.downloadUrl}.zip` };
    }),
    errorText: (type, error) => ({ text: `${type}: ${(error as Error).message}` }),
  };
  const answer = async (sourceId: string) => {
    pendingPrepares.get(sourceId)?.resolve({ downloadUrl: `url-${sourceId}` });
    await vi.advanceTimersByTimeAsync(0);
  };
  const fail = async (sourceId: string, message: string) => {
    pendingPrepares.get(sourceId)?.reject(new Error(message));
    await vi.advanceTimersByTimeAsync(0);
  };
  return { calls, log, signals, answer, fail };
}

let manager: DownloadManager;
const saved: string[] = [];
const setup = (fake = fakeCalls(), maxRunning?: number) => {
  manager = createDownloadManager({
    loadCalls: async () => fake.calls,
    save: (_blob, name) => saved.push(name),
    now: () => Date.now(),
    ...(maxRunning ? { maxRunning } : {}),
  });
  return fake;
};
const win = (id: string) => manager.getState().windows.find((w) => w.id === id);
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  saved.length = 0;
});
afterEach(() => {
  manager.dispose();
  vi.useRealTimers();
});

describe("the loop (001 §4)", () => {
  it("prepares then fetches each item in turn, saves it, completes, closes itself after 3 s", async () => {
    const fake = setup();
    const id = manager.start({ type: "account-files-download", accountId: ["a1", "a2"] });
    expect(win(id)).toMatchObject({ state: "preparing", isMinimized: true });
    await flush();
    expect(win(id)?.state).toBe("processing");
    expect(win(id)?.items.map((i) => i.status)).toEqual(["preparing", "pending"]);
    await fake.answer("a1");
    expect(win(id)?.items.map((i) => i.status)).toEqual(["completed", "preparing"]);
    await fake.answer("a2");
    expect(fake.log).toEqual([
      "prepare account-files-download a1",
      "fetch url-a1",
      "prepare account-files-download a2",
      "fetch url-a2",
    ]);
    expect(saved).toEqual(["url-a1.zip", "url-a2.zip"]);
    expect(win(id)?.state).toBe("completed");
    expect(win(id)?.items[0].fileName).toBe("url-a1.zip");
    await vi.advanceTimersByTimeAsync(2999);
    expect(win(id)).toBeDefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(win(id)).toBeUndefined();
  });

  it("a settlement download prepares its origin invoice group", async () => {
    const fake = setup();
    manager.start({ type: "settlement-download", originInvoiceGroupId: "g7" });
    await flush();
    expect(fake.log).toEqual(["prepare settlement-download g7"]);
  });

  it("a failed item shows its text, the loop goes on, the window ends in error and stays open", async () => {
    const fake = setup();
    const id = manager.start({ type: "account-files-download", accountId: ["a1", "a2"] });
    await flush();
    await fake.fail("a1", "nope");
    await fake.answer("a2");
    expect(win(id)?.state).toBe("error");
    expect(win(id)?.items[0]).toMatchObject({
      status: "error",
      error: { text: "account-files-download: nope" },
    });
    expect(win(id)?.items[1].status).toBe("completed");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(win(id)?.state).toBe("error");
  });

  it("names a file from Content-Disposition, else the prepare answer, else the id", async () => {
    const fake = setup();
    let answerName: string | undefined = "from-prepare.zip";
    fake.calls.fetchFile = vi.fn(async () => ({ blob: new Blob(["x"]) }));
    fake.calls.prepare = vi.fn(async () => ({
      downloadUrl: "u",
      ...(answerName ? { fileName: answerName } : {}),
    }));
    manager.start({ type: "account-files-download", accountId: "a1" });
    await flush();
    answerName = undefined;
    manager.start({ type: "account-files-download", accountId: "a2" });
    await flush();
    expect(saved).toEqual(["from-prepare.zip", "a2.zip"]);
  });

  it("a module that fails to load fails every item with the type's unknown text", async () => {
    manager = createDownloadManager({
      loadCalls: () => Promise.reject(new Error("chunk")),
      save: () => undefined,
    });
    const id = manager.start({ type: "settlement-download", originInvoiceGroupId: "g" });
    await flush();
    expect(win(id)?.state).toBe("error");
    expect(win(id)?.items[0].error).toEqual({ key: "downloads.errors.settlement.unknown" });
  });
});

describe("cancel (001 §4)", () => {
  it("aborts the request in flight, stops the loop and leaves the window cancelled", async () => {
    const fake = setup();
    const id = manager.start({ type: "account-files-download", accountId: ["a1", "a2", "a3"] });
    await flush();
    await fake.answer("a1");
    expect(fake.signals.at(-1)?.aborted).toBe(false);
    manager.cancel(id);
    await flush();
    expect(fake.signals.every((s) => s.aborted)).toBe(true);
    expect(fake.log).toEqual([
      "prepare account-files-download a1",
      "fetch url-a1",
      "prepare account-files-download a2",
    ]);
    expect(win(id)?.state).toBe("cancelled");
    expect(win(id)?.items.map((i) => [i.status, i.cancelled ?? false])).toEqual([
      ["completed", false],
      ["error", true],
      ["error", true],
    ]);
    // A cancelled window does not close by itself.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(win(id)?.state).toBe("cancelled");
  });

  it("closing a running window cancels it first", async () => {
    const fake = setup();
    const id = manager.start({ type: "account-files-download", accountId: "a1" });
    await flush();
    manager.close(id);
    expect(fake.signals[0].aborted).toBe(true);
    expect(win(id)).toBeUndefined();
  });

  it("closing a completed window before its 3 s leaves no timer behind", async () => {
    const fake = setup();
    const id = manager.start({ type: "account-files-download", accountId: "a1" });
    await flush();
    await fake.answer("a1");
    manager.close(id);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("bounded (at most 2 windows loop at once)", () => {
  it("a third window waits in preparing until one ends", async () => {
    const fake = setup();
    const a = manager.start({ type: "account-files-download", accountId: "a" });
    const b = manager.start({ type: "account-files-download", accountId: "b" });
    const c = manager.start({ type: "account-files-download", accountId: "c" });
    await flush();
    expect([win(a)?.state, win(b)?.state, win(c)?.state]).toEqual(["processing", "processing", "preparing"]);
    expect(fake.log).toHaveLength(2);
    await fake.answer("a");
    await flush();
    expect(win(c)?.state).toBe("processing");
    expect(fake.log.at(-1)).toBe("prepare account-files-download c");
  });

  it("a queued window can be cancelled before it starts, and never starts", async () => {
    const fake = setup(fakeCalls(), 1);
    const a = manager.start({ type: "account-files-download", accountId: "a" });
    const b = manager.start({ type: "account-files-download", accountId: "b" });
    await flush();
    manager.cancel(b);
    await fake.answer("a");
    await flush();
    expect(win(a)?.state).toBe("completed");
    expect(win(b)?.state).toBe("cancelled");
    expect(fake.log.some((line) => line.endsWith(" b"))).toBe(false);
  });
});

describe("windows (001 §4)", () => {
  it("start minimized; at most 2 expanded, the oldest expanded one minimized first", async () => {
    setup();
    const a = manager.start({ type: "account-files-download", accountId: "a" });
    vi.advanceTimersByTime(10);
    const b = manager.start({ type: "account-files-download", accountId: "b" });
    vi.advanceTimersByTime(10);
    const c = manager.start({ type: "account-files-download", accountId: "c" });
    manager.expand(a);
    manager.expand(b);
    manager.expand(c);
    expect(manager.getState().windows.map((w) => [w.id, w.isMinimized])).toEqual([
      [a, true],
      [b, false],
      [c, false],
    ]);
    manager.minimize(c);
    expect(win(c)?.isMinimized).toBe(true);
  });

  it("notifies subscribers on each change and stops after unsubscribe", async () => {
    setup();
    const listener = vi.fn();
    const off = manager.subscribe(listener);
    const id = manager.start({ type: "account-files-download", accountId: "a" });
    expect(listener).toHaveBeenCalledTimes(1);
    off();
    manager.expand(id);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe("page unload (001 §4)", () => {
  it("busy while a window runs; abortAll cancels every running one", async () => {
    const fake = setup();
    expect(manager.isBusy()).toBe(false);
    const a = manager.start({ type: "account-files-download", accountId: "a" });
    const b = manager.start({ type: "settlement-download", originInvoiceGroupId: "g" });
    expect(manager.isBusy()).toBe(true);
    await flush();
    manager.abortAll();
    expect(fake.signals.map((s) => s.aborted)).toEqual([true, true]);
    expect([win(a)?.state, win(b)?.state]).toEqual(["cancelled", "cancelled"]);
    expect(manager.isBusy()).toBe(false);
  });
});
