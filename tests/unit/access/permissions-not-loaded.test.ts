/** "Not loaded" never means "allowed" (DESIGN.md §6, §10; 001 §6). */
import { describe, expect, it } from "vitest";
import { decide } from "../../../providers/access";
import type { TokenResponse } from "../../../providers/session-types";

const editor: TokenResponse = {
  accessToken: "t",
  tokenType: "bearer",
  userId: "u-1",
  isRcmUser: true,
  extensions: { providerSlug: "p", countryCode: "DO", rcmUserRoles: ["EDITOR"] },
};

describe("decide() with RCM event requirements", () => {
  it("refuses every event while the role permissions are not loaded", () => {
    expect(decide({ area: "rcm", event: "UPLOAD_DOCUMENT" }, { session: editor, features: {} })).toEqual({
      can: false,
      reason: "access.loading",
    });
  });

  it("answers from the role tables minus the restricted events once loaded", () => {
    const ctx = { session: editor, features: {}, restrictedEvents: ["ASSIGN_RESPONSIBLE"] };
    expect(decide({ area: "rcm", event: "UPLOAD_DOCUMENT" }, ctx)).toEqual({ can: true });
    expect(decide({ area: "rcm", event: "ASSIGN_RESPONSIBLE" }, ctx).can).toBe(false);
    expect(decide({ area: "rcm", event: "UPLOAD_DOCUMENT" }, { ...ctx, restrictedEvents: [] }).can).toBe(
      true,
    );
  });

  it("requirements without an event do not wait for the permissions", () => {
    expect(decide({ area: "rcm" }, { session: editor, features: {} })).toEqual({ can: true });
  });

  it("anyEvent: allowed when one of the events is, refused while loading and when none is", () => {
    const denialsAdmin: TokenResponse = {
      ...editor,
      extensions: { ...editor.extensions, rcmUserRoles: ["DENIALS_ADMIN"] },
    };
    const readers = { area: "rcm", anyEvent: ["VIEW_AGREEMENTS", "UPLOAD_AGREEMENT_MATRIX"] } as const;
    expect(decide(readers, { session: denialsAdmin, features: {} })).toEqual({
      can: false,
      reason: "access.loading",
    });
    const loaded = { features: {}, restrictedEvents: [] };
    // DENIALS_ADMIN may only upload the matrix (000 §6), the editor only view agreements: both read.
    expect(decide(readers, { ...loaded, session: denialsAdmin })).toEqual({ can: true });
    expect(decide(readers, { ...loaded, session: editor })).toEqual({ can: true });
    expect(decide({ area: "rcm", event: "VIEW_AGREEMENTS" }, { ...loaded, session: denialsAdmin }).can).toBe(
      false,
    );
    const external: TokenResponse = {
      ...editor,
      extensions: { ...editor.extensions, rcmUserRoles: ["EXTERNAL_AUDITOR"] },
    };
    expect(decide(readers, { ...loaded, session: external })).toEqual({ can: false, reason: "access.event" });
  });
});
