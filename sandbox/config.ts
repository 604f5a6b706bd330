/**
 * Command-line flags and environment of the reference API (`npx tsx sandbox/main.ts --help`).
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import type { SandboxConfig } from "./lib/context";

/** Everything main.ts needs to start. */
export interface CliOptions {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  reset: boolean;
  accounts: number;
  /** Pre-settlements of clinica-andina-co at seed time; undefined = one per 10 accounts. */
  preSettlements: number | undefined;
  serveDir: string | undefined;
  quiet: boolean;
  help: boolean;
  config: SandboxConfig;
  /** The simulated fingerprint device agent (sandbox/device-agent/), off unless asked. */
  deviceAgent: DeviceAgentOptions | undefined;
}

/** Where the simulated device agent listens and which pages may call it. */
export interface DeviceAgentOptions {
  port: number;
  host: string;
  /** Origins allowed by its CORS answers (exact `scheme://host:port`). */
  origins: string[];
}

/** The usage text. */
export const USAGE = `Reference API of the Provider Portal

Usage: npx tsx sandbox/main.ts [options]

  --port N          port (env PORT, default 4300)
  --host H          interface (default 127.0.0.1)
  --data-dir DIR    PGlite data directory, or "memory" (env SANDBOX_DATA_DIR, default .data/pglite)
  --reset           wipe the database and seed it again
  --accounts N      RCM accounts of clinica-andina-co at seed time (env SANDBOX_ACCOUNTS, default 20000)
  --pre-settlements N  pre-settlements of clinica-andina-co at seed time (env SANDBOX_PRE_SETTLEMENTS,
                    default one per 10 accounts)
  --faults          enable fault injection (env SANDBOX_FAULTS=1); test only
  --no-outbox       no outbox route (it is on unless NODE_ENV=production)
  --trust-proxy     client address from X-Forwarded-For (env SANDBOX_TRUST_PROXY=1), behind a proxy only
  --serve DIR       serve a built single-page app from DIR at / (default: dist when it exists)
  --device-agent N  also start the simulated fingerprint device agent on port N (env
                    SANDBOX_DEVICE_AGENT_PORT; off by default); pages of SANDBOX_DEVICE_AGENT_ORIGINS
                    (comma-separated; default this server's and Vite's dev origins) may call it
  --quiet           no request log
  --help            this text

Environment: DATABASE_URL (use a PostgreSQL server instead of PGlite), SANDBOX_ACCESS_TTL_S (300),
SANDBOX_REFRESH_TTL_S (28800), SANDBOX_TFA_LOCK_MINUTES (5), SANDBOX_OUTBOX=1 (outbox also when
NODE_ENV=production), SANDBOX_SIGNIN_MAX_FAILURES (5 per username), SANDBOX_SIGNIN_MAX_FAILURES_PER_ADDRESS
(20), SANDBOX_SIGNIN_WINDOW_MINUTES (15), SANDBOX_SIGNIN_LOCK_MINUTES (15).`;

/** Largest request body on /api, in bytes (docs/decisions.md "Request limits"). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

function positiveInt(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text === "") return fallback;
  if (!/^\d+$/.test(text)) throw new Error(`${name} must be a non-negative integer, got "${text}"`);
  return Number(text);
}

/**
 * Reads flags (which win) and environment.
 * @throws Error on an unknown flag or a bad number.
 */
