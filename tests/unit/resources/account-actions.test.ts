/**
 * The account actions' declarations (resources/account-actions.ts; 001 §4 "Account statuses",
 * 000 §6 events; docs/decisions.md "Account actions in the portal"): each is offered on the
 * statuses of the one eligibility rule (schemas/account-actions.ts, which the reference API applies
 * too), every action declares what it requires, and each move's event is the one the API checks.
 */
import { describe, expect, it } from "vitest";
import accounts from "../../../resources/accounts";
import {
  ACCOUNT_ACTION_ACCESS,
  ACCOUNT_BULK_ACTIONS,
  ACCOUNT_ROW_ACTIONS,
  ACCOUNT_STATUS_MOVES,
} from "../../../resources/account-actions";
import { ACCOUNT_ACTION_STATUSES, accountActionApplies } from "../../../schemas/account-actions";
import { ACCOUNT_STATUS_CATALOGUE } from "../../../schemas/entities/status-catalogues";
import { rowMatches } from "../../../src/components/resource/row-condition";

const ALL_ACTIONS = [...ACCOUNT_ROW_ACTIONS, ...ACCOUNT_BULK_ACTIONS];
/** Every status an account may have; "" is pending (001 §4 "An empty status shows as pending"). */
const STATUSES = ["", ...ACCOUNT_STATUS_CATALOGUE.values, ...ACCOUNT_STATUS_CATALOGUE.stylingOnly];

/** The statuses a declaration's `when` lets through (as the grid and the detail evaluate it). */
function eligible(name: string): string[] {
  const when = ALL_ACTIONS.find((action) => action.name === name)?.when;
  return STATUSES.filter((status) => rowMatches({ status }, when));
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

  it("are offered on the statuses of the eligibility rule, and only those", () => {
    for (const action of ALL_ACTIONS) {
      const ruled = Object.hasOwn(ACCOUNT_ACTION_STATUSES, action.name);
      expect(action.when === undefined, action.name).toBe(!ruled);
      expect(eligible(action.name), action.name).toEqual(
        STATUSES.filter((status) => accountActionApplies(action.name, status)),
      );
    }
    // An account without status (null) is pending.
    expect(rowMatches({ status: null }, ALL_ACTIONS[0].when)).toBe(
      accountActionApplies(ALL_ACTIONS[0].name, null),
    );
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
