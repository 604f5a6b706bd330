/**
 * Statuses and restricted events from the role-permissions call (001 §6).
 */
import { describe, expect, it } from "vitest";
import { allowedStatuses, restrictedEventsOf } from "../../../src/areas/rcm/accounts/role-permissions";
import { ACCOUNT_STATUS_CATALOGUE } from "../../../schemas/entities/status-catalogues";

const answer = {
  roleStatuses: [
    { role: "EDITOR", statuses: ["SENT", "IN_PROGRESS"] },
    { role: "VIEWER", statuses: ["SETTLED"] },
    { role: "EXTERNAL_AUDITOR", statuses: ["PENDING_AUDIT"] },
  ],
  accountEventRestrictions: [{ restrictedEvent: "ASSIGN_RESPONSIBLE" }, { restrictedEvent: "" }],
};

describe("001 §6 role permissions", () => {
  it("offers the union of the statuses of the user's roles, in catalogue order", () => {
    expect(allowedStatuses(answer, ["EDITOR", "VIEWER"])).toEqual(["IN_PROGRESS", "SENT", "SETTLED"]);
    expect(allowedStatuses(answer, ["EXTERNAL_AUDITOR"])).toEqual(["PENDING_AUDIT"]);
  });

  it("offers the whole catalogue when the answer lists none of the user's roles (or is missing)", () => {
    expect(allowedStatuses(answer, ["ADMIN"])).toEqual([...ACCOUNT_STATUS_CATALOGUE.values]);
    expect(allowedStatuses(undefined, ["EDITOR"])).toEqual([...ACCOUNT_STATUS_CATALOGUE.values]);
  });

  it("reads the per-user restricted events", () => {
    expect(restrictedEventsOf(answer)).toEqual(["ASSIGN_RESPONSIBLE"]);
    expect(restrictedEventsOf(undefined)).toEqual([]);
  });
});
