/**
 * The authorization home at /home (000 §2 "Authorization home", §4, §6, §7, §8): tabs by role,
 * void and void-only-the-claim behind a confirmation, 202 polling, 404 as success, the claim-only
 * void told apart from a full void in its message and its row (issue 19 §5). The claims come
 * from the reference API in-process (tests/component/sandbox-backend.ts): voids change its
 * database, so each voiding test takes its own claim. msw only for fault shapes (a 404 void, a
 * polled ERROR).
 */
import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { renderPortal, server, useSandboxServer } from "../resource/harness";
import { API_BASE } from "../sandbox-backend";
import { textsOf } from "../../locales";

const backend = useSandboxServer();

/** A screen's first render loads its lazy code cold (antd under jsdom, a busy machine): allow it time. */
const SCREEN_MS = 45_000;

/** A claim of the list as the portal holds it (camel-cased, 000 §3 list item). */
interface Claim {
  id: number;
  authorizationId: number;
  authorizationCode: string;
  claimStatus: string;
  uploadedFiles: number;
  totalFilesToUpload: number;
}
const CLAIM_STATUS = textsOf("en").statuses["claim-status"] as Record<string, string>;
/** Statuses that offer no void (resources/authorizations.ts NOT_VOIDABLE). */
const NOT_VOIDABLE = new Set(["VOIDED", "CANCELED", "EXPIRED"]);

/** The first page as the administrator's /home asks for it (newest first). */
const firstPage = async () =>
  (
    await backend.get<{ content: Claim[] }>(
      "arc/v1/providers/clinica-central-do/outpatient-care-claim?page=0&size=15&sort=createdAt,desc",
      "administrator",
    )
  ).content;

/** The `n`-th claim of the first page that still offers a void (each voiding test takes its own). */
async function voidable(n: number): Promise<Claim> {
  const claim = (await firstPage()).filter((row) => !NOT_VOIDABLE.has(row.claimStatus))[n];
  if (!claim) throw new Error(`the first page has no voidable claim number ${n}`);
  return claim;
}

const claimStatusInDb = async (id: number) =>
  (await backend.handle.query<{ s: string }>("SELECT claim_status AS s FROM claims WHERE id = $1", [id]))[0]
    .s;

const rowOf = async (code: string) =>
  (await screen.findByText(code, undefined, { timeout: SCREEN_MS })).closest("tr") as HTMLElement;
const posts = () => backend.requests.filter((url) => url.pathname.endsWith("/void"));
const confirmDialog = () => screen.findByRole("dialog");

