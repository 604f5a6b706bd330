/**
 * Per-account restricted events (001 §7) are refused on top of the role tables and the per-user
 * restrictions (issue 7 §1: allowed = role tables ∖ role-permission ∖ per-user ∖ per-account).
 */
import { describe, expect, it } from "vitest";
import { createAccessControlProvider, type AccessContext } from "../../../providers/access";
import type { TokenResponse } from "../../../providers/session-types";

const editor: TokenResponse = {
  accessToken: "t",
  tokenType: "bearer",
  userId: "u-1",
  isRcmUser: true,
  extensions: { providerSlug: "p", countryCode: "DO", rcmUserRoles: ["EDITOR"] },
};

function provider(restrictedEvents: readonly string[] | undefined) {
  const context: AccessContext = { session: editor, features: {}, restrictedEvents };
  return createAccessControlProvider({
    getContext: () => context,
    requirementOf: (_resource, action) =>
      action === "uploadDocument" ? { area: "rcm", event: "UPLOAD_DOCUMENT" } : undefined,
  });
}

describe("can() with per-account restricted events", () => {
  it("refuses an event restricted on the account though the role allows it", async () => {
    const access = provider(["ASSIGN_RESPONSIBLE"]);
    expect((await access.can({ resource: "accounts", action: "uploadDocument" })).can).toBe(true);
    const refused = await access.can({
      resource: "accounts",
      action: "uploadDocument",
      params: { accountRestrictedEvents: ["UPLOAD_DOCUMENT"] },
    });
    expect(refused).toEqual({ can: false, reason: "access.event" });
  });

  it("still refuses everything while the role permissions are not loaded", async () => {
    const access = provider(undefined);
    const answer = await access.can({
      resource: "accounts",
      action: "uploadDocument",
      params: { accountRestrictedEvents: [] },
    });
    expect(answer).toEqual({ can: false, reason: "access.loading" });
  });

  it("keeps per-user restrictions when the account adds none", async () => {
    const access = provider(["UPLOAD_DOCUMENT"]);
    const answer = await access.can({
      resource: "accounts",
      action: "uploadDocument",
      params: { accountRestrictedEvents: [] },
    });
    expect(answer.can).toBe(false);
  });
});
