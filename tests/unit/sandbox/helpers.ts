/**
 * Test harness of the reference API: one database per test file (an in-memory PGlite, or with
 * `DATABASE_URL` a database on that PostgreSQL server; from a seeded template, see snapshot.ts), a
 * small seed, the Hono app called with `app.request` (no network), a movable clock and helpers for
 * the demo users. `startInstances` builds several apps over one database, as several API processes
 * behind one address would be.
 */
import type { Hono } from "hono";
import { createApp } from "../../../sandbox/app";
import { readCliOptions } from "../../../sandbox/config";
import type { DbHandle } from "../../../sandbox/db/client";
import type { AppDeps, AppEnv, SandboxConfig } from "../../../sandbox/lib/context";
import { readDemoUsers } from "../../../sandbox/seed/users";
import { openSeeded } from "./snapshot";

export const PASSWORD = "Demo#Portal2026";
export const BASIC = `Basic ${Buffer.from("provider-portal:provider-portal-secret").toString("base64")}`;

/** A running sandbox for one test file. */
export interface TestSandbox {
  app: Hono<AppEnv>;
  handle: DbHandle;
  deps: AppDeps;
  /** Moves the clock forward. */
  advance(ms: number): void;
  /** Lines logged by the app. */
  logs: string[];
  close(): Promise<void>;
}

/** Options of {@link startSandbox}. */
export interface SandboxOptions {
  /** Accounts of the seed (300 unless told). */
  accounts?: number;
  /** Fault injection (on unless told). */
  faults?: boolean;
  /** Settings that differ from the defaults of `readCliOptions([], {})`. */
  config?: Partial<SandboxConfig>;
}

/** Starts a sandbox with a small seed (300 accounts unless told). */
export async function startSandbox(options: SandboxOptions = {}): Promise<TestSandbox> {
  const [sandbox] = await startInstances(1, options);
  return sandbox;
}

/**
 * Starts `count` apps over one seeded database, each with its own connection (PGlite: one shared
 * in-process database; PostgreSQL: one pool each) and one shared clock. Closing any of them closes
 * the database.
 */
export async function startInstances(count: number, options: SandboxOptions = {}): Promise<TestSandbox[]> {
  const seeded = await openSeeded({ accounts: options.accounts ?? 300, brAccounts: 60 });
  const config: SandboxConfig = {
    ...readCliOptions([], {}).config,
    faults: options.faults ?? true,
    ...options.config,
  };
  let offset = 0;
  const logs: string[] = [];
  const now = () => new Date(Date.now() + offset);
  const handles = [seeded as DbHandle];
  for (let i = 1; i < count; i += 1) handles.push(await seeded.connectAgain());
  return handles.map((handle) => {
    const deps: AppDeps = { handle, config, now, log: (line) => logs.push(line) };
    return {
      app: createApp(deps),
      handle,
      deps,
      advance: (ms) => {
        offset += ms;
      },
      logs,
      close: () => seeded.close(),
    };
  });
}

/** The username of a demo-user kind. */
export function username(kind: string): string {
  const user = readDemoUsers().find((u) => u.kind === kind);
  if (!user) throw new Error(`no demo user of kind ${kind}`);
  return user.username;
}

/** A JSON answer. */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** Calls the API (path after /api) and reads the JSON answer (null body when empty). */
export async function call<T = Record<string, unknown>>(
  sandbox: TestSandbox,
  method: string,
  path: string,
  options: {
    token?: string;
    json?: unknown;
    form?: Record<string, string>;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  const res = await sandbox.app.request(`/api${path}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
}

/** The token answer (a subset of its fields). */
export interface TokenAnswer {
  access_token: string;
  refresh_token?: string;
  scope: string;
  user_id: string;
  tfa_required: boolean;
  extensions: Record<string, unknown>;
  [field: string]: unknown;
}

/** Password grant for a demo user; returns the raw answer. */
export function passwordGrant(
  sandbox: TestSandbox,
  user: string,
  password = PASSWORD,
  headers: Record<string, string> = {},
) {
  return call<TokenAnswer>(sandbox, "POST", "/v1/oauth/token", {
    form: { grant_type: "password", username: user, password },
    headers: { authorization: BASIC, ...headers },
  });
}

/** Signs a demo-user kind in and returns the token answer (fails the test on an error). */
export async function signIn(sandbox: TestSandbox, kind: string): Promise<TokenAnswer> {
  const answer = await passwordGrant(sandbox, username(kind));
  if (answer.status !== 200) throw new Error(`sign-in of ${kind} failed: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Messages of the outbox for an address, newest first. */
export async function outboxFor(sandbox: TestSandbox, to: string) {
  const answer = await call<{ messages: { to: string; channel: string; link?: string; code?: string }[] }>(
    sandbox,
    "GET",
    `/__sandbox/outbox?to=${encodeURIComponent(to)}`,
  );
  return answer.body.messages;
}
