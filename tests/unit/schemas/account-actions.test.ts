/**
 * Account-action eligibility (schemas/account-actions.ts; 001 §4 "Account statuses", docs/decisions.md
 * "Account status moves"): the one rule the portal offers its actions by and the reference API
 * moves, cleans, validates and completes audits by.
 */
import { describe, expect, it } from "vitest";
import {
  ACCOUNT_ACTION_STATUSES,
  ACCOUNT_STATUS_MOVES,
  ACCOUNT_STATUS_TRANSITIONS,
  accountActionApplies,
  accountMovesFrom,
} from "../../../schemas/account-actions";
import { ACCOUNT_STATUS_CATALOGUE } from "../../../schemas/entities/status-catalogues";

/** Every status an account may have; "" is pending. */
const STATUSES: readonly string[] = [
  "",
  ...ACCOUNT_STATUS_CATALOGUE.values,
  ...ACCOUNT_STATUS_CATALOGUE.stylingOnly,
];
const appliesOn = (action: string) => STATUSES.filter((status) => accountActionApplies(action, status));

describe("account-action eligibility (001 §4)", () => {
  it("moves between known statuses only, to statuses the server sets", () => {
    for (const [next, from] of Object.entries(ACCOUNT_STATUS_TRANSITIONS)) {
      expect(ACCOUNT_STATUS_CATALOGUE.values, next).toContain(next);
      for (const status of from) expect(STATUSES, `${status} → ${next}`).toContain(status);
    }
  });

  it("passes to READY_TO_GENERATE from pending, in progress, (pre-)invoiced, complete audit and error", () => {
    expect(appliesOn("passToReadyToGenerate")).toEqual(
      ["", "IN_PROGRESS", "PRE_INVOICED", "INVOICED", "ERROR", "COMPLETE_AUDIT"].sort(
        (a, b) => STATUSES.indexOf(a) - STATUSES.indexOf(b),
      ),
    );
    expect(appliesOn("passToReadyToGenerateMultiple")).toEqual(appliesOn("passToReadyToGenerate"));
  });

  it("generates, sends and settles in order; a failed send may be regenerated or resent", () => {
    expect(appliesOn("moveToPackageGenerated")).toEqual(["READY_TO_GENERATE", "SEND_ERROR"]);
    expect(appliesOn("moveToSent")).toEqual(["PACKAGE_GENERATED", "SEND_ERROR"]);
    expect(appliesOn("moveToSettled")).toEqual(["SENT"]);
    expect(ACCOUNT_STATUS_MOVES.moveToPackageGenerated).toBe("PACKAGE_GENERATED");
  });

  it("disables every account except sent, settled, voided and ready-to-settle ones", () => {
    expect(ACCOUNT_STATUS_MOVES.disable).toBe("VOIDED");
    expect(STATUSES.filter((status) => !accountActionApplies("disable", status)).sort()).toEqual([
      "READY_TO_SETTLE",
      "SENT",
      "SETTLED",
      "VOIDED",
    ]);
  });

  it("completes an audit only while it is pending", () => {
    expect([...accountMovesFrom("COMPLETE_AUDIT")].sort()).toEqual([
      "AUDITED",
      "IN_EXTERNAL_AUDIT",
      "IN_INTERNAL_AUDIT",
      "PENDING_AUDIT",
      "READY_TO_AUDIT",
    ]);
  });

  it("assembles when ready, reassembles once generated, validates open accounts, cleans unsent packages", () => {
    expect(appliesOn("assemble")).toEqual(["READY_TO_GENERATE"]);
    expect(appliesOn("reassemble")).toEqual(["PACKAGE_GENERATED", "SEND_ERROR"]);
    expect(STATUSES.filter((status) => !accountActionApplies("validate", status)).sort()).toEqual([
      "SETTLED",
      "VOIDED",
    ]);
    expect(STATUSES.filter((status) => !accountActionApplies("cleanPackageFolder", status)).sort()).toEqual([
      "SENT",
      "SETTLED",
    ]);
  });

  it("rules each status move by its transition; an unruled action or a null status is handled", () => {
    for (const [action, next] of Object.entries(ACCOUNT_STATUS_MOVES))
      expect(ACCOUNT_ACTION_STATUSES[action as keyof typeof ACCOUNT_STATUS_MOVES]).toEqual({
        in: ACCOUNT_STATUS_TRANSITIONS[next],
      });
    expect(accountActionApplies("assignResponsible", "SETTLED")).toBe(true);
    expect(accountActionApplies("toString", "SETTLED")).toBe(true);
    expect(accountActionApplies("passToReadyToGenerate", null)).toBe(true);
    expect(accountMovesFrom("ERROR")).toEqual([]);
    expect(accountMovesFrom("toString")).toEqual([]);
  });
});
