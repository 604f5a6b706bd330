/**
 * The reference API safe to expose (issue 6 §2; docs/decisions.md "Security headers", "Request
 * limits"): body limit on every /api route, maxLength on every string of the request schemas,
 * security headers on everything the server sends (API, served portal, 404s), no-store on API
 * answers, outbox and fault routes off unless enabled, the outbox found by username.
 */
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as authSchemas from "../../../schemas/requests/auth";
import * as sandboxSchemas from "../../../schemas/requests/sandbox";
import { createApp } from "../../../sandbox/app";
import { readCliOptions, startupWarnings } from "../../../sandbox/config";
import { BASIC, call, outboxFor, signIn, startSandbox, username, type TestSandbox } from "./helpers";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

const MB = 1024 * 1024;

describe("body limit (1 MiB on every /api route)", () => {
  it("refuses a declared body over 1 MiB with 413 and the error shape, before reading it", async () => {
    const big = "x".repeat(MB + 1);
    for (const path of ["/api/v1/oauth/token", "/api/v1/users/update-password", "/api/rcm/v1/accounts"]) {
      const res = await sandbox.app.request(path, {
        method: "POST",
        headers: {
          authorization: BASIC,
          "content-type": "application/x-www-form-urlencoded",
          "content-length": String(big.length),
          "accept-language": "en",
        },
        body: big,
      });
      expect(res.status, path).toBe(413);
      expect(await res.json()).toEqual({
        error_code: "PAYLOAD_TOO_LARGE",
        message: "The request body is too large",
      });
    }
  });

  it("stops reading a chunked body as soon as it passes the limit", async () => {
    let pulled = 0;
    // An endless body: only a limit that stops reading lets this request end.
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024).fill(120));
      },
    });
    const res = await sandbox.app.request("/api/v1/oauth/token", {
      method: "POST",
      headers: { authorization: BASIC, "content-type": "application/x-www-form-urlencoded" },
      body: endless,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(40);
  });

  it("accepts a body up to the limit", async () => {
    const form = new URLSearchParams({
      grant_type: "password",
      username: username("provider"),
      password: "Demo#Portal2026",
      pad: "x".repeat(MB - 200),
    }).toString();
    expect(form.length).toBeLessThanOrEqual(MB);
    const res = await sandbox.app.request("/api/v1/oauth/token", {
      method: "POST",
      headers: { authorization: BASIC, "content-type": "application/x-www-form-urlencoded" },
      body: form,
    });
    expect(res.status).toBe(200);
  });

  it("answers a real client sending 25 MB with 413 after the first bytes (a real server)", async () => {
    const server = await new Promise<ServerType>((resolve) => {
      // overrideGlobalObjects: false keeps this worker's global Response for the other tests.
      const started = serve(
        { fetch: sandbox.app.fetch, port: 0, hostname: "127.0.0.1", overrideGlobalObjects: false },
        () => resolve(started),
      );
    });
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await new Promise<{ status: number; headers: Record<string, unknown> }>(
        (resolve, reject) => {
          const req = httpRequest(
            {
              host: "127.0.0.1",
              port,
              method: "POST",
              path: "/api/v1/oauth/token",
              headers: {
                authorization: BASIC,
                "content-type": "application/x-www-form-urlencoded",
                "content-length": String(25 * MB),
              },
            },
            (res) => {
              res.resume();
              resolve({ status: res.statusCode ?? 0, headers: res.headers });
              req.destroy();
            },
          );
          req.on("error", (error) => {
            if (!req.destroyed) reject(error);
          });
          // Only 64 KiB of the 25 MB announced are ever sent.
          req.write("grant_type=password&username=");
          req.write("a".repeat(64 * 1024));
        },
      );
      expect(answer.status).toBe(413);
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("request schemas", () => {
  /** Every string schema under a JSON Schema, with its path. */
  function strings(schema: unknown, path: string): [string, Record<string, unknown>][] {
    if (typeof schema !== "object" || schema === null) return [];
    const node = schema as Record<string, unknown>;
    const own: [string, Record<string, unknown>][] =
      node.type === "string" || (Array.isArray(node.type) && node.type.includes("string"))
        ? [[path, node]]
        : [];
    const children = Object.entries(node).flatMap(([key, value]) =>
      key === "enum" || key === "const" ? [] : strings(value, `${path}.${key}`),
    );
    return [...own, ...children];
  }

  it("give every string field a maxLength (enums are bounded by their values)", () => {
    const schemas = { ...authSchemas, ...sandboxSchemas } as Record<string, unknown>;
    const found = Object.entries(schemas).flatMap(([name, schema]) => strings(schema, name));
    expect(found.length).toBeGreaterThan(10);
    const unbounded = found
      .filter(([, node]) => typeof node.maxLength !== "number" && !Array.isArray(node.enum))
      .map(([path]) => path);
    expect(unbounded).toEqual([]);
  });

  it("refuses an over-long token scope", async () => {
    const res = await call(sandbox, "POST", "/v1/oauth/token", {
      form: { grant_type: "client_credentials", scope: "s".repeat(300) },
      headers: { authorization: BASIC },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: "invalid_request" });
    expect(String(res.body.error_description)).toContain("scope");
  });
});

const SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "same-origin",
  "cross-origin-opener-policy": "same-origin",
  "x-frame-options": "DENY",
};

function expectSecurityHeaders(headers: Headers, what: string): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers.get(name), what).toBe(value);
  const csp = headers.get("content-security-policy") ?? "";
  const directives = new Map(
    csp.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  expect(directives.get("default-src"), what).toEqual(["'self'"]);
  expect(directives.get("script-src"), what).toEqual(["'self'"]);
  expect(directives.get("object-src"), what).toEqual(["'none'"]);
  expect(directives.get("base-uri"), what).toEqual(["'none'"]);
  expect(directives.get("frame-ancestors"), what).toEqual(["'none'"]);
  expect(csp, what).not.toContain("unsafe-eval");
  expect(directives.get("script-src"), what).not.toContain("'unsafe-inline'");
}

