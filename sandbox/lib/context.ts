/** Shared types of the reference API: its settings, dependencies and the Hono context variables. */
import type { DbHandle } from "../db/client";
import type { UserRow } from "../db/schema";
import type { Lang } from "./messages";

/** Settings of a running sandbox (CLI flags and environment, see sandbox/main.ts). */
export interface SandboxConfig {
  /** Access-token lifetime in seconds (SANDBOX_ACCESS_TTL_S, default 300). */
  accessTtlS: number;
  /** Refresh-token lifetime in seconds (SANDBOX_REFRESH_TTL_S, default 28,800 = 8 h). */
  refreshTtlS: number;
  /** Second-factor lock after 5 wrong codes, in minutes (SANDBOX_TFA_LOCK_MINUTES, default 5). */
  tfaLockMinutes: number;
  /** Fault injection routes and behaviour (--faults / SANDBOX_FAULTS=1). */
  faults: boolean;
  /** The outbox route (off with --no-outbox, and when NODE_ENV=production unless SANDBOX_OUTBOX=1). */
  outbox: boolean;
  /** Base path of the API, used in Location headers (always "/api" here). */
  apiBase: string;
  /** OAuth clients: id to secret. */
  clients: Record<string, string>;
  /** Password-grant throttling (docs/decisions.md "Sign-in throttling"; sandbox/lib/throttle.ts). */
  signIn: SignInThrottleConfig;
  /**
   * Take the client address from the last `X-Forwarded-For` entry (the one the nearest proxy
   * added) instead of the socket: set behind a load balancer (--trust-proxy / SANDBOX_TRUST_PROXY=1).
   */
  trustProxy: boolean;
  /** Largest request body accepted on /api, in bytes (1 MiB); larger answers 413 PAYLOAD_TOO_LARGE. */
  bodyLimitBytes: number;
}

/** Limits of the password grant (OWASP ASVS brute-force protection). */
export interface SignInThrottleConfig {
  /** Failed passwords for one username within the window that lock it (SANDBOX_SIGNIN_MAX_FAILURES, 5). */
  maxFailuresPerUser: number;
  /**
   * Failed passwords from one client address within the window that lock the address
   * (SANDBOX_SIGNIN_MAX_FAILURES_PER_ADDRESS, 20).
   */
  maxFailuresPerAddress: number;
  /** Length of the counting window, in seconds (SANDBOX_SIGNIN_WINDOW_MINUTES, 15 min). */
  windowS: number;
  /** How long a reached limit refuses every password grant, in seconds (SANDBOX_SIGNIN_LOCK_MINUTES, 15 min). */
  lockS: number;
}

/** A parsed bearer token. */
export interface Principal {
  token_hash: string;
  /** portal: full session; tfa: only the two-factor calls; client: client_credentials token. */
  scope: "portal" | "tfa" | "client";
  client_id: string;
  family_id: string | null;
  expires_at: Date;
  /** The signed-in user; null for client tokens. */
  user: UserRow | null;
}

/** What the app is built from. */
export interface AppDeps {
  handle: DbHandle;
  config: SandboxConfig;
  /** The clock; tests move it. */
  now: () => Date;
  /** One-line log output (console unless quiet). */
  log: (line: string) => void;
}

/** Hono environment of every route. */
export interface AppEnv {
  Variables: {
    lang: Lang;
    /** Set when a valid bearer token came with the request. */
    principal: Principal | null;
  };
}
