/**
 * Permissions load with the layout, not the screen (DESIGN.md §6, §10; 001 §6): the RCM layout route
 * loads the role permissions before any /rcm/* screen renders, a deep link never shows a screen
 * while they are missing, a failed call shows an error (never the screen), and they are loaded
 * once for every RCM screen. Answers come from the reference API in-process
 * (tests/component/sandbox-backend.ts); msw only holds the permissions answer back or fails it.
 */
import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { renderPortal, server, useSandboxServer } from "../resource/harness";
import { API_BASE } from "../sandbox-backend";

const backend = useSandboxServer();

const PERMISSIONS = `${API_BASE}/rcm/v1/role-permissions/providers/:provider/statuses`;
const permissionCalls = () => backend.requests.filter((url) => url.pathname.includes("/role-permissions/"));
const accountCalls = () => backend.requests.filter((url) => url.pathname.endsWith("/rcm/v1/accounts"));

/** A screen's first render loads its lazy code cold (antd under jsdom, a busy CI machine): allow it time. */
const SCREEN_MS = 45_000;

interface AccountPage {
  content: { id: string; invoiceNumber: string }[];
}
/** The newest account of the editor's provider: the grid's first row (default sort createdAt desc). */
const newestAccount = async () =>
  (
    await backend.get<AccountPage>(
      "rcm/v1/accounts?page=0&size=1&order_by=created_at&sort=desc",
      "rcm-editor",
    )
  ).content[0];

/** Holds the permissions answer (the reference API's own) until `release()` is called. */
function heldPermissions() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(PERMISSIONS, async ({ request }) => {
      backend.requests.push(new URL(request.url));
      await gate;
      return backend.app.fetch(request);
    }),
  );
  return () => release();
}

describe("RCM layout route: role permissions before any screen", () => {
  it("a deep link to an account shows no screen until the permissions are in, then shows it", async () => {
    const account = await newestAccount();
    const release = heldPermissions();
    const { runtime } = await renderPortal({
      path: `/rcm/account/${account.id}`,
      session: await backend.signIn("rcm-editor"),
    });
    await waitFor(() => expect(permissionCalls()).toHaveLength(1), { timeout: 15_000 });
    expect(await screen.findByRole("status", { name: "Loading…" })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(account.invoiceNumber)).not.toBeInTheDocument();
    expect(backend.requests.some((url) => url.pathname.includes(`/accounts/${account.id}`))).toBe(false);
    expect(runtime.sessionStore.getRestrictedEvents()).toBeUndefined();
    release();
    // The seed restricts ASSIGN_RESPONSIBLE for rcm-editor (sandbox/seed/users.ts).
    await waitFor(() => expect(runtime.sessionStore.getRestrictedEvents()).toEqual(["ASSIGN_RESPONSIBLE"]));
    await waitFor(() => expect(screen.queryByRole("status", { name: "Loading…" })).not.toBeInTheDocument(), {
      timeout: SCREEN_MS,
    });
  }, 90_000);

  it("the accounts grid asks for its first page only once the permissions are in, and never asks them again", async () => {
    const account = await newestAccount();
    const release = heldPermissions();
    await renderPortal({ path: "/rcm/home", session: await backend.signIn("rcm-editor") });
    await waitFor(() => expect(permissionCalls()).toHaveLength(1), { timeout: 15_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(accountCalls()).toHaveLength(0);
    release();
    expect(
      await screen.findByText(account.invoiceNumber, undefined, { timeout: SCREEN_MS }),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(permissionCalls()).toHaveLength(1);
  }, 90_000);

  it("a failed call shows an error and a retry, never the screen", async () => {
    const account = await newestAccount();
    let fail = true;
    server.use(
      http.get(PERMISSIONS, ({ request }) => {
        if (!fail) return undefined; // falls through to the reference API
        backend.requests.push(new URL(request.url));
        return HttpResponse.json({ message: "boom" }, { status: 500 });
      }),
    );
    const { runtime } = await renderPortal({
      path: "/rcm/home",
      session: await backend.signIn("rcm-editor"),
    });
    expect(
      await screen.findByText("The permissions of your role could not be loaded. Try again.", undefined, {
        timeout: 15_000,
      }),
    ).toBeInTheDocument();
    expect(accountCalls()).toHaveLength(0);
    expect(runtime.sessionStore.getRestrictedEvents()).toBeUndefined();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(
      await screen.findByText(account.invoiceNumber, undefined, { timeout: SCREEN_MS }),
    ).toBeInTheDocument();
  }, 90_000);
});
