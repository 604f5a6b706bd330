/**
 * The signed-in session's wiring (issue 6 §1 "no request waterfall after the token answer";
 * src/app/session-wiring.ts): made as the token answers, with the areas' first calls already out,
 * then handed to the signed-in app once, never reused by a later session.
 */
import { describe, expect, it, vi } from "vitest";
import i18next from "i18next";
import type { HttpClient } from "../../../providers/http";
import type { TokenResponse } from "../../../providers/session-types";
import type { Runtime } from "../../../src/base/runtime-context";
import { startSessionWiring, takeSessionWiring } from "../../../src/app/session-wiring";

const editor: TokenResponse = {
  accessToken: "token-1",
  tokenType: "bearer",
  userId: "u-1",
  isRcmUser: true,
  extensions: { providerSlug: "clinic", countryCode: "DO", rcmUserRoles: ["EDITOR"] },
};

function fakeHttp(): HttpClient & { asked: string[] } {
  const asked: string[] = [];
  const get = vi.fn(async (url: string) => {
    asked.push(url);
    return { data: {} };
  });
  // The data providers send lists through `request` (providers/data/create-data-provider.ts).
  const request = vi.fn(async (config: { url: string }) => {
    asked.push(config.url);
    return { data: { content: [], totalElements: 0, number: 0, size: 15 } };
  });
  return Object.assign({ get, request, defaults: {} } as unknown as HttpClient, { asked });
}

function fakeRuntime(session: { current: TokenResponse | null }): Runtime {
  return {
    config: { features: {} },
    sessionStore: {
      get: () => session.current,
      getRestrictedEvents: () => [],
      subscribe: () => () => undefined,
    },
    auth: {},
    loadHttp: async () => fakeHttp(),
  } as unknown as Runtime;
}

const GRID = { pathname: "/rcm/home", search: "" };

describe("session wiring", () => {
  it(
    "asks an RCM user's permissions, view configuration and first page as the token answers",
    { timeout: 30_000 },
    async () => {
      const session = { current: editor as TokenResponse | null };
      const http = fakeHttp();
      const wiring = startSessionWiring(fakeRuntime(session), http, i18next, GRID);
      expect(wiring).not.toBeNull();
      await vi.waitFor(
        () =>
          expect([...http.asked].sort()).toEqual([
            "/rcm/v1/role-permissions/providers/clinic/statuses",
            "/rcm/v1/view-configuration/clinic",
            "rcm/v1/accounts",
          ]),
        { timeout: 10_000 },
      );
    },
  );

  it("hands the started wiring to the signed-in app once, which then asks nothing again", async () => {
    const session = { current: editor as TokenResponse | null };
    const runtime = fakeRuntime(session);
    const http = fakeHttp();
    const started = startSessionWiring(runtime, http, i18next, GRID);
    await vi.waitFor(() => expect(http.asked).toHaveLength(3), { timeout: 10_000 });
    const taken = takeSessionWiring(runtime, http, i18next, GRID);
    expect(taken).toBe(started);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(http.asked).toHaveLength(3);
    // The same session mounting again (React threw the first mount away): the same cache, nothing
    // asked twice (a reload's first list was asked twice in two parallel chains before).
    const remount = takeSessionWiring(runtime, http, i18next, GRID);
    expect(remount).toBe(started);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(http.asked).toHaveLength(3);
    // A second signed-in app after sign-out and sign-in again (a new token) never gets the same cache.
    session.current = { ...editor, accessToken: "token-after-sign-in" };
    const again = takeSessionWiring(runtime, http, i18next, GRID);
    expect(again).not.toBe(started);
    expect(again.queryClient).not.toBe(started?.queryClient);
  });

  it("a reload's wiring made at the first mount is the one a remount gets: one warm-up", async () => {
    const session = { current: { ...editor, accessToken: "reload-token" } as TokenResponse | null };
    const runtime = fakeRuntime(session);
    const http = fakeHttp();
    const first = takeSessionWiring(runtime, http, i18next, GRID);
    const second = takeSessionWiring(runtime, http, i18next, GRID);
    expect(second).toBe(first);
    await vi.waitFor(() => expect(http.asked).toHaveLength(3), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(http.asked.filter((url) => url === "rcm/v1/accounts")).toHaveLength(1);
  });

  it("drops a wiring started for another session (its cache cleared) and makes a new one", async () => {
    const session = { current: editor as TokenResponse | null };
    const runtime = fakeRuntime(session);
    const http = fakeHttp();
    const started = startSessionWiring(runtime, http, i18next, GRID);
    await vi.waitFor(() => expect(http.asked).toHaveLength(3), { timeout: 10_000 });
    expect(started?.queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);
    session.current = { ...editor, userId: "u-2", accessToken: "token-2" };
    const taken = takeSessionWiring(runtime, http, i18next, GRID);
    expect(taken).not.toBe(started);
    expect(taken.session?.userId).toBe("u-2");
    expect(started?.queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it("starts nothing without a session", async () => {
    const http = fakeHttp();
    const runtime = fakeRuntime({ current: null });
    expect(startSessionWiring(runtime, http, i18next, GRID)).toBeNull();
    const taken = takeSessionWiring(runtime, http, i18next, GRID);
    expect(taken.session).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(http.asked).toEqual([]);
  });
});
