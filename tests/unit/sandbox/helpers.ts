/**
 * Test harness of the reference API: one in-memory PGlite per test file (from a seeded template,
 * see snapshot.ts), a small seed, the Hono app
 * called with `app.request` (no network), a movable clock and helpers for the demo users.
 */
import type { Hono } from "hono";
import { createApp } from "../../../sandbox/app";
import { readCliOptions } from "../../../sandbox/config";
import type { DbHandle } from "../../../sandbox/db/client";
import type { AppDeps, AppEnv } from "../../../sandbox/lib/context";
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

/** Starts a sandbox with a small seed (300 accounts unless told). */
export async function startSandbox(
  options: { accounts?: number; faults?: boolean } = {},
): Promise<TestSandbox> {
  const handle = await openSeeded({ accounts: options.accounts ?? 300, brAccounts: 60 });
  const config = readCliOptions([], {}).config;
  let offset = 0;
  const logs: string[] = [];
  const deps: AppDeps = {
    handle,
    config: { ...config, faults: options.faults ?? true },
    now: () => new Date(Date.now() + offset),
    log: (line) => logs.push(line),
  };
  return {
    app: createApp(deps),
    handle,
    deps,
    advance: (ms) => {
      offset += ms;
    },
    logs,
    close: () => handle.close(),
  };
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
