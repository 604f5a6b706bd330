/** The reference API enforces the same RCM role denial lists as the portal (000 §6). */
import { describe, expect, it } from "vitest";
import { RCM_ROLE_DENIALS } from "../../../providers/access/role-tables";
import { RCM_ROLES } from "../../../schemas/access";
import { RCM_ROLE_DENIES } from "../../../sandbox/lib/rcm-role-denials";

describe("RCM role denial lists", () => {
  it.each(RCM_ROLES)("%s denies the same events on the server and in the portal", (role) => {
    expect([...RCM_ROLE_DENIES[role]].sort()).toEqual([...RCM_ROLE_DENIALS[role].denies].sort());
  });
});
