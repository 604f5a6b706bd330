import { describe, expect, it } from "vitest";
import type { TokenResponse } from "../../../providers/session-types";
import { guardRedirect, landingOf, refusedPath, unknownPathRedirect } from "../../../providers/access";

const base: TokenResponse = {
  accessToken: "a",
  tokenType: "bearer",
  userId: "u1",
  extensions: { providerSlug: "p", countryCode: "DO" },
};
const branded = (brandedRole?: string): TokenResponse => ({ ...base, isBrandedUser: true, brandedRole });

describe("landing pages (000 §2, §6; 001 §2)", () => {
  it.each([
    ["RCM user", { ...base, isRcmUser: true }, "/rcm/home"],
    ["user without claims", { ...base, isUserWithoutClaims: true }, "/v2/home"],
    ["SETTLEMENT_SUBMITTER", branded("SETTLEMENT_SUBMITTER"), "/settlements"],
    ["ADMINISTRATOR", branded("ADMINISTRATOR"), "/home"],
    ["AUTHORIZER", branded("AUTHORIZER"), "/home"],
    ["unknown role", branded("AUDITOR"), "/home"],
    ["missing role", branded(undefined), "/home"],
    ["ordinary provider user", base, "/home"],
  ])("%s lands on %s", (_name, session, landing) => {
    expect(landingOf(session)).toBe(landing);
  });
});

describe("guards (000 §2)", () => {
  it("puts rotation first, then terms", () => {
    const both = { ...base, passwordRotationRequired: true, termsAndConditionsAcceptanceRequired: true };
    expect(guardRedirect(both, "/home")).toBe("/change-password-required");
    expect(guardRedirect(both, "/change-password-required")).toBeNull();
    const terms = { ...base, termsAndConditionsAcceptanceRequired: true };
    expect(guardRedirect(terms, "/home")).toBe("/terms-and-conditions");
    expect(guardRedirect(terms, "/change-password-required")).toBe("/terms-and-conditions");
  });

  it("leaves the finishing pages once done", () => {
    expect(guardRedirect(base, "/terms-and-conditions")).toBe("/home");
    expect(guardRedirect(branded("SETTLEMENT_SUBMITTER"), "/change-password-required")).toBe("/settlements");
  });

  it("keeps RCM users in /rcm and users without claims in /v2", () => {
    const rcm = { ...base, isRcmUser: true };
    expect(guardRedirect(rcm, "/home")).toBe("/rcm/home");
    expect(guardRedirect(rcm, "/settlements")).toBe("/rcm/home");
    expect(guardRedirect(rcm, "/rcm/home")).toBeNull();
    const v2 = { ...base, isUserWithoutClaims: true };
    expect(guardRedirect(v2, "/home")).toBe("/v2/home");
    expect(guardRedirect(v2, "/v2/home")).toBeNull();
  });

  it("sends SETTLEMENT_SUBMITTER from /home to /settlements and limits areas by role", () => {
    expect(guardRedirect(branded("SETTLEMENT_SUBMITTER"), "/home")).toBe("/settlements");
    expect(guardRedirect(branded("SETTLEMENT_SUBMITTER"), "/authorization/new")).toBe("/home");
    expect(guardRedirect(branded("AUTHORIZER"), "/settlements")).toBe("/home");
    expect(guardRedirect(branded("AUTHORIZER"), "/authorization/new")).toBeNull();
    expect(guardRedirect(branded("ADMINISTRATOR"), "/settlements/new")).toBeNull();
    expect(guardRedirect(branded("AUDITOR"), "/home")).toBeNull();
    expect(guardRedirect(branded("AUDITOR"), "/settlements")).toBe("/home");
  });

  it("keeps provider users out of /rcm and /v2", () => {
    expect(guardRedirect(base, "/rcm/home")).toBe("/home");
    expect(guardRedirect(base, "/v2/home")).toBe("/home");
    expect(guardRedirect(base, "/")).toBe("/home");
  });
});

describe("not found and not allowed, in words (issue 19 §8; docs/decisions.md)", () => {
  const rcm = { ...base, isRcmUser: true };
  const v2 = { ...base, isUserWithoutClaims: true };

  it("refuses, rather than redirects, a path of an area the session does not reach", () => {
    expect(refusedPath(rcm, "/settlements")).toBe(true);
    expect(refusedPath(rcm, "/v2/home")).toBe(true);
    expect(refusedPath(rcm, "/update-password")).toBe(true);
    expect(refusedPath(v2, "/rcm/home")).toBe(true);
    expect(refusedPath(base, "/rcm/home")).toBe(true);
    expect(refusedPath(branded("AUTHORIZER"), "/settlements")).toBe(true);
    expect(refusedPath(branded("SETTLEMENT_SUBMITTER"), "/authorization/new")).toBe(true);
  });

  it("keeps the redirects 000 §2 names: entry points, the finishing pages, the permission-error flag", () => {
    for (const path of ["/", "/home", "/terms-and-conditions", "/change-password-required"]) {
      expect(refusedPath(rcm, path)).toBe(false);
      expect(refusedPath(branded("SETTLEMENT_SUBMITTER"), path)).toBe(false);
    }
    expect(refusedPath(branded("AUDITOR"), "/settlements")).toBe(false);
    expect(guardRedirect(branded("AUDITOR"), "/settlements")).toBe("/home");
    expect(refusedPath({ ...rcm, termsAndConditionsAcceptanceRequired: true }, "/settlements")).toBe(false);
  });

  it("lets a path the session may open through", () => {
    expect(refusedPath(rcm, "/rcm/home")).toBe(false);
    expect(refusedPath(v2, "/v2/home")).toBe(false);
    expect(refusedPath(branded("ADMINISTRATOR"), "/settlements/new")).toBe(false);
    expect(refusedPath(base, "/no/such/page")).toBe(false);
  });

  it("shows RCM users the not-found page for unknown paths; the claims desk goes Home (000 §2)", () => {
    expect(guardRedirect(rcm, "/no/such/page")).toBeNull();
    expect(unknownPathRedirect(rcm)).toBeNull();
    expect(unknownPathRedirect(base)).toBe("/home");
    expect(unknownPathRedirect(branded("AUTHORIZER"))).toBe("/home");
    // 001 §2 "Unknown paths go to home" for users without claims: the guard sends them there.
    expect(guardRedirect(v2, "/no/such/page")).toBe("/v2/home");
  });
});
