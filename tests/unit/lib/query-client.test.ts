/**
 * The one way to say "do not fetch again what was just prefetched" (src/lib/query-client.ts): a
 * query asked ahead for a screen serves the readers mounting on it within its freshness, once.
 */
import { QueryObserver, type QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient, prefetchForMount } from "../../../src/lib/query-client";

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function counted() {
  let calls = 0;
  return {
    options: { queryKey: ["thing", 1] as const, queryFn: async () => ({ n: ++calls }) },
    calls: () => calls,
  };
}

async function mount(client: QueryClient, options: ReturnType<typeof counted>["options"]) {
  const observer = new QueryObserver(client, options);
  const stop = observer.subscribe(() => undefined);
  await tick();
  return stop;
}

describe("prefetchForMount and the session's query client", () => {
  it("the readers mounting on a query asked ahead do not ask again", async () => {
    const client = createQueryClient();
    const thing = counted();
    await prefetchForMount(client, thing.options, 1_000);
    const stops = [await mount(client, thing.options), await mount(client, thing.options)];
    expect(thing.calls()).toBe(1);
    stops.forEach((stop) => stop());
  });

  it("once its readers are gone, the query is like any other: a new reader asks again", async () => {
    const client = createQueryClient();
    const thing = counted();
    await prefetchForMount(client, thing.options, 60_000);
    (await mount(client, thing.options))();
    (await mount(client, thing.options))();
    await vi.waitFor(() => expect(thing.calls()).toBe(2));
  });

  it("an invalidated answer (after a change) or one older than its freshness is asked again", async () => {
    const client = createQueryClient();
    const thing = counted();
    await prefetchForMount(client, thing.options, 60_000);
    await client.invalidateQueries({ queryKey: thing.options.queryKey, refetchType: "none" });
    const stop = await mount(client, thing.options);
    await vi.waitFor(() => expect(thing.calls()).toBe(2));
    stop();

    const late = createQueryClient();
    const other = counted();
    await prefetchForMount(late, other.options, 50);
    await new Promise((resolve) => setTimeout(resolve, 80));
    const stopLate = await mount(late, other.options);
    await vi.waitFor(() => expect(other.calls()).toBe(2));
    stopLate();
  });

  it("a query not asked ahead is asked on mount when stale, as react-query does", async () => {
    const client = createQueryClient();
    const thing = counted();
    await client.prefetchQuery(thing.options);
    const stop = await mount(client, thing.options);
    await vi.waitFor(() => expect(thing.calls()).toBe(2));
    stop();
  });
});
