/**
 * The account screen's calls wait for the database as few times in a row as they can (issue 23 §8:
 * `accountDetailPg.apiP95Ms`; docs/performance.md "A million accounts on PostgreSQL"). On a loaded
 * server every statement in a row waits for the database process to be scheduled again; the calls
 * used to check the account's provider first and read after it (the account: 4 waits in a row, its
 * restrictions and charges: 3 each). Here every statement is delayed by {@link DELAY_MS}, so the
 * call's time counts the statements in a row: the sign-in check, then one more (under 2.8 delays
 * with the work itself; 3 or 4 before).
 */
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../sandbox/app";
import type { Db } from "../../../sandbox/db/client";
import * as schema from "../../../sandbox/db/schema";
import { call, signIn, startSandbox, type TestSandbox } from "./helpers";

const DELAY_MS = 250;

/** The same client with every `query` answered DELAY_MS later. */
function delayed<T extends object>(client: T): T {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (property !== "query") return (value as (...args: unknown[]) => unknown).bind(target);
      return async (...args: unknown[]) => {
        await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

describe("the account screen's calls", () => {
  let sandbox: TestSandbox;
  let slow: TestSandbox;
  let token: string;
  let accountId: string;

  beforeAll(async () => {
    sandbox = await startSandbox();
    token = (await signIn(sandbox, "rcm-editor")).access_token;
    const list = await call<{ content: { id: string }[] }>(sandbox, "GET", "/rcm/v1/accounts?size=1", {
      token,
    });
    accountId = list.body.content[0].id;
    // $client: the driver's client under the Drizzle database (PGlite, or the pg pool).
    const client = (sandbox.handle.db as unknown as { $client: object }).$client;
    const db = (sandbox.handle.kind === "pglite"
      ? drizzlePglite({ client: delayed(client) as never, schema })
      : drizzleNodePg({ client: delayed(client) as never, schema })) as unknown as Db;
    const deps = { ...sandbox.deps, handle: { ...sandbox.handle, db } };
    slow = { ...sandbox, deps, app: createApp(deps) };
    // What an app reads once (and keeps) is not a part of any call's waits.
    await call(slow, "GET", `/rcm/v1/accounts/${accountId}`, { token });
  });
  afterAll(() => sandbox.close());

  /** Statements in a row of one call: its time over the delay of each. */
  async function waitsInARow(path: string): Promise<number> {
    const started = performance.now();
    const answer = await call(slow, "GET", path, { token });
    expect(answer.status).toBe(200);
    return (performance.now() - started) / DELAY_MS;
  }

  it.each([
    ["the account", "/rcm/v1/accounts/{id}"],
    [
      "its restricted events",
      "/rcm/v1/role-permissions/providers/clinica-andina-co/accounts/{id}/restricted-events",
    ],
    [
      "its support-file restrictions",
      "/rcm/v1/role-permissions/providers/clinica-andina-co/accounts/{id}/support-file-restrictions",
    ],
    ["its first page of charges", "/rcm/v1/accounts/{id}/charges?page=0&size=15"],
  ])("%s: the sign-in check, then one wait", async (_, path) => {
    expect(await waitsInARow(path.replace("{id}", accountId))).toBeLessThan(2.8);
  });
});
