/**
 * The products configuration declaration's gating (issue 8 §3 "gated by view / modify product
 * configuration and by the products-configuration feature flag"; 000 §1 "products-configuration
 * view", §6 VIEW/MODIFY_PRODUCT_CONFIGURATION; docs/decisions.md "Products configuration" and "who
 * configures"): the list and the detail need the event and the flag, so that the menu entry and the
 * routes go when the flag is off; the editors configure, viewers read, external auditors see nothing.
 */
import { describe, expect, it } from "vitest";
import { decide } from "../../../providers/access";
import type { TokenResponse } from "../../../providers/session-types";
import { requirementOf } from "../../../resources";

const sessionOf = (role: string): TokenResponse => ({
  accessToken: "t",
  tokenType: "bearer",
  userId: "u-1",
  isRcmUser: true,
  extensions: { providerSlug: "clinica-andina-co", countryCode: "CO", rcmUserRoles: [role] },
});
const on = { productsConfigurationView: true };
const off = { productsConfigurationView: false };
const can = (action: string, role: string, features: Record<string, boolean>) =>
  decide(requirementOf("products-configuration", action), {
    session: sessionOf(role),
    features,
    restrictedEvents: [],
  }).can;

describe("products-configuration access (000 §1, §6; issue 8 §3)", () => {
  it("lists, shows and configures for an editor while the flag is on", () => {
    for (const action of ["list", "show", "configure"]) expect(can(action, "EDITOR", on)).toBe(true);
  });

  it("hides everything when the products-configuration view flag is off", () => {
    for (const action of ["list", "show", "configure"]) expect(can(action, "EDITOR", off)).toBe(false);
    expect(
      decide(requirementOf("products-configuration", "list"), {
        session: sessionOf("EDITOR"),
        features: off,
        restrictedEvents: [],
      }),
    ).toEqual({ can: false, reason: "access.feature" });
  });

  it("lets a viewer read but not configure, and an external auditor not even read", () => {
    expect(can("list", "VIEWER", on)).toBe(true);
    expect(can("configure", "VIEWER", on)).toBe(false);
    expect(can("list", "EXTERNAL_AUDITOR", on)).toBe(false);
  });
});
