/**
 * The account actions' declarations (resources/account-actions.ts; 001 §4 "Account statuses",
 * 000 §6 events; docs/decisions.md "Account actions in the portal") agree with the reference API:
 * a status move is offered only on statuses the API moves from (sandbox TRANSITIONS), every action
 * declares what it requires, and each move's event is the one the API checks.
 */
import { describe, expect, it } from "vitest";
import accounts from "../../../resources/accounts";
import {
  ACCOUNT_ACTION_ACCESS,
  ACCOUNT_BULK_ACTIONS,
  ACCOUNT_ROW_ACTIONS,
  ACCOUNT_STATUS_MOVES,
} from "../../../resources/account-actions";
import { TRANSITIONS } from "../../../sandbox/routes/rcm/account-actions";
import { FILTERABLE_ACCOUNT_STATUSES } from "../../../sandbox/lib/domain";

const ALL_ACTIONS = [...ACCOUNT_ROW_ACTIONS, ...ACCOUNT_BULK_ACTIONS];
/** Every status an account may have; "" is pending (001 §4 "An empty status shows as pending"). */
const STATUSES = ["", ...FILTERABLE_ACCOUNT_STATUSES];

/** The statuses a declaration's `when` lets through. */
function eligible(name: string): string[] {
  const when = ALL_ACTIONS.find((action) => action.name === name)?.when;
  return STATUSES.filter(
    (status) => (!when?.in || when.in.includes(status)) && (!when?.notIn || !when.notIn.includes(status)),
  );
}

describe("account actions (001 §4)", () => {
  it("are the accounts declaration's row and bulk actions, each with a requirement", () => {
    expect(accounts.list.rowActions).toBe(ACCOUNT_ROW_ACTIONS);
    expect(accounts.list.bulkActions).toBe(ACCOUNT_BULK_ACTIONS);
    for (const action of ALL_ACTIONS) {
      expect(accounts.access[action.name], action.name).toEqual(ACCOUNT_ACTION_ACCESS[action.name]);
      expect(ACCOUNT_ACTION_ACCESS[action.name]?.area, action.name).toBe("rcm");
    }
  });

  it("offer each status move only where the API moves from, and on every such status", () => {
    for (const [name, next] of Object.entries(ACCOUNT_STATUS_MOVES)) {
      const from = [...(TRANSITIONS[next] ?? [])];
      expect(from.length, `${name} → ${next} is a move of the API`).toBeGreaterThan(0);
      const offered = eligible(name);
      expect(
        offered.filter((status) => !from.includes(status)),
        name,
      ).toEqual([]);
      // Disabling is offered on every status the API voids from, and only those.
      if (name === "disable") expect([...offered].sort(), name).toEqual([...from].sort());
    }
  });

  it("move to package generated goes to PACKAGE_GENERATED and disabling to VOIDED (docs/decisions.md)", () => {
    expect(ACCOUNT_STATUS_MOVES.moveToPackageGenerated).toBe("PACKAGE_GENERATED");
    expect(ACCOUNT_STATUS_MOVES.disable).toBe("VOIDED");
  });

  it("ask the events the API checks: the move event, its MULTIPLE twin in bulk, ASSIGN_RESPONSIBLE", () => {
    expect(ACCOUNT_ACTION_ACCESS.passToReadyToGenerate.event).toBe("PASS_TO_READY_TO_GENERATE");
    expect(ACCOUNT_ACTION_ACCESS.passToReadyToGenerateMultiple.event).toBe(
      "PASS_TO_READY_TO_GENERATE_MULTIPLE",
    );
    expect(ACCOUNT_ACTION_ACCESS.assignResponsible.event).toBe("ASSIGN_RESPONSIBLE");
    for (const name of ["moveToPackageGenerated", "moveToSent", "moveToSettled", "disable", "validate"])
      expect(ACCOUNT_ACTION_ACCESS[name].event, name).toBe("PASS_TO_READY_TO_GENERATE");
    expect(ACCOUNT_ACTION_ACCESS.downloadFiles.event).toBeUndefined();
  });

  it("ask for confirmation where they cannot be undone", () => {
    for (const name of [
      "passToReadyToGenerate",
      "passToReadyToGenerateMultiple",
      "moveToPackageGenerated",
      "moveToSent",
      "moveToSettled",
      "disable",
      "cleanPackageFolder",
      "assemble",
      "reassemble",
    ])
      expect(
        ALL_ACTIONS.filter((action) => action.name === name).every((action) => action.confirm),
        name,
      ).toBe(true);
  });
});