describe("security headers", () => {
  it("are on every API answer, with Cache-Control: no-store (success, errors, 404, 413, replay)", async () => {
    const user = await signIn(sandbox, "rcm-editor");
    const answers = {
      list: await call(sandbox, "GET", "/rcm/v1/accounts?size=1", { token: user.access_token }),
      token: await call(sandbox, "POST", "/v1/oauth/token", {
        form: { grant_type: "client_credentials" },
        headers: { authorization: BASIC },
      }),
      unauthenticated: await call(sandbox, "GET", "/rcm/v1/accounts"),
      notFound: await call(sandbox, "GET", "/no/such/route"),
      validation: await call(sandbox, "POST", "/v1/users/update-password", {
        token: user.access_token,
        json: {},
      }),
    };
    for (const [what, answer] of Object.entries(answers)) {
      expectSecurityHeaders(answer.headers, what);
      expect(answer.headers.get("cache-control"), what).toBe("no-store");
    }
    const tooLarge = await sandbox.app.request("/api/v1/oauth/token", {
      method: "POST",
      headers: { "content-length": String(2 * MB) },
      body: "x".repeat(2 * MB),
    });
    expectSecurityHeaders(tooLarge.headers, "413");
    expect(tooLarge.headers.get("cache-control")).toBe("no-store");
  });

  it("are on the served portal: files, the index.html fallback and non-API 404s", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pp-dist-"));
    try {
      mkdirSync(join(dir, "assets"));
      writeFileSync(
        join(dir, "index.html"),
        '<!doctype html><script type="module" src="/assets/a.js"></script>',
      );
      writeFileSync(join(dir, "assets", "a.js"), "console.log(1)");
      const app = createApp(sandbox.deps, { serveDir: dir });
      const html = { accept: "text/html" };
      const answers = {
        index: await app.request("/", { headers: html }),
        asset: await app.request("/assets/a.js"),
        fallback: await app.request("/rcm/home?page=2", { headers: html }),
        missingAsset: await app.request("/assets/missing.js"),
      };
      expect(answers.index.status).toBe(200);
      expect(answers.asset.status).toBe(200);
      expect(answers.fallback.status).toBe(200);
      expect(await answers.fallback.text()).toContain("/assets/a.js");
      expect(answers.missingAsset.status).toBe(404);
      for (const [what, res] of Object.entries(answers)) expectSecurityHeaders(res.headers, what);
      expect(answers.index.headers.get("content-security-policy")).toContain(
        "style-src 'self' 'unsafe-inline'",
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("sandbox-only routes", () => {
  it("the outbox finds a user's SMS (sent to the phone) by the username", async () => {
    const pending = await call<{ access_token: string; user_id: string }>(
      sandbox,
      "POST",
      "/v1/oauth/token",
      {
        form: { grant_type: "password", username: username("tfa-sms"), password: "Demo#Portal2026" },
        headers: { authorization: BASIC },
      },
    );
    const send = await call(
      sandbox,
      "POST",
      `/v1/users/${pending.body.user_id}/two-factor-authentication/send-sms-verification-code`,
      { token: pending.body.access_token },
    );
    expect(send.status).toBe(204);
    const [sms] = await outboxFor(sandbox, username("tfa-sms"));
    expect(sms).toMatchObject({ channel: "sms", to: expect.stringMatching(/^\+\d+$/) });
    expect(sms.code).toMatch(/^\d{6}$/);
    // By the phone number as before.
    const [byPhone] = await outboxFor(sandbox, sms.to);
    expect(byPhone.code).toBe(sms.code);
  });

  it("--no-outbox turns the outbox off even outside production; start-up warns while it is on", async () => {
    expect(readCliOptions([], {}).config.outbox).toBe(true);
    expect(readCliOptions([], { NODE_ENV: "production" }).config.outbox).toBe(false);
    const off = readCliOptions(["--no-outbox"], {}).config;
    expect(off.outbox).toBe(false);
    expect(
      readCliOptions(["--no-outbox"], { NODE_ENV: "production", SANDBOX_OUTBOX: "1" }).config.outbox,
    ).toBe(false);
    const app = createApp({ ...sandbox.deps, config: off });
    expect((await app.request("/api/__sandbox/outbox")).status).toBe(404);
    expect((await app.request("/api/__sandbox/faults")).status).toBe(404);
    const withFaults = createApp({ ...sandbox.deps, config: { ...off, faults: true } });
    expect((await withFaults.request("/api/__sandbox/faults")).status).toBe(200);

    expect(startupWarnings({ outbox: true, faults: false }).join("\n")).toMatch(/outbox is ON.*--no-outbox/);
    expect(startupWarnings({ outbox: false, faults: true }).join("\n")).toMatch(/fault injection is ON/);
    expect(startupWarnings({ outbox: false, faults: false })).toEqual([]);
  });

  it("fault routes are off unless --faults", () => {
    expect(readCliOptions([], {}).config.faults).toBe(false);
    expect(readCliOptions(["--faults"], {}).config.faults).toBe(true);
  });
});
