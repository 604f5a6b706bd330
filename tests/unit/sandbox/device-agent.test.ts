/**
 * The simulated fingerprint device agent (sandbox/device-agent/; 000 §7 "Fingerprint device", §8
 * fingerprint texts, §9 quality 80 and timeout 1000 ms; docs/api-contract.md "Identity
 * verification"; issue 20 §4): off unless asked by flag or environment, one answer per mode,
 * switched by `PUT /__mode`, CORS for the portal's origins only, and a hung capture that never
 * answers until the caller gives up.
 */
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "../../../sandbox/lib/security";
import { readCliOptions } from "../../../sandbox/config";
import { createDeviceAgent, DEVICE_AGENT_MODES, startDeviceAgent } from "../../../sandbox/device-agent/agent";
import {
  fingerprintVerdict,
  MATCHING_SAMPLE,
  MISMATCHED_SAMPLE,
} from "../../../sandbox/device-agent/samples";

const ORIGIN = "http://127.0.0.1:4310";
const CAPTURE = { quality: 80, timeout: 1000 };

function capture(agent: ReturnType<typeof createDeviceAgent>, body: unknown = CAPTURE, signal?: AbortSignal) {
  return agent.app.request("/devices/capture", {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN },
    body: JSON.stringify(body),
    signal,
  });
}

async function setMode(agent: ReturnType<typeof createDeviceAgent>, mode: unknown) {
  return agent.app.request("/__mode", {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mode }),
  });
}

describe("the agent's flag (off by default)", () => {
  it("is off without flag or environment", () => {
    expect(readCliOptions([], {}).deviceAgent).toBeUndefined();
  });

  it("--device-agent N or SANDBOX_DEVICE_AGENT_PORT starts it, for this server's and Vite's origins", () => {
    const options = readCliOptions(["--device-agent", "47100", "--port", "4310"], {});
    expect(options.deviceAgent).toEqual({
      port: 47100,
      host: "127.0.0.1",
      origins: [
        "http://127.0.0.1:4310",
        "http://localhost:4310",
        "http://localhost:5173",
        "http://127.0.0.1:5173",
      ],
    });
    const fromEnv = readCliOptions([], {
      SANDBOX_DEVICE_AGENT_PORT: "47101",
      SANDBOX_DEVICE_AGENT_ORIGINS: "https://portal.example, http://127.0.0.1:9",
    });
    expect(fromEnv.deviceAgent).toMatchObject({
      port: 47101,
      origins: ["https://portal.example", "http://127.0.0.1:9"],
    });
    expect(() => readCliOptions(["--device-agent", "x"], {})).toThrow(/--device-agent/);
  });
});

