/**
 * 202 + Location polling (000 §7 "202 gives a location polled by GET until status is not
 * IN_PROGRESS; 200 gives the result"; 000 §9 "Polling interval: twice the delay"; 001 §7
 * "Pending-result polling waits twice the configured delay"; DESIGN.md §4).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { delay, http, HttpResponse } from "msw";
import { BASE, makeClient, ORIGIN, server } from "./support";
import {
  acceptedJob,
  CrossOriginLocationError,
  followAccepted,
  isAbortError,
  MIN_RETRY_AFTER_MS,
  MissingLocationError,
  PollFailedError,
  pollLocation,
  PollTimeoutError,
  resolveSameOriginLocation,
  retryAfterOf,
  selectErrorMessage,
  sleep,
} from "../../../providers/http";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A job that answers `statuses` in turn (the last one repeats); counts GETs. */
function job(statuses: Array<Record<string, unknown>>) {
  let gets = 0;
  server.use(
    http.get(`${BASE}/jobs/1`, () => {
      gets += 1;
      return HttpResponse.json(statuses[Math.min(gets, statuses.length) - 1]);
    }),
  );
  return { gets: () => gets };
}

describe("followAccepted / pollLocation (000 §7)", () => {
  it("000 §7: a 202 is polled every 2 × delay until COMPLETED and resolves with the final body", async () => {
    server.use(
      http.post(
        `${BASE}/arc/v1/providers/p/claims/9/void`,
        () => new HttpResponse(null, { status: 202, headers: { Location: "/api/jobs/1" } }),
      ),
    );
    const polled = job([
      { status: "IN_PROGRESS" },
      { status: "PENDING" },
      { status: "COMPLETED", claim_id: 9 },
    ]);
    const { client, sleep: wait } = makeClient();

    const response = await client.post("arc/v1/providers/p/claims/9/void");
    const result = await followAccepted(client, response);

    expect(result).toEqual({ status: "COMPLETED", claimId: 9 });
    expect(polled.gets()).toBe(3);
    expect(wait.mock.calls.map(([ms]) => ms)).toEqual([2000, 2000, 2000]);
  });

  it("000 §7: a 200 answer is returned as is, without polling", async () => {
    server.use(http.post(`${BASE}/search`, () => HttpResponse.json({ beneficiary_name: "Ana" })));
    const { client } = makeClient();
    const response = await client.post("search");
    await expect(followAccepted(client, response)).resolves.toEqual({ beneficiaryName: "Ana" });
  });

  it("a 202 without Location rejects with MissingLocationError", async () => {
    server.use(http.post(`${BASE}/search`, () => new HttpResponse(null, { status: 202 })));
    const { client } = makeClient();
    const response = await client.post("search");
    await expect(followAccepted(client, response)).rejects.toBeInstanceOf(MissingLocationError);
  });

  it("accepts an absolute same-origin Location and one relative to the API base", async () => {
    const polled = job([{ status: "COMPLETED" }]);
    const { client } = makeClient();
    await pollLocation(client, `${BASE}/jobs/1`);
    await pollLocation(client, "jobs/1");
    expect(polled.gets()).toBe(2);
  });

  it("DESIGN.md §4: a Location on another origin is rejected before any request", async () => {
    const { client } = makeClient();
    await expect(pollLocation(client, "http://evil.test/api/jobs/1")).rejects.toBeInstanceOf(
      CrossOriginLocationError,
    );
    await expect(pollLocation(client, "//evil.test/jobs/1")).rejects.toBeInstanceOf(CrossOriginLocationError);
    expect(() => resolveSameOriginLocation("https://portal.test/api/x", BASE)).toThrow(
      CrossOriginLocationError,
    );
    expect(resolveSameOriginLocation("/api/jobs/1", BASE)).toBe(`${ORIGIN}/api/jobs/1`);
  });

  it("000 §8: status ERROR rejects with the server's message", async () => {
    job([{ status: "IN_PROGRESS" }, { status: "ERROR", message: "Search failed at the sponsor" }]);
    const { client } = makeClient();
    const error: unknown = await pollLocation(client, "jobs/1").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PollFailedError);
    expect(selectErrorMessage(error)).toEqual({ text: "Search failed at the sponsor" });
  });

  it("pendingStatuses can be widened", async () => {
    const polled = job([{ status: "QUEUED" }, { status: "DONE" }]);
    const { client } = makeClient();
    await expect(pollLocation(client, "jobs/1", { pendingStatuses: ["QUEUED"] })).resolves.toEqual({
      status: "DONE",
    });
    expect(polled.gets()).toBe(2);
  });

  it("DESIGN.md §4: aborting the signal rejects with an abort error and sends no further request", async () => {
    const controller = new AbortController();
    let gets = 0;
    server.use(
      http.get(`${BASE}/jobs/1`, () => {
        gets += 1;
        if (gets === 2) controller.abort();
        return HttpResponse.json({ status: "IN_PROGRESS" });
      }),
    );
    const { client } = makeClient({ sleep });

    const error: unknown = await pollLocation(client, "jobs/1", {
      intervalMs: 10,
      signal: controller.signal,
    }).catch((caught: unknown) => caught);
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(isAbortError(error)).toBe(true);
    expect(gets).toBe(2);
  });

  it("an already aborted signal sends nothing", async () => {
    const polled = job([{ status: "COMPLETED" }]);
    const { client } = makeClient({ sleep });
    const controller = new AbortController();
    controller.abort();
    const error: unknown = await pollLocation(client, "jobs/1", { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(isAbortError(error)).toBe(true);
    expect(polled.gets()).toBe(0);
  });

  it("DESIGN.md §4: reaching the ceiling rejects with PollTimeoutError (errors.pollTimeout)", async () => {
    const polled = job([{ status: "IN_PROGRESS" }]);
    let clock = 0;
    const { client } = makeClient({
      sleep: async (ms) => {
        clock += ms;
      },
    });

    const error: unknown = await pollLocation(client, "jobs/1", {
      intervalMs: 2000,
      ceilingMs: 10_000,
      now: () => clock,
    }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(PollTimeoutError);
    expect((error as PollTimeoutError).ceilingMs).toBe(10_000);
    expect(selectErrorMessage(error)).toEqual({ key: "errors.pollTimeout" });
    expect(polled.gets()).toBe(5);
    expect(clock).toBe(10_000);
  });

  it("a GET that outlives the ceiling also ends in PollTimeoutError", async () => {
    server.use(
      http.get(`${BASE}/jobs/1`, async () => {
        await delay(1000);
        return HttpResponse.json({ status: "IN_PROGRESS" });
      }),
    );
    const { client } = makeClient({ sleep });
    await expect(pollLocation(client, "jobs/1", { intervalMs: 10, ceilingMs: 150 })).rejects.toBeInstanceOf(
      PollTimeoutError,
    );
  });
});

describe("Retry-After and the one ceiling (issue 18 §2; 000 §9 2 s fallback)", () => {
  it("the 202's Retry-After sets the first wait, a poll answer's the next; without one, 2 × delay", async () => {
    server.use(
      http.post(
        `${BASE}/jobs`,
        () =>
          new HttpResponse(null, { status: 202, headers: { Location: "/api/jobs/1", "Retry-After": "5" } }),
      ),
    );
    let gets = 0;
    server.use(
      http.get(`${BASE}/jobs/1`, () => {
        gets += 1;
        if (gets === 1)
          return HttpResponse.json({ status: "IN_PROGRESS" }, { headers: { "Retry-After": "3" } });
        if (gets === 2) return HttpResponse.json({ status: "IN_PROGRESS" });
        return HttpResponse.json({ status: "COMPLETED" });
      }),
    );
    const { client, sleep: wait } = makeClient();
    const response = await client.post("jobs");
    await expect(followAccepted(client, response)).resolves.toEqual({ status: "COMPLETED" });
    expect(wait.mock.calls.map(([ms]) => ms)).toEqual([5000, 3000, 2000]);
  });

  it("a 202's Retry-After: 0 is read at once; a poll answer's 0 still waits the floor (no busy loop)", async () => {
    server.use(
      http.post(
        `${BASE}/jobs`,
        () =>
          new HttpResponse(null, { status: 202, headers: { Location: "/api/jobs/1", "Retry-After": "0" } }),
      ),
    );
    let gets = 0;
    server.use(
      http.get(`${BASE}/jobs/1`, () => {
        gets += 1;
        if (gets === 1)
          return HttpResponse.json({ status: "IN_PROGRESS" }, { headers: { "Retry-After": "0" } });
        return HttpResponse.json({ status: "COMPLETED" });
      }),
    );
    const { client, sleep: wait } = makeClient();
    const response = await client.post("jobs");
    expect(acceptedJob(response).retryAfterMs).toBe(0);
    await expect(followAccepted(client, response)).resolves.toEqual({ status: "COMPLETED" });
    expect(wait.mock.calls.map(([ms]) => ms)).toEqual([0, MIN_RETRY_AFTER_MS]);
    expect(retryAfterOf({ "retry-after": "0" }, Date.now, 0)).toBe(0);
  });

  it("reads Retry-After as seconds or as an HTTP date, never below the floor; nonsense is ignored", () => {
    const now = () => Date.parse("2026-03-01T12:00:00Z");
    expect(retryAfterOf({ "retry-after": "7" }, now)).toBe(7000);
    expect(retryAfterOf({ "retry-after": "Sun, 01 Mar 2026 12:00:04 GMT" }, now)).toBe(4000);
    expect(retryAfterOf({ "retry-after": "Sun, 01 Mar 2026 11:00:00 GMT" }, now)).toBe(250);
    expect(retryAfterOf({ "retry-after": "0" }, now)).toBe(250);
    expect(retryAfterOf({ "retry-after": "soon" }, now)).toBeUndefined();
    expect(retryAfterOf({ "retry-after": "-3" }, now)).toBeUndefined();
    expect(retryAfterOf({}, now)).toBeUndefined();
  });

  it("one ceiling, the client's pollCeilingMs, whatever the server asks to wait", async () => {
    let gets = 0;
    server.use(
      http.get(`${BASE}/jobs/1`, () => {
        gets += 1;
        return HttpResponse.json({ status: "IN_PROGRESS" }, { headers: { "Retry-After": "4" } });
      }),
    );
    let clock = 0;
    const { client } = makeClient({
      pollCeilingMs: 10_000,
      sleep: async (ms) => {
        clock += ms;
      },
    });
    const error: unknown = await pollLocation(client, "jobs/1", { now: () => clock }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PollTimeoutError);
    expect((error as PollTimeoutError).ceilingMs).toBe(10_000);
    // 2 s (no Retry-After before the first answer), then 4 s, 4 s: the next 4 s would pass 10 s.
    expect(clock).toBe(10_000);
    expect(gets).toBe(3);
  });

  it("onPending counts the answers still pending", async () => {
    job([{ status: "IN_PROGRESS" }, { status: "IN_PROGRESS" }, { status: "COMPLETED" }]);
    const { client } = makeClient();
    const seen: number[] = [];
    await pollLocation(client, "jobs/1", { onPending: (attempts) => seen.push(attempts) });
    expect(seen).toEqual([1, 2]);
  });
});
