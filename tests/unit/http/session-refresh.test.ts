/**
 * 401 handling: one refresh shared by all requests, retry once, sign-out otherwise
 * (000 §7 "On a 401 one refresh-token attempt is made and the request retried; on failure the user
 * goes to /login"; 001 §7 "Calls shared"; DESIGN.md §4).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { delay, http, HttpResponse } from "msw";
import { isAxiosError } from "axios";
import { BASE, makeClient, server } from "./support";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers 200 only to the "new" token, 401 otherwise; counts calls. */
function tokenGuardedEndpoint(): { calls: () => number } {
  let calls = 0;
  server.use(
    http.get(`${BASE}/items/:n`, ({ request, params }) => {
      calls += 1;
      if (request.headers.get("authorization") !== "Bearer new") {
        return HttpResponse.json({ error_code: "UNAUTHORIZED", message: "expired" }, { status: 401 });
      }
      return HttpResponse.json({ item_number: Number(params.n) });
    }),
  );
  return { calls: () => calls };
}

describe("401 → single-flight refresh (000 §7)", () => {
  it("000 §7: ten parallel 401s make exactly one refresh call and all ten succeed", async () => {
    const endpoint = tokenGuardedEndpoint();
    const { client, refreshSession, onSessionExpired } = makeClient();

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => client.get<{ itemNumber: number }>(`items/${n}`)),
    );

    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(answers.map((answer) => answer.data.itemNumber)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(endpoint.calls()).toBe(20);
  });

  it("000 §7: a 401 arriving after another request's refresh is re-sent without a second refresh", async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/slow/:n`, async ({ request, params }) => {
        calls += 1;
        if (request.headers.get("authorization") === "Bearer new")
          return HttpResponse.json({ n: Number(params.n) });
        if (params.n === "late") await delay(150); // this 401 lands after the refresh finished
        return new HttpResponse(null, { status: 401 });
      }),
    );
    const { client, refreshSession } = makeClient({ refreshDelayMs: 10 });

    const answers = await Promise.all([client.get<{ n: number }>("slow/1"), client.get("slow/late")]);

    expect(answers[0].data.n).toBe(1);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(calls).toBe(4);
  });

  it("000 §7: a failed refresh calls onSessionExpired once and every request rejects with the 401", async () => {
    tokenGuardedEndpoint();
    const { client, refreshSession, onSessionExpired } = makeClient();
    refreshSession.mockImplementation(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      throw new Error("invalid_grant");
    });

    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, n) => client.get(`items/${n}`)));

    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    for (const result of results) {
      expect(result.status).toBe("rejected");
      const reason = (result as PromiseRejectedResult).reason as unknown;
      expect(isAxiosError(reason) && reason.response?.status).toBe(401);
    }
  });

  it("000 §7: a second 401 after the refresh signs out (once) and rejects; the request was sent twice", async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/always-401`, () => {
        calls += 1;
        return HttpResponse.json({ error: "invalid_token" }, { status: 401 });
      }),
    );
    const { client, refreshSession, onSessionExpired } = makeClient();

    const results = await Promise.allSettled([client.get("always-401"), client.get("always-401")]);

    expect(results.every((result) => result.status === "rejected")).toBe(true);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(calls).toBe(4);
  });

  it("a later expiry of a new session signs out again", async () => {
    server.use(http.get(`${BASE}/always-401`, () => new HttpResponse(null, { status: 401 })));
    const { client, session, onSessionExpired } = makeClient();
    await expect(client.get("always-401")).rejects.toThrow();
    session.token = "signed-in-again";
    await expect(client.get("always-401")).rejects.toThrow();
    expect(onSessionExpired).toHaveBeenCalledTimes(2);
  });

  it("000 §7 token calls: skipAuth sends no bearer and a 401 makes no refresh", async () => {
    let authorization: string | null = "unset";
    server.use(
      http.post(`${BASE}/v1/oauth/token`, ({ request }) => {
        authorization = request.headers.get("authorization");
        return HttpResponse.json({ error: "invalid_client" }, { status: 401 });
      }),
    );
    const { client, refreshSession, onSessionExpired } = makeClient();

    await expect(
      client.post("v1/oauth/token", { grant_type: "password" }, { skipAuth: true }),
    ).rejects.toThrow();

    expect(authorization).toBeNull();
    expect(refreshSession).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
