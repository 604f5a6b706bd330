/**
 * The Home V2 status table and the v2 detail's actions (schemas/v2/actions.ts; 000 §2, §4; issue
 * 21 §3; docs/decisions.md "v2 detail actions"): which actions each status offers, that every
 * action's move is a legal move, that the plain status change never offers an action's move, and
 * the note each action's move must carry.
 */
import { describe, expect, it } from "vitest";
import { HOME_V2_STATUSES } from "../../../schemas/v2/statuses";
import {
  canMoveV2,
  invoiceAmountOf,
  plainV2Moves,
  V2_ACTION_RULES,
  V2_DETAIL_ACTIONS,
  V2_TRANSITIONS,
  v2ActionNoteProblem,
  v2ActionOfMove,
  v2ActionsIn,
} from "../../../schemas/v2/actions";

describe("the Home V2 status table (000 §4)", () => {
  it("names every status, moves only to Home V2 statuses, never to itself", () => {
    expect(Object.keys(V2_TRANSITIONS).sort()).toEqual([...HOME_V2_STATUSES].sort());
    for (const [from, tos] of Object.entries(V2_TRANSITIONS)) {
      expect(tos).not.toContain(from);
      for (const to of tos) expect(HOME_V2_STATUSES).toContain(to);
    }
  });

  it("ends at VOIDED, NOT_ATTENDED and PAID; every status reaches one of them", () => {
    const finals = HOME_V2_STATUSES.filter((s) => V2_TRANSITIONS[s].length === 0);
    expect(finals.sort()).toEqual(["NOT_ATTENDED", "PAID", "VOIDED"]);
    for (const start of HOME_V2_STATUSES) {
      const seen = new Set([start]);
      const queue = [start];
      while (queue.length > 0)
        for (const to of V2_TRANSITIONS[queue.shift()!])
          if (!seen.has(to)) {
            seen.add(to);
            queue.push(to);
          }
      expect(finals.some((f) => seen.has(f))).toBe(true);
    }
  });

  it("accepts the moves the table lists and refuses the others", () => {
    expect(canMoveV2("READY", "APPROVED")).toBe(true);
    expect(canMoveV2("QUALIFICATION", "COMPLETED")).toBe(true);
    expect(canMoveV2("READY", "PAID")).toBe(false);
    expect(canMoveV2("PAID", "READY")).toBe(false);
    expect(canMoveV2("VOIDED", "APPROVED")).toBe(false);
  });
});

describe("the v2 detail's actions (000 §2)", () => {
  it("offers each action in its statuses only", () => {
    expect(v2ActionsIn("READY")).toEqual(["INSURER_FORMATS"]);
    expect(v2ActionsIn("QUALIFICATION")).toEqual(["NEW_ASSESSMENT", "PATIENT_DISCHARGE", "INSURER_FORMATS"]);
    expect(v2ActionsIn("APPROVED")).toEqual([
      "NEW_ASSESSMENT",
      "PATIENT_DISCHARGE",
      "SEND_INVOICE",
      "INSURER_FORMATS",
    ]);
    expect(v2ActionsIn("REJECTED")).toEqual(["NEW_ASSESSMENT", "INSURER_FORMATS"]);
    expect(v2ActionsIn("COMPLETED")).toEqual(["SEND_INVOICE", "INSURER_FORMATS"]);
    expect(v2ActionsIn("VOIDED")).toEqual([]);
    expect(v2ActionsIn("NOT_ATTENDED")).toEqual([]);
    expect(v2ActionsIn("PAID")).toEqual(["INSURER_FORMATS"]);
  });

  it("moves only along the table, and each action's move is made by that action alone", () => {
    for (const action of V2_DETAIL_ACTIONS) {
      const { from, to } = V2_ACTION_RULES[action];
      if (to === null) continue;
      for (const status of from) {
        expect(canMoveV2(status, to)).toBe(true);
        expect(v2ActionOfMove(status, to)).toBe(action);
        expect(plainV2Moves(status)).not.toContain(to);
      }
    }
    expect(v2ActionOfMove("READY", "APPROVED")).toBeUndefined();
    expect(v2ActionOfMove("READY", "PENDING_REVIEW")).toBeUndefined();
    expect(plainV2Moves("READY")).toContain("PENDING_REVIEW");
    expect(plainV2Moves("APPROVED")).toEqual(["QUALIFICATION", "VOIDED", "NOT_ATTENDED"]);
  });

  it("holds each action's note to its fields", () => {
    const today = "2026-11-27";
    const discharge = { action: "PATIENT_DISCHARGE", comment: "Alta", dischargeDate: "2026-11-26" };
    expect(v2ActionNoteProblem(discharge, "PATIENT_DISCHARGE", today)).toBeNull();
    expect(
      v2ActionNoteProblem({ ...discharge, dischargeDate: "2026-11-28" }, "PATIENT_DISCHARGE", today),
    ).toMatch(/^dischargeDate must be between/);
    expect(
      v2ActionNoteProblem({ ...discharge, dischargeDate: "26/11/2026" }, "PATIENT_DISCHARGE", today),
    ).toBe("dischargeDate must be a date YYYY-MM-DD");
    expect(v2ActionNoteProblem(discharge, "SEND_INVOICE", today)).toBe("action must be one of SEND_INVOICE");
    expect(v2ActionNoteProblem({ ...discharge, comment: "  " }, "PATIENT_DISCHARGE", today)).toBe(
      "comment is required",
    );
    const invoice = {
      action: "SEND_INVOICE",
      comment: "Factura F-1",
      invoiceNumber: "F-1",
      invoiceAmount: "1234.50",
      invoiceFileId: "0b5e4a4e-8f1e-4f7e-9d3c-2a1b3c4d5e6f",
    };
    expect(v2ActionNoteProblem(invoice, "SEND_INVOICE", today)).toBeNull();
    expect(v2ActionNoteProblem({ ...invoice, invoiceAmount: "1,234.50" }, "SEND_INVOICE", today)).toMatch(
      /^invoiceAmount/,
    );
    expect(v2ActionNoteProblem({ ...invoice, invoiceNumber: "" }, "SEND_INVOICE", today)).toBe(
      "invoiceNumber is required",
    );
    expect(v2ActionNoteProblem({ ...invoice, invoiceFileId: "x" }, "SEND_INVOICE", today)).toBe(
      "invoiceFileId must be a UUID",
    );
    expect(
      v2ActionNoteProblem({ action: "NEW_ASSESSMENT", comment: "Nueva" }, "NEW_ASSESSMENT", today),
    ).toBeNull();
  });

  it("removes commas from an invoice amount and refuses what is no amount above 0 (000 §5)", () => {
    expect(invoiceAmountOf("1,234,567.5")).toBe("1234567.5");
    expect(invoiceAmountOf(" 80 ")).toBe("80");
    expect(invoiceAmountOf("0")).toBeNull();
    expect(invoiceAmountOf("12.345")).toBeNull();
    expect(invoiceAmountOf("-3")).toBeNull();
    expect(invoiceAmountOf("abc")).toBeNull();
  });
});
