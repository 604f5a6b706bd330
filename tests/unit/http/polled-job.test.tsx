// @vitest-environment jsdom
/**
 * The one polled-job hook (issue 18 §2; DESIGN.md §12 "a 202"; 000 §4, §7 "202 gives a location
 * polled by GET until status is not IN_PROGRESS", §9 "Polling interval: twice the delay (2
 * seconds)"): src/lib/use-polled-job.ts over providers/http/poll.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { StrictMode } from "react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { BASE, makeClient, server } from "./support";
import {
  acceptedJob,
  PollFailedError,
  PollTimeoutError,
  sleep,
  type AcceptedJob,
} from "../../../providers/http";
import { usePolledJob, type PolledJobOptions } from "../../../src/lib/use-polled-job";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A job started by POST /jobs (202, optional Retry-After) whose GETs answer `statuses` in turn. */
function backend(statuses: Array<Record<string, unknown>>, retryAfter?: string) {
  const calls = { posts: 0, gets: 0 };
  server.use(
    http.post(`${BASE}/jobs`, () => {
      calls.posts += 1;
      return HttpResponse.json(
        { id: 7, status: "IN_PROGRESS" },
        {
          status: 202,
          headers: { Location: "/api/jobs/7", ...(retryAfter ? { "Retry-After": retryAfter } : {}) },
        },
      );
    }),
    http.get(`${BASE}/jobs/7`, () => {
      calls.gets += 1;
      return HttpResponse.json(statuses[Math.min(calls.gets, statuses.length) - 1]);
    }),
  );
  return calls;
}

