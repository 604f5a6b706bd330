/**
 * The bulk runner (001 §4 "For many accounts, one call is made per account. The number of accounts
 * affected is shown afterward"; issue 7 §3, §6 "bulk runner (bounded concurrency, partial failure,
 * cancel)"), driven by fake calls whose completion the test controls.
 */
import { describe, expect, it } from "vitest";
import { chunk, runBulk, type BulkProgress } from "../../../src/lib/bulk-runner";

/** A call whose every invocation waits until the test settles it. */
function controlledCalls() {
  const pending = new Map<
    number,
    { resolve(v: string): void; reject(e: unknown): void; signal: AbortSignal }
  >();
  let inFlight = 0;
  let peak = 0;
  const started: number[] = [];
  const call = (item: number, { signal }: { signal: AbortSignal }) =>
    new Promise<string>((resolve, reject) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      started.push(item);
      const settle = () => {
        inFlight--;
        pending.delete(item);
      };
      pending.set(item, {
        resolve: (v) => (settle(), resolve(v)),
        reject: (e) => (settle(), reject(e)),
        signal,
      });
      signal.addEventListener("abort", () => {
        if (!pending.has(item)) return;
        settle();
        reject(new DOMException("Aborted", "AbortError"));
      });
    });
  return {
    call,
    pending,
    started,
    get inFlight() {
      return inFlight;
    },
    get peak() {
      return peak;
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("runBulk", () => {
  it("keeps at most `concurrency` calls in flight and starts the next one as one finishes", async () => {
    const fake = controlledCalls();
    const items = Array.from({ length: 10 }, (_, i) => i);
    const running = runBulk(items, fake.call, { concurrency: 3 });
    await tick();
    expect(fake.started).toEqual([0, 1, 2]);
    fake.pending.get(1)!.resolve("one");
    await tick();
    expect(fake.started).toEqual([0, 1, 2, 3]);
    expect(fake.inFlight).toBe(3);
    while (fake.pending.size > 0) {
      for (const [, p] of [...fake.pending]) p.resolve("ok");
      await tick();
    }
    const report = await running;
    expect(fake.peak).toBe(3);
    expect(report.affected).toBe(10);
    expect(report.failures).toEqual([]);
    expect(report.cancelled).toBe(false);
  });

  it("defaults to 4 in flight", async () => {
    const fake = controlledCalls();
    const running = runBulk(
      Array.from({ length: 9 }, (_, i) => i),
      fake.call,
    );
    await tick();
    expect(fake.inFlight).toBe(4);
    while (fake.pending.size > 0) {
      for (const [, p] of [...fake.pending]) p.resolve("ok");
      await tick();
    }
    await running;
    expect(fake.peak).toBe(4);
  });

  it("goes on after failures and reports each failed item with its message, in input order", async () => {
    const progress: BulkProgress[] = [];
    const report = await runBulk(
      ["a", "b", "c", "d", "e"],
      async (item, { index }) => {
        // Finish out of order: later items first.
        await new Promise((resolve) => setTimeout(resolve, (5 - index) * 2));
        if (item === "b" || item === "e") throw new Error(`refused ${item}`);
        return item.toUpperCase();
      },
      { concurrency: 5, onProgress: (p) => progress.push(p) },
    );
    expect(report.total).toBe(5);
    expect(report.affected).toBe(3);
    expect(report.results.map((r) => r.result)).toEqual(["A", "C", "D"]);
    expect(report.failures.map((f) => [f.item, f.index, f.message])).toEqual([
      ["b", 1, "refused b"],
      ["e", 4, "refused e"],
    ]);
    expect(report.notStarted).toEqual([]);
    expect(progress[0]).toEqual({ done: 0, failed: 0, total: 5 });
    expect(progress.at(-1)).toEqual({ done: 3, failed: 2, total: 5 });
    expect(progress).toHaveLength(6);
  });

  it("uses messageOf for the failure text", async () => {
    const report = await runBulk([1], () => Promise.reject({ code: 409 }), {
      messageOf: (e) => `code ${(e as { code: number }).code}`,
    });
    expect(report.failures[0].message).toBe("code 409");
  });

  it("on cancel starts nothing more, aborts the calls in flight and reports the rest as not started", async () => {
    const fake = controlledCalls();
    const controller = new AbortController();
    const running = runBulk([0, 1, 2, 3, 4, 5], fake.call, { concurrency: 2, signal: controller.signal });
    await tick();
    fake.pending.get(0)!.resolve("ok");
    await tick();
    expect(fake.started).toEqual([0, 1, 2]);
    const signals = [...fake.pending.values()].map((p) => p.signal);
    controller.abort();
    const report = await running;
    expect(signals.every((s) => s.aborted)).toBe(true);
    expect(fake.started).toEqual([0, 1, 2]);
    expect(report.affected).toBe(1);
    expect(report.failures).toEqual([]);
    expect(report.notStarted).toEqual([1, 2, 3, 4, 5]);
    expect(report.cancelled).toBe(true);
    expect(report.affected + report.failures.length + report.notStarted.length).toBe(report.total);
  });

  it("an already aborted signal starts nothing", async () => {
    const fake = controlledCalls();
    const report = await runBulk([1, 2], fake.call, { signal: AbortSignal.abort() });
    expect(fake.started).toEqual([]);
    expect(report.notStarted).toEqual([1, 2]);
  });

  it("gives every item its own idempotency key, and the call its index", async () => {
    let n = 0;
    const seen: [number, string][] = [];
    await runBulk(
      ["x", "y", "z"],
      async (_item, { idempotencyKey, index }) => {
        seen.push([index, idempotencyKey]);
      },
      { newKey: () => `key-${++n}` },
    );
    expect(new Set(seen.map(([, key]) => key)).size).toBe(3);
    expect(seen.map(([index]) => index).sort()).toEqual([0, 1, 2]);
  });

  it("an empty input ends at once with an empty report", async () => {
    const report = await runBulk([], () => Promise.resolve());
    expect(report).toMatchObject({ total: 0, affected: 0, failures: [], notStarted: [], cancelled: false });
  });
});

describe("chunk", () => {
  it("splits into chunks of at most size", () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 3)).toEqual([]);
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });
});

describe("runBulk re-reads before it reports (issue 17 §3)", () => {
  it("an item whose call failed but whose change the server holds counts as affected", async () => {
    const asked: number[] = [];
    const report = await runBulk(
      [1, 2, 3],
      async (item) => {
        if (item !== 1) throw new Error(`lost ${item}`);
        return "ok";
      },
      {
        confirm: async (item) => {
          asked.push(item);
          return item === 2;
        },
      },
    );
    expect(asked).toEqual([2, 3]);
    expect(report.affected).toBe(2);
    expect(report.results.map((result) => result.item)).toEqual([1, 2]);
    expect(report.failures.map((failure) => failure.item)).toEqual([3]);
  });

  it("a confirm that throws keeps the failure; a cancelled item is never re-read", async () => {
    const controller = new AbortController();
    let asked = 0;
    const report = await runBulk(
      [1, 2],
      async (item, { signal }) => {
        if (item === 1) throw new Error("lost");
        controller.abort();
        if (signal.aborted) throw new Error("aborted");
        return "ok";
      },
      {
        concurrency: 1,
        signal: controller.signal,
        confirm: async () => {
          asked += 1;
          throw new Error("re-read failed");
        },
      },
    );
    expect(asked).toBe(1);
    expect(report.failures.map((failure) => failure.item)).toEqual([1]);
    expect(report.notStarted).toEqual([2]);
  });
});