describe("POST /devices/capture by mode", () => {
  it("success: 200 with the matching sample, the quality asked and the reader's serial", async () => {
    const agent = createDeviceAgent({ origins: [ORIGIN] });
    const answer = await capture(agent);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      sample: MATCHING_SAMPLE,
      quality: 80,
      device_serial: "SIM-FP-0001",
    });
    expect(answer.headers.get("access-control-allow-origin")).toBe(ORIGIN);
  });

  it.each([
    ["no-finger", 204, null],
    ["not-initialized", 503, "DEVICE_NOT_INITIALIZED"],
    ["already-started", 409, "CAPTURE_ALREADY_STARTED"],
    ["stopped", 410, "CAPTURE_STOPPED"],
    ["error", 500, "DEVICE_ERROR"],
  ] as const)("%s: %i %s, until switched back", async (mode, status, code) => {
    const agent = createDeviceAgent({ origins: [ORIGIN] });
    expect((await setMode(agent, mode)).status).toBe(200);
    expect(agent.mode()).toBe(mode);
    for (let i = 0; i < 2; i += 1) {
      const answer = await capture(agent);
      expect(answer.status).toBe(status);
      if (code) expect(await answer.json()).toEqual({ error_code: code });
      else expect(await answer.text()).toBe("");
    }
    await setMode(agent, "success");
    expect((await capture(agent)).status).toBe(200);
  });

  it("one capture's mode named by X-Simulated-Mode wins over the agent's, for that capture only", async () => {
    const agent = createDeviceAgent({ origins: [ORIGIN], mode: "success" });
    const named = await agent.app.request("/devices/capture", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, "x-simulated-mode": "no-finger" },
      body: JSON.stringify(CAPTURE),
    });
    expect(named.status).toBe(204);
    expect((await capture(agent)).status).toBe(200);
    const unknown = await agent.app.request("/devices/capture", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, "x-simulated-mode": "nonsense" },
      body: JSON.stringify(CAPTURE),
    });
    expect(unknown.status).toBe(200);
  });

  it("mismatch: 200 with a sample the reference API refuses", async () => {
    const agent = createDeviceAgent({ origins: [ORIGIN], mode: "mismatch" });
    const body = (await (await capture(agent)).json()) as { sample: string };
    expect(body.sample).toBe(MISMATCHED_SAMPLE);
    expect(fingerprintVerdict(Buffer.from(body.sample, "base64"))).toBe("VERIFICATION_FAILED");
    expect(fingerprintVerdict(Buffer.from(MATCHING_SAMPLE, "base64"))).toBe("VERIFICATION_SUCCESS");
  });

  it("hang: no answer until the caller gives up", async () => {
    const agent = createDeviceAgent({ origins: [ORIGIN], mode: "hang" });
    const controller = new AbortController();
    let settled = false;
    const pending = Promise.resolve(capture(agent, CAPTURE, controller.signal)).finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(settled).toBe(false);
    controller.abort();
    await pending.catch(() => undefined);
    expect(settled).toBe(true);
  });

  it("a hung capture over the network ends when the agent closes", async () => {
    const running = await startDeviceAgent({ origins: [ORIGIN], mode: "hang", port: 0, host: "127.0.0.1" });
    const address = running.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const pending = fetch(`http://127.0.0.1:${port}/devices/capture`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(CAPTURE),
    }).then(
      (answer) => answer.status,
      () => "closed",
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await running.close();
    expect([503, "closed"]).toContain(await pending);
  });

  it("a bad body or an unknown mode is a 400 that says what is wrong", async () => {
    const agent = createDeviceAgent({ origins: [ORIGIN] });
    const bad = await capture(agent, { quality: 180, timeout: 1000 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/quality/);
    const noTimeout = await capture(agent, { quality: 80 });
    expect(((await noTimeout.json()) as { message: string }).message).toMatch(/timeout/);
    const mode = await setMode(agent, "asleep");
    expect(mode.status).toBe(400);
    expect(((await mode.json()) as { message: string }).message).toContain(DEVICE_AGENT_MODES.join(", "));
    expect(agent.mode()).toBe("success");
  });
});

describe("CORS: the portal's page calls the agent directly", () => {
  it("answers the preflight of an allowed origin (and Chromium's private-network question)", async () => {
    const agent = createDeviceAgent({ origins: [ORIGIN] });
    const answer = await agent.app.request("/devices/capture", {
      method: "OPTIONS",
      headers: {
        origin: ORIGIN,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
        "access-control-request-private-network": "true",
      },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get("access-control-allow-origin")).toBe(ORIGIN);
    expect(answer.headers.get("access-control-allow-methods")).toContain("POST");
    expect(answer.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("content-type");
    expect(answer.headers.get("access-control-allow-private-network")).toBe("true");
  });

  it("gives another origin no CORS grant", async () => {
    const agent = createDeviceAgent({ origins: [ORIGIN] });
    const answer = await agent.app.request("/devices/capture", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://elsewhere.example" },
      body: JSON.stringify(CAPTURE),
    });
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("the portal's CSP lets its page call the agent", () => {
  it("connect-src names the agent's origins when it runs, and nothing else otherwise", async () => {
    const cspOf = async (sources?: string[]) => {
      const app = new Hono().use("*", securityHeaders(sources)).get("/", (c) => c.text("ok"));
      return (await app.request("/")).headers.get("content-security-policy") ?? "";
    };
    expect(await cspOf()).toMatch(/connect-src 'self';/);
    expect(await cspOf(["http://127.0.0.1:47100", "http://localhost:47100"])).toMatch(
      /connect-src 'self' http:\/\/127\.0\.0\.1:47100 http:\/\/localhost:47100;/,
    );
  });
});
