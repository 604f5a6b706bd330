/**
 * The client token's client (providers/client-token-http.ts; 000 §7 "Beneficiary lookup (client
 * token as bearer)"): the user's token is never sent, the token is asked once and renewed near its
 * end or after a 401, 500s are retried as by the portal's client, and a refused client token never
 * signs the user out.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { http, HttpResponse } from "msw";
import { BASE, makeClient, server } from "./support";
import {
  CLIENT_TOKEN_MARGIN_MS,
  clientTokenHttpOf,
  createClientTokenHttp,
} from "../../../providers/client-token-http";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A lookup endpoint recording the bearer and language of each call; answers `status` (default 200). */
function lookup(statuses: number[] = []) {
  const seen: { auth: string | null; language: string | null; key: string | null }[] = [];
  server.use(
    http.all(`${BASE}/beneficiary-lookup/v1/x`, ({ request }) => {
      seen.push({
        auth: request.headers.get("authorization"),
        language: request.headers.get("accept-language"),
        key: request.headers.get("idempotency-key"),
      });
      const status = statuses[seen.length - 1] ?? 200;
      return HttpResponse.json({ ok_now: status === 200 }, { status });
    }),
  );
  return seen;
}

function issuer(lifetimeS = 300) {
  let n = 0;
  return vi.fn(async () => {
    n += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { accessToken: `client-${n}`, expiresIn: lifetimeS };
  });
}

describe("createClientTokenHttp", () => {
  it("sends the client token, never the user's, with the base client's language; concurrent calls share one token call", async () => {
    const seen = lookup();
    const { client: base, session } = makeClient();
    const issue = issuer();
    const client = createClientTokenHttp(base, issue);
    const answers = await Promise.all([1, 2, 3].map(() => client.get("beneficiary-lookup/v1/x")));
    expect(answers[0].data).toEqual({ okNow: true });
    expect(issue).toHaveBeenCalledTimes(1);
    expect(seen.map((s) => s.auth)).toEqual(["Bearer client-1", "Bearer client-1", "Bearer client-1"]);
    expect(seen.every((s) => s.language === session.language)).toBe(true);
    expect(seen.some((s) => s.auth?.includes(session.token ?? "old"))).toBe(false);
  });

  it("asks a new token once it is within the margin of its lifetime", async () => {
    const seen = lookup();
    const { client: base } = makeClient();
    const issue = issuer(60);
    let clock = 1_000_000;
    const client = createClientTokenHttp(base, issue, () => clock);
    await client.get("beneficiary-lookup/v1/x");
    clock += 60_000 - CLIENT_TOKEN_MARGIN_MS - 1;
    await client.get("beneficiary-lookup/v1/x");
    clock += 2;
    await client.get("beneficiary-lookup/v1/x");
    expect(seen.map((s) => s.auth)).toEqual(["Bearer client-1", "Bearer client-1", "Bearer client-2"]);
  });

  it("a 401 renews the client token once and re-sends; a second 401 rejects without signing the user out", async () => {
    const seen = lookup([401, 200]);
    const { client: base, onSessionExpired, refreshSession } = makeClient();
    const client = createClientTokenHttp(base, issuer());
    await expect(client.get("beneficiary-lookup/v1/x")).resolves.toMatchObject({ status: 200 });
    expect(seen.map((s) => s.auth)).toEqual(["Bearer client-1", "Bearer client-2"]);

    const refused = lookup([401, 401]);
    await expect(client.get("beneficiary-lookup/v1/x")).rejects.toMatchObject({ response: { status: 401 } });
    expect(refused).toHaveLength(2);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it("retries a 500 as the portal's client does, with one idempotency key for a change", async () => {
    const seen = lookup([500, 500, 202]);
    const { client: base, sleep } = makeClient();
    const client = createClientTokenHttp(base, issuer());
    const answer = await client.post("beneficiary-lookup/v1/x", { formSlug: "f" });
    expect(answer.status).toBe(202);
    expect(seen).toHaveLength(3);
    expect(new Set(seen.map((s) => s.key)).size).toBe(1);
    expect(sleep).toHaveBeenCalledWith(1000, undefined);
  });

  it("a failed token call rejects the call; the next call asks again", async () => {
    const seen = lookup();
    const { client: base } = makeClient();
    const issue = vi
      .fn<() => Promise<{ accessToken: string; expiresIn?: number }>>()
      .mockRejectedValueOnce(new Error("token refused"))
      .mockResolvedValueOnce({ accessToken: "client-ok" });
    const client = createClientTokenHttp(base, issue);
    await expect(client.get("beneficiary-lookup/v1/x")).rejects.toThrow("token refused");
    expect(seen).toHaveLength(0);
    await client.get("beneficiary-lookup/v1/x");
    expect(seen.map((s) => s.auth)).toEqual(["Bearer client-ok"]);
  });

  it("one client per portal client", () => {
    const { client: base } = makeClient();
    const issue = issuer();
    expect(clientTokenHttpOf(base, issue)).toBe(clientTokenHttpOf(base, issue));
    expect(clientTokenHttpOf(makeClient().client, issue)).not.toBe(clientTokenHttpOf(base, issue));
  });
});
