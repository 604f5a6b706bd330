/**
 * The dispensation on the flow kit (src/areas/dispensing/dispensing-flow.ts; issue 21 §2; 000 §2,
 * §4 "a product with status APPROVED is eligible for dispensation", §9 "Default dispensation tax
 * 0.00", "Subtotal of an auto-dispensed product 1.00"): the state a prescription starts with, the
 * checks of a line, the subtotal, the body sent, the steps' guards, and the draft holding ids and
 * choices only (never a product's name or the sponsor's reason) so that a reload resumes the sent
 * dispensation; and the shared amount rules of schemas/claims-desk/dispensing.ts.
 */
import { describe, expect, it } from "vitest";
import { draftOf, lastEnterable, parseDraft, restoreState } from "../../../src/lib/flow";
import {
  dispensationBodyOf,
  dispensingFlow,
  initialDispensing,
  lineKey,
  lineProblems,
  lineSubtotal,
  typedAmount,
  type DispensingFlowState,
} from "../../../src/areas/dispensing/dispensing-flow";
import type { Prescription } from "../../../src/areas/dispensing/dispensing-queries";
import { hasTwoDecimalsAtMost, subtotalCents, toCents } from "../../../schemas/claims-desk/dispensing";

const product = (id: number, status: string, quantity = 2) => ({
  id,
  productId: null,
  productName: `Medicamento ${id}`,
  productTypeSlug: "MEDICINE",
  quantity,
  status,
  reason: status === "APPROVED" ? null : "El producto no está cubierto por el plan",
  dispensable: status === "APPROVED",
});

const prescription: Prescription = {
  id: 4701,
  sponsorSlug: "do-senasa",
  currencyCode: "DOP",
  authorizations: [
    {
      id: 10,
      code: "RX-1",
      status: "REJECTED",
      transactionType: "PRESCRIPTION_DRUGS",
      automaticDispensation: false,
      products: [product(1, "REJECTED")],
    },
    {
      id: 11,
      code: "RX-2",
      status: "READY",
      transactionType: "PRESCRIPTION_DRUGS",
      automaticDispensation: false,
      products: [product(1, "APPROVED", 3), product(2, "REJECTED"), product(3, "APPROVED")],
    },
  ],
  dispensations: [],
};

describe("the dispensation's state and checks", () => {
  it("starts on the first document with a dispensable product, its APPROVED products chosen at their approved quantity, taxes 0.00", () => {
    const state = initialDispensing(prescription);
    expect(state.documentCode).toBe("RX-2");
    expect(state.lines.map((l) => [l.key, l.selected, l.quantity, l.taxes, l.price])).toEqual([
      ["10:1", false, 2, "0.00", ""],
      ["11:1", true, 3, "0.00", ""],
      ["11:2", false, 2, "0.00", ""],
      ["11:3", true, 2, "0.00", ""],
    ]);
    const automatic = initialDispensing({
      ...prescription,
      authorizations: [{ ...prescription.authorizations[1], automaticDispensation: true }],
    });
    expect(automatic.lines[0].price).toBe("1.00");
  });

  it("checks a line's price, quantity (1 … approved) and taxes, and makes its subtotal", () => {
    const line = { key: "11:1", selected: true, price: "12.50", quantity: 2, taxes: "1.25" };
    expect(lineProblems(line, 3)).toEqual([]);
    expect(lineProblems({ ...line, price: "", quantity: 4, taxes: "x" }, 3)).toEqual([
      "price",
      "quantity",
      "taxes",
    ]);
    expect(lineProblems({ ...line, price: "1.234", quantity: 0 }, 3)).toEqual(["price", "quantity"]);
    expect(lineSubtotal(line, false)).toBe(26.25);
    expect(lineSubtotal({ ...line, price: "" }, false)).toBeNull();
    expect(lineSubtotal({ ...line, price: "" }, true)).toBe(1);
    expect(typedAmount("1,250.50")).toBe(1250.5);
    expect(typedAmount("1.5.0")).toBeNull();
  });

  it("sends the chosen, dispensable lines of the chosen document with their amounts as numbers", () => {
    const state: DispensingFlowState = {
      ...initialDispensing(prescription),
      lines: initialDispensing(prescription).lines.map((l) =>
        l.key === lineKey(11, 1)
          ? { ...l, price: "1,000.10", quantity: 2, taxes: "0.30" }
          : l.key === lineKey(11, 3)
            ? { ...l, selected: false }
            : { ...l, selected: true, price: "5" },
      ),
    };
    expect(dispensationBodyOf(state, prescription.authorizations[1], "DOP")).toEqual({
      currencyCode: "DOP",
      products: [{ id: 1, price: 1000.1, quantity: 2, taxes: 0.3 }],
    });
  });
});

describe("the dispensation's steps and draft (DESIGN.md §12)", () => {
  const initial = initialDispensing(prescription);
  const sent: DispensingFlowState = {
    ...initial,
    dispensationId: 7001,
    location: "/api/dispensing/v1/dispensations/7001",
    approved: false,
  };

  it("enters the answer once sent and the completion once APPROVED", () => {
    expect(lastEnterable(dispensingFlow, 3, initial, undefined)).toBe(1);
    expect(lastEnterable(dispensingFlow, 3, sent, undefined)).toBe(2);
    expect(lastEnterable(dispensingFlow, 3, { ...sent, approved: true }, undefined)).toBe(3);
  });

  it("keeps ids and choices only, and a reload lays them over the prescription read again", () => {
    const draft = draftOf(dispensingFlow, { ...sent, approved: true });
    const text = JSON.stringify(draft);
    expect(text).not.toContain("Medicamento");
    expect(text).not.toContain("cubierto");
    expect(draft.location).toBe("/api/dispensing/v1/dispensations/7001");
    const restored = restoreState(dispensingFlow, parseDraft(dispensingFlow, text), initial);
    expect(restored.location).toBe(sent.location);
    expect(restored.dispensationId).toBe(7001);
    expect(restored.approved).toBe(true);
    expect(restored.lines).toEqual(initial.lines);
  });
});

describe("the amounts' rules shared with the reference API (000 §9)", () => {
  it("sums in cents, keeps 2 decimals and gives an auto-dispensed product 1.00", () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(hasTwoDecimalsAtMost(12.5)).toBe(true);
    expect(hasTwoDecimalsAtMost(1.234)).toBe(false);
    expect(hasTwoDecimalsAtMost(999_999_999.99)).toBe(true);
    expect(hasTwoDecimalsAtMost(999_999_999.995)).toBe(false);
    expect(subtotalCents({ price: 19.99, quantity: 3, taxes: 0.03 }, false)).toBe(6000);
    expect(subtotalCents({ price: 500, quantity: 9, taxes: 7 }, true)).toBe(100);
  });
});
