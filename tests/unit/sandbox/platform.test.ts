/**
 * Cross-cutting behaviour of the reference API (docs/api-contract.md "General", "Sandbox-only
 * calls"): Idempotency-Key replay, request validation, fault injection, unknown routes, outbox.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../sandbox/app";
import {
  BASIC,
  call,
  outboxFor,
  signIn,
  startSandbox,
  username,
  type TestSandbox,
  type TokenAnswer,
} from "./helpers";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ faults: true });
}, 60_000);
afterAll(() => sandbox.close());

async function clientToken(): Promise<string> {
  const { body } = await call<TokenAnswer>(sandbox, "POST", "/v1/oauth/token", {
    form: { grant_type: "client_credentials" },
    headers: { authorization: BASIC },
  });
  return body.access_token;
}

async function countRows(table: string): Promise<number> {
  const [row] = await sandbox.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row.n;
}

describe("Idempotency-Key", () => {
  it("replays the first answer for the same key and caller, with one side effect", async () => {
    const token = await clientToken();
    const email = username("provider");
    const before = (await outboxFor(sandbox, email)).length;
    const headers = { "idempotency-key": "reset-1" };
    const first = await call(sandbox, "POST", "/v1/users/request-password-change", {
      token,
      json: { email },
      headers,
    });
    const second = await call(sandbox, "POST", "/v1/users/request-password-change", {
      token,
      json: { email },
      headers,
    });
    expect(first.status).toBe(204);
    expect(second.status).toBe(204);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect((await outboxFor(sandbox, email)).length).toBe(before + 1);
  });

  it("replays a 202 with its Location and creates one job", async () => {
    const user = await signIn(sandbox, "provider");
    const jobs = await countRows("jobs");
    const headers = { "idempotency-key": "void-claim-1" };
    const path = "/arc/v1/providers/clinica-central-do/claims/500400/void";
    const first = await call(sandbox, "POST", path, { token: user.access_token, headers });
    const second = await call(sandbox, "POST", path, { token: user.access_token, headers });
    expect(first.status).toBe(202);
    expect(second.status).toBe(202);
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
    expect(await countRows("jobs")).toBe(jobs + 1);
  });

  it("keys by caller: another user with the same key does the work", async () => {
    const a = await signIn(sandbox, "administrator");
    const b = await signIn(sandbox, "authorizer");
    const jobs = await countRows("jobs");
    const headers = { "idempotency-key": "shared-key" };
    const path = "/arc/v1/providers/clinica-central-do/claims/500401/void";
    const first = await call<{ job_id: string }>(sandbox, "POST", path, { token: a.access_token, headers });
    const second = await call<{ job_id: string }>(sandbox, "POST", path, { token: b.access_token, headers });
    // Not a replay of the other user's answer: the call ran. Its work is a void already done, which
    // names the first void's job and creates none (docs/decisions.md "Moves already done").
    expect(first.status).toBe(202);
    expect(second.status).toBe(202);
    expect(second.headers.get("idempotent-replayed")).toBeNull();
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    expect(second.body.job_id).toBe(first.body.job_id);
    expect(await countRows("jobs")).toBe(jobs + 1);
  });

  it("refuses the same key with another body", async () => {
    const token = await clientToken();
    const headers = { "idempotency-key": "reset-2" };
    await call(sandbox, "POST", "/v1/users/request-password-change", {
      token,
      json: { email: username("provider") },
      headers,
    });
    const other = await call(sandbox, "POST", "/v1/users/request-password-change", {
      token,
      json: { email: username("authorizer") },
      headers,
    });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ error_code: "IDEMPOTENCY_KEY_REUSED" });
  });

  it("does not store a 500, so the retry does the work", async () => {
    const token = await clientToken();
    const email = username("rcm-admin");
    await call(sandbox, "POST", "/__sandbox/faults", {
      json: { path_prefix: "/v1/users/request-password-change", status: 500, count: 1 },
    });
    const headers = { "idempotency-key": "reset-after-500" };
    const failed = await call(sandbox, "POST", "/v1/users/request-password-change", {
      token,
      json: { email },
      headers,
    });
    expect(failed.status).toBe(500);
    expect((await outboxFor(sandbox, email)).length).toBe(0);
    const retried = await call(sandbox, "POST", "/v1/users/request-password-change", {
      token,
      json: { email },
      headers,
    });
    expect(retried.status).toBe(204);
    expect(retried.headers.get("idempotent-replayed")).toBeNull();
    expect((await outboxFor(sandbox, email)).length).toBe(1);
  });
});

describe("request validation", () => {
  it("answers 400 VALIDATION_ERROR naming the field", async () => {
    const user = await signIn(sandbox, "provider");
    const missing = await call(sandbox, "POST", "/v1/users/update-password", {
      token: user.access_token,
      json: { previous_password: "x" },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error_code).toBe("VALIDATION_ERROR");
    expect(missing.body.message).toContain("new_password");

    const extra = await call(sandbox, "POST", "/v1/users/update-password", {
      token: user.access_token,
      json: { previous_password: "x", new_password: "y", newPassword: "y" },
    });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toContain("newPassword");

    const wrongType = await call(sandbox, "POST", `/v1/users/${user.user_id}/accept-terms-and-conditions`, {
      token: user.access_token,
      json: { terms_and_conditions_slug: 42 },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toContain("terms_and_conditions_slug");

    const badEmail = await call(sandbox, "POST", "/v1/users/request-password-change", {
      token: await clientToken(),
      json: { email: "not-an-email" },
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toContain("email");
  });

  it("answers 400 on a body that is not JSON", async () => {
    const user = await signIn(sandbox, "provider");
    const res = await sandbox.app.request("/api/v1/users/update-password", {
      method: "POST",
      headers: { authorization: `Bearer ${user.access_token}`, "content-type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error_code: "VALIDATION_ERROR" });
  });
});

describe("bad input", () => {
  it("never answers 500", async () => {
    const user = await signIn(sandbox, "rcm-editor");
    const bearer = { authorization: `Bearer ${user.access_token}` };
    const badClient = `Basic ${Buffer.from("%ZZ:%E0%A4").toString("base64")}`;
    const requests: [string, RequestInit][] = [
      [
        "/api/v1/oauth/token",
        { method: "POST", headers: { authorization: badClient }, body: "grant_type=password" },
      ],
      ["/api/v1/oauth/token", { method: "POST", headers: { authorization: "Basic %%%" } }],
      [
        "/api/v1/oauth/token",
        {
          method: "POST",
          headers: { authorization: BASIC, "content-type": "multipart/form-data; boundary=zzz" },
          body: "garbage",
        },
      ],
      [
        "/api/v1/oauth/token",
        {
          method: "POST",
          headers: { authorization: BASIC, "content-type": "application/json" },
          body: "[1]",
        },
      ],
      [
        "/api/v1/users/update-password",
        { method: "POST", headers: { ...bearer, "content-type": "application/json" }, body: "null" },
      ],
      [
        "/api/v1/users/change-password",
        { method: "POST", headers: { "content-type": "application/json" }, body: "{}" },
      ],
      ["/api/rcm/v1/accounts?statuses=%ZZ", { headers: bearer }],
      ["/api/rcm/v1/accounts?search_value=%25_%5C", { headers: bearer }],
      ["/api/rcm/v1/accounts?page=1000000&size=200", { headers: bearer }],
      ["/api/rcm/v1/accounts?invoice_amount_max=99999999999999", { headers: bearer }],
      ["/api/rcm/v1/accounts/%E0%A4%A", { headers: bearer }],
      ["/api/rcm/v1/charges/zz", { headers: bearer }],
      ["/api/rcm/v1/accounts/00000000-0000-4000-8000-000000000000/charges?from_date=x", { headers: bearer }],
      ["/api/arc/v1/providers/%ZZ/outpatient-care-claim", { headers: bearer }],
      ["/api/rcm/v1/payers", { headers: { ...bearer, "accept-language": ";;;q=abc,," } }],
      [
        "/api/__sandbox/faults",
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: '{"path_prefix":"/x","status":700}',
        },
      ],
    ];
    for (const [path, init] of requests) {
      const res = await sandbox.app.request(path, init);
      expect(res.status, path).toBeLessThan(500);
      expect(res.status, path).toBeGreaterThanOrEqual(200);
    }
  });
});

describe("fault injection", () => {
  it("forces a status count times, then answers normally", async () => {
    const user = await signIn(sandbox, "rcm-editor");
    const armed = await call(sandbox, "POST", "/__sandbox/faults", {
      json: { path_prefix: "/rcm/v1/accounts", status: 500, count: 3 },
    });
    expect(armed.status).toBe(201);
    for (let i = 0; i < 3; i++) {
      const failed = await call(sandbox, "GET", "/rcm/v1/accounts?size=1", { token: user.access_token });
      expect(failed.status).toBe(500);
      expect(failed.body).toMatchObject({ error_code: "INTERNAL_SERVER_ERROR" });
    }
    expect((await call(sandbox, "GET", "/rcm/v1/accounts?size=1", { token: user.access_token })).status).toBe(
      200,
    );
  });

  it("answers invalid_token for a forced 401", async () => {
    const user = await signIn(sandbox, "rcm-editor");
    await call(sandbox, "POST", "/__sandbox/faults", {
      json: { path_prefix: "/rcm/v1/payers", status: 401, count: 1 },
    });
    const forced = await call(sandbox, "GET", "/rcm/v1/payers", { token: user.access_token });
    expect(forced.status).toBe(401);
    expect(forced.body).toMatchObject({ error: "invalid_token" });
    expect((await call(sandbox, "GET", "/rcm/v1/payers", { token: user.access_token })).status).toBe(200);
  });

  it("can target one user only", async () => {
    const editor = await signIn(sandbox, "rcm-editor");
    const viewer = await signIn(sandbox, "rcm-viewer");
    await call(sandbox, "POST", "/__sandbox/faults", {
      json: { path_prefix: "/rcm/v1/healthcare-plans", status: 503, count: 1, user: username("rcm-viewer") },
    });
    expect(
      (await call(sandbox, "GET", "/rcm/v1/healthcare-plans", { token: editor.access_token })).status,
    ).toBe(200);
    expect(
      (await call(sandbox, "GET", "/rcm/v1/healthcare-plans", { token: viewer.access_token })).status,
    ).toBe(503);
    expect(
      (await call(sandbox, "GET", "/rcm/v1/healthcare-plans", { token: viewer.access_token })).status,
    ).toBe(200);
  });

  it("delays, answers 202s that never finish, and is cleared by DELETE", async () => {
    const user = await signIn(sandbox, "rcm-editor");
    await call(sandbox, "POST", "/__sandbox/faults", {
      json: { path_prefix: "/rcm/v1/support-files", delay_ms: 150 },
    });
    const started = Date.now();
    const slow = await call(sandbox, "GET", "/rcm/v1/support-files?sortBy=name", {
      token: user.access_token,
    });
    expect(slow.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);

    await call(sandbox, "POST", "/__sandbox/faults", {
      json: { path_prefix: "/arc/v1/providers", status: 202, count: 1 },
    });
    const pending = await call(sandbox, "POST", "/arc/v1/providers/clinica-central-do/claims/500402/void", {
      token: (await signIn(sandbox, "provider")).access_token,
    });
    expect(pending.status).toBe(202);
    const location = pending.headers.get("location") ?? "";
    expect(location).toMatch(/^\/api\/__sandbox\/pending\//);
    const poll = await call(sandbox, "GET", location.replace(/^\/api/, ""));
    expect(poll.body).toEqual({ status: "IN_PROGRESS" });

    await call(sandbox, "POST", "/__sandbox/faults", {
      json: { path_prefix: "/rcm", status: 500, count: 100 },
    });
    expect((await call(sandbox, "DELETE", "/__sandbox/faults")).status).toBe(204);
    expect(
      (await call(sandbox, "GET", "/rcm/v1/healthcare-plans", { token: user.access_token })).status,
    ).toBe(200);
  });

  it("validates the fault body", async () => {
    const bad = await call(sandbox, "POST", "/__sandbox/faults", { json: { status: 500 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("path_prefix");
  });

  it("does not exist without --faults", async () => {
    const app = createApp({ ...sandbox.deps, config: { ...sandbox.deps.config, faults: false } });
    const res = await app.request("/api/__sandbox/faults", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path_prefix: "/rcm", status: 500 }),
    });
    expect(res.status).toBe(404);
    expect((await app.request("/api/__sandbox/health")).status).toBe(200);
  });
});

describe("routing and outbox", () => {
  it("answers 404 RESOURCE_NOT_FOUND on an unknown route under /api", async () => {
    const res = await call(sandbox, "GET", "/no/such/route", { headers: { "accept-language": "en" } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error_code: "RESOURCE_NOT_FOUND", message: "Resource not found" });
  });

  it("answers health", async () => {
    expect((await call(sandbox, "GET", "/__sandbox/health")).body).toEqual({ ok: true });
  });

  it("hides the outbox when turned off (production)", async () => {
    const app = createApp({ ...sandbox.deps, config: { ...sandbox.deps.config, outbox: false } });
    expect((await app.request("/api/__sandbox/outbox")).status).toBe(404);
  });
});
