/**
 * Two API instances over one database give the same answers (issue 6 §3; DESIGN.md §10 "Nothing in
 * it depends on being one process"): every request alternates between instance A and instance B.
 * With PGlite the two apps share the in-process database; with DATABASE_URL they are two pools on
 * one PostgreSQL server.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BASIC,
  call,
  outboxFor,
  PASSWORD,
  passwordGrant,
  startInstances,
  username,
  type TestSandbox,
  type TokenAnswer,
} from "./helpers";

let a: TestSandbox;
let b: TestSandbox;
beforeAll(async () => {
  [a, b] = await startInstances(2);
}, 60_000);
afterAll(() => a.close());

const refresh = (on: TestSandbox, token: string) =>
  call<TokenAnswer>(on, "POST", "/v1/oauth/token", {
    form: { grant_type: "refresh_token", refresh_token: token },
    headers: { authorization: BASIC },
  });

async function countRows(table: string): Promise<number> {
  const [row] = await a.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row.n;
}

describe("two instances over one database", () => {
  it("are really two connections", () => {
    expect(a.app).not.toBe(b.app);
    expect(a.deps).not.toBe(b.deps);
  });

  it("sign in on one, refresh on the other; reuse detected across them revokes the family", async () => {
    const session = (await passwordGrant(a, username("rcm-editor"))).body;
    const rotated = await refresh(b, session.refresh_token ?? "");
    expect(rotated.status).toBe(200);
    expect((await call(a, "GET", "/rcm/v1/payers", { token: rotated.body.access_token })).status).toBe(200);

    // The old refresh token comes back on A: reuse, the family is revoked everywhere.
    const reused = await refresh(a, session.refresh_token ?? "");
    expect(reused.status).toBe(401);
    expect(reused.body).toMatchObject({ error: "invalid_grant" });
    expect((await call(b, "GET", "/rcm/v1/payers", { token: rotated.body.access_token })).status).toBe(401);
    expect((await refresh(b, rotated.body.refresh_token ?? "")).status).toBe(401);
  });

  it("revoke on one, refresh on the other answers invalid_grant", async () => {
    const session = (await passwordGrant(b, username("rcm-viewer"))).body;
    const revoked = await call(a, "POST", "/v1/oauth/revoke", {
      form: { token: session.refresh_token ?? "" },
      headers: { authorization: BASIC },
    });
    expect(revoked.status).toBe(200);
    const after = await refresh(b, session.refresh_token ?? "");
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ error: "invalid_grant" });
  });

  it("count sign-in failures across both: 5 alternating failures lock the username on both", async () => {
    const user = username("rcm-admin");
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await passwordGrant(i % 2 === 0 ? a : b, user, "Wrong#Password1")).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    for (const instance of [a, b]) {
      const locked = await passwordGrant(instance, user, PASSWORD);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  it("replay an Idempotency-Key across both, and do the work once when the same key arrives on both at once", async () => {
    const user = (await passwordGrant(a, username("provider"))).body;
    const jobs = await countRows("jobs");
    const path = "/arc/v1/providers/clinica-central-do/claims/500420/void";
    const headers = { "idempotency-key": "two-instances-1" };
    const first = await call(a, "POST", path, { token: user.access_token, headers });
    const second = await call(b, "POST", path, { token: user.access_token, headers });
    expect(first.status).toBe(202);
    expect(second.status).toBe(202);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
    expect(await countRows("jobs")).toBe(jobs + 1);

    const together = { "idempotency-key": "two-instances-2" };
    const other = "/arc/v1/providers/clinica-central-do/claims/500421/void";
    const answers = await Promise.all([
      call(a, "POST", other, { token: user.access_token, headers: together }),
      call(b, "POST", other, { token: user.access_token, headers: together }),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual(
      answers.some((x) => x.status === 409) ? [202, 409] : [202, 202],
    );
    expect(await countRows("jobs")).toBe(jobs + 2);
  });

  it("share the outbox and the two-factor lock", async () => {
    const pending = (await passwordGrant(a, username("tfa-sms"))).body;
    const base = `/v1/users/${pending.user_id}/two-factor-authentication`;
    expect(
      (await call(a, "POST", `${base}/send-sms-verification-code`, { token: pending.access_token })).status,
    ).toBe(204);
    const [sms] = await outboxFor(b, username("tfa-sms"));
    expect(sms.code).toMatch(/^\d{6}$/);

    const wrong = sms.code === "000000" ? "111111" : "000000";
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const on = i % 2 === 0 ? b : a;
      statuses.push(
        (
          await call(on, "POST", `${base}/validate-sms-verification-code`, {
            token: pending.access_token,
            json: { code: wrong },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await call(b, "POST", `${base}/validate-sms-verification-code`, {
      token: pending.access_token,
      json: { code: sms.code },
    });
    expect(right.status).toBe(429);
  });

  it("share armed faults: armed through one, fired by the other, consumed once", async () => {
    const user = (await passwordGrant(a, username("rcm-editor"))).body;
    const armed = await call(a, "POST", "/__sandbox/faults", {
      json: { path_prefix: "/rcm/v1/healthcare-plans", status: 503, count: 2 },
    });
    expect(armed.status).toBe(201);
    const get = (on: TestSandbox) =>
      call(on, "GET", "/rcm/v1/healthcare-plans", { token: user.access_token });
    expect((await get(b)).status).toBe(503);
    expect((await get(a)).status).toBe(503);
    expect((await get(b)).status).toBe(200);
    expect((await call(b, "GET", "/__sandbox/faults")).body).toEqual({ faults: [] });
  });
});