describe("000 §2 authorization list", { timeout: 90_000 }, () => {
  it("000 §7: lists claims newest first, page 1 sent as 0", async () => {
    const [newest] = await firstPage();
    await renderPortal({ path: "/home", session: await backend.signIn("administrator") });
    const row = await rowOf(newest.authorizationCode);
    expect(within(row).getByText(CLAIM_STATUS[newest.claimStatus])).toBeInTheDocument();
    expect(
      within(row).getByText(new RegExp(`${newest.uploadedFiles} / ${newest.totalFilesToUpload}`)),
    ).toBeInTheDocument();
    const list = backend.requests.filter((url) => url.pathname.endsWith("/outpatient-care-claim")).at(-1);
    expect(list?.pathname).toBe("/api/arc/v1/providers/clinica-central-do/outpatient-care-claim");
    expect(list?.searchParams.get("sort")).toBe("createdAt,desc");
    expect(list?.searchParams.get("page")).toBe("0");
  });

  it("landing on /home asks for the list once (the tabs appearing do not remount the list)", async () => {
    const [newest] = await firstPage();
    await renderPortal({ path: "/home", session: await backend.signIn("administrator") });
    await rowOf(newest.authorizationCode);
    expect(await screen.findByRole("tab", { name: "Authorizations" })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const lists = backend.requests.filter((url) => url.pathname.endsWith("/outpatient-care-claim"));
    expect(lists.map((url) => url.search)).toEqual(["?page=0&size=15&sort=createdAt,desc"]);
  });

  it("000 §7/§8: void only the claim — confirmation that it cannot be reverted, 202 polled to COMPLETED, success message, new status", async () => {
    const claim = await voidable(0);
    await renderPortal({ path: "/home", session: await backend.signIn("administrator") });
    const row = await rowOf(claim.authorizationCode);
    fireEvent.click(
      within(row).getByRole("button", {
        name: new RegExp(`Void only the claim of ${claim.authorizationCode}`),
      }),
    );
    const dialog = await confirmDialog();
    expect(within(dialog).getByText(/cannot be reverted/)).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Void claim" }));
    // Issue 19 §5: the claim was voided, the authorization kept; never "the authorization was voided".
    expect(await screen.findAllByText("The claim was voided; the authorization is kept.")).not.toHaveLength(
      0,
    );
    expect(screen.queryByText("The authorization was voided.")).not.toBeInTheDocument();
    expect(posts().map((url) => url.pathname)).toEqual([
      `/api/arc/v1/providers/clinica-central-do/claims/${claim.id}/void`,
    ]);
    // The sandbox's job answers IN_PROGRESS once, then COMPLETED (sandbox/routes/arc/claims.ts).
    expect(backend.requests.filter((url) => url.pathname.includes("/void-status/")).length).toBe(2);
    expect(await claimStatusInDb(claim.id)).toBe("VOIDED");
    await waitFor(async () =>
      expect(within(await rowOf(claim.authorizationCode)).getByText("Voided")).toBeInTheDocument(),
    );
    // The row tells it from a full void: the authorization is kept.
    expect(
      within(await rowOf(claim.authorizationCode)).getByText("Claim only; authorization kept"),
    ).toBeInTheDocument();
    // A voided claim offers no void any more.
    expect(
      within(await rowOf(claim.authorizationCode)).queryByRole("button", { name: /Void/ }),
    ).not.toBeInTheDocument();
  });

  it("000 §7: void the authorization after confirming; cancelling sends nothing", async () => {
    const claim = await voidable(1);
    const name = `Void authorization ${claim.authorizationCode}`;
    await renderPortal({ path: "/home", session: await backend.signIn("administrator") });
    const row = await rowOf(claim.authorizationCode);
    fireEvent.click(within(row).getByRole("button", { name }));
    fireEvent.click(within(await confirmDialog()).getByRole("button", { name: "Cancel" }));
    // antd keeps a closed dialog in the DOM, hidden: none is left in the accessibility tree.
    await waitFor(() => expect(screen.queryAllByRole("dialog")).toHaveLength(0));
    expect(posts()).toHaveLength(0);
    fireEvent.click(within(await rowOf(claim.authorizationCode)).getByRole("button", { name }));
    fireEvent.click(within(await confirmDialog()).getByRole("button", { name: "Void" }));
    expect(await screen.findAllByText("The authorization was voided.")).not.toHaveLength(0);
    expect(posts().map((url) => url.pathname)).toEqual([
      `/api/arc/v1/authorizations/${claim.authorizationId}/void`,
    ]);
    expect(await claimStatusInDb(claim.id)).toBe("VOIDED");
    await waitFor(async () =>
      expect(within(await rowOf(claim.authorizationCode)).getByText("Voided")).toBeInTheDocument(),
    );
    // A full void carries no claim-only note.
    expect(
      within(await rowOf(claim.authorizationCode)).queryByText("Claim only; authorization kept"),
    ).not.toBeInTheDocument();
  });

  it("000 §4: a void answered 404 counts as success (fault shape)", async () => {
    const claim = await voidable(2);
    server.use(
      http.post(`${API_BASE}/arc/v1/providers/:provider/claims/:id/void`, () =>
        HttpResponse.json({ error_code: "NOT_FOUND", message: "Claim not found" }, { status: 404 }),
      ),
    );
    await renderPortal({ path: "/home", session: await backend.signIn("administrator") });
    fireEvent.click(
      within(await rowOf(claim.authorizationCode)).getByRole("button", { name: /Void only the claim/ }),
    );
    fireEvent.click(within(await confirmDialog()).getByRole("button", { name: "Void claim" }));
    expect(await screen.findAllByText("The claim was voided; the authorization is kept.")).not.toHaveLength(
      0,
    );
    expect(screen.queryByText("Claim not found")).not.toBeInTheDocument();
  });

  it("000 §8: a polled ERROR shows the server's message as text (fault shape)", async () => {
    const claim = await voidable(2);
    server.use(
      http.get(`${API_BASE}/arc/v1/providers/:provider/claims/:id/void-status/:job`, () =>
        HttpResponse.json({ status: "ERROR", message: "Sponsor refused the void" }),
      ),
    );
    await renderPortal({ path: "/home", session: await backend.signIn("administrator") });
    fireEvent.click(
      within(await rowOf(claim.authorizationCode)).getByRole("button", { name: /Void only the claim/ }),
    );
    fireEvent.click(within(await confirmDialog()).getByRole("button", { name: "Void claim" }));
    expect(await screen.findAllByText("Sponsor refused the void")).not.toHaveLength(0);
    expect(screen.queryByText("The authorization was voided.")).not.toBeInTheDocument();
    expect(screen.queryByText("The claim was voided; the authorization is kept.")).not.toBeInTheDocument();
  });
});

describe("000 §2/§6 tabs and permissions", { timeout: 90_000 }, () => {
  it("ADMINISTRATOR sees the four tabs", async () => {
    await renderPortal({ path: "/home", session: await backend.signIn("administrator") });
    for (const name of ["Authorizations", "New authorization", "Settlements", "New settlement"]) {
      expect(await screen.findByRole("tab", { name }, { timeout: SCREEN_MS })).toBeInTheDocument();
    }
  });

  it("AUTHORIZER sees no settlement tabs; without the addNewAuthorization flag no New authorization tab", async () => {
    const [newest] = await firstPage();
    await renderPortal({
      path: "/home",
      session: await backend.signIn("authorizer"),
      features: { addNewAuthorization: false },
    });
    await rowOf(newest.authorizationCode);
    expect(await screen.findByRole("tab", { name: "Authorizations" })).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Settlements" })).not.toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "New settlement" })).not.toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "New authorization" })).not.toBeInTheDocument();
  });

  it("000 §6: the permission-error flag shows the permission-problem message instead of the list", async () => {
    // unknown-role: a branded user whose role (AUDITOR) the portal does not know (sandbox/seed/users.ts).
    await renderPortal({ path: "/home", session: await backend.signIn("unknown-role") });
    expect(
      await screen.findByText("There is a problem with your permissions. Contact support.", undefined, {
        timeout: SCREEN_MS,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(backend.requests.some((url) => url.pathname.endsWith("/outpatient-care-claim"))).toBe(false);
  });

  it("void actions are hidden from users who may never void (an RCM user on /home)", async () => {
    await renderPortal({ path: "/home", session: await backend.signIn("rcm-editor") });
    await waitFor(
      () =>
        expect(backend.requests.some((url) => url.pathname.endsWith("/outpatient-care-claim"))).toBe(true),
      { timeout: SCREEN_MS },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole("button", { name: /Void/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("columnheader", { name: "Actions" })).not.toBeInTheDocument();
  });
});