describe("usePolledJob", () => {
  it("starts a job, reports its Location, counts pending answers and ends with the result (2 s apart)", async () => {
    const calls = backend([{ status: "IN_PROGRESS" }, { status: "PENDING" }, { status: "COMPLETED", n: 1 }]);
    const { client, sleep: wait } = makeClient();
    const onAccepted = vi.fn<(job: AcceptedJob) => void>();
    const { result } = renderHook(() => usePolledJob<{ status: string; n: number }>(client, { onAccepted }));
    expect(result.current.status).toBe("idle");

    act(() => result.current.start(async () => acceptedJob(await client.post("jobs"))));
    await waitFor(() => expect(result.current.status).toBe("done"));

    expect(result.current.result).toEqual({ status: "COMPLETED", n: 1 });
    expect(result.current.attempts).toBe(2);
    expect(result.current.location).toBe("/api/jobs/7");
    expect(onAccepted).toHaveBeenCalledTimes(1);
    expect(onAccepted.mock.calls[0][0]).toMatchObject({ location: "/api/jobs/7", body: { id: 7 } });
    expect(calls).toEqual({ posts: 1, gets: 3 });
    // 000 §9: no Retry-After, so every wait is 2 × retry.delayMs.
    expect(wait.mock.calls.map(([ms]) => ms)).toEqual([2000, 2000, 2000]);
  });

  it("honours the 202's Retry-After", async () => {
    backend([{ status: "IN_PROGRESS" }, { status: "COMPLETED" }], "6");
    const { client, sleep: wait } = makeClient();
    const { result } = renderHook(() => usePolledJob(client));
    act(() => result.current.start(async () => acceptedJob(await client.post("jobs"))));
    await waitFor(() => expect(result.current.status).toBe("done"));
    expect(wait.mock.calls.map(([ms]) => ms)).toEqual([6000, 2000]);
  });

  it("resumes a kept Location without a second POST (a reload), and ignores a second start while polling", async () => {
    const calls = backend([{ status: "IN_PROGRESS" }, { status: "COMPLETED" }]);
    const { client } = makeClient();
    const { result } = renderHook(() => usePolledJob(client, { location: "/api/jobs/7" }));
    await waitFor(() => expect(result.current.status).toBe("done"));
    expect(calls).toEqual({ posts: 0, gets: 2 });
    expect(result.current.location).toBe("/api/jobs/7");
  });

  it("under StrictMode (mount, trial unmount, mount) a kept Location is polled by one loop", async () => {
    const calls = backend([{ status: "IN_PROGRESS" }, { status: "COMPLETED" }]);
    const { client } = makeClient();
    const { result } = renderHook(() => usePolledJob(client, { location: "/api/jobs/7" }), {
      wrapper: StrictMode,
    });
    await waitFor(() => expect(result.current.status).toBe("done"));
    expect(calls).toEqual({ posts: 0, gets: 2 });
  });

  it("the caller keeping the reported Location does not start a second poll", async () => {
    const calls = backend([{ status: "IN_PROGRESS" }, { status: "IN_PROGRESS" }, { status: "COMPLETED" }]);
    const { client } = makeClient();
    const { result, rerender } = renderHook((props: PolledJobOptions) => usePolledJob(client, props), {
      initialProps: {},
    });
    const begin = async () => acceptedJob(await client.post("jobs"));
    act(() => {
      result.current.start(begin);
      // A double click: ignored while the job starts.
      result.current.start(begin);
    });
    await waitFor(() => expect(result.current.location).toBe("/api/jobs/7"));
    rerender({ location: result.current.location });
    await waitFor(() => expect(result.current.status).toBe("done"));
    expect(calls).toEqual({ posts: 1, gets: 3 });
  });

  it("aborts on unmount: nothing is sent after it", async () => {
    let gets = 0;
    server.use(
      http.get(`${BASE}/jobs/7`, () => {
        gets += 1;
        return HttpResponse.json({ status: "IN_PROGRESS" });
      }),
    );
    const signals: AbortSignal[] = [];
    const { client } = makeClient({
      retry: { maxAttempts: 0, delayMs: 10 },
      sleep: (ms, signal) => {
        if (signal) signals.push(signal);
        return sleep(ms, signal);
      },
    });
    const { result, unmount } = renderHook(() => usePolledJob(client, { location: "/api/jobs/7" }));
    await waitFor(() => expect(gets).toBeGreaterThanOrEqual(2));
    expect(result.current.status).toBe("polling");
    unmount();
    const after = gets;
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(gets).toBe(after);
    expect(signals.at(-1)?.aborted).toBe(true);
  });

  it("one ceiling: PollTimeoutError from the client's pollCeilingMs; retry polls the same Location again", async () => {
    let gets = 0;
    let done = false;
    server.use(
      http.get(`${BASE}/jobs/7`, () => {
        gets += 1;
        return HttpResponse.json({ status: done ? "COMPLETED" : "IN_PROGRESS" });
      }),
    );
    // A clock that moves only when the poll waits.
    let clock = 1_000_000;
    const now = vi.spyOn(Date, "now").mockImplementation(() => clock);
    const { client } = makeClient({
      pollCeilingMs: 5000,
      sleep: async (ms) => {
        clock += ms;
      },
    });
    const { result } = renderHook(() => usePolledJob(client, { location: "/api/jobs/7" }));
    await waitFor(() => expect(result.current.status).toBe("failed"));
    now.mockRestore();
    expect(result.current.error).toBeInstanceOf(PollTimeoutError);
    // waits of 2 s against 5 s: two GETs, then the next wait would pass the ceiling.
    expect(gets).toBe(2);

    done = true;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe("done"));
    expect(gets).toBe(3);
  });

  it("status ERROR fails with PollFailedError carrying the final answer; a failed start is an error too", async () => {
    backend([{ status: "ERROR", errorMessage: "not covered" }]);
    const { client } = makeClient();
    const { result } = renderHook(() => usePolledJob(client));
    act(() => result.current.start(async () => acceptedJob(await client.post("jobs"))));
    await waitFor(() => expect(result.current.status).toBe("failed"));
    expect(result.current.error).toBeInstanceOf(PollFailedError);
    expect((result.current.error as PollFailedError).body).toEqual({
      status: "ERROR",
      errorMessage: "not covered",
    });

    const refused = new Error("400");
    act(() =>
      result.current.start(() => {
        throw refused;
      }),
    );
    await waitFor(() => expect(result.current.error).toBe(refused));
    expect(result.current.location).toBeUndefined();
  });
});
