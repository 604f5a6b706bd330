/**
 * The simulated fingerprint device agent (000 §7 "Fingerprint device (local host): POST
 * /devices/capture, body quality and timeout"; §8 fingerprint texts; docs/api-contract.md
 * "Identity verification"; issue 20 §4): the small program a clinic installs beside its reader,
 * here a Hono app on its own port, started by the reference API only when asked
 * (`--device-agent PORT`, `SANDBOX_DEVICE_AGENT_PORT`; sandbox/README.md "Simulated device agent").
 *
 * The portal's page calls it directly from the browser, so it answers CORS (its preflight too) for
 * the origins it is given, and nobody else. Its answer is switched with `PUT /__mode` to each case
 * the portal must show: see {@link DEVICE_AGENT_MODES}. The mode lives in memory (it is a device,
 * not the database) and stays until switched again.
 */
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { cors } from "hono/cors";
import { MATCHING_SAMPLE, MISMATCHED_SAMPLE, SIMULATED_DEVICE_SERIAL } from "./samples";

/**
 * What the agent answers `POST /devices/capture` with:
 * - `success`: 200 `{ sample, quality, device_serial }` with the sample that verifies;
 * - `no-finger`: 204 (no usable finger: 'Fingerprint validation failed');
 * - `not-initialized`: 503 `{ error_code: "DEVICE_NOT_INITIALIZED" }`;
 * - `already-started`: 409 `{ error_code: "CAPTURE_ALREADY_STARTED" }`;
 * - `stopped`: 410 `{ error_code: "CAPTURE_STOPPED" }`;
 * - `error`: 500 `{ error_code: "DEVICE_ERROR" }` (the default text);
 * - `hang`: never answers (the portal gives up after 15 s: 'Request timed out');
 * - `mismatch`: 200 with a sample the reference API refuses (VERIFICATION_FAILED).
 */
export const DEVICE_AGENT_MODES = [
  "success",
  "no-finger",
  "not-initialized",
  "already-started",
  "stopped",
  "error",
  "hang",
  "mismatch",
] as const;

/** One of {@link DEVICE_AGENT_MODES}. */
export type DeviceAgentMode = (typeof DEVICE_AGENT_MODES)[number];

/** Options of {@link createDeviceAgent}. */
export interface DeviceAgentOptions {
  /** Origins whose pages may call the agent (exact `scheme://host:port`). */
  origins: readonly string[];
  /** The mode it starts in (default `success`). */
  mode?: DeviceAgentMode;
}

/** The agent's app and what its tests and its server need of it. */
export interface DeviceAgent {
  readonly app: Hono;
  /** The current mode. */
  mode(): DeviceAgentMode;
  /** Answers every hung capture (a 503 nobody reads), so that the server can close. */
  releaseHung(): void;
}

const FAILURES: Partial<Record<DeviceAgentMode, { status: 409 | 410 | 500 | 503; code: string }>> = {
  "not-initialized": { status: 503, code: "DEVICE_NOT_INITIALIZED" },
  "already-started": { status: 409, code: "CAPTURE_ALREADY_STARTED" },
  stopped: { status: 410, code: "CAPTURE_STOPPED" },
  error: { status: 500, code: "DEVICE_ERROR" },
};

function isMode(value: unknown): value is DeviceAgentMode {
  return typeof value === "string" && (DEVICE_AGENT_MODES as readonly string[]).includes(value);
}

function intIn(value: unknown, min: number, max: number): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
}

/** Builds the simulated agent (see the file comment). */
export function createDeviceAgent(options: DeviceAgentOptions): DeviceAgent {
  let mode: DeviceAgentMode = options.mode ?? "success";
  const hung = new Set<() => void>();
  const app = new Hono();

  // Chromium's Private Network Access preflight (around the CORS answer): a page may ask before calling a local address.
  app.use("*", async (c, next) => {
    await next();
    if (
      c.req.method === "OPTIONS" &&
      c.req.header("access-control-request-private-network") === "true" &&
      c.res.headers.get("access-control-allow-origin")
    )
      c.res.headers.set("Access-Control-Allow-Private-Network", "true");
  });
  app.use(
    "*",
    cors({
      origin: (origin) => (options.origins.includes(origin) ? origin : null),
      allowMethods: ["GET", "POST", "PUT", "OPTIONS"],
      allowHeaders: ["Content-Type"],
      maxAge: 600,
    }),
  );

  app.post("/devices/capture", async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error_code: "INVALID_REQUEST", message: "body is not valid JSON" }, 400);
    }
    const { quality, timeout } = (body ?? {}) as Record<string, unknown>;
    if (!intIn(quality, 1, 100))
      return c.json({ error_code: "INVALID_REQUEST", message: "quality must be an integer 1-100" }, 400);
    if (!intIn(timeout, 1, 60_000))
      return c.json(
        { error_code: "INVALID_REQUEST", message: "timeout must be an integer 1-60000 (ms)" },
        400,
      );
    // One capture's mode may be named by the caller (`X-Simulated-Mode`): tests running side by
    // side each name their own, so that one test's failure mode never answers another's capture.
    const named = c.req.header("x-simulated-mode");
    const current: DeviceAgentMode = isMode(named) ? named : mode;
    if (current === "hang") {
      await new Promise<void>((resolve) => {
        const done = () => {
          hung.delete(done);
          resolve();
        };
        hung.add(done);
        c.req.raw.signal.addEventListener("abort", done, { once: true });
      });
      return c.json({ error_code: "DEVICE_NOT_INITIALIZED" }, 503);
    }
    if (current === "no-finger") return c.body(null, 204);
    const failure = FAILURES[current];
    if (failure) return c.json({ error_code: failure.code }, failure.status);
    return c.json({
      sample: current === "mismatch" ? MISMATCHED_SAMPLE : MATCHING_SAMPLE,
      quality,
      device_serial: SIMULATED_DEVICE_SERIAL,
    });
  });

  app.get("/__mode", (c) => c.json({ mode, modes: DEVICE_AGENT_MODES }));
  app.put("/__mode", async (c) => {
    const body = (await c.req.json().catch(() => null)) as { mode?: unknown } | null;
    if (!isMode(body?.mode))
      return c.json(
        { error_code: "VALIDATION_ERROR", message: `mode must be one of ${DEVICE_AGENT_MODES.join(", ")}` },
        400,
      );
    mode = body.mode;
    return c.json({ mode });
  });

  return {
    app,
    mode: () => mode,
    releaseHung: () => {
      for (const done of [...hung]) done();
    },
  };
}

/** A running agent (see {@link startDeviceAgent}). */
export interface RunningDeviceAgent {
  readonly agent: DeviceAgent;
  readonly server: ServerType;
  /** Stops listening, answering hung captures first. */
  close(): Promise<void>;
}

/**
 * Starts the simulated agent on `host:port`.
 * @returns once it listens.
 */
export function startDeviceAgent(
  options: DeviceAgentOptions & { port: number; host: string },
): Promise<RunningDeviceAgent> {
  const agent = createDeviceAgent(options);
  return new Promise((resolve) => {
    const server = serve({ fetch: agent.app.fetch, port: options.port, hostname: options.host }, () =>
      resolve({
        agent,
        server,
        close: () =>
          new Promise<void>((done) => {
            agent.releaseHung();
            server.close(() => done());
            if ("closeAllConnections" in server) server.closeAllConnections();
          }),
      }),
    );
  });
}
