import { describe, expect, it } from "vitest";
import { RCM_EVENTS } from "../../../schemas/access";
import { RCM_ROLES, PORTAL_ROLES, type TokenResponse } from "../../../providers/session-types";
import {
  allowedRcmEvents,
  areasOf,
  decide,
  hasPermissionError,
  PORTAL_ROLE_TABLE,
  RCM_ROLE_DENIALS,
} from "../../../providers/access";
import { requirementOf } from "../../../resources";

const base: TokenResponse = {
  accessToken: "a",
  tokenType: "bearer",
  userId: "u1",
  extensions: { providerSlug: "clinica-central-do", countryCode: "DO" },
};

describe("portal role table (000 §6)", () => {
  it("gives ADMINISTRATOR authorizations and settlements, AUTHORIZER authorizations, SETTLEMENT_SUBMITTER settlements", () => {
    expect(PORTAL_ROLE_TABLE.ADMINISTRATOR.areas).toEqual(["authorizations", "settlements"]);
    expect(PORTAL_ROLE_TABLE.AUTHORIZER.areas).toEqual(["authorizations"]);
    expect(PORTAL_ROLE_TABLE.SETTLEMENT_SUBMITTER.areas).toEqual(["settlements"]);
    expect(PORTAL_ROLE_TABLE.SETTLEMENT_SUBMITTER.landing).toBe("/settlements");
  });

  it("covers every portal role and cites a source on each row", () => {
    expect(Object.keys(PORTAL_ROLE_TABLE).sort()).toEqual([...PORTAL_ROLES].sort());
    for (const row of Object.values(PORTAL_ROLE_TABLE)) expect(row.source).toMatch(/000 §6/);
  });

  it("gives no area and the permission-error flag to a missing or unknown branded role", () => {
    for (const brandedRole of [undefined, "AUDITOR", ""]) {
      const session = { ...base, isBrandedUser: true, brandedRole };
      expect(areasOf(session)).toEqual([]);
      expect(hasPermissionError(session)).toBe(true);
    }
    expect(hasPermissionError({ ...base, isBrandedUser: true, brandedRole: "AUTHORIZER" })).toBe(false);
    expect(hasPermissionError(base)).toBe(false);
  });

  it("sends RCM users to the rcm area only and users without claims to v2 only (000 §2)", () => {
    expect(areasOf({ ...base, isRcmUser: true })).toEqual(["rcm"]);
    expect(areasOf({ ...base, isUserWithoutClaims: true })).toEqual(["v2"]);
    expect(areasOf(base)).toEqual(["authorizations", "settlements"]);
  });
});

