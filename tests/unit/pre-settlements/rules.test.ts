/**
 * Pre-settlement rules shared by the reference API and the portal (001 §4 "Pre-settlement
 * statuses"; docs/decisions.md "Pre-settlements"): which status moves are possible, which statuses
 * can be built, the package folder check, and the replacement refusals before the network
 * (issue 9 §1; 001 §9 "20 MB").
 */
import { describe, expect, it } from "vitest";
import {
  PRE_SETTLEMENT_FILE_MAX_BYTES,
  PRE_SETTLEMENT_MOVE_TARGETS,
  PRE_SETTLEMENT_STATUSES,
  canBuild,
  isPackageFolder,
  moveRefusal,
  movesFrom,
} from "../../../schemas/requests/pre-settlements";
import { acceptFor, checkReplacement } from "../../../src/areas/rcm/pre-settlements/replace-rules";

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

describe("file replacement before the network (issue 9 §1)", () => {
  const file = (name: string, type: string, size: number) => ({ name, type, size });

  it("accepts one file of the same type, up to 20 MiB exactly", () => {
    expect(checkReplacement([file("FEV_OIG.xml", "text/xml", 10)], "xml").ok).toBe(true);
    expect(checkReplacement([file("rips.JSON", "", 10)], "json").ok).toBe(true);
    expect(
      checkReplacement([file("a.pdf", "application/pdf", PRE_SETTLEMENT_FILE_MAX_BYTES)], "pdf").ok,
    ).toBe(true);
  });

  it.each([
    [[], "xml", "none"],
    [[file("a.xml", "text/xml", 1), file("b.xml", "text/xml", 1)], "xml", "count"],
    [[file("a.pdf", "application/pdf", 1)], "xml", "type"],
    [[file("a.xml", "image/png", 1)], "xml", "type"],
    [[file("xml", "", 1)], "xml", "type"],
    [[file("a.xml", "text/xml", 0)], "xml", "empty"],
    [[file("a.pdf", "application/pdf", PRE_SETTLEMENT_FILE_MAX_BYTES + 1)], "pdf", "size"],
  ] as const)("refuses %j for a .%s file: %s", (files, extension, reason) => {
    expect(checkReplacement(files, extension)).toEqual({ ok: false, reason });
  });

  it("limits the file picker to the replaced file's type", () => {
    expect(acceptFor("xml")).toBe(".xml,application/xml,text/xml");
    expect(acceptFor("TXT")).toBe(".txt,text/plain");
  });
});