export function readCliOptions(argv: string[], env: NodeJS.ProcessEnv): CliOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: "string" },
      host: { type: "string" },
      "data-dir": { type: "string" },
      reset: { type: "boolean" },
      accounts: { type: "string" },
      "pre-settlements": { type: "string" },
      faults: { type: "boolean" },
      "no-outbox": { type: "boolean" },
      "trust-proxy": { type: "boolean" },
      serve: { type: "string" },
      "device-agent": { type: "string" },
      quiet: { type: "boolean" },
      help: { type: "boolean" },
    },
    strict: true,
  });
  const production = env.NODE_ENV === "production";
  const serve = values.serve ?? (existsSync("dist/index.html") ? "dist" : undefined);
  const port = positiveInt("--port", values.port ?? env.PORT, 4300);
  const host = values.host ?? "127.0.0.1";
  const agentPort = values["device-agent"] ?? env.SANDBOX_DEVICE_AGENT_PORT;
  return {
    port,
    host,
    dataDir: values["data-dir"] ?? env.SANDBOX_DATA_DIR ?? ".data/pglite",
    databaseUrl: env.DATABASE_URL || undefined,
    reset: values.reset ?? false,
    accounts: positiveInt("--accounts", values.accounts ?? env.SANDBOX_ACCOUNTS, 20_000),
    preSettlements:
      (values["pre-settlements"] ?? env.SANDBOX_PRE_SETTLEMENTS)
        ? positiveInt("--pre-settlements", values["pre-settlements"] ?? env.SANDBOX_PRE_SETTLEMENTS, 0)
        : undefined,
    serveDir: serve,
    quiet: values.quiet ?? false,
    help: values.help ?? false,
    deviceAgent: agentPort
      ? {
          port: positiveInt("--device-agent", agentPort, 0),
          host,
          origins: env.SANDBOX_DEVICE_AGENT_ORIGINS
            ? env.SANDBOX_DEVICE_AGENT_ORIGINS.split(",").map((origin) => origin.trim())
            : [
                `http://${host}:${port}`,
                `http://localhost:${port}`,
                "http://localhost:5173",
                "http://127.0.0.1:5173",
              ],
        }
      : undefined,
    config: {
      accessTtlS: positiveInt("SANDBOX_ACCESS_TTL_S", env.SANDBOX_ACCESS_TTL_S, 300),
      refreshTtlS: positiveInt("SANDBOX_REFRESH_TTL_S", env.SANDBOX_REFRESH_TTL_S, 28_800),
      tfaLockMinutes: positiveInt("SANDBOX_TFA_LOCK_MINUTES", env.SANDBOX_TFA_LOCK_MINUTES, 5),
      faults: (values.faults ?? false) || env.SANDBOX_FAULTS === "1",
      outbox: !values["no-outbox"] && (!production || env.SANDBOX_OUTBOX === "1"),
      apiBase: "/api",
      clients: { "provider-portal": "provider-portal-secret" },
      signIn: {
        maxFailuresPerUser: positiveInt("SANDBOX_SIGNIN_MAX_FAILURES", env.SANDBOX_SIGNIN_MAX_FAILURES, 5),
        maxFailuresPerAddress: positiveInt(
          "SANDBOX_SIGNIN_MAX_FAILURES_PER_ADDRESS",
          env.SANDBOX_SIGNIN_MAX_FAILURES_PER_ADDRESS,
          20,
        ),
        windowS: 60 * positiveInt("SANDBOX_SIGNIN_WINDOW_MINUTES", env.SANDBOX_SIGNIN_WINDOW_MINUTES, 15),
        lockS: 60 * positiveInt("SANDBOX_SIGNIN_LOCK_MINUTES", env.SANDBOX_SIGNIN_LOCK_MINUTES, 15),
      },
      trustProxy: (values["trust-proxy"] ?? false) || env.SANDBOX_TRUST_PROXY === "1",
      bodyLimitBytes: BODY_LIMIT_BYTES,
    },
  };
}

/**
 * Warnings printed at start-up about routes that must not be reachable on an exposed server: the
 * outbox (it shows every sign-in code and reset link) and fault injection.
 * @returns one line per warning, none when both are off.
 */
export function startupWarnings(config: Pick<SandboxConfig, "outbox" | "faults">): string[] {
  const warnings: string[] = [];
  if (config.outbox) {
    warnings.push(
      "WARNING: the outbox is ON: GET /api/__sandbox/outbox shows every email and SMS sent (two-factor codes, password-reset links) to anyone who can reach this server. Start with --no-outbox (or NODE_ENV=production) before exposing it.",
    );
  }
  if (config.faults) {
    warnings.push(
      "WARNING: fault injection is ON (--faults): anyone who can reach this server can make it fail. Tests only.",
    );
  }
  return warnings;
}
