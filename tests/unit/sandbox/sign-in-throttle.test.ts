/**
 * Sign-in throttling of the reference API's password grant (issue 6 §2; OWASP ASVS brute-force
 * protection; docs/decisions.md "Sign-in throttling"): 5 failed passwords for one username within
 * 15 minutes lock it for 15 minutes (429, Retry-After, OAuth error shape, even with the right
 * password); a success clears the count; 20 failures from one client address lock the address.
 */
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASIC, PASSWORD, passwordGrant, startSandbox, username, type TestSandbox } from "./helpers";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ config: { trustProxy: true } });
}, 60_000);
afterAll(() => sandbox.close());

const MINUTE = 60_000;
/** Each test uses its own address, so that the per-address count of one does not reach another. */
const from = (address: string) => ({ "x-forwarded-for": `203.0.113.99, ${address}` });

async function fail(user: string, address: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) {
    statuses.push((await passwordGrant(sandbox, user, "Wrong#Password1", from(address))).status);
  }
  return statuses;
}

describe("per username", () => {
  it("locks after 5 failures: the 6th attempt, even with the right password, answers 429 with Retry-After", async () => {
    const user = username("rcm-viewer");
    expect(await fail(user, "198.51.100.1", 5)).toEqual([400, 400, 400, 400, 400]);
    const locked = await passwordGrant(sandbox, user, PASSWORD, {
      ...from("198.51.100.2"),
      "accept-language": "en",
    });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      error: "too_many_attempts",
      error_description: "Too many attempts; wait a few minutes and try again",
    });
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.headers.get("cache-control")).toBe("no-store");

    // The username is locked whatever its case and from any address.
    const upper = await passwordGrant(sandbox, user.toUpperCase(), PASSWORD, from("198.51.100.3"));
    expect(upper.status).toBe(429);

    sandbox.advance(10 * MINUTE);
    const later = await passwordGrant(sandbox, user, PASSWORD, from("198.51.100.2"));
    expect(later.status).toBe(429);
    expect(Number(later.headers.get("retry-after"))).toBeLessThanOrEqual(5 * 60);

    sandbox.advance(5 * MINUTE + 1000);
    expect((await passwordGrant(sandbox, user, PASSWORD, from("198.51.100.2"))).status).toBe(200);
  });

  it("tells each bad password how many tries are left before the lock (issue 19 §9)", async () => {
    const user = username("rcm-consultant");
    const left: unknown[] = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await passwordGrant(sandbox, user, "Wrong#Password1", {
        ...from("198.51.100.50"),
        "accept-language": "en",
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: "invalid_grant", error_description: "Bad credentials" });
      left.push((answer.body as { attempts_remaining?: unknown }).attempts_remaining);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    // The tightest count wins: an address near its own limit tells fewer tries than the username's.
    const other = username("rcm-internal-auditor");
    for (let i = 0; i < 18; i += 1)
      await passwordGrant(sandbox, `spray-${i}@example.com`, "x", from("198.51.100.51"));
    const near = await passwordGrant(sandbox, other, "Wrong#Password1", from("198.51.100.51"));
    expect((near.body as { attempts_remaining?: unknown }).attempts_remaining).toBe(1);
  }, 60_000);

  it("a success resets the count", async () => {
    const user = username("rcm-admin");
    expect(await fail(user, "198.51.100.10", 4)).toEqual([400, 400, 400, 400]);
    expect((await passwordGrant(sandbox, user, PASSWORD, from("198.51.100.10"))).status).toBe(200);
    expect(await fail(user, "198.51.100.10", 4)).toEqual([400, 400, 400, 400]);
    expect((await passwordGrant(sandbox, user, PASSWORD, from("198.51.100.10"))).status).toBe(200);
  });

  it("counts within a 15-minute window: failures older than the window are forgotten", async () => {
    const user = username("denials-viewer");
    await fail(user, "198.51.100.20", 4);
    sandbox.advance(16 * MINUTE);
    expect(await fail(user, "198.51.100.20", 4)).toEqual([400, 400, 400, 400]);
    expect((await passwordGrant(sandbox, user, PASSWORD, from("198.51.100.20"))).status).toBe(200);
  });

  it("locks unknown usernames alike, so that a lock does not tell whether the user exists", async () => {
    const nobody = "nobody-at-all@example.com";
    expect(await fail(nobody, "198.51.100.30", 6)).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it("keeps the lock in the database, where every instance reads it", async () => {
    const user = username("denials-editor");
    await fail(user, "198.51.100.40", 5);
    const rows = await sandbox.handle.query<{ failures: number; locked: boolean }>(
      "SELECT failures, locked_until > now() AS locked FROM sign_in_throttle WHERE key = $1",
      [`user:${user}`],
    );
    expect(rows).toEqual([{ failures: 5, locked: true }]);
  });
});

describe("per client address", () => {
  it("locks an address after 20 failures across usernames; other addresses are not concerned", async () => {
    const address = "192.0.2.77";
    for (let i = 0; i < 20; i += 1) {
      const { status } = await passwordGrant(sandbox, `guess-${i}@example.com`, "x", from(address));
      expect(status).toBe(400);
    }
    const locked = await passwordGrant(sandbox, username("provider"), PASSWORD, from(address));
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await passwordGrant(sandbox, username("provider"), PASSWORD, from("192.0.2.78"))).status).toBe(
      200,
    );
  });

  it("reads the socket's address when no proxy is trusted (a real server)", async () => {
    const local = await startSandbox({
      config: { signIn: { maxFailuresPerUser: 100, maxFailuresPerAddress: 3, windowS: 900, lockS: 900 } },
    });
    let server: ServerType | undefined;
    try {
      server = await new Promise<ServerType>((resolve) => {
        const started = serve(
          { fetch: local.app.fetch, port: 0, hostname: "127.0.0.1", overrideGlobalObjects: false },
          () => resolve(started),
        );
      });
      const { port } = server.address() as AddressInfo;
      const grant = async (user: string, password: string) =>
        fetch(`http://127.0.0.1:${port}/api/v1/oauth/token`, {
          method: "POST",
          headers: {
            authorization: BASIC,
            "content-type": "application/x-www-form-urlencoded",
            // Not trusted: the count stays on the socket's address.
            "x-forwarded-for": `10.0.0.${Math.floor(Math.random() * 200)}`,
          },
          body: new URLSearchParams({ grant_type: "password", username: user, password }),
        });
      for (let i = 0; i < 3; i += 1) expect((await grant(`a${i}@example.com`, "x")).status).toBe(400);
      const locked = await grant(username("provider"), PASSWORD);
      expect(locked.status).toBe(429);
      expect(locked.headers.get("retry-after")).toMatch(/^\d+$/);
    } finally {
      await new Promise((resolve) => server?.close(resolve));
      await local.close();
    }
  }, 60_000);
});