describe("RCM role denials (000 §6, 001 §6)", () => {
  it("has a row with a source for each of the ten roles, denying only known events", () => {
    expect(Object.keys(RCM_ROLE_DENIALS).sort()).toEqual([...RCM_ROLES].sort());
    for (const row of Object.values(RCM_ROLE_DENIALS)) {
      expect(row.source).toMatch(/000 §6|docs\/decisions\.md/);
      for (const event of row.denies) expect(RCM_EVENTS).toContain(event);
    }
  });

  it("ADMIN allows the agreement matrix upload, the glosa events and the administrator's desk (agreements, product configuration)", () => {
    const allowed = [...allowedRcmEvents(["ADMIN"])].sort();
    expect(allowed).toEqual(
      [
        "UPLOAD_AGREEMENT_MATRIX",
        "VIEW_AGREEMENTS",
        "MODIFY_AGREEMENTS",
        "VIEW_PRODUCT_CONFIGURATION",
        "MODIFY_PRODUCT_CONFIGURATION",
        "VIEW_GLOSAS",
        "UPLOAD_GLOSAS",
        "DELETE_GLOSAS",
        "EXPORT_GLOSAS",
        "MODIFY_GLOSA_FILLING_DATE",
        "GLOSA_RESPONSE",
        "VIEW_GLOSA_GRID",
      ].sort(),
    );
  });

  it("some role may modify agreements and product configuration (no user group left unable to do its job)", () => {
    const roles = Object.keys(RCM_ROLE_DENIALS) as (keyof typeof RCM_ROLE_DENIALS)[];
    for (const event of RCM_EVENTS)
      expect(
        roles.some((role) => allowedRcmEvents([role]).has(event)),
        `${event} is allowed to no RCM role`,
      ).toBe(true);
  });

  it("editors configure agreements and product configuration, not the matrix upload (issue 8 §2 'who configures'; docs/decisions.md)", () => {
    for (const role of ["EDITOR", "EDITOR_WITH_AUDIT"] as const) {
      const allowed = allowedRcmEvents([role]);
      for (const event of [
        "VIEW_AGREEMENTS",
        "MODIFY_AGREEMENTS",
        "VIEW_PRODUCT_CONFIGURATION",
        "MODIFY_PRODUCT_CONFIGURATION",
      ] as const)
        expect(allowed.has(event), `${role} ${event}`).toBe(true);
      expect(allowed.has("UPLOAD_AGREEMENT_MATRIX"), role).toBe(false);
    }
  });

  it("viewers, consultants and internal auditors see agreements read-only; external auditors do not see them", () => {
    for (const role of ["VIEWER", "CONSULTANT", "INTERNAL_AUDITOR"] as const) {
      const allowed = allowedRcmEvents([role]);
      expect(allowed.has("VIEW_AGREEMENTS"), role).toBe(true);
      expect(allowed.has("MODIFY_AGREEMENTS"), role).toBe(false);
      expect(allowed.has("MODIFY_PRODUCT_CONFIGURATION"), role).toBe(false);
    }
    expect(allowedRcmEvents(["EXTERNAL_AUDITOR"]).has("VIEW_AGREEMENTS")).toBe(false);
    expect(allowedRcmEvents(["DENIALS_EDITOR"]).has("MODIFY_AGREEMENTS")).toBe(false);
  });

  it("DENIALS_ADMIN allows only the agreement matrix upload", () => {
    expect([...allowedRcmEvents(["DENIALS_ADMIN"])]).toEqual(["UPLOAD_AGREEMENT_MATRIX"]);
  });

  it("per-user restricted events remove events the role allows", () => {
    expect(allowedRcmEvents(["EDITOR"]).has("ASSIGN_RESPONSIBLE")).toBe(true);
    expect(allowedRcmEvents(["EDITOR"], ["ASSIGN_RESPONSIBLE"]).has("ASSIGN_RESPONSIBLE")).toBe(false);
  });

  it("unknown roles allow nothing; several roles allow the union", () => {
    expect(allowedRcmEvents(["SOMETHING"]).size).toBe(0);
    const union = allowedRcmEvents(["VIEWER", "DENIALS_ADMIN"]);
    expect(union.has("UPLOAD_AGREEMENT_MATRIX")).toBe(true);
    expect(union.has("VIEW_AGREEMENTS")).toBe(true);
  });
});

describe("decide()", () => {
  const features = { settlementSection: true, addNewAuthorization: false };
  it("refuses everything when signed out", () => {
    expect(decide(undefined, { session: null, features })).toEqual({
      can: false,
      reason: "access.signedOut",
    });
  });
  it("checks area, feature and event", () => {
    const authorizer = { ...base, isBrandedUser: true, brandedRole: "AUTHORIZER" };
    expect(decide({ area: "settlements" }, { session: authorizer, features }).can).toBe(false);
    expect(decide({ area: "authorizations" }, { session: authorizer, features }).can).toBe(true);
    expect(
      decide({ area: "authorizations", feature: "addNewAuthorization" }, { session: authorizer, features }),
    ).toEqual({
      can: false,
      reason: "access.feature",
    });
    const viewer = { ...base, isRcmUser: true, extensions: { ...base.extensions, rcmUserRoles: ["VIEWER"] } };
    const loaded = { session: viewer, features, restrictedEvents: [] };
    expect(decide({ area: "rcm", event: "COMPLETE_AUDIT" }, loaded)).toEqual({
      can: false,
      reason: "access.event",
    });
    expect(decide({ area: "rcm", event: "VIEW_AGREEMENTS" }, loaded).can).toBe(true);
  });
  it("checks the provider's country (the Brazil dispatch panel is for Brazilian providers only)", () => {
    const roles = { rcmUserRoles: ["CONSULTANT"] };
    const colombian = {
      ...base,
      isRcmUser: true,
      extensions: { ...base.extensions, ...roles, countryCode: "CO" },
    };
    const brazilian = {
      ...base,
      isRcmUser: true,
      extensions: { ...base.extensions, ...roles, countryCode: "br" },
    };
    const panel = { area: "rcm", event: "VIEW_PRE_SETTLEMENTS", country: "BR" } as const;
    expect(decide(panel, { session: colombian, features, restrictedEvents: [] })).toEqual({
      can: false,
      reason: "access.country",
    });
    expect(decide(panel, { session: brazilian, features, restrictedEvents: [] }).can).toBe(true);
    expect(requirementOf("pre-settlements-br", "list")).toMatchObject({ country: "BR" });
    expect(requirementOf("pre-settlements-br-credentials", "save")).toMatchObject({ country: "BR" });
  });
});
