/**
 * The landing list's first page travels with the permissions (issue 6 §2, sign-in to first rows
 * ≤ 1 s; src/components/resource/list-query.ts, src/areas/rcm/warm-up.ts): as an RCM session starts
 * on /rcm/home, the accounts grid's first page is asked at once, while the RCM layout still waits
 * for the role permissions (001 §6), and the grid then shows that answer without asking again,
 * because the prefetch and the grid build their query from one function under one key.
 */
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { renderPortal, server, useSandboxServer } from "./harness";

const backend = useSandboxServer();

const SCREEN_MS = 45_000;
const accountCalls = () => backend.requests.filter((url) => url.pathname.endsWith("/rcm/v1/accounts"));
const permissionCalls = () => backend.requests.filter((url) => url.pathname.includes("/role-permissions/"));

/** Holds the role permissions' answer until `release` is called; `asked` counts the asks held. */
function holdPermissions(): { release: () => void; asked: () => number } {
  let release = () => undefined as void;
  let asked = 0;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(/\/role-permissions\/providers\/[^/]+\/statuses$/, async () => {
      asked += 1;
      await gate;
      return undefined;
    }),
  );
  return { release, asked: () => asked };
}

describe("landing list prefetch", { timeout: 90_000 }, () => {
  it("asks the grid's first page while the permissions are pending, and the grid shows it without asking again", async () => {
    const { release } = holdPermissions();
    await renderPortal({ path: "/rcm/home", session: await backend.signIn("rcm-editor"), warmUp: true });
    // The page is asked before the layout may render the grid (the permissions are held).
    await waitFor(() => expect(accountCalls()).toHaveLength(1), { timeout: SCREEN_MS });
    expect(screen.queryByRole("table")).toBeNull();
    expect(accountCalls()[0].searchParams.get("page")).toBe("0");
    expect(accountCalls()[0].searchParams.get("size")).toBe("15");

    release();
    const expected = await backend.get<{ content: { invoiceNumber: string }[] }>(
      `rcm/v1/accounts${accountCalls()[0].search}`,
      "rcm-editor",
    );
    await waitFor(
      () => {
        const rows = within(screen.getByRole("table")).getAllByRole("row");
        expect(rows.some((row) => row.textContent?.includes(expected.content[0].invoiceNumber))).toBe(true);
      },
      { timeout: SCREEN_MS },
    );
    // One key: the grid read the prefetched answer instead of asking for the same page again.
    expect(accountCalls()).toHaveLength(1);
    expect(permissionCalls().length).toBeGreaterThan(0);
  });

  it("asks nothing ahead for a session starting elsewhere (an account's page)", async () => {
    const { release, asked } = holdPermissions();
    await renderPortal({
      path: "/rcm/account/does-not-matter",
      session: await backend.signIn("rcm-editor"),
      warmUp: true,
    });
    await waitFor(() => expect(asked()).toBeGreaterThan(0), { timeout: SCREEN_MS });
    expect(accountCalls()).toHaveLength(0);
    release();
  });
});
