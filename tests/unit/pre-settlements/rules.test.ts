/**
 * Pre-settlement rules shared by the reference API and the portal (001 §4 "Pre-settlement
 * statuses"; docs/decisions.md "Pre-settlements"): which status moves are possible, which statuses
 * can be built and the package folder check. The replacement refusals before the network (issue 9
 * §1; 001 §9 "20 MB") are the one file check's (tests/unit/lib/file-check.test.ts).
 */
import { describe, expect, it } from "vitest";
import {
  PRE_SETTLEMENT_MOVE_TARGETS,
  PRE_SETTLEMENT_STATUSES,
  canBuild,
  isPackageFolder,
  moveRefusal,
  movesFrom,
} from "../../../schemas/requests/pre-settlements";

describe("status moves (001 §4)", () => {
  it("offers the five moves of 001 §4 and never PENDING, READY_TO_GENERATE or VOIDED", () => {
    expect([...PRE_SETTLEMENT_MOVE_TARGETS].sort()).toEqual(
      ["GENERATED", "RIPS_VALIDATION_ERRORS", "SENT", "SENT_ERROR", "SETTLED"].sort(),
    );
    for (const from of PRE_SETTLEMENT_STATUSES) {
      for (const system of ["PENDING", "READY_TO_GENERATE", "VOIDED"]) {
        expect(moveRefusal(from, system)).toBe("NOT_A_MOVE");
      }
    }
  });

  it.each([
    ["GENERATED", ["SENT", "SENT_ERROR", "RIPS_VALIDATION_ERRORS"]],
    ["SENT", ["SETTLED", "SENT_ERROR", "RIPS_VALIDATION_ERRORS"]],
    ["SENT_ERROR", ["SENT", "GENERATED"]],
    ["RIPS_VALIDATION_ERRORS", ["GENERATED"]],
    ["READY_TO_GENERATE", ["RIPS_VALIDATION_ERRORS"]],
    ["PENDING", []],
    ["SETTLED", []],
    ["VOIDED", []],
  ])("from %s the possible moves are %j", (from, moves) => {
    expect(movesFrom(from).sort()).toEqual([...moves].sort());
  });

  it("names why a move is refused", () => {
    expect(moveRefusal("SETTLED", "SENT")).toBe("INVALID_STATUS_TRANSITION");
    expect(moveRefusal("SENT", "SENT")).toBe("SAME_STATUS");
    expect(moveRefusal("SENT", "LOST")).toBe("UNKNOWN_STATUS");
    expect(moveRefusal("SENT", "toString")).toBe("UNKNOWN_STATUS");
    expect(moveRefusal("GENERATED", "SENT")).toBeNull();
  });

  it("builds from pending, ready, generated and the two error statuses, never once sent, settled or voided", () => {
    expect(PRE_SETTLEMENT_STATUSES.filter(canBuild).sort()).toEqual(
      ["GENERATED", "PENDING", "READY_TO_GENERATE", "RIPS_VALIDATION_ERRORS", "SENT_ERROR"].sort(),
    );
  });
});

describe("package folder", () => {
  it.each(["radicaciones", "radicaciones/2026/noviembre", "Envíos 2026/Sanitas-EPS", "a/b/"])(
    "accepts %s",
    (f) => {
      expect(isPackageFolder(f)).toBe(true);
    },
  );
  it.each(["", "../etc", "a/../b", "/absolute", "a//b", "a\\b", "x".repeat(201), "a:b"])(
    "refuses %j",
    (f) => {
      expect(isPackageFolder(f)).toBe(false);
    },
  );
});
