/**
 * Permissions load with the layout, not the screen (DESIGN.md §6, §10; 001 §6): the RCM layout route
 * loads the role permissions before any /rcm/* screen renders, a deep link never shows a screen
 * while they are missing, a failed call shows an error (never the screen), and they are loaded
 * once for every RCM screen.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { renderPortal, server, SESSIONS } from "../resource/harness";
import { BASE, requests, resetData } from "../resource/handlers";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => resetData());
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const PERMISSIONS = `${BASE}/rcm/v1/role-permissions/providers/:provider/statuses`;
const permissionCalls = () => requests.filter((url) => url.pathname.includes("/role-permissions/"));
const accountCalls = () => requests.filter((url) => url.pathname.endsWith("/rcm/v1/accounts"));
const ANSWER = {
  role_statuses: [{ role: "EDITOR", statuses: ["IN_PROGRESS", "SENT"] }],
  account_event_restrictions: [{ restricted_event: "ASSIGN_RESPONSIBLE" }],
  support_file_restrictions: [],
};

/** A permissions handler that answers when `release()` is called. */
function heldPermissions() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(PERMISSIONS, async ({ request }) => {
      requests.push(new URL(request.url));
      await gate;
      return HttpResponse.json(ANSWER);
    }),
  );
  return () => release();
}

describe("RCM layout route: role permissions before any screen", () => {
  it("a deep link to an account shows no screen until the permissions are in, then shows it", async () => {
    const release = heldPermissions();
    const { runtime } = await renderPortal({ path: "/rcm/account/acc-1", session: SESSIONS.rcmEditor });
    await waitFor(() => expect(permissionCalls()).toHaveLength(1), { timeout: 15_000 });
    expect(await screen.findByRole("status", { name: "Loading…" })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText("Coming soon")).not.toBeInTheDocument();
    expect(runtime.sessionStore.getRestrictedEvents()).toBeUndefined();
    release();
    expect(await screen.findByText("Coming soon")).toBeInTheDocument();
    expect(runtime.sessionStore.getRestrictedEvents()).toEqual(["ASSIGN_RESPONSIBLE"]);
  });

  it("the accounts grid asks for its first page only once the permissions are in, and never asks them again", async () => {
    const release = heldPermissions();
    await renderPortal({ path: "/rcm/home", session: SESSIONS.rcmEditor });
    await waitFor(() => expect(permissionCalls()).toHaveLength(1), { timeout: 15_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(accountCalls()).toHaveLength(0);
    release();
    expect(await screen.findByText("F-0001")).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(permissionCalls()).toHaveLength(1);
  });

  it("a failed call shows an error and a retry, never the screen", async () => {
    let fail = true;
    server.use(
      http.get(PERMISSIONS, ({ request }) => {
        requests.push(new URL(request.url));
        return fail ? HttpResponse.json({ message: "boom" }, { status: 500 }) : HttpResponse.json(ANSWER);
      }),
    );
    const { runtime } = await renderPortal({ path: "/rcm/home", session: SESSIONS.rcmEditor });
    expect(
      await screen.findByText("The permissions of your role could not be loaded. Try again.", undefined, {
        timeout: 15_000,
      }),
    ).toBeInTheDocument();
    expect(accountCalls()).toHaveLength(0);
    expect(runtime.sessionStore.getRestrictedEvents()).toBeUndefined();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("F-0001")).toBeInTheDocument();
  });
});
