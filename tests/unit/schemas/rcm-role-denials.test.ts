/**
 * The RCM role denial lists (schemas/rcm-role-denials.ts), written once and read by both the
 * portal's access control and the reference API: the reference API allows exactly what the table
 * leaves allowed.
 */
import { describe, expect, it } from "vitest";
import { RCM_EVENTS, RCM_ROLES } from "../../../schemas/access";
import { RCM_ROLE_DENIALS } from "../../../schemas/rcm-role-denials";
import { roleEvents } from "../../../sandbox/lib/rcm-permissions";

describe("RCM role denial lists (000 §6, 001 §6)", () => {
  it("has one row per RCM role, each citing its source and denying only known events, none twice", () => {
    expect(Object.keys(RCM_ROLE_DENIALS).sort()).toEqual([...RCM_ROLES].sort());
    for (const { denies, source } of Object.values(RCM_ROLE_DENIALS)) {
      expect(source).toMatch(/000 §6|docs\/decisions\.md/);
      for (const event of denies) expect(RCM_EVENTS).toContain(event);
      expect(new Set(denies).size).toBe(denies.length);
    }
  });

  it.each(RCM_ROLES)("the reference API allows %s every event its row does not deny", (role) => {
    const allowed = roleEvents([role]);
    for (const event of RCM_EVENTS)
      expect(allowed.has(event), event).toBe(!RCM_ROLE_DENIALS[role].denies.includes(event));
  });

  it("the reference API allows nothing to an unknown role", () => {
    expect(roleEvents(["SOMETHING", "toString"]).size).toBe(0);
  });
});
