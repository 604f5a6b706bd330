/**
 * The sponsor's deterministic answer (sandbox/lib/adjudication.ts; issue 20 §7 "deterministic
 * adjudication … some REJECTED and MANUAL_APPROVAL_REQUIRED by rule"; 000 §4 product results;
 * 000 §5 cost-sharing and default product codes).
 */
import { describe, expect, it } from "vitest";
import {
  adjudicate,
  adjudicateProduct,
  costSharingOf,
  MAX_APPROVED_QUANTITY,
  reasonText,
  unitPrice,
} from "../../../sandbox/lib/adjudication";

const product = (code: string, quantity = 1) => ({
  product_type_slug: "laboratory",
  quantity,
  provider_product_code: code,
});

describe("adjudicateProduct", () => {
  it("rejects a quantity above the limit, a code ending in 9; asks a manual review for a code ending in 7", () => {
    expect(adjudicateProduct(product("A-1", MAX_APPROVED_QUANTITY + 1), 10)).toMatchObject({
      result: "REJECTED",
      reason_code: "QUANTITY_ABOVE_LIMIT",
      copayment: 0,
    });
    expect(adjudicateProduct(product("A-9"), 10)).toMatchObject({
      result: "REJECTED",
      reason_code: "NOT_COVERED",
    });
    expect(adjudicateProduct(product("A-7"), 10)).toMatchObject({
      result: "MANUAL_APPROVAL_REQUIRED",
      reason_code: "MANUAL_REVIEW",
    });
    const ok = adjudicateProduct(product("A-1", 2), 10);
    expect(ok).toMatchObject({ result: "APPROVED", reason_code: null, amount: unitPrice("A-1") * 2 });
    expect(ok.copayment).toBeCloseTo(ok.amount / 10, 2);
  });

  it("is deterministic: the same product, the same answer", () => {
    expect(adjudicateProduct(product("LAB-22", 3), 20)).toEqual(adjudicateProduct(product("LAB-22", 3), 20));
  });
});

describe("adjudicate (amounts and cost-sharing)", () => {
  it("sums the approved products, adds the copayment once and the coinsurance", () => {
    const { products, amounts } = adjudicate([product("A-1"), product("A-9"), product("B-2", 2)], {
      copayment: 100,
      coinsurancePercent: 10,
    });
    const amount = products[0].amount + products[2].amount;
    expect(amounts).toEqual({
      amount,
      copayment: 100,
      coinsurance_percent: 10,
      total_to_pay: Math.round((100 + amount / 10) * 100) / 100,
    });
  });

  it("nothing approved: every amount 0", () => {
    expect(adjudicate([product("A-9")], { copayment: 100, coinsurancePercent: 10 }).amounts).toEqual({
      amount: 0,
      copayment: 0,
      coinsurance_percent: 10,
      total_to_pay: 0,
    });
  });

  it("cost-sharing by plan: its own, else its coverage plan's", () => {
    expect(costSharingOf("SEN-SUBSIDIZED", "PBS")).toEqual({ copayment: 0, coinsurancePercent: 0 });
    expect(costSharingOf("PRI-PBS", "PBS")).toEqual({ copayment: 100, coinsurancePercent: 10 });
    expect(costSharingOf("PRI-ORO", "NPBS")).toEqual({ copayment: 250, coinsurancePercent: 20 });
  });
});

describe("reasons", () => {
  it("says the reason in the caller's language (es-DO as es)", () => {
    expect(reasonText("NOT_COVERED", "en")).toBe("The product is not covered by the plan");
    expect(reasonText("NOT_COVERED", "es-DO")).toBe(reasonText("NOT_COVERED", "es"));
    expect(reasonText(null, "pt")).toBeNull();
  });
});
