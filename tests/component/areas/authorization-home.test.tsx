/**
 * The authorization home at /home (000 §2 "Authorization home", §4, §6, §7, §8): tabs by role,
 * void and void-only-the-claim behind a confirmation, 202 polling, 404 as success.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { renderPortal, server, SESSIONS } from "../resource/harness";
import { BASE, data, requests, resetData } from "../resource/handlers";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => resetData());
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const rowOf = async (code: string) => (await screen.findByText(code)).closest("tr") as HTMLElement;
const posts = () => requests.filter((url) => url.pathname.endsWith("/void"));
const confirmDialog = () => screen.findByRole("dialog");

describe("000 §2 authorization list", () => {
  it("000 §7: lists claims newest first, page 1 sent as 0", async () => {
    await renderPortal({ path: "/home", session: SESSIONS.administrator });
    const row = await rowOf("AUT-0001");
    expect(within(row).getByText("Completed")).toBeInTheDocument();
    expect(within(row).getByText(/2 \/ 2/)).toBeInTheDocument();
    const list = requests.filter((url) => url.pathname.endsWith("/outpatient-care-claim")).at(-1);
    expect(list?.pathname).toBe("/api/arc/v1/providers/clinica-central-do/outpatient-care-claim");
    expect(list?.searchParams.get("sort")).toBe("createdAt,desc");
    expect(list?.searchParams.get("page")).toBe("0");
  });

  it("landing on /home asks for the list once (the tabs appearing do not remount the list)", async () => {
    await renderPortal({ path: "/home", session: SESSIONS.administrator });
    await screen.findByText("AUT-0001");
    expect(await screen.findByRole("tab", { name: "Authorizations" })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const lists = requests.filter((url) => url.pathname.endsWith("/outpatient-care-claim"));
    expect(lists.map((url) => url.search)).toEqual(["?page=0&size=15&sort=createdAt,desc"]);
  });

  it("000 §7/§8: void only the claim — confirmation that it cannot be reverted, 202 polled to COMPLETED, success message, new status", async () => {
    await renderPortal({ path: "/home", session: SESSIONS.administrator });
    const row = await rowOf("AUT-0002");
    fireEvent.click(within(row).getByRole("button", { name: /Void only the claim of AUT-0002/ }));
    const dialog = await confirmDialog();
    expect(within(dialog).getByText(/cannot be reverted/)).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Void claim" }));
    expect(await screen.findAllByText("The authorization was voided.")).not.toHaveLength(0);
    expect(posts().map((url) => url.pathname)).toEqual([
      "/api/arc/v1/providers/clinica-central-do/claims/claim-2/void",
    ]);
    expect(requests.filter((url) => url.pathname.includes("/void-status/")).length).toBe(2);
    await waitFor(async () =>
      expect(within(await rowOf("AUT-0002")).getByText("Voided")).toBeInTheDocument(),
    );
    // A voided claim offers no void any more.
    expect(within(await rowOf("AUT-0002")).queryByRole("button", { name: /Void/ })).not.toBeInTheDocument();
  });

  it("000 §7: void the authorization after confirming; cancelling sends nothing", async () => {
    await renderPortal({ path: "/home", session: SESSIONS.administrator });
    const row = await rowOf("AUT-0001");
    fireEvent.click(within(row).getByRole("button", { name: "Void authorization AUT-0001" }));
    fireEvent.click(within(await confirmDialog()).getByRole("button", { name: "Cancel" }));
    // antd keeps a closed dialog in the DOM, hidden: none is left in the accessibility tree.
    await waitFor(() => expect(screen.queryAllByRole("dialog")).toHaveLength(0));
    expect(posts()).toHaveLength(0);
    fireEvent.click(
      within(await rowOf("AUT-0001")).getByRole("button", { name: "Void authorization AUT-0001" }),
    );
    fireEvent.click(within(await confirmDialog()).getByRole("button", { name: "Void" }));
    expect(await screen.findAllByText("The authorization was voided.")).not.toHaveLength(0);
    expect(posts().map((url) => url.pathname)).toEqual(["/api/arc/v1/authorizations/auth-1/void"]);
    await waitFor(async () =>
      expect(within(await rowOf("AUT-0001")).getByText("Voided")).toBeInTheDocument(),
    );
  });

  it("000 §4: a void answered 404 counts as success", async () => {
    server.use(
      http.post(`${BASE}/arc/v1/providers/:provider/claims/:id/void`, () =>
        HttpResponse.json({ error_code: "NOT_FOUND", message: "Claim not found" }, { status: 404 }),
      ),
    );
    await renderPortal({ path: "/home", session: SESSIONS.administrator });
    fireEvent.click(within(await rowOf("AUT-0001")).getByRole("button", { name: /Void only the claim/ }));
    fireEvent.click(within(await confirmDialog()).getByRole("button", { name: "Void claim" }));
    expect(await screen.findAllByText("The authorization was voided.")).not.toHaveLength(0);
    expect(screen.queryByText("Claim not found")).not.toBeInTheDocument();
  });

  it("000 §8: a polled ERROR shows the server's message as text", async () => {
    server.use(
      http.get(`${BASE}/arc/v1/providers/:provider/claims/:id/void-status/:job`, () =>
        HttpResponse.json({ status: "ERROR", message: "Sponsor refused the void" }),
      ),
    );
    await renderPortal({ path: "/home", session: SESSIONS.administrator });
    fireEvent.click(within(await rowOf("AUT-0001")).getByRole("button", { name: /Void only the claim/ }));
    fireEvent.click(within(await confirmDialog()).getByRole("button", { name: "Void claim" }));
    expect(await screen.findAllByText("Sponsor refused the void")).not.toHaveLength(0);
    expect(data.claims[0]?.claim_status).toBe("COMPLETED");
  });
});

describe("000 §2/§6 tabs and permissions", () => {
  it("ADMINISTRATOR sees the four tabs", async () => {
    await renderPortal({ path: "/home", session: SESSIONS.administrator });
    await screen.findByText("AUT-0001");
    for (const name of ["Authorizations", "New authorization", "Settlements", "New settlement"]) {
      expect(await screen.findByRole("tab", { name })).toBeInTheDocument();
    }
  });

  it("AUTHORIZER sees no settlement tabs; without the addNewAuthorization flag no New authorization tab", async () => {
    await renderPortal({
      path: "/home",
      session: SESSIONS.authorizer,
      features: { addNewAuthorization: false },
    });
    await screen.findByText("AUT-0001");
    expect(await screen.findByRole("tab", { name: "Authorizations" })).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Settlements" })).not.toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "New settlement" })).not.toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "New authorization" })).not.toBeInTheDocument();
  });

  it("a tab leads to its page (an empty state until a later issue)", async () => {
    await renderPortal({ path: "/home", session: SESSIONS.administrator });
    fireEvent.click(await screen.findByRole("tab", { name: "New settlement" }));
    expect(await screen.findByRole("heading", { name: "New settlement" })).toBeInTheDocument();
  });

  it("000 §6: the permission-error flag shows the permission-problem message instead of the list", async () => {
    await renderPortal({ path: "/home", session: SESSIONS.unknownRole });
    expect(
      await screen.findByText("There is a problem with your permissions. Contact support."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(requests.some((url) => url.pathname.endsWith("/outpatient-care-claim"))).toBe(false);
  });

  it("void actions are hidden from users who may never void (RCM user on /home)", async () => {
    await renderPortal({ path: "/home", session: SESSIONS.rcmEditor });
    await screen.findByText("AUT-0001");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole("button", { name: /Void/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("columnheader", { name: "Actions" })).not.toBeInTheDocument();
  });
});
