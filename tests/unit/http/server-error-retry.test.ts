/**
 * HTTP 500 retries (000 §7 "On HTTP 500 each call is retried up to 5 times with a 1 second delay,
 * then the error is raised"; 000 §9; 001 §7 "Any call answered 500 is retried …").
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { http, HttpResponse } from "msw";
import { isAxiosError } from "axios";
import { BASE, makeClient, server } from "./support";
import { shouldRetryServerError, sleep } from "../../../providers/http";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

/** Answers `failures` times with `status`, then 200; records each call's Idempotency-Key and body. */
function flakyEndpoint(method: "get" | "post", failures: number, status = 500) {
  const calls: Array<{ key: string | null; body: unknown }> = [];
  server.use(
    http[method](`${BASE}/flaky`, async ({ request }) => {
      const body: unknown = method === "post" ? await request.json() : undefined;
      calls.push({ key: request.headers.get("idempotency-key"), body });
      if (calls.length <= failures)
        return HttpResponse.json({ error_code: "BOOM", message: "Boom" }, { status });
      return HttpResponse.json({ call_number: calls.length });
    }),
  );
  return calls;
}

describe("500 → retried up to retry.maxAttempts (000 §7, §9)", () => {
  it("000 §9: 500×4 then 200 succeeds after 5 calls, waiting retry.delayMs (1000 ms) before each re-send", async () => {
    const calls = flakyEndpoint("get", 4);
    const { client, sleep: wait } = makeClient();

    const answer = await client.get<{ callNumber: number }>("flaky");

    expect(answer.data.callNumber).toBe(5);
    expect(calls).toHaveLength(5);
    expect(wait.mock.calls.map(([ms]) => ms)).toEqual([1000, 1000, 1000, 1000]);
  });

  it("000 §9: 500×5 then 200 still succeeds (1 + 5 = 6 calls)", async () => {
    const calls = flakyEndpoint("get", 5);
    const { client } = makeClient();
    await expect(client.get("flaky")).resolves.toMatchObject({ status: 200 });
    expect(calls).toHaveLength(6);
  });

  it("000 §7: 500×6 fails after exactly 6 calls with the 500 error", async () => {
    const calls = flakyEndpoint("get", 6);
    const { client } = makeClient();

    const error: unknown = await client.get("flaky").catch((caught: unknown) => caught);

    expect(isAxiosError(error) && error.response?.status).toBe(500);
    expect(calls).toHaveLength(6);
  });

  it("docs/api-contract.md Idempotency-Key: a retried POST keeps the same key and body; the next POST gets a new key", async () => {
    const calls = flakyEndpoint("post", 2);
    const { client } = makeClient();

    await client.post("flaky", { sponsorSlug: "do-universal" });
    await client.post("flaky", { sponsorSlug: "do-universal" });

    expect(calls).toHaveLength(4);
    const [first, second, third, fourth] = calls.map((call) => call.key);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(fourth).not.toBe(first);
    expect(calls.every((call) => JSON.stringify(call.body) === '{"sponsorSlug":"do-universal"}')).toBe(true);
  });

  it("000 §7 snake_case bodies: a retried snakeBody POST is re-sent snake_cased", async () => {
    const calls = flakyEndpoint("post", 1);
    const { client } = makeClient();
    await client.post("flaky", { previousPassword: "a", newPassword: "b" }, { snakeBody: true });
    expect(calls.map((call) => call.body)).toEqual([
      { previous_password: "a", new_password: "b" },
      { previous_password: "a", new_password: "b" },
    ]);
  });

  it("skipRetry: a 500 is raised at once", async () => {
    const calls = flakyEndpoint("get", 1);
    const { client } = makeClient();
    await expect(client.get("flaky", { skipRetry: true })).rejects.toThrow();
    expect(calls).toHaveLength(1);
  });

  it.each([502, 503, 504, 400])("decision: status %i is not retried (only 500 is)", async (status) => {
    const calls = flakyEndpoint("get", 1, status);
    const { client } = makeClient();
    await expect(client.get("flaky")).rejects.toThrow();
    expect(calls).toHaveLength(1);
  });

  it("decision: a network error (no answer) is not retried", async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/down`, () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    const { client } = makeClient();
    await expect(client.get("down")).rejects.toThrow();
    expect(calls).toBe(1);
  });

  it("aborting during the retry delay stops the retries", async () => {
    const calls = flakyEndpoint("get", 6);
    const controller = new AbortController();
    const { client } = makeClient({
      sleep: (ms, signal) => {
        controller.abort();
        return sleep(ms, signal);
      },
    });
    const error: unknown = await client
      .get("flaky", { signal: controller.signal })
      .catch((caught: unknown) => caught);
    expect((error as Error).name).toBe("AbortError");
    expect(calls).toHaveLength(1);
  });

  it("the default sleep waits the given ms (fake timers)", async () => {
    vi.useFakeTimers();
    let done = false;
    const waiting = sleep(1000).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });

  it("shouldRetryServerError counts re-sends against maxAttempts", () => {
    const policy = { maxAttempts: 5, delayMs: 1000 };
    expect(shouldRetryServerError(500, { retryState: { serverErrorRetries: 4 } }, policy)).toBe(true);
    expect(shouldRetryServerError(500, { retryState: { serverErrorRetries: 5 } }, policy)).toBe(false);
    expect(shouldRetryServerError(undefined, {}, policy)).toBe(false);
  });
});
